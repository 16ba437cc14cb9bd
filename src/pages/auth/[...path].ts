// Non-GET /auth/* calls go to the Hono app (the production entry does the same before Astro sees them); a GET of
// an unknown /auth path renders the 404 page. Pages under /auth (confirm-login, ...) win over this catch-all.
import type { APIRoute } from 'astro';
import { forwardAuthCall } from '../../server/http/forward';

export const prerender = false;
export const ALL: APIRoute = (context) => forwardAuthCall(context);
