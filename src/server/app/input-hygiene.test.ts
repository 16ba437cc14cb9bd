import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multiLine } from '../../lib/validation/text-hygiene';
import { toHttpError } from '../errors/to-http-error';
import { checkFormFields, inputHygiene, readJsonBody } from './input-hygiene';

/** A tiny app with the entry checks, answering the body it read (or the SPEC body of the refusal). */
function app(trustProxy: boolean, options: Parameters<typeof readJsonBody>[1] = {}) {
  const hono = new Hono();
  hono.use(inputHygiene({ TRUST_PROXY: trustProxy }));
  hono.post('/body', async (c) => c.json({ read: await readJsonBody(c, options) }));
  hono.get('/', (c) => c.text('ok'));
  hono.onError((error, c) => {
    const http = toHttpError(error);
    return c.json(http.toBody(), http.status);
  });
  return hono;
}

const post = (hono: Hono, body: string, type = 'application/json') =>
  hono.request('http://localhost/body', { method: 'POST', body, headers: type ? { 'content-type': type } : {} });

describe('inputHygiene: read headers', () => {
  it('refuses a control character in Accept-Language, Context-Type; X-Forwarded-* only behind a trusted proxy', async () => {
    for (const [name, canonical] of [
      ['accept-language', 'Accept-Language'],
      ['context-type', 'Context-Type'],
    ]) {
      const res = await app(false).request('http://localhost/', { headers: { [name!]: 'pl\u0001' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: '9e4235af', violations: [{ propertyPath: canonical }] });
    }
    const forwarded = { 'x-forwarded-for': '203.0.113.9\u0085', 'x-forwarded-proto': 'https' };
    expect((await app(false).request('http://localhost/', { headers: forwarded })).status).toBe(200);
    const behindProxy = await app(true).request('http://localhost/', { headers: forwarded });
    expect(await behindProxy.json()).toMatchObject({ violations: [{ propertyPath: 'X-Forwarded-For' }] });
    expect(
      (
        await app(true).request('http://localhost/', {
          headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'accept-language': 'pl-PL,pl;q=0.9\ten' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('readJsonBody', () => {
  it('keeps the refusals of the readers it replaced: 415, malformed 93ed15e0, an object when asked', async () => {
    expect((await post(app(false), '{}', 'text/plain')).status).toBe(415);
    expect(await (await post(app(false), '{"a":')).json()).toMatchObject({ code: '93ed15e0' });
    expect(await (await post(app(false, { object: true }), '[1]')).json()).toMatchObject({
      code: '93ed15e0',
      label: 'Expected a JSON object',
    });
    expect(await (await post(app(false, { optional: true }), '', '')).json()).toEqual({ read: {} });
    expect(await (await post(app(false), '{"a":["b",1,null]}')).json()).toEqual({ read: { a: ['b', 1, null] } });
  });

  it("refuses unsafe strings before the schema, with the schema's multi-line marks", async () => {
    const schema = z.object({ note: multiLine(z.string()), name: z.string() });
    const hono = app(false, { schema });
    expect((await post(hono, JSON.stringify({ note: 'a\nb', name: 'c' }))).status).toBe(200);
    const refused = await post(hono, JSON.stringify({ note: 'a\u0000', name: 'c\nd' }));
    expect(await refused.json()).toMatchObject({
      code: '9e4235af',
      violations: expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'note' }),
        expect.objectContaining({ propertyPath: 'name' }),
      ]),
    });
    // A deeply nested body is either refused as malformed or walked without overflowing the stack: never a 500.
    const deep = `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`;
    expect((await post(hono, deep)).status).toBe(400);
  });
});

describe('checkFormFields', () => {
  it('checks names, text values (also repeated ones) and file names', () => {
    expect(() =>
      checkFormFields([
        ['a', 'b'],
        ['file', new File(['x'], 'invoice\u202efdp.pdf')],
      ]),
    ).not.toThrow();
    for (const fields of [
      [['a\u0000', 'b']],
      [['a', ['ok', 'b\u0007']]],
      [['file', new File(['x'], 'x\u0000.pdf')]],
      [['a', 'line\nbreak']],
    ] as Array<Array<[string, unknown]>>) {
      expect(() => checkFormFields(fields)).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(() => checkFormFields([['comment', 'line\nbreak']], (name) => name === 'comment')).not.toThrow();
  });
});
