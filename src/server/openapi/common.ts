/**
 * What every API area needs to declare its routes for the OpenAPI document (decision 0029). Usage:
 *
 *   export function thingsRoutes(deps: AppDeps) {
 *     return createArea().openapi(ROUTES.update, updateThing(deps));   // <area>.index.ts
 *   }
 *
 *   // <area>.routes.ts: the declaration (OpenAPI path syntax; the prefix comes from areas.ts)
 *   export const ROUTES = { update: defineRoute({
 *     method: 'put', path: '/thing/{id}', summary: 'Update a thing', tags: ['Things'],
 *     request: { params: idParams('id'), query: someQuerySchema, body: jsonRequestBody(thingSchema) },
 *     responses: { 200: jsonResponse(thingViewSchema, 'The thing'), 204: noContent(), ...errorResponses(400, 401, 403, 404) },
 *   }) };
 *
 *   // <area>.handlers.ts: typed by the route (see AppRouteHandler below)
 *   export const updateThing = (deps: AppDeps): AppRouteHandler<(typeof ROUTES)['update']> => async (c) => ...
 *
 * - JSON bodies: `jsonRequestBody(schema, {optional?, description?})` documents the body AND defineRoute puts the
 *   hygiene-checked reader (app/validate.ts jsonBody, input-hygiene.ts readJsonBody) in front of the handler:
 *   NUL/lone surrogates/controls -> 400 before the schema, wrong Content-Type -> 415, bad JSON -> 400, schema
 *   failure -> today's 400 9e4235af body. zod-openapi's own JSON validator is NOT used for bodies (it would call
 *   c.req.json() past the hygiene and answer its own 415/400): the body is documented as JSON Schema
 *   (z.toJSONSchema of the same zod schema). Handlers keep reading `c.req.valid('json')`.
 * - params/query: zod-openapi validates them; a failure goes through the area's defaultHook, which throws
 *   ValidationError.fromZod (the same 400 body as app/validate.ts jsonBody). Keep param schemas plain
 *   strings (`idParams`) unless the route already answered 400 for a malformed id (most answer 404).
 *   Bracket list queries (filters[i][name]...): `parsedListQuery(options, parseXListQuery)` documents them and
 *   runs the list's own parser in the schema (same 400 body); the handler reads `c.req.valid('query')`.
 *   `listQuery(...)` only documents, for a handler that still parses the query itself.
 * - Responses: every status the route can answer, `jsonResponse(schema)`, `noContent()`, `fileResponse(type)`,
 *   and `errorResponses(...)` for the SPEC error body. The API tests validate every JSON
 *   answer of a documented route against its declared schema (tests/support/openapi-validation.ts).
 * - Headers: `contextHeaders` documents Context-Id/Context-Type (optional strings; handlers check them).
 * - Register with `area.openapi(route, handler)`: the handler's input and answers are typed by the route.
 */
import { OpenAPIHono, createRoute, z, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app/app-env';
import { jsonBody } from '../app/validate';
import { ValidationError } from '../errors/validation-error';
import { violationSchema } from '../../lib/contracts/error-body';
import { MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from '../uploads/upload-limits';

export { z };

/** A router of one area: a params/query schema failure answers the SPEC's 400 (9e4235af) like every other. */
export function createArea(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw ValidationError.fromZod(result.error);
    },
  });
}

/** The body of every API error (SPEC section 3): the server always sends all four keys. */
export const apiErrorSchema = z
  .object({
    label: z.string(),
    code: z.string().regex(/^[0-9a-f]{8}/),
    parameters: z.record(z.string(), z.unknown()),
    violations: z.array(violationSchema),
  })
  .openapi('Error');

const ERROR_DESCRIPTIONS = {
  400: 'Invalid input (code 9e4235af with violations, 93ed15e0 malformed body, or a route-specific code)',
  401: 'No valid access token',
  403: 'Access denied',
  404: 'Not found (or not visible to the caller)',
  409: 'Conflict',
  410: 'Gone',
  413: 'Request body too large',
  415: 'Content-Type must be application/json (or the form type the route takes)',
  422: 'Unprocessable',
  429: 'Too many requests (Retry-After says when to come back)',
  503: 'Service unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The error responses of a route, each with the SPEC error body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: apiErrorSchema } } },
    ]),
  ) as unknown as {
    [K in S]: { description: string; content: { 'application/json': { schema: typeof apiErrorSchema } } };
  };
}

