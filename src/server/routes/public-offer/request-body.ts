import type { Context } from 'hono';
import { readJsonBody } from '../../app/input-hygiene';

/**
 * An optional JSON object body (interest, the PDF's preview amount, the invest form): no body at all is {}; a
 * body must be JSON (415 otherwise), an object (400 93ed15e0 otherwise) and free of unsafe characters (400
 * 9e4235af naming the field; all its fields are single-line).
 */
export async function optionalJsonObject(c: Context): Promise<Record<string, unknown>> {
  return (await readJsonBody(c, { optional: true, object: true })) as Record<string, unknown>;
}
