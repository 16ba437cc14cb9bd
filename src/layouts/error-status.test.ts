import { describe, expect, it } from 'vitest';
import { getT } from '../i18n';
import { errorPageText, errorStatusOf, isCrossSiteForm } from './error-status';

describe('the generic error page (SPEC section 2: status code, status message, description; default 500)', () => {
  it('names each status in the page language, with a description for the ones a visitor meets', () => {
    expect(errorPageText(400, getT('pl')).statusMessage).toBe('Nieprawidłowe żądanie');
    expect(errorPageText(403, getT('en'))).toMatchObject({ statusMessage: 'Forbidden' });
    expect(errorPageText(500, getT('en')).statusMessage).toBe('Internal Server Error');
    expect(errorPageText(418, getT('en')).statusMessage).toBe('Error');
    expect(errorPageText(503, getT('pl')).description).toMatch(/Spróbuj ponownie/);
  });
  it('defaults to 500 for anything that is not an error status', () => {
    expect(errorStatusOf(undefined)).toBe(500);
    expect(errorStatusOf(302)).toBe(500);
    expect(errorStatusOf(403)).toBe(403);
  });
});

describe('isCrossSiteForm (Astro checkOrigin, as our middleware does it)', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  const origin = 'http://localhost:4321';
  it('refuses a form post from another origin, or one without an origin', () => {
    expect(isCrossSiteForm('POST', headers({ 'content-type': 'application/x-www-form-urlencoded' }), origin)).toBe(
      true,
    );
    expect(
      isCrossSiteForm('POST', headers({ origin: 'https://evil.example', 'content-type': 'text/plain' }), origin),
    ).toBe(true);
    expect(isCrossSiteForm('DELETE', headers({}), origin)).toBe(true);
  });
  it('lets reads, same-origin forms and cross-origin JSON through (JSON needs CORS, which pages never allow)', () => {
    expect(isCrossSiteForm('GET', headers({}), origin)).toBe(false);
    expect(
      isCrossSiteForm('POST', headers({ origin, 'content-type': 'multipart/form-data; boundary=x' }), origin),
    ).toBe(false);
    expect(
      isCrossSiteForm('POST', headers({ origin: 'https://evil.example', 'content-type': 'application/json' }), origin),
    ).toBe(false);
  });
});
