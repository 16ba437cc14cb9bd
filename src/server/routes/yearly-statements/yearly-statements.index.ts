import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { csv, pdf, years } from './yearly-statements.handlers';
import { ADVISOR_ROUTES, INVESTOR_ROUTES } from './yearly-statements.routes';

/**
 * The investor's yearly statement (issue 38 item 4, decision 0078). Mounted at /investor-api behind the
 * investor-panel bearer guard: only the caller's own payouts on their token's landing.
 * - GET /yearly-statements -> {years, pastYear}: the years with payouts, newest first.
 * - GET /yearly-statements/{year}/pdf?lang -> application/pdf; 422 5d0b7e21 (a year that is not 2000..this year),
 *   404 (nothing paid to the investor in that year).
 */
export function investorYearlyStatementRoutes(deps: AppDeps) {
  return createArea().openapi(INVESTOR_ROUTES.years, years(deps)).openapi(INVESTOR_ROUTES.pdf, pdf(deps));
}

/**
 * Every investor's figures for a year (issue 38 item 4). Mounted at /api behind the advisor-panel bearer guard; a
 * coordinator or the compliance officer of the landing (403 for anyone else).
 * - GET /advisor/yearly-statements/{year}/csv?lang -> text/csv, one row per investor and campaign (a year with
 *   nothing paid: the header alone); 422 5d0b7e21 (a year out of range). Audited.
 */
export function advisorYearlyStatementRoutes(deps: AppDeps) {
  return createArea().openapi(ADVISOR_ROUTES.csv, csv(deps));
}
