import { describe, expect, it } from 'vitest';
import { ApiError, errorBodyOf, isCancel, toErrorBody } from './api-error';

describe('toErrorBody', () => {
  it('keeps the fields of the spec error body', () => {
    const body = {
      label: 'L',
      code: 'baa80443',
      parameters: { investmentValueMin: 1 },
      violations: [{ propertyPath: 'a', title: 't' }],
      extra: 1,
    };
    expect(toErrorBody(body)).toEqual({
      label: 'L',
      code: 'baa80443',
      parameters: { investmentValueMin: 1 },
      violations: [{ propertyPath: 'a', title: 't' }],
    });
  });
  it('reads JSON text and bytes (errors of binary calls such as the PDF)', () => {
    expect(toErrorBody('{"label":"x"}')).toEqual({ label: 'x' });
    expect(toErrorBody(new TextEncoder().encode('{"code":"c"}').buffer)).toEqual({ code: 'c' });
  });
  it('gives {} for anything else, dropping malformed violations', () => {
    for (const junk of [undefined, null, 'not json', 42, ['a']]) expect(toErrorBody(junk)).toEqual({});
    expect(toErrorBody({ violations: [null, { title: 'no path' }, { propertyPath: 'ok' }] })).toEqual({
      violations: [{ propertyPath: 'ok' }],
    });
  });
});

describe('ApiError', () => {
  it('tells cancelled calls apart and exposes the body', () => {
    expect(isCancel(new ApiError(0, {}, true))).toBe(true);
    expect(isCancel(new ApiError(500, {}))).toBe(false);
    expect(isCancel(new Error('x'))).toBe(false);
    expect(errorBodyOf(new ApiError(400, { label: 'x' }))).toEqual({ label: 'x' });
    expect(errorBodyOf(new TypeError('network'))).toEqual({});
  });
});
