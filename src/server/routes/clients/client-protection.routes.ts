// The investor-protection routes of the advisor's page of one investor (issue 20, decision 0052), added to the area
// of clients.routes.ts: the sophisticated-investor request and its decision, the step log for a supervisor, who
// read the KYC data, and AML retention with legal holds.
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { apiLanguage } from '../../campaigns/api-language';
import { users } from '../../db/schema';
import { kycAccessLogOf } from '../../kyc/kyc-access-log';
import { kycAccessEntrySchema } from '../../../lib/contracts/kyc-views';
import {
  addRoute,
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonRequestBody,
  jsonResponse,
  type createArea,
} from '../../openapi/common';
import { classificationForAdvisor } from '../../protection/classification';
import { investorOfLanding, releaseLegalHold, retentionView, setLegalHold } from '../../protection/retention';
import { stepLog, stepLogCsv, stepLogPdf } from '../../protection/step-log';
import { downloadResponse } from '../../uploads/offer-attachments';
import { classificationViewSchema } from '../../../lib/contracts/protection';
import { instantString } from '../../../lib/contracts/common';

const classificationRoute = defineRoute({
  method: 'get',
  path: '/advisor/investors/client/{investorId}/classification',
  tags: ['Investor protection'],
  summary: "The investor's latest request to be treated as sophisticated (null: none)",
  request: { params: idParams('investorId') },
  responses: {
    200: jsonResponse(classificationViewSchema.nullable(), 'The request'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const logRoute = defineRoute({
  method: 'get',
  path: '/advisor/investors/client/{investorId}/protection-log',
  tags: ['Investor protection'],
  summary:
    "The investor's protection log (every offer step with KIIS version, test, warning and consent) as CSV or PDF",
  request: {
    params: idParams('investorId'),
    query: z.object({ format: z.enum(['csv', 'pdf']).default('csv'), lang: z.enum(['pl', 'en']).optional() }),
  },
  responses: {
    200: {
      description: 'The log',
      content: {
        'text/csv': fileResponse('text/csv').content['text/csv'],
        'application/pdf': fileResponse('application/pdf').content['application/pdf'],
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const kycAccessRoute = defineRoute({
  method: 'get',
  path: '/advisor/investors/client/{investorId}/kyc-access',
  tags: ['Investor protection'],
  summary: "Who read the investor's KYC answers and documents, and when (coordinators; newest first, at most 500)",
  request: { params: idParams('investorId') },
  responses: {
    200: jsonResponse(z.array(kycAccessEntrySchema), 'The reads'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const retentionSchema = z.object({
  ongoing: z.boolean(),
  relationshipEnd: instantString.nullable(),
  retainUntil: instantString.nullable(),
  accountUntil: instantString.nullable(),
  hold: z.object({ reason: z.string(), setAt: instantString, setBy: z.string().nullable() }).nullable(),
  canManageHold: z.boolean(),
  deletions: z.array(z.object({ at: instantString, counts: z.record(z.string(), z.number()) })),
});
export const holdBody = z.strictObject({ reason: z.string().trim().min(1).max(1000) });

const retentionRoute = defineRoute({
  method: 'get',
  path: '/advisor/investors/client/{investorId}/retention',
  tags: ['Investor protection'],
  summary:
    "The investor's retention: the relationship's end, until when the AML records and the account are kept, the legal hold",
  request: { params: idParams('investorId') },
  responses: { 200: jsonResponse(retentionSchema, 'The retention'), ...errorResponses(400, 401, 403, 404) },
});
const holdRoute = defineRoute({
  method: 'post',
  path: '/advisor/investors/client/{investorId}/legal-hold',
  tags: ['Investor protection'],
  summary:
    'Set a legal hold with a reason (compliance officers; 403 for coordinators): the retention job deletes nothing ' +
    'of the investor while it is active',
  request: { params: idParams('investorId'), body: jsonRequestBody(holdBody) },
  responses: {
    200: jsonResponse(retentionSchema, 'The retention'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});
const releaseRoute = defineRoute({
  method: 'post',
  path: '/advisor/investors/client/{investorId}/legal-hold/release',
  tags: ['Investor protection'],
  summary: 'Release the legal hold (compliance officers)',
  request: { params: idParams('investorId') },
  responses: { 200: jsonResponse(retentionSchema, 'The retention'), ...errorResponses(400, 401, 403, 404, 409) },
});
type HoldContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof holdBody> }; out: { json: z.output<typeof holdBody> } }
>;

/**
 * - GET .../classification -> ClassificationView | null (ECSPR Annex II, decisions 0052 and 0066): the latest
 *   request of an investor whose offers the advisor sees (404 otherwise); the compliance desk decides it.
 * - GET .../kyc-access -> every read of the investor's KYC answers and documents (who, what, when); coordinators
 *   only (403 for advisors).
 * - GET .../retention (coordinators and compliance officers); POST .../legal-hold {reason}; POST .../legal-hold/release
 *   (compliance officers alone; decisions 0052 and 0066): the relationship's end, the date until which KYC data and
 *   the offer log are kept, the hold that stops the deletion.
 * - GET .../protection-log?format=csv|pdf&lang -> the investor's protection log (every step of the offers the
 *   caller sees, with KIIS version, test, warning threshold, consent; tests and classification requests).
 */
export function addClientProtectionRoutes(area: ReturnType<typeof createArea>, deps: AppDeps): void {
  addRoute(area, classificationRoute, async (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-store');
    return c.json(await classificationForAdvisor(deps.database.db, authOf(c), c.req.param('investorId')!));
  });
  addRoute(area, logRoute, async (c: Context<AppEnv>) => {
    const language = apiLanguage(c.req.query('lang'), c.req.header('accept-language'));
    const caller = authOf(c);
    const investorId = c.req.param('investorId')!;
    const entries = await stepLog(deps.database.db, caller, investorId, language);
    const landing = await deps.landings.byId(caller.landingId);
    const [investor] = await deps.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, investorId.toLowerCase()));
    const day = deps.clock.now().toISOString().slice(0, 10);
    const name = `ecspr-log-${(investor?.email ?? 'investor').replace(/[^A-Za-z0-9.-]+/g, '-')}-${day}`;
    const pdf = c.req.query('format') === 'pdf';
    const body = pdf
      ? new Uint8Array(
          await stepLogPdf(entries, language, {
            siteTitle: landing?.siteTitle ?? '',
            investor: investor?.email ?? '',
            generatedAt: deps.clock.now(),
          }),
        )
      : stepLogCsv(entries, language);
    return downloadResponse(body, {
      contentType: pdf ? 'application/pdf' : 'text/csv; charset=utf-8',
      fileName: `${name}.${pdf ? 'pdf' : 'csv'}`,
    });
  });
  addRoute(area, kycAccessRoute, async (c: Context<AppEnv>) => {
    const caller = authOf(c);
    const investor = await investorOfLanding(deps.database.db, caller.landingId, c.req.param('investorId')!);
    c.header('cache-control', 'no-store');
    return c.json(await kycAccessLogOf(deps.database.db, caller, investor));
  });
  addRoute(area, retentionRoute, async (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-store');
    return c.json(await retentionView(deps.database.db, deps.clock, authOf(c), c.req.param('investorId')!));
  });
  addRoute(area, holdRoute, async (c: HoldContext) =>
    c.json(
      await setLegalHold(
        deps.database.db,
        deps.clock,
        authOf(c),
        c.req.param('investorId')!,
        c.req.valid('json').reason,
      ),
    ),
  );
  addRoute(area, releaseRoute, async (c: Context<AppEnv>) =>
    c.json(await releaseLegalHold(deps.database.db, deps.clock, authOf(c), c.req.param('investorId')!)),
  );
}
