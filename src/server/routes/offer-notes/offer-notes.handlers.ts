// The handlers of the offer notes area, each typed by its route (offer-notes.routes.ts): input from c.req.valid,
// answers as the route declares them. Every change answers the offer's notes as they now stand.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { addNote, deleteNote, editNote, listNotes } from '../../offers/offer-notes';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './offer-notes.routes';

type Routes = typeof ROUTES;

/** GET .../offer/:offerId/notes. */
export const list =
  (deps: AppDeps): AppRouteHandler<Routes['list']> =>
  async (c) =>
    c.json(await listNotes(deps.database.db, authOf(c), c.req.valid('param').offerId), 200);

/** POST .../offer/:offerId/notes -> 201. */
export const add =
  (deps: AppDeps): AppRouteHandler<Routes['add']> =>
  async (c) => {
    const { offerId } = c.req.valid('param');
    await addNote(deps.database.db, authOf(c), offerId, c.req.valid('json').body, deps.clock);
    return c.json(await listNotes(deps.database.db, authOf(c), offerId), 201);
  };

/** PUT .../offer/:offerId/notes/:noteId. */
export const edit =
  (deps: AppDeps): AppRouteHandler<Routes['edit']> =>
  async (c) => {
    const { offerId, noteId } = c.req.valid('param');
    await editNote(deps.database.db, authOf(c), offerId, noteId, c.req.valid('json').body, deps.clock);
    return c.json(await listNotes(deps.database.db, authOf(c), offerId), 200);
  };

/** DELETE .../offer/:offerId/notes/:noteId. */
export const remove =
  (deps: AppDeps): AppRouteHandler<Routes['remove']> =>
  async (c) => {
    const { offerId, noteId } = c.req.valid('param');
    await deleteNote(deps.database.db, authOf(c), offerId, noteId, deps.clock);
    return c.json(await listNotes(deps.database.db, authOf(c), offerId), 200);
  };
