// Notes on an offer (issue 19, decision 0046). Mounted at /api, behind the advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import { NOTE_MAX, type OfferNote } from '../../../lib/contracts/offer-note';
import { V } from '../../../lib/validation/keys';
import { multiLine } from '../../../lib/validation/text-hygiene';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { addNote, deleteNote, editNote, listNotes } from '../../offers/offer-notes';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';

const noteInputSchema = z
  .object({
    body: multiLine(z.string().trim().min(1, { error: V.required }).max(NOTE_MAX, { error: V.maxLength })),
  })
  .strict();

const personRef = z.object({ id: z.string().nullable(), name: z.string().nullable() });
export const noteSchema = z
  .object({
    id: z.string(),
    body: z.string(),
    author: personRef,
    impersonator: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    createdAt: z.string(),
    editedAt: z.string().nullable(),
    deletedAt: z.string().nullable(),
    versions: z.number().int(),
    mine: z.boolean(),
  })
  .openapi('OfferNote') satisfies z.ZodType<OfferNote>;

const tags = ['Offers'];
const listRoute = defineRoute({
  method: 'get',
  path: '/advisor/investor/offer/{offerId}/notes',
  tags,
  summary: 'The notes on an offer, oldest first (never shown to the investor)',
  request: { params: idParams('offerId') },
  responses: { 200: jsonResponse(z.array(noteSchema), 'The notes'), ...errorResponses(401, 403, 404) },
});
const addRouteDef = defineRoute({
  method: 'post',
  path: '/advisor/investor/offer/{offerId}/notes',
  tags,
  summary: 'Write a note on an offer (its owner or a coordinator of its network)',
  request: { params: idParams('offerId'), body: jsonRequestBody(noteInputSchema) },
  responses: { 201: jsonResponse(z.array(noteSchema), 'The notes'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const editRoute = defineRoute({
  method: 'put',
  path: '/advisor/investor/offer/{offerId}/notes/{noteId}',
  tags,
  summary: 'Edit one’s own note (the earlier text is kept)',
  request: { params: idParams('offerId', 'noteId'), body: jsonRequestBody(noteInputSchema) },
  responses: { 200: jsonResponse(z.array(noteSchema), 'The notes'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/advisor/investor/offer/{offerId}/notes/{noteId}',
  tags,
  summary: 'Delete one’s own note (the list keeps a line saying it was deleted, without its text)',
  request: { params: idParams('offerId', 'noteId') },
  responses: { 200: jsonResponse(z.array(noteSchema), 'The notes'), ...errorResponses(401, 403, 404) },
});

type BodyContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof noteInputSchema> }; out: { json: z.output<typeof noteInputSchema> } }
>;

/**
 * - GET /advisor/investor/offer/:offerId/notes -> OfferNote[] for whoever sees the offer (404 otherwise).
 * - POST .../notes {body} (1 to 5000 characters, line breaks kept) -> 201 OfferNote[]: the owner or a coordinator of
 *   the offer's network; another member of the network 403 c22631ff.
 * - PUT .../notes/:noteId {body} -> OfferNote[]: its author only (403), the earlier text kept as a version.
 * - DELETE .../notes/:noteId -> OfferNote[]: its author only (403); the line stays, marked deleted, without text.
 */
export function offerNotesRoutes(deps: AppDeps) {
  const area = createArea();
  const db = deps.database.db;
  addRoute(area, listRoute, async (c: Context<AppEnv>) =>
    c.json(await listNotes(db, authOf(c), c.req.param('offerId')!)),
  );
  addRoute(area, addRouteDef, async (c: BodyContext) => {
    const offerId = c.req.param('offerId')!;
    await addNote(db, authOf(c), offerId, c.req.valid('json').body, deps.clock);
    return c.json(await listNotes(db, authOf(c), offerId), 201);
  });
  addRoute(area, editRoute, async (c: BodyContext) => {
    const offerId = c.req.param('offerId')!;
    await editNote(db, authOf(c), offerId, c.req.param('noteId')!, c.req.valid('json').body, deps.clock);
    return c.json(await listNotes(db, authOf(c), offerId));
  });
  addRoute(area, deleteRoute, async (c: Context<AppEnv>) => {
    const offerId = c.req.param('offerId')!;
    await deleteNote(db, authOf(c), offerId, c.req.param('noteId')!, deps.clock);
    return c.json(await listNotes(db, authOf(c), offerId));
  });
  return area;
}
