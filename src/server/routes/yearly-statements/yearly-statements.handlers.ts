// The handlers of the yearly statement routes, each typed by its route (yearly-statements.routes.ts).
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { documentLanguage, requestLanguage } from '../../campaigns/api-language';
import type { AppRouteHandler } from '../../openapi/common';
import { statementPdf, statementsCsv, statementYears } from '../../payouts/yearly-statement-files';
import type { ADVISOR_ROUTES, INVESTOR_ROUTES } from './yearly-statements.routes';

/** GET /investor-api/yearly-statements -> {years, pastYear}. */
export const years =
  (deps: AppDeps): AppRouteHandler<(typeof INVESTOR_ROUTES)['years']> =>
  async (c) =>
    c.json(await statementYears(deps, authOf(c)), 200);

/** GET /investor-api/yearly-statements/{year}/pdf?lang -> the PDF (in ?lang, else Accept-Language, else theirs). */
export const pdf =
  (deps: AppDeps): AppRouteHandler<(typeof INVESTOR_ROUTES)['pdf']> =>
  async (c) => {
    const caller = authOf(c);
    const [me] = await deps.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.id, caller.userId),
      columns: { language: true },
    });
    return statementPdf(deps, caller, c.req.valid('param').year, documentLanguage(c, me?.language ?? 'pl'));
  };

/** GET /api/advisor/yearly-statements/{year}/csv?lang -> the CSV. */
export const csv =
  (deps: AppDeps): AppRouteHandler<(typeof ADVISOR_ROUTES)['csv']> =>
  async (c) =>
    statementsCsv(deps, authOf(c), c.req.valid('param').year, requestLanguage(c));
