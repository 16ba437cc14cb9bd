// Under `astro dev` only: the production entry answers /healthz from the Hono app directly.
import type { APIRoute } from 'astro';
import { forwardToApi } from '../server/http/forward';

export const prerender = false;
export const ALL: APIRoute = (context) => forwardToApi(context);
