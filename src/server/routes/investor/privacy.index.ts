import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { download, erasure, requestExport, view } from './privacy.handlers';
import { ROUTES } from './privacy.routes';

/**
 * The investor's GDPR requests (issue 20, decision 0054). Mounted at /investor-api, behind the investor-panel bearer
 * guard, after the investor area (investor.index.ts).
 * - GET /privacy -> PrivacyView {exports, erasures}.
 * - POST /privacy/export -> 202 DataExport (pending); 409 3de339a6 while one is being prepared.
 * - GET /privacy/export/:id -> application/zip attachment; 404 for another's or unknown, 409 e8686064 not ready,
 *   410 0ddcf23d expired.
 * - POST /privacy/erasure -> 201 ErasureAnswer {erased, kept (reason, keptUntil), relationshipEnd}.
 * A coordinator viewing the panel as the investor gets 403 on the last three: only the data subject asks.
 */
export function investorPrivacyRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.view, view(deps))
    .openapi(ROUTES.export, requestExport(deps))
    .openapi(ROUTES.download, download(deps))
    .openapi(ROUTES.erasure, erasure(deps));
}
