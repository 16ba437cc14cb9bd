// The calls of the pages opened by a link's token (/campaign, /invest, /kyc-form; issue 36 item 1). The token in
// the path is their only credential, so they do not go through the API client (src/lib/api/create-api-client.ts):
// its SPEC section 7 rule clears the stored key on every path not on its list, which signed an investor who had
// the panel open out of it at the first click on a link's page. These carry no key, keep it, and fail as the
// client does: an ApiError with the SPEC error body (status 0 when the network failed).
import { ApiError, toErrorBody } from './api-error';
import { createInFlight, writeSignature } from './in-flight';

/** The backend a link's page talks to: the landing's backend origin ('' = this one) and its Context-Id. */
export interface PublicTarget {
  origin: string;
  landingId: string | null;
  fetch?: typeof fetch;
}

/** The target of a page's landing as the branding store holds it. */
export const publicTarget = (landing: { backendBaseUrl?: string | null; id: string } | null): PublicTarget => ({
  origin: (landing?.backendBaseUrl ?? '').replace(/\/+$/, ''),
  landingId: landing?.id ?? null,
});

/** The Context-Id header of the target's landing (a separate backend host learns the landing from it). */
export const contextHeaders = (target: PublicTarget): Record<string, string> =>
  target.landingId ? { 'Context-Id': target.landingId } : {};

/** fetch on the target's origin; a refusal or a network failure rejects with an ApiError. */
export async function publicFetch(target: PublicTarget, path: string, init: RequestInit = {}): Promise<Response> {
  const fetcher = target.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await fetcher(`${target.origin}${path}`, {
      ...init,
      headers: { ...contextHeaders(target), ...(init.headers as Record<string, string> | undefined) },
    });
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) throw new ApiError(response.status, toErrorBody(await response.text().catch(() => '')));
  return response;
}

const inFlight = createInFlight();

/**
 * A JSON call: the body sent as JSON, the answer read as JSON (undefined for an empty answer). The same write asked
 * for again while it is on its way shares its answer (in-flight.ts).
 */
export function publicJson<T>(target: PublicTarget, method: string, path: string, body?: unknown): Promise<T> {
  return inFlight(writeSignature(method, `${target.origin}${path}`, body), () =>
    sendJson<T>(target, method, path, body),
  );
}

async function sendJson<T>(target: PublicTarget, method: string, path: string, body?: unknown): Promise<T> {
  const response = await publicFetch(target, path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
