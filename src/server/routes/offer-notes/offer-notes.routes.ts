// The routes of the offer notes area (mounted at /api, behind the advisor-panel bearer guard), declared for the
// OpenAPI document: offer-notes.handlers.ts answers them, offer-notes.index.ts registers them.
import { noteInputSchema, offerNoteSchema } from '../../../lib/contracts/offer-note';
import { defineRoute, errorResponses, idParams, jsonRequestBody, jsonResponse, z } from '../../openapi/common';

const tags = ['Offers'];
const notes = z.array(offerNoteSchema);

export const ROUTES = {
  list: defineRoute({
    method: 'get',
    path: '/advisor/investor/offer/{offerId}/notes',
    tags,
    summary: 'The notes on an offer, oldest first (never shown to the investor)',
    request: { params: idParams('offerId') },
    responses: { 200: jsonResponse(notes, 'The notes'), ...errorResponses(401, 403, 404) },
  }),
  add: defineRoute({
    method: 'post',
    path: '/advisor/investor/offer/{offerId}/notes',
    tags,
    summary: 'Write a note on an offer (its owner or a coordinator of its network)',
    request: { params: idParams('offerId'), body: jsonRequestBody(noteInputSchema) },
    responses: { 201: jsonResponse(notes, 'The notes'), ...errorResponses(400, 401, 403, 404, 413, 415) },
  }),
  edit: defineRoute({
    method: 'put',
    path: '/advisor/investor/offer/{offerId}/notes/{noteId}',
    tags,
    summary: 'Edit one’s own note (the earlier text is kept)',
    request: { params: idParams('offerId', 'noteId'), body: jsonRequestBody(noteInputSchema) },
    responses: { 200: jsonResponse(notes, 'The notes'), ...errorResponses(400, 401, 403, 404, 413, 415) },
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/advisor/investor/offer/{offerId}/notes/{noteId}',
    tags,
    summary: 'Delete one’s own note (the list keeps a line saying it was deleted, without its text)',
    request: { params: idParams('offerId', 'noteId') },
    responses: { 200: jsonResponse(notes, 'The notes'), ...errorResponses(401, 403, 404) },
  }),
};
