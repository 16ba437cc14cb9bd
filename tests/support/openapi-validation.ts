// Response validation of the API tests (decision 0029): every answer of a route the OpenAPI document declares is
// checked against the schema declared for its status; a mismatch throws from app.request, so the test fails.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { z } from 'zod';
import { apiErrorSchema } from '../../src/server/openapi/common';

/**
 * Errors any route may answer without declaring them: the guards, limits and failures of the whole app (400: the
 * input hygiene refuses an unsafe character in the path, query or a header of every route, decision 0021).
 */
const APP_WIDE_ERRORS = new Set([400, 401, 403, 404, 405, 413, 415, 429, 500, 503]);

interface MediaType {
  schema?: unknown;
}
interface DeclaredResponse {
  content?: Record<string, MediaType>;
}
interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, DeclaredResponse>;
}

export class ResponseMismatchError extends Error {
  override name = 'ResponseMismatchError';
}

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && typeof (value as z.ZodType).safeParse === 'function';

function operationsOf(app: Pick<OpenAPIHono, 'openAPIRegistry'>): Operation[] {
  const operations: Operation[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, responses } = definition.route;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    operations.push({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${source}/?$`),
      params: (path.match(/\{/g) ?? []).length,
      responses: responses as Record<string, DeclaredResponse>,
    });
  }
  // The most specific first: /a/b/form before /a/b/{id}.
  return operations.sort((a, b) => a.params - b.params);
}

function declaredFor(operation: Operation, status: number): DeclaredResponse | undefined {
  return (
    operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default
  );
}

/** Checks one answer of `method path` against the document; throws ResponseMismatchError on a mismatch. */
async function checkResponse(operations: Operation[], method: string, url: string, res: Response) {
  const pathname = new URL(url, 'http://localhost').pathname;
  const lookup = method === 'HEAD' ? 'GET' : method;
  const operation = operations.find((op) => op.method === lookup && op.pattern.test(pathname));
  if (!operation) return;
  const route = `${operation.method} ${operation.path} -> ${res.status}`;
  const declared = declaredFor(operation, res.status);
  if (!declared && !(res.status >= 400 && APP_WIDE_ERRORS.has(res.status))) {
    throw new ResponseMismatchError(`${route}: status not declared in the OpenAPI document`);
  }
  if (method === 'HEAD' || res.status === 204 || res.status === 304) return;
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const body = await res.clone().text();
  if (!declared) {
    // An app-wide error: the SPEC error body.
    validate(route, apiErrorSchema, body);
    return;
  }
  const content = declared.content ?? {};
  if (Object.keys(content).length === 0) {
    if (body.length > 0) throw new ResponseMismatchError(`${route}: declared without a body, answered ${mediaType}`);
    return;
  }
  const declaredMedia = content[mediaType] ?? (mediaType.endsWith('json') ? undefined : content['*/*']);
  if (!declaredMedia) {
    throw new ResponseMismatchError(
      `${route}: answered ${mediaType || 'no content type'}, declared ${Object.keys(content).join(', ')}`,
    );
  }
  if (/^application\/([\w.-]+\+)?json$/.test(mediaType) && isZod(declaredMedia.schema)) {
    validate(route, declaredMedia.schema, body);
  }
}

function validate(route: string, schema: z.ZodType, body: string) {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new ResponseMismatchError(`${route}: the body is not JSON: ${body.slice(0, 200)}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ResponseMismatchError(
      `${route}: the body does not match its declared schema\n${issues.join('\n')}\nbody: ${body.slice(0, 500)}`,
    );
  }
}

/**
 * Makes `app.request` check every answer of a documented route (the API tests call the app through it). The
 * document is read once, at the first request, so routes declared by every area are known.
 */
/**
 * A FormData body sent as the bytes it encodes to (with its multipart Content-Type). Node 24's fetch streams a
 * FormData body through a generator that still enqueues after the reader cancelled it (a refused upload stops
 * reading): an unhandled "ReadableStream is already closed" inside undici, which the real server never sees (its
 * bodies come from the socket).
 */
async function formDataAsBytes<I>(init: I): Promise<I> {
  const request = init as RequestInit | undefined;
  if (!(request?.body instanceof FormData)) return init;
  const encoded = new Response(request.body);
  const headers = new Headers(request.headers);
  // As fetch does: a Content-Type the caller set stays.
  if (!headers.has('content-type')) headers.set('content-type', encoded.headers.get('content-type')!);
  return { ...request, headers, body: new Uint8Array(await encoded.arrayBuffer()) } as I;
}

export function validateResponses<E extends Env, A extends OpenAPIHono<E>>(app: A): A {
  const request = app.request.bind(app);
  let operations: Operation[] | undefined;
  app.request = (async (...args: Parameters<A['request']>) => {
    args[1] = await formDataAsBytes(args[1]);
    const res = await (request as (...all: unknown[]) => Promise<Response>)(...args);
    operations ??= operationsOf(app);
    const [input, init] = args;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = input instanceof Request ? input.url : String(input);
    await checkResponse(operations, method, url, res);
    return res;
  }) as A['request'];
  return app;
}
