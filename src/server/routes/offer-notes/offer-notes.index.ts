import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { add, edit, list, remove } from './offer-notes.handlers';
import { ROUTES } from './offer-notes.routes';

/**
 * Notes on an offer (issue 19, decision 0046). Mounted at /api, behind the advisor-panel bearer guard.
 * - GET /advisor/investor/offer/:offerId/notes -> OfferNote[] for whoever sees the offer (404 otherwise).
 * - POST .../notes {body} (1 to 5000 characters, line breaks kept) -> 201 OfferNote[]: the owner or a coordinator of
 *   the offer's network; another member of the network 403 c22631ff.
 * - PUT .../notes/:noteId {body} -> OfferNote[]: its author only (403), the earlier text kept as a version.
 * - DELETE .../notes/:noteId -> OfferNote[]: its author only (403); the line stays, marked deleted, without text.
 */
export function offerNotesRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.list, list(deps))
    .openapi(ROUTES.add, add(deps))
    .openapi(ROUTES.edit, edit(deps))
    .openapi(ROUTES.remove, remove(deps));
}
