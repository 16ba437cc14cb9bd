// Under `astro dev` only: the production entry routes this prefix to the Hono app before Astro sees it.
import type { APIRoute } from 'astro';
import { forwardToApi } from '../../server/http/forward';

export const prerender = false;
export const ALL: APIRoute = (context) => forwardToApi(context);
