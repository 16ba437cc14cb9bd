// Where input enters the API (decision record 0021): the request line and Host (request-hygiene.ts), the
// header values the app derives anything from, and the one JSON body reader every route uses. NUL, lone
// surrogates and control characters answer 400 with the spec's error body before a handler or the database
// sees them.
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import {
  multiLineAt,
  unsafeCharacter,
  unsafeStrings,
  unsafeViolation,
  unstorableCharacter,
} from '../../lib/validation/text-hygiene';
import type { Env } from '../env';
import { ERROR_CODES } from '../errors/codes';
import { BadRequestError, UnsupportedMediaTypeError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { requestLineError } from './request-hygiene';

/**
 * Headers whose values the app reads (decision record 0021 says why these): all are ASCII by their grammar, so
 * any control character (C0 but tab, DEL, C1) in them is refused. Authorization is matched by a strict pattern
 * (a token with anything else is a 401); Cookie and User-Agent are not read by the API (the pages' language
 * cookie is taken from a closed list) and nothing stores them.
 */
const READ_HEADERS = ['context-id', 'context-type', 'accept-language'] as const;
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto'] as const;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/;

/** The first read header with a control character in its value, as a 400 naming it. */
function headerError(c: Context, trustProxy: boolean): ValidationError | undefined {
  const names: readonly string[] = trustProxy ? [...READ_HEADERS, ...PROXY_HEADERS] : READ_HEADERS;
  for (const name of names) {
    const value = c.req.header(name);
    if (value !== undefined && HEADER_CONTROL.test(value)) {
      const canonical = name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
      return new ValidationError([unsafeViolation(canonical)], `Control character in the ${canonical} header`);
    }
  }
  return undefined;
}

/** The Host, X-Forwarded-Host, path, query and header checks, first thing for every API call. */
export function inputHygiene(env: Pick<Env, 'TRUST_PROXY'>): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header('host');
    const lineError = requestLineError({
      url: c.req.url,
      hosts: host === undefined ? [] : [host],
      forwardedHost: c.req.header('x-forwarded-host'),
      trustProxy: env.TRUST_PROXY,
    });
    const error = lineError ?? headerError(c, env.TRUST_PROXY);
    if (error) throw error;
    await next();
  };
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export interface JsonBodyOptions {
  /** The schema the body is checked with next: its `multiLine` fields may hold tabs and line breaks. */
  schema?: z.ZodType;
  /** No body at all reads as {} (the content type is then not looked at). */
  optional?: boolean;
  /** The body must be a JSON object (400 93ed15e0 otherwise). */
  object?: boolean;
}

/**
 * The one JSON body reader of the API. Another Content-Type: 415. Unparseable: 400 93ed15e0. A string (or key)
 * holding NUL, a lone surrogate or a control character: 400 9e4235af naming each such field, whatever the route's
 * schema says (single-line rules unless the schema marks the field `multiLine`).
 */
export async function readJsonBody(c: Context, options: JsonBodyOptions = {}): Promise<unknown> {
  const text = await c.req.text();
  if (options.optional && text.trim() === '') return {};
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new UnsupportedMediaTypeError();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON in request body', ERROR_CODES.incorrectFormData);
  }
  const violations = unsafeStrings(value, (path) => multiLineAt(options.schema, path));
  if (violations.length > 0) throw new ValidationError(violations, 'Unsafe characters in the request body');
  if (options.object && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new BadRequestError('Expected a JSON object', ERROR_CODES.incorrectFormData);
  }
  return value;
}

/** The name a multipart file part carries (a streamed upload has no File object to check). */
export class UploadedFileName {
  constructor(readonly name: string) {}
}

/**
 * The fields of a multipart or URL-encoded form: a field name or text value with an unsafe character is a 400
 * naming it; so is a file name with NUL or a lone surrogate (its other controls and bidirectional characters are
 * stripped by safeFileName, decision 0024).
 */
export function checkFormFields(
  fields: Iterable<[string, unknown]>,
  multiLine: (name: string) => boolean = () => false,
): void {
  const violations = [];
  const valueProblem = (name: string, value: unknown) =>
    typeof value === 'string'
      ? unsafeCharacter(value, { multiLine: multiLine(name) })
      : value instanceof File
        ? unstorableCharacter(value.name)
        : value instanceof UploadedFileName
          ? unstorableCharacter(value.name)
          : undefined;
  for (const [name, value] of fields) {
    const values = Array.isArray(value) ? value : [value];
    const kind = unsafeCharacter(name) ?? values.map((v) => valueProblem(name, v)).find(Boolean);
    if (kind) violations.push(unsafeViolation(name));
  }
  if (violations.length > 0) throw new ValidationError(violations, 'Unsafe characters in the form');
}