/** A JSON response. */
export function jsonResponse<S extends z.ZodType>(schema: S, description = 'OK') {
  return { description, content: { 'application/json': { schema } } };
}

/** 204 and other answers without a body. */
export function noContent(description = 'Done, no content') {
  return { description };
}

/** The JSON Schema of a file's bytes, in a response or a multipart field. */
export const binarySchema = { type: 'string' as const, format: 'binary' };

/** A file (CSV, PDF, an upload) sent as it is. */
export function fileResponse(mediaType: string, description = 'The file') {
  return { description, content: { [mediaType]: { schema: binarySchema } } };
}

/** An uploaded file sent back: its stored media type (a PDF, JPEG or PNG), as an attachment with nosniff. */
export const attachmentFileResponse = {
  description: 'The file',
  content: Object.fromEntries(UPLOAD_MEDIA_TYPES.map((type) => [type, { schema: binarySchema }])),
};

/** Path parameters, all plain strings (an unknown or malformed id answers 404 in the handler, as before). */
export function idParams<N extends string>(...names: [N, ...N[]]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as { [K in N]: z.ZodString });
}

/**
 * A bracket list query (src/server/lists/bracket-query.ts): limit, offset, sorting[name], sorting[order] and
 * filters[i][name|operator|value], documented for the reference. The handler still parses the query itself
 * (the bracket keys are not a zod object), so this schema only documents: its keys are optional strings or
 * lists of them, which every query satisfies, and unknown keys pass.
 */
export function listQuery(options: { sortFields?: readonly string[]; filterNames?: readonly string[] } = {}) {
  const sortNames = options.sortFields?.length ? ` (${options.sortFields.join(', ')})` : '';
  const filterNames = options.filterNames?.length ? ` (${options.filterNames.join(', ')})` : '';
  // One value, or several when the key repeats (the handler says which it takes).
  const value = (description: string) =>
    z
      .union([z.string(), z.array(z.string())])
      .optional()
      .openapi({ description });
  return z
    .object({
      limit: value('Page size, 1..99999 (99999: all); default 20'),
      offset: value('Rows to skip; default 0'),
      'sorting[name]': value(`Sort field${sortNames}`),
      'sorting[order]': value('asc or desc'),
      'filters[0][name]': value(`Filter field${filterNames}; i = 0, 1, ...`),
      'filters[0][operator]': value('like, leq, in, contain, eq, ...'),
      'filters[0][value]': value('Filter value (lists comma-separated)'),
    })
    .catchall(z.unknown());
}

/**
 * A bracket list query that the route's schema also parses: documented like listQuery, and `parse` (a list's
 * own parser, e.g. parseAdvisorListQuery) runs inside the schema on the query as c.req.query() gives it (the
 * first value of a repeated key). Its ValidationError becomes the schema's issues, one per violation with the
 * same property path and message, so the defaultHook answers the very same 400. The handler reads
 * `c.req.valid('query')`.
 */
export function parsedListQuery<T>(
  options: Parameters<typeof listQuery>[0],
  parse: (query: Record<string, string>) => T,
) {
  return listQuery(options).transform((raw, ctx): T => {
    const parsed = runListParser(raw, parse, ctx);
    return parsed.ok ? parsed.value : z.NEVER;
  });
}

/**
 * A query schema (e.g. the list's bracket query with ?scope or ?columns) whose object, once valid, is also
 * parsed by a list's own parser: the answer is the valid object with the parser's result as `parsed`. The
 * parser's ValidationError becomes the schema's issues (the same 400 body), as in parsedListQuery.
 */
export function withParsedQuery<S extends z.ZodType<Record<string, unknown>>, T>(
  schema: S,
  parse: (query: Record<string, string>) => T,
) {
  return schema.transform((valid, ctx) => {
    const parsed = runListParser(valid, parse, ctx);
    return parsed.ok ? { ...valid, parsed: parsed.value } : z.NEVER;
  });
}

