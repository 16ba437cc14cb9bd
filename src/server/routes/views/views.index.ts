import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { create, list, remove, update } from './views.handlers';
import { ROUTES } from './views.routes';

/**
 * Saved views of the offers lists (issue 19, decision 0045). Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/views -> SavedView[]: the caller's own views and those shared with a network they are in.
 * - POST /advisor/views {name, scope?, filters, columns, sort: {field, order}, perPage, view, shared, networkId?,
 *   isDefault?} -> 201 SavedView. shared needs networkId, a network the caller coordinates (else 400 on networkId);
 *   a shared view cannot be a default; at most 50 views a person (409, parameters.limit).
 * - PUT /advisor/views/:id (the same body) -> SavedView; DELETE -> 204. Only the maker: 403 for a view shared with
 *   the caller, 404 for one they do not see.
 */
export function viewsRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.list, list(deps))
    .openapi(ROUTES.create, create(deps))
    .openapi(ROUTES.update, update(deps))
    .openapi(ROUTES.remove, remove(deps));
}
