import { ADVISOR_STATUSES } from '../../../lib/contracts/advisor';
import { OFFER_COLUMNS } from '../../../lib/contracts/campaign';
import { ACTIVITY_ACTIONS, ATTENTION_KINDS, type AdvisorDashboard } from '../../../lib/contracts/dashboard';
import type { AppDeps } from '../../app/app-env';
import { addRoute, createArea, defineRoute, errorResponses, jsonResponse, z } from '../../openapi/common';
import { dashboard } from './dashboard.handlers';

const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

const offerCounts = countsOf(OFFER_COLUMNS).openapi('OfferColumnCounts');
const lostReasonCounts = z.array(z.object({ code: z.string(), count: z.number().int().nonnegative() }));

/** AdvisorDashboard (src/lib/contracts/dashboard.ts); the type check keeps the two in step. */
const advisorDashboardSchema: z.ZodType<AdvisorDashboard> = z
  .object({
    advisors: countsOf(ADVISOR_STATUSES),
    attention: z.object({
      items: z.array(
        z.object({
          kind: z.enum(ATTENTION_KINDS),
          advisor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
          date: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
        }),
      ),
      totals: countsOf(ATTENTION_KINDS),
    }),
    recentActivity: z.array(
      z.object({
        at: z.iso.datetime({ offset: true }),
        action: z.enum(ACTIVITY_ACTIONS),
        actor: z.object({ name: z.string().nullable() }),
        subject: z.object({ id: z.string(), name: z.string() }),
      }),
    ),
    offers: z.object({ own: offerCounts, network: offerCounts.nullable() }),
    lostReasons: z.object({ own: lostReasonCounts, network: lostReasonCounts.nullable() }),
  })
  .openapi('AdvisorDashboard');

/**
 * Mounted at /api, behind the advisor-panel bearer guard (401 without a valid token, 403 for an investor's).
 * Scoped like the advisors list (docs/decisions/0013): the caller's landing and networks, read per request.
 * - GET /advisor/dashboard -> AdvisorDashboard (src/lib/contracts/dashboard.ts):
 *     {
 *       advisors: {initial, active, deleted}            counts of the advisors the caller sees,
 *       attention: {
 *         items: [{kind, advisor: {id, name, email}, date: 'YYYY-MM-DD'}],
 *         totals: {activationPending, documentExpired, documentExpiring, powerOfAttorneyEnded, powerOfAttorneyEnding}
 *       },                                               only advisors of networks the caller coordinates, not
 *                                                        archived; at most 10 items per kind, oldest date first;
 *                                                        activationPending: status initial, last activation
 *                                                        e-mail (or creation) over 3 days ago; documents (not
 *                                                        'indefinitely') and powers of attorney ending within 30
 *                                                        days of the server's today, or ended;
 *       recentActivity: [{at (ISO), action, actor: {name}, subject: {id, name}}]
 *                                                        the last 10 advisor-created/-updated/-activated/-archived
 *                                                        audit events about advisors the caller sees, newest first
 *       offers: {own: counts, network: counts | null}    offers per kanban column (invited, viewed, interested,
 *                                                        accepted, active, lost = rejected + declined): the
 *                                                        caller's own, and all of the networks they coordinate
 *                                                        (null when they coordinate none); read from the
 *                                                        trigger-kept summary offer_totals
 *       lostReasons: {own: [{code, count}], network: [...] | null}
 *                                                        offers an advisor marked lost, per reason, most first
 *     }
 *   Clients ignore keys they do not know.
 */
export function dashboardRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(
    area,
    defineRoute({
      method: 'get',
      path: '/advisor/dashboard',
      tags: ['Advisors'],
      summary: "The advisor panel's home: advisor counts, attention list, recent activity, offer counts",
      security: [{ bearer: [] }],
      responses: {
        200: jsonResponse(advisorDashboardSchema, 'The dashboard'),
        ...errorResponses(401, 403),
      },
    }),
    dashboard(deps),
  );
  return area;
}
