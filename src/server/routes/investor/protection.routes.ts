// The investor protection routes of the investor panel's API (issue 20, decision 0052), added to the area of
// investor.routes.ts: the entry knowledge test with the loss-bearing simulation, the warning after a failed test,
// and revoking an acceptance in the reflection period. The public link's revocation is in public-offer.routes.ts.
import type { Context } from 'hono';
import type { z as zod } from 'zod';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { requestLanguage } from '../../campaigns/api-language';
import {
  addRoute,
  defineRoute,
  errorResponses,
  fileResponse,
  idParams,
  jsonRequestBody,
  jsonResponse,
  z,
  type createArea,
} from '../../openapi/common';
import {
  assessmentInputSchema,
  CLASSIFICATION_STATUSES,
  QUESTION_AREAS,
  classificationRequestSchema,
  type AssessmentResult,
  type ProtectionView,
} from '../../../lib/contracts/protection';
import { requestClassification, withdrawClassification } from '../../protection/classification';
import { confirmWarning, protectionView, submitAssessment } from '../../protection/assessment';
import { revokeAcceptance } from '../../protection/reflection';
import { investorOfferDetail, ownOffer } from '../../investor/investor-offers';
import { investorOfferDetailSchema } from './investor.openapi';
import { langQuery } from '../../../lib/contracts/common';
import { campaignKiisResponse } from '../../protection/kiis-response';

const tags = ['Investor protection'];

const assessmentResultSchema = z
  .object({
    takenAt: z.string(),
    validUntil: z.string(),
    score: z.number().int(),
    questionCount: z.number().int(),
    passMark: z.number().int(),
    passed: z.boolean(),
    warningConfirmedAt: z.string().nullable(),
    currency: z.enum(['PLN', 'EUR', 'USD']),
    yearlyIncome: z.number().int(),
    liquidAssets: z.number().int(),
    financialCommitments: z.number().int(),
    netWorth: z.number().int(),
    lossCapacity: z.number().int(),
  })
  .openapi('AssessmentResult') satisfies z.ZodType<AssessmentResult>;

export const classificationViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(CLASSIFICATION_STATUSES),
    declarations: classificationRequestSchema,
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
    reason: z.string().nullable(),
    expiresAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
  })
  .openapi('ClassificationView');

const protectionViewSchema = z
  .object({
    enabled: z.boolean(),
    questions: z.array(
      z.object({
        id: z.string(),
        area: z.enum(QUESTION_AREAS),
        text: z.string(),
        options: z.array(z.string()),
      }),
    ),
    passMark: z.number().int(),
    latest: assessmentResultSchema.nullable(),
    classification: classificationViewSchema.nullable(),
    ready: z.boolean(),
  })
  .openapi('ProtectionView') satisfies z.ZodType<ProtectionView>;

const viewRoute = defineRoute({
  method: 'get',
  path: '/protection',
  tags,
  summary: 'Whether the landing asks for the entry test, its questions (no answers) and the latest result',
  responses: { 200: jsonResponse(protectionViewSchema, 'The protection state'), ...errorResponses(400, 401, 403) },
});