/** Runs a list parser on a query's string values (a repeated key's first value); its violations become issues. */
function runListParser<T>(
  raw: Record<string, unknown>,
  parse: (query: Record<string, string>) => T,
  ctx: z.core.$RefinementCtx,
): { ok: true; value: T } | { ok: false } {
  // Own properties (fromEntries), so a key such as __proto__ stays a plain key, as in c.req.query().
  const query = Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) => {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? [[key, first]] : [];
    }),
  ) as Record<string, string>;
  try {
    return { ok: true, value: parse(query) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const violation of error.violations) {
      const message = violation.message ?? violation.title ?? 'validation.invalidValue';
      ctx.addIssue({ code: 'custom', message, path: [violation.propertyPath] });
    }
    return { ok: false };
  }
}

/** The x-total-count header of a paged list's 200 (rows in all pages, as a decimal string). */
export const totalCountHeader = {
  'x-total-count': { schema: { type: 'string' as const }, description: 'Rows in all pages (matching the filters)' },
};

/**
 * The Context-Id and Context-Type headers of the calls made before sign-in (SPEC section 7): which landing and
 * panel the call is for. Documentation: both optional strings (the handler checks them, as before).
 */
export const contextHeaders = z.object({
  'Context-Id': z.string().optional().openapi({ description: "The landing's id; without it, the landing of the Host" }),
  'Context-Type': z.string().optional().openapi({ description: 'advisor-panel or investor-panel' }),
});

const BODY = Symbol('jsonRequestBody');
interface JsonBodyOptions {
  /** No body at all reads as {} (readJsonBody's optional). */
  optional?: boolean;
  description?: string;
}

/**
 * A JSON request body, read by the hygiene-checked reader (see the top of this file). Its schema is documented
 * as JSON Schema, so zod-openapi adds no validator of its own; defineRoute adds ours.
 */
export function jsonRequestBody<S extends z.ZodType>(schema: S, options: JsonBodyOptions = {}) {
  const documented = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  delete (documented as { $schema?: string }).$schema;
  return {
    description: options.description,
    required: !options.optional,
    // At run time the content holds the JSON Schema (so zod-openapi adds no validator of its own); its type names the
    // zod schema, so a route's handler reads `c.req.valid('json')` as the schema's output.
    content: { 'application/json': { schema: documented as unknown as S } },
    [BODY]: { schema, optional: options.optional ?? false },
  };
}

/**
 * A JSON body the handler reads itself (validate.ts optionalJsonObject, or a service after the token check, so an
 * unknown link is refused before its body is looked at), for the OpenAPI document only: a plain JSON Schema, so
 * zod-openapi adds no validator of its own.
 */
export function documentedJsonBody(schema: Record<string, unknown>, options: { optional?: boolean } = {}) {
  return { required: !options.optional, content: { 'application/json': { schema } } };
}

/** An upload's multipart/form-data body (read by src/server/uploads: receiveUpload, receiveKycDocument). */
export const uploadBody = {
  required: true,
  description: `The file in the field \`file\`: ${UPLOAD_MEDIA_TYPES.join(', ')} by content, at most ${MAX_UPLOAD_BYTES} bytes`,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: { file: binarySchema },
      },
    },
  },
};

interface MarkedBody {
  [BODY]?: { schema: z.ZodType; optional: boolean };
}

/**
 * createRoute, plus: a body declared with jsonRequestBody gets the hygiene-checked reader (app/validate.ts
 * jsonBody) in front of the route's own middleware and handler.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(config: R) {
  const marked = (config.request?.body as MarkedBody | undefined)?.[BODY];
  if (!marked) return createRoute(config);
  const own = config.middleware ? (Array.isArray(config.middleware) ? config.middleware : [config.middleware]) : [];
  const reader = jsonBody(marked.schema, { optional: marked.optional }) as MiddlewareHandler;
  // The route as declared, its JSON body now read first: typed as the config, so handlers are typed by it.
  const withReader = { ...config, middleware: [reader, ...own] } as R;
  return createRoute(withReader);
}

/**
 * The handler of a route, typed by it: `c.req.valid('param' | 'query' | 'json')` as the route's schemas give them,
 * and answers only as the route declares them (`c.json(body, 200)`, `c.body(null, 204)`, a file as a Response).
 *
 *   export const one = (deps: AppDeps): AppRouteHandler<typeof oneRoute> => async (c) => {
 *     const { id } = c.req.valid('param');
 *     return c.json(await find(deps, id), 200);
 *   };
 */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
