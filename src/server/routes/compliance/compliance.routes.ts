// The compliance desk (issue 35 item 7, decision 0066). Mounted at /api, behind the advisor-panel bearer guard; every
// route is a compliance officer's with two-factor on (403 compliance.errors.officerOnly / twoFactorRequired).
import type { Context } from 'hono';
import { z } from 'zod';
import { kycReviewInputSchema } from '../../../lib/contracts/kyc-review';
import { classificationDecisionSchema } from '../../../lib/contracts/protection';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { complianceDesk, decideClassification, reviewProposedKyc } from '../../compliance/compliance-desk';
import { decideSanctionsHit } from '../../compliance/sanctions-screening';
import { registerTable, REGISTERS, type Register } from '../../compliance/registers';
import { registerCsv, registerXlsx } from '../../compliance/register-files';
import { requireCompliance } from '../../compliance/compliance-access';
import { apiLanguage } from '../../campaigns/api-language';
import { downloadResponse } from '../../uploads/offer-attachments';
import { SANCTIONS_NOTE_MAX } from '../../../lib/contracts/compliance';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';
import { classificationViewSchema } from '../investor/protection.routes';
import { holdBody, retentionSchema } from '../clients/client-protection.routes';
import { setLegalHoldByEmail } from '../../protection/retention';
import { dayString, instantString } from '../../../lib/contracts/common';
import { ValidationError } from '../../errors/validation-error';
import { V } from '../../../lib/validation/keys';

