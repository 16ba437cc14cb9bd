// The handlers of the compliance desk, each typed by its route (compliance.routes.ts): input from c.req.valid,
// answers as the route declares them (the registers as file responses).
import { V } from '../../../lib/validation/keys';
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { apiLanguage } from '../../campaigns/api-language';
import { requireCompliance } from '../../compliance/compliance-access';
import { complianceDesk, decideClassification, reviewProposedKyc } from '../../compliance/compliance-desk';
import { registerCsv, registerXlsx } from '../../compliance/register-files';
import { registerTable } from '../../compliance/registers';
import { decideSanctionsHit } from '../../compliance/sanctions-screening';
import { ValidationError } from '../../errors/validation-error';
import type { AppRouteHandler } from '../../openapi/common';
import { setLegalHoldByEmail } from '../../protection/retention';
import { downloadResponse } from '../../uploads/offer-attachments';
import type { ROUTES } from './compliance.routes';

type Routes = typeof ROUTES;

/** GET /api/compliance/desk (no-store). */
export const desk =
  (deps: AppDeps): AppRouteHandler<Routes['desk']> =>
  async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await complianceDesk(deps, authOf(c)), 200);
  };

/** POST /api/compliance/classification/:requestId/decision. */
export const decision =
  (deps: AppDeps): AppRouteHandler<Routes['decision']> =>
  async (c) =>
    c.json(await decideClassification(deps, authOf(c), c.req.valid('param').requestId, c.req.valid('json')), 200);

/** GET /api/compliance/registers/:register?from&to&format&lang: the register as a CSV or XLSX attachment. */
export const register =
  (deps: AppDeps): AppRouteHandler<Routes['register']> =>
  async (c) => {
    const officer = await requireCompliance(deps.database.db, authOf(c));
    const { register: name } = c.req.valid('param');
    const { from, to, format, lang } = c.req.valid('query');
    if (to < from) throw new ValidationError([{ propertyPath: 'to', message: V.invalidValue }]);
    const language = apiLanguage(lang, c.req.header('accept-language'));
    const table = await registerTable(deps.database.db, officer.landingId, name, { from, to });
    const fileName = `register-${name}-${from}-${to}`;
    if (format === 'xlsx')
      return downloadResponse(new Uint8Array(await registerXlsx(table, language, name)), {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: `${fileName}.xlsx`,
      });
    return downloadResponse(registerCsv(table, language), {
      contentType: 'text/csv; charset=utf-8',
      fileName: `${fileName}.csv`,
    });
  };

/** POST /api/compliance/sanctions/:hitId/decision -> 204. */
export const hit =
  (deps: AppDeps): AppRouteHandler<Routes['hit']> =>
  async (c) => {
    await decideSanctionsHit(deps, authOf(c), c.req.valid('param').hitId, c.req.valid('json'));
    return c.body(null, 204);
  };

/** POST /api/compliance/legal-holds {email, reason}. */
export const hold =
  (deps: AppDeps): AppRouteHandler<Routes['hold']> =>
  async (c) => {
    const { email, reason } = c.req.valid('json');
    return c.json(await setLegalHoldByEmail(deps.database.db, deps.clock, authOf(c), email, reason), 200);
  };

/** PATCH /api/compliance/kyc/:id/review -> 204. */
export const kycReview =
  (deps: AppDeps): AppRouteHandler<Routes['kycReview']> =>
  async (c) => {
    await reviewProposedKyc(deps, authOf(c), c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  };
