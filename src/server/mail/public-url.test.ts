import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { fromAddress, fromHeader } from './from-address';
import { landingOrigin, landingUrl } from './public-url';

const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...vars });
const landing = { hosts: ['invest.acme.pl', 'www.acme.pl'], siteTitle: 'Acme\r\nBcc: victim@example.com' };

describe('links in e-mails', () => {
  it('use the first host of the landing with the server port by default', () => {
    expect(landingOrigin(env(), landing)).toBe('http://invest.acme.pl:4321');
    expect(landingOrigin(env({ PORT: '8080' }), landing)).toBe('http://invest.acme.pl:8080');
    expect(landingUrl(env(), landing, '/auth/reset-password/abc')).toBe(
      'http://invest.acme.pl:4321/auth/reset-password/abc',
    );
  });

  it('leave out a default port: PORT 80/443, or PUBLIC_URL_PORT equal to the scheme default', () => {
    expect(landingOrigin(env({ PORT: '80' }), landing)).toBe('http://invest.acme.pl');
    expect(landingOrigin(env({ PORT: '443', PUBLIC_URL_SCHEME: 'https' }), landing)).toBe('https://invest.acme.pl');
    expect(landingOrigin(env({ PUBLIC_URL_SCHEME: 'https', PUBLIC_URL_PORT: '443' }), landing)).toBe(
      'https://invest.acme.pl',
    );
    expect(landingOrigin(env({ PUBLIC_URL_SCHEME: 'https', PUBLIC_URL_PORT: '8443' }), landing)).toBe(
      'https://invest.acme.pl:8443',
    );
    expect(landingOrigin(env({ PUBLIC_URL_PORT: '443' }), landing)).toBe('http://invest.acme.pl:443');
  });

  it('keep absolute URLs and bracket IPv6 hosts', () => {
    expect(landingUrl(env(), landing, 'https://cdn.example.com/logo.svg')).toBe('https://cdn.example.com/logo.svg');
    expect(landingOrigin(env(), { hosts: ['[::1]'] })).toBe('http://[::1]:4321');
  });
});

describe('sender', () => {
  it('is no-reply@<first host> by default, or MAIL_FROM with {host}', () => {
    expect(fromAddress(env(), landing)).toBe('no-reply@invest.acme.pl');
    expect(fromAddress(env({ MAIL_FROM: 'mail@platform.example' }), landing)).toBe('mail@platform.example');
    expect(fromAddress(env({ MAIL_FROM: 'powiadomienia@{host}' }), landing)).toBe('powiadomienia@invest.acme.pl');
  });

  it('names the brand without line breaks (no header injection)', () => {
    expect(fromHeader(env(), landing)).toEqual({
      name: 'Acme Bcc: victim@example.com',
      address: 'no-reply@invest.acme.pl',
    });
  });
});