const tags = ['Compliance'];
const investor = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });
const hitSchema = z.object({
  id: z.string(),
  investorEmail: z.string(),
  investorUserId: z.string().nullable(),
  screenedName: z.string(),
  listedName: z.string(),
  entityRef: z.string(),
  programme: z.string(),
  score: z.number().int(),
  source: z.enum(['kyc', 'daily']),
  status: z.enum(['open', 'cleared', 'confirmed']),
  foundAt: instantString,
  decidedAt: instantString.nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
const hitDecisionSchema = z.strictObject({
  status: z.enum(['cleared', 'confirmed']),
  note: z.string().trim().min(1).max(SANCTIONS_NOTE_MAX),
});
const deskSchema = z
  .object({
    sanctions: z.array(hitSchema),
    classifications: z.array(
      z.object({ investor, request: classificationViewSchema, standingUntil: instantString.nullable() }),
    ),
    kycCases: z.array(
      z.object({
        id: z.string(),
        investorEmail: z.string(),
        flags: z.array(z.string()),
        advisor: z.string().nullable(),
        proposedBy: z.string().nullable(),
        proposedAt: instantString.nullable(),
        submittedAt: instantString.nullable(),
      }),
    ),
    expiring: z.array(z.object({ investor, expiresAt: instantString, renewalAskedAt: instantString.nullable() })),
    complaints: z.object({ open: z.number().int(), overdue: z.number().int() }),
    holds: z.array(z.object({ investor, reason: z.string(), setAt: instantString, setBy: z.string().nullable() })),
  })
  .openapi('ComplianceDesk');

const deskRoute = defineRoute({
  method: 'get',
  path: '/compliance/desk',
  tags,
  summary: 'What waits for the compliance officer: sophisticated requests, flagged KYC cases, expiring approvals',
  responses: { 200: jsonResponse(deskSchema, 'The desk (no-store)'), ...errorResponses(401, 403) },
});
const decisionRoute = defineRoute({
  method: 'post',
  path: '/compliance/classification/{requestId}/decision',
  tags,
  summary: 'Approve a request to be treated as sophisticated with the evidence checked, or reject it with a reason',
  request: { params: idParams('requestId'), body: jsonRequestBody(classificationDecisionSchema) },
  responses: {
    200: jsonResponse(classificationViewSchema, 'The request, decided'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});
const kycReviewRoute = defineRoute({
  method: 'patch',
  path: '/compliance/kyc/{id}/review',
  tags,
  summary: 'The second approval (or a rejection) of a KYC case flagged PEP or sanctions',
  request: { params: idParams('id'), body: jsonRequestBody(kycReviewInputSchema) },
  responses: { 204: { description: 'Decided' }, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
});

const hitRoute = defineRoute({
  method: 'post',
  path: '/compliance/sanctions/{hitId}/decision',
  tags,
  summary: 'Clear a sanctions screening hit as a false positive, or confirm it, with a note',
  request: { params: idParams('hitId'), body: jsonRequestBody(hitDecisionSchema) },
  responses: { 204: { description: 'Decided' }, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
});
type HitContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof hitDecisionSchema> }; out: { json: z.output<typeof hitDecisionSchema> } }
>;

const registerRoute = defineRoute({
  method: 'get',
  path: '/compliance/registers/{register}',
  tags,
  summary: 'A register of the landing for a period, as CSV or XLSX',
  request: {
    params: z.object({ register: z.enum(REGISTERS) }),
    query: z.object({
      from: dayString,
      to: dayString,
      format: z.enum(['csv', 'xlsx']).optional(),
      lang: z.enum(['pl', 'en']).optional(),
    }),
  },
  responses: {
    200: {
      description: 'The register (attachment)',
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

const holdByEmailBody = holdBody.extend({ email: z.string().trim().min(3).max(254) });
const holdRoute = defineRoute({
  method: 'post',
  path: '/compliance/legal-holds',
  tags,
  summary:
    'Set a legal hold on an investor of the landing by e-mail, with a reason (decision 0066): the retention job ' +
    'deletes nothing of theirs while it is active; release it with POST /advisor/investors/client/{id}/legal-hold/release',
  request: { body: jsonRequestBody(holdByEmailBody) },
  responses: {
    200: jsonResponse(retentionSchema, "The investor's retention"),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});
type HoldContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof holdByEmailBody> }; out: { json: z.output<typeof holdByEmailBody> } }
>;

type DecisionContext = Context<
  AppEnv,
  string,
  {
    in: { json: z.input<typeof classificationDecisionSchema> };
    out: { json: z.output<typeof classificationDecisionSchema> };
  }
>;
type ReviewContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof kycReviewInputSchema> }; out: { json: z.output<typeof kycReviewInputSchema> } }
>;

/**
 * - GET /compliance/desk -> ComplianceDesk.
 * - POST /compliance/classification/:requestId/decision {approve: true, evidence} | {approve: false, reason} ->
 *   ClassificationView (ECSPR Annex II; 404 another landing's request, 409 6491e3a4 once decided).
 * - POST /compliance/sanctions/:hitId/decision {status: cleared|confirmed, note} -> 204 (decision 0067): an open
 *   hit of the landing (404 otherwise; 409 5d0f9e72 once decided).
 * - GET /compliance/registers/:register?from=YYYY-MM-DD&to=YYYY-MM-DD&format=csv|xlsx&lang -> the register of the days
 *   from..to in the landing's time zone (decision 0068); 400 for a period that ends before it starts.
 * - POST /compliance/legal-holds {email, reason} -> RetentionView: a legal hold on the landing's user of that e-mail
 *   (404 none, 409 one is active); holds are the officers' alone (coordinators see them, 403 to set or release).
 * - PATCH /compliance/kyc/:id/review {decision, reason?, items?} -> 204: a case proposed for approval (404 otherwise);
 *   403 kyc.errors.complianceApproval when the officer is the case's advisor, 409 fourEyesSamePerson its proposer.
 */
export function complianceRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, deskRoute, async (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-store');
    return c.json(await complianceDesk(deps, authOf(c)));
  });
  addRoute(area, decisionRoute, async (c: DecisionContext) =>
    c.json(await decideClassification(deps, authOf(c), c.req.param('requestId')!, c.req.valid('json'))),
  );
  addRoute(area, registerRoute, async (c: Context<AppEnv>) => {
    const officer = await requireCompliance(deps.database.db, authOf(c));
    const register = c.req.param('register') as Register;
    const from = c.req.query('from')!;
    const to = c.req.query('to')!;
    if (to < from) throw new ValidationError([{ propertyPath: 'to', message: V.invalidValue }]);
    const language = apiLanguage(c.req.query('lang'), c.req.header('accept-language'));
    const table = await registerTable(deps.database.db, officer.landingId, register, { from, to });
    const name = `register-${register}-${from}-${to}`;
    if (c.req.query('format') === 'xlsx')
      return downloadResponse(new Uint8Array(await registerXlsx(table, language, register)), {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${name}.xlsx`,
      });
    return downloadResponse(registerCsv(table, language), {
      contentType: 'text/csv; charset=utf-8',
      fileName: `${name}.csv`,
    });
  });
  addRoute(area, hitRoute, async (c: HitContext) => {
    await decideSanctionsHit(deps, authOf(c), c.req.param('hitId')!, c.req.valid('json'));
    return c.body(null, 204);
  });
  addRoute(area, holdRoute, async (c: HoldContext) => {
    const { email, reason } = c.req.valid('json');
    return c.json(await setLegalHoldByEmail(deps.database.db, deps.clock, authOf(c), email, reason));
  });
  addRoute(area, kycReviewRoute, async (c: ReviewContext) => {
    await reviewProposedKyc(deps, authOf(c), c.req.param('id')!, c.req.valid('json'));
    return c.body(null, 204);
  });
  return area;
}
