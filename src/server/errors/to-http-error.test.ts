import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toHttpError } from './to-http-error';

const keys = (body: object) => Object.keys(body).sort();

describe("toHttpError: Hono's own errors leave in the spec body", () => {
  it('keeps the status of an HTTPException 400 and answers all four keys', () => {
    const error = toHttpError(new HTTPException(400, { message: 'Malformed JSON in request body' }));
    expect(error.status).toBe(400);
    expect(keys(error.toBody())).toEqual(['code', 'label', 'parameters', 'violations']);
    expect(error.toBody()).toEqual({
      label: 'Malformed JSON in request body',
      code: 'c8f3ba83',
      parameters: {},
      violations: [],
    });
  });

  it('maps other 4xx of Hono and zod errors, and hides anything else behind error.unexpected', () => {
    expect(toHttpError(new HTTPException(401)).toBody().code).toBe('833cf971');
    expect(toHttpError(new HTTPException(415)).status).toBe(415);
    expect(toHttpError(new HTTPException(422, { message: 'x' })).toBody()).toMatchObject({
      code: 'c8f3ba83',
      parameters: {},
      violations: [],
    });
    const zod = z.object({ a: z.string() }).safeParse({}).error!;
    expect(toHttpError(zod).toBody()).toMatchObject({ code: '9e4235af', violations: [{ propertyPath: 'a' }] });
    expect(toHttpError(new Error('boom')).toBody()).toEqual({
      label: 'error.unexpected',
      code: '48d36210',
      parameters: {},
      violations: [],
    });
  });
});
