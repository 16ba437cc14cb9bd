// The handlers of the investor-protection routes of the advisor's page of one investor, each typed by its route
// (client-protection.routes.ts): input from c.req.valid, answers as the route declares them.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { apiLanguage } from '../../campaigns/api-language';
import { users } from '../../db/schema';
import { kycAccessLogOf } from '../../kyc/kyc-access-log';
import type { AppRouteHandler } from '../../openapi/common';
import { classificationForAdvisor } from '../../protection/classification';
import { investorOfLanding, releaseLegalHold, retentionView, setLegalHold } from '../../protection/retention';
import { stepLog, stepLogCsv, stepLogPdf } from '../../protection/step-log';
import { downloadResponse } from '../../uploads/offer-attachments';
import type { ROUTES } from './client-protection.routes';

type Routes = typeof ROUTES;

/** GET .../classification -> the latest request to be treated as sophisticated, or null (no-store). */
export const classification =
  (deps: AppDeps): AppRouteHandler<Routes['classification']> =>
  async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await classificationForAdvisor(deps.database.db, authOf(c), c.req.valid('param').investorId), 200);
  };

/** GET .../protection-log?format=csv|pdf&lang: the step log as a file named after the investor and the day. */
export const log =
  (deps: AppDeps): AppRouteHandler<Routes['log']> =>
  async (c) => {
    const query = c.req.valid('query');
    const language = apiLanguage(query.lang, c.req.header('accept-language'));
    const caller = authOf(c);
    const { investorId } = c.req.valid('param');
    const entries = await stepLog(deps.database.db, caller, investorId, language);
    const landing = await deps.landings.byId(caller.landingId);
    const [investor] = await deps.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, investorId.toLowerCase()));
    const day = deps.clock.now().toISOString().slice(0, 10);
    const name = `ecspr-log-${(investor?.email ?? 'investor').replace(/[^A-Za-z0-9.-]+/g, '-')}-${day}`;
    const pdf = query.format === 'pdf';
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
  };

/** GET .../kyc-access: who read the investor's KYC data (coordinators; no-store). */
export const kycAccess =
  (deps: AppDeps): AppRouteHandler<Routes['kycAccess']> =>
  async (c) => {
    const caller = authOf(c);
    const investor = await investorOfLanding(deps.database.db, caller.landingId, c.req.valid('param').investorId);
    c.header('cache-control', 'no-store');
    return c.json(await kycAccessLogOf(deps.database.db, caller, investor), 200);
  };

/** GET .../retention (no-store). */
export const retention =
  (deps: AppDeps): AppRouteHandler<Routes['retention']> =>
  async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await retentionView(deps.database.db, deps.clock, authOf(c), c.req.valid('param').investorId), 200);
  };

/** POST .../legal-hold {reason}. */
export const hold =
  (deps: AppDeps): AppRouteHandler<Routes['hold']> =>
  async (c) => {
    const { investorId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    return c.json(await setLegalHold(deps.database.db, deps.clock, authOf(c), investorId, reason), 200);
  };

/** POST .../legal-hold/release. */
export const release =
  (deps: AppDeps): AppRouteHandler<Routes['release']> =>
  async (c) =>
    c.json(await releaseLegalHold(deps.database.db, deps.clock, authOf(c), c.req.valid('param').investorId), 200);