const assessmentRoute = defineRoute({
  method: 'post',
  path: '/protection/assessment',
  tags,
  summary: 'Take the entry knowledge test and the loss-bearing simulation',
  request: { body: jsonRequestBody(assessmentInputSchema) },
  responses: {
    201: jsonResponse(assessmentResultSchema, 'The result, kept'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const confirmRoute = defineRoute({
  method: 'post',
  path: '/protection/assessment/confirm-warning',
  tags,
  summary: 'After a failed test: confirm having read the warning that the offers may not be suitable',
  responses: { 200: jsonResponse(assessmentResultSchema, 'The result'), ...errorResponses(400, 401, 403, 409) },
});

const revokeRoute = defineRoute({
  method: 'post',
  path: '/offer/{id}/revoke',
  tags,
  summary: 'Revoke an acceptance in its four-day reflection period (ECSPR Art. 22)',
  request: { params: idParams('id') },
  responses: {
    200: jsonResponse(investorOfferDetailSchema, 'The offer, declined'),
    ...errorResponses(400, 401, 403, 404, 409, 410),
  },
});

const classificationRoute = defineRoute({
  method: 'post',
  path: '/protection/classification',
  tags,
  summary: 'Ask to be treated as a sophisticated investor, with the declarations of ECSPR Annex II',
  request: { body: jsonRequestBody(classificationRequestSchema) },
  responses: {
    201: jsonResponse(classificationViewSchema, 'The request, waiting for an advisor'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const withdrawRoute = defineRoute({
  method: 'post',
  path: '/protection/classification/withdraw',
  tags,
  summary: 'Withdraw the request or the approved classification (non-sophisticated again)',
  responses: {
    200: jsonResponse(classificationViewSchema, 'The request, withdrawn'),
    ...errorResponses(400, 401, 403, 409),
  },
});

const kiisRoute = defineRoute({
  method: 'get',
  path: '/offer/{id}/kiis',
  tags,
  summary: "The offer's campaign key investment information sheet, latest version (PDF)",
  request: { params: idParams('id'), query: langQuery },
  responses: { 200: fileResponse('application/pdf', 'The sheet as a PDF'), ...errorResponses(400, 401, 403, 404) },
});

type Ctx = Context<AppEnv>;
type ClassificationContext = Context<
  AppEnv,
  string,
  {
    in: { json: zod.input<typeof classificationRequestSchema> };
    out: { json: zod.output<typeof classificationRequestSchema> };
  }
>;
type AssessmentContext = Context<
  AppEnv,
  string,
  { in: { json: zod.input<typeof assessmentInputSchema> }; out: { json: zod.output<typeof assessmentInputSchema> } }
>;

/**
 * - GET /protection -> ProtectionView (questions in ?lang / Accept-Language).
 * - POST /protection/assessment {answers: {questionId: optionIndex}, yearlyIncome, liquidAssets,
 *   financialCommitments, currency} -> 201 AssessmentResult; every question answered (400 9e4235af per missing one),
 *   409 6491e3a4 when the landing has no protection or no test.
 * - POST /protection/assessment/confirm-warning -> AssessmentResult (409 026ddbdc without a valid test).
 * - POST /protection/classification {kind, criteria, currency, figures, experience?, trading?, confirmed: true}
 *   -> 201 ClassificationView (ECSPR Annex II; 409 6491e3a4 while one waits or is approved);
 *   POST /protection/classification/withdraw -> ClassificationView (409 when there is nothing to withdraw).
 * - POST /offer/:id/revoke -> InvestorOfferDetail (409 d01883e1 after the deadline or without a reflection period).
 */
export function addProtectionRoutes(area: ReturnType<typeof createArea>, deps: AppDeps): void {
  addRoute(area, viewRoute, async (c: Ctx) =>
    c.json(await protectionView(deps.database.db, deps.clock, authOf(c), requestLanguage(c))),
  );
  addRoute(area, assessmentRoute, async (c: AssessmentContext) =>
    c.json(
      await submitAssessment(
        deps.database.db,
        deps.clock,
        authOf(c),
        c.req.valid('json'),
        requestLanguage(c),
        authOf(c).impersonatorUserId ?? null,
      ),
      201,
    ),
  );
  addRoute(area, confirmRoute, async (c: Ctx) => c.json(await confirmWarning(deps.database.db, deps.clock, authOf(c))));
  addRoute(area, classificationRoute, async (c: ClassificationContext) =>
    c.json(
      await requestClassification(
        deps.database.db,
        deps.clock,
        authOf(c),
        c.req.valid('json'),
        authOf(c).impersonatorUserId ?? null,
      ),
      201,
    ),
  );
  addRoute(area, withdrawRoute, async (c: Ctx) =>
    c.json(await withdrawClassification(deps.database.db, deps.clock, authOf(c))),
  );
  addRoute(area, kiisRoute, async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, authOf(c), c.req.param('id')!);
    // Someone signed in as the investor (an impersonator) opens it for themselves: the investor has not received it.
    const investor = !authOf(c).impersonatorUserId;
    return campaignKiisResponse(deps, own, { language: requestLanguage(c), investor });
  });
  addRoute(area, revokeRoute, async (c: Ctx) => {
    const own = await ownOffer(deps.database.db, authOf(c), c.req.param('id')!);
    const updated = await revokeAcceptance(deps, own, { impersonatorUserId: authOf(c).impersonatorUserId ?? null });
    return c.json(await investorOfferDetail(deps, updated));
  });
}
