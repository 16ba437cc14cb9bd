import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ValidationError } from '../errors/validation-error';
import { readJsonBody } from './input-hygiene';

type Validated<Target extends keyof ValidationTargets, S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};

function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}

/**
 * Validates a JSON body with a shared zod schema; the handler reads it with `c.req.valid('json')`.
 * Another Content-Type: 415. Unparseable JSON: 400 (93ed15e0, incorrect form data). Unsafe characters (NUL, lone
 * surrogates, controls; see readJsonBody) and schema violations: 400 (9e4235af) with one violation per problem.
 * Unlike Hono's own validator, a wrong Content-Type is an error, not an empty object. `optional`: no body reads as {}.
 */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  options: { optional?: boolean } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- used on routers of any Env (Hono's Env is invariant)
): MiddlewareHandler<any, string, Validated<'json', S>> {
  return async (c, next) => {
    const value = await readJsonBody(c, { schema, optional: options.optional });
    c.req.addValidatedData('json', parseWith(schema, value) as object);
    await next();
  };
}

/**
 * An optional JSON object body that a handler reads itself (interest, the PDF's preview amount, the invest form),
 * after the token check, so an unknown link is refused before its body is looked at: no body at all is {}; a
 * body must be JSON (415 otherwise), an object (400 93ed15e0 otherwise) and free of unsafe characters (400
 * 9e4235af naming the field; all its fields are single-line).
 */
export async function optionalJsonObject(c: Context): Promise<Record<string, unknown>> {
  return (await readJsonBody(c, { optional: true, object: true })) as Record<string, unknown>;
}
