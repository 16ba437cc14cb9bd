import type { APIContext } from 'astro';

/**
 * Hands a request that reached Astro (under `astro dev`, where our own entry does not run) to the Hono app, so
 * the API behaves the same in development as in production. The runtime comes from locals (set by the
 * middleware, or passed by the production entry), else the process-wide singleton.
 */
export async function forwardToApi(context: APIContext): Promise<Response> {
  const runtime = context.locals.runtime ?? (await (await import('../runtime')).getRuntime());
  return runtime.app.fetch(context.request);
}

/**
 * /auth/* holds pages (confirm-login, reset-password...) and API calls (POST /auth/login...). Reads of an
 * unknown /auth path are not API calls: they get the 404 page. (A body-less 404 would not do: Astro never
 * replaces an endpoint's response with the error page.)
 */
export function forwardAuthCall(context: APIContext): Promise<Response> {
  const method = context.request.method;
  if (method === 'GET' || method === 'HEAD') return context.rewrite('/404');
  return forwardToApi(context);
}
