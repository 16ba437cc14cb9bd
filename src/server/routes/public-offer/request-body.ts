import type { Context } from 'hono';
import { ERROR_CODES } from '../../errors/codes';
import { BadRequestError, UnsupportedMediaTypeError } from '../../errors/http-error';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * An optional JSON object body (interest, the PDF's preview amount): no body at all is {}; a body must be JSON
 * (415 otherwise) and an object (400 93ed15e0 otherwise).
 */
export async function optionalJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new UnsupportedMediaTypeError();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('Malformed JSON in request body', ERROR_CODES.incorrectFormData);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestError('Expected a JSON object', ERROR_CODES.incorrectFormData);
  return value as Record<string, unknown>;
}
