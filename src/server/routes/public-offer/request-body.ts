import type { Context } from 'hono';
import { readJsonBody } from '../../app/input-hygiene';
import { MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from '../../uploads/upload-limits';

/**
 * An optional JSON object body (interest, the PDF's preview amount, the invest form): no body at all is {}; a
 * body must be JSON (415 otherwise), an object (400 93ed15e0 otherwise) and free of unsafe characters (400
 * 9e4235af naming the field; all its fields are single-line).
 */
export async function optionalJsonObject(c: Context): Promise<Record<string, unknown>> {
  return (await readJsonBody(c, { optional: true, object: true })) as Record<string, unknown>;
}

/**
 * A JSON body the handler reads itself (optionalJsonObject above, or a service after the token check, so an
 * unknown link is refused before its body is looked at), for the OpenAPI document only: a plain JSON Schema,
 * so zod-openapi adds no validator of its own.
 */
export function documentedJsonBody(schema: Record<string, unknown>, options: { optional?: boolean } = {}) {
  return { required: !options.optional, content: { 'application/json': { schema } } };
}

/** The upload's multipart/form-data body (read by src/server/uploads/offer-attachments.ts receiveUpload). */
export const uploadBody = {
  required: true,
  description: `The file in the field \`file\`: ${UPLOAD_MEDIA_TYPES.join(', ')} by content, at most ${MAX_UPLOAD_BYTES} bytes`,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: { file: { type: 'string' as const, format: 'binary' } },
      },
    },
  },
};
