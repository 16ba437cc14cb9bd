// The advisor's page of one investor (issue 19). Mounted at /api, behind the advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import type { InvestorClient } from '../../../lib/schemas/investor-client';
import { REMINDER_STEPS } from '../../../lib/schemas/reminders';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { apiLanguage } from '../../campaigns/api-language';
import { investorClient } from '../../offers/client/investor-client';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';
import { classificationDecisionSchema } from '../../../lib/schemas/protection';
import { classificationForAdvisor, decideClassification } from '../../protection/classification';
import { stepLog, stepLogCsv, stepLogPdf } from '../../protection/step-log';
import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../errors/http-error';
import { kycAccessLogOf } from '../../kyc/kyc-access-log';
import { users } from '../../db/schema';
import { ATTACHMENT_CSP } from '../../app/api-headers';
import { contentDisposition } from '../../uploads/offer-attachments';
import { classificationViewSchema } from '../investor/protection.routes';
import { kycListSchema } from '../kyc/kyc.openapi';
import { noteSchema } from '../offer-notes/offer-notes.routes';
import { taskSchema } from '../offer-tasks/offer-tasks.routes';
import { historyItemSchema, offerRowsSchema } from '../offers/offers.openapi';
import { idString, instantString, langQuery, languageSchema } from '../public-offer/public-offer.openapi';

const offerRef = { offerId: idString, offerLabel: z.string() };
const timelineItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), at: instantString, item: historyItemSchema, ...offerRef }),
  z.object({
    kind: z.literal('reminder'),
    at: instantString,
    reminder: z.object({
      step: z.enum(REMINDER_STEPS),
      sentAt: instantString,
      by: z.object({ id: idString, name: z.string().nullable() }).nullable(),
    }),
    ...offerRef,
  }),
  z.object({ kind: z.literal('upload'), at: instantString, name: z.string(), ...offerRef }),
  z.object({
    kind: z.literal('note'),
    at: instantString,
    author: z.string().nullable(),
    body: z.string(),
    ...offerRef,
  }),
  z.object({
    kind: z.literal('kyc'),
    at: instantString,
    kycRequestId: idString,
    event: z.enum([
      'sent',
      'resent',
      'submitted',
      'proposed',
      'approved',
      'rejected',
      'more-information',
      'resubmitted',
    ]),
    actor: z.string().nullable(),
    reason: z.string().nullable(),
  }),
]);

const clientSchema = z
  .object({
    investor: z.object({
      id: idString,
      email: z.string(),
      firstName: z.string().nullable(),
      surname: z.string().nullable(),
      language: languageSchema,
      createdAt: instantString,
    }),
    offers: offerRowsSchema,
    kyc: kycListSchema,
    documents: z.array(
      z.object({
        id: idString,
        name: z.string(),
        kind: z.string(),
        mediaType: z.string(),
        size: z.number().int(),
        uploadedAt: instantString,
        offerId: idString.nullable(),
        kycRequestId: idString.nullable(),
      }),
    ),
    notes: z.array(noteSchema.extend(offerRef)),
    tasks: z.array(taskSchema),
    timeline: z.array(timelineItem),
    investorProtection: z.boolean(),
  })
  .openapi('InvestorClient') satisfies z.ZodType<InvestorClient>;

const clientRoute = defineRoute({
  method: 'get',
  path: '/advisor/investors/client/{investorId}',
  tags: ['Offers'],
  summary: 'One investor as the caller sees them: data, offers, KYC, documents, notes, tasks and the timeline',
  request: { params: idParams('investorId'), query: langQuery },
  responses: { 200: jsonResponse(clientSchema, 'The investor'), ...errorResponses(400, 401, 403, 404) },
});

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

const decisionRoute = defineRoute({
  method: 'post',
  path: '/advisor/investors/client/{investorId}/classification/{requestId}/decision',
  tags: ['Investor protection'],
  summary: 'Approve the request, or reject it with a reason',
  request: { params: idParams('investorId', 'requestId'), body: jsonRequestBody(classificationDecisionSchema) },
  responses: {
    200: jsonResponse(classificationViewSchema, 'The request, decided'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
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
    200: jsonResponse(
      z.array(
        z.object({
          at: instantString,
          what: z.enum(['answers', 'document']),
          documentName: z.string().nullable(),
          reader: z.object({ id: idString.nullable(), name: z.string().nullable() }),
          impersonator: z.object({ id: idString, name: z.string().nullable() }).nullable(),
          kycRequestId: idString,
        }),
      ),
      'The reads',
    ),
    ...errorResponses(400, 401, 403, 404),
  },
});

type DecisionContext = Context<
  AppEnv,
  string,
  {
    in: { json: z.input<typeof classificationDecisionSchema> };
    out: { json: z.output<typeof classificationDecisionSchema> };
  }
>;

/**
 * - GET /advisor/investors/client/:investorId?lang= -> InvestorClient: only what the caller sees (own offers, and
 *   a coordinator's networks'; the KYC questionnaires they see); an investor with none of it, another landing's or
 *   an unknown id is 404. no-store (personal data).
 * - GET .../classification -> ClassificationView | null; POST .../classification/:requestId/decision {approve: true}
 *   or {approve: false, reason} -> ClassificationView (ECSPR Annex II, decision 0052): an advisor who sees the
 *   investor's offers decides a waiting request (409 6491e3a4 once decided; 404 for an investor they do not see).
 * - GET .../kyc-access -> every read of the investor's KYC answers and documents (who, what, when); coordinators
 *   only (403 for advisors).
 * - GET .../protection-log?format=csv|pdf&lang -> the investor's protection log (every step of the offers the
 *   caller sees, with KIIS version, test, warning threshold, consent; tests and classification requests).
 */
export function clientsRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, clientRoute, async (c: Context<AppEnv>) => {
    const language = apiLanguage(c.req.query('lang'), c.req.header('accept-language'));
    c.header('cache-control', 'no-store');
    return c.json(await investorClient(deps, authOf(c), c.req.param('investorId')!, language));
  });
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
    return new Response(body, {
      headers: {
        'content-type': pdf ? 'application/pdf' : 'text/csv; charset=utf-8',
        'content-disposition': contentDisposition('attachment', `${name}.${pdf ? 'pdf' : 'csv'}`),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': ATTACHMENT_CSP,
      },
    });
  });
  addRoute(area, kycAccessRoute, async (c: Context<AppEnv>) => {
    const caller = authOf(c);
    const id = c.req.param('investorId')!.toLowerCase();
    const [investor] = /^[0-9a-f-]{36}$/.test(id)
      ? await deps.database.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.id, id), eq(users.landingId, caller.landingId)))
      : [];
    if (!investor) throw new NotFoundError('Investor not found');
    c.header('cache-control', 'no-store');
    return c.json(await kycAccessLogOf(deps.database.db, caller, investor));
  });
  addRoute(area, decisionRoute, async (c: DecisionContext) =>
    c.json(
      await decideClassification(
        deps.database.db,
        deps.clock,
        authOf(c),
        c.req.param('investorId')!,
        c.req.param('requestId')!,
        c.req.valid('json'),
      ),
    ),
  );
  return area;
}
