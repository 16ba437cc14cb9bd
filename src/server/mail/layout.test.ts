// The e-mails' branded frame shows the landing's logo whatever its format (issue 36 item 10): an <img> with the
// logo's absolute URL, which mail clients load like any image (PNG and JPEG everywhere; many do not show SVG).
import { describe, expect, it } from 'vitest';
import { html } from '../../lib/html';
import type { Landing } from '../../lib/contracts/landing';
import { LANDING_DEFAULTS } from '../landings/landing-fields';
import { renderLayout } from './layout';

const landing = (logoUrl: string): Landing => ({
  ...LANDING_DEFAULTS,
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'acme',
  hosts: ['acme.example'],
  siteTitle: 'Acme & Co',
  logoUrl,
  updatedAt: '2026-11-29T00:00:00.000Z',
});

const frame = (logoUrl: string) =>
  renderLayout(
    { landing: landing(logoUrl), language: 'en', origin: 'https://acme.example', mainColor: '#000000' },
    { subject: 'Hello', html: html`<p>Body</p>`, text: 'Body' },
  ).html;

describe('the logo in e-mails', () => {
  it('links PNG and JPEG logos of the site by their absolute URL, with the site title as the text', () => {
    for (const file of ['logo.png', 'logo.jpg', 'logo.jpeg']) {
      expect(frame(`/brands/acme/${file}`)).toMatch(
        new RegExp(
          `<img\\s+src="https://acme\\.example/brands/acme/${file.replace('.', '\\.')}"\\s+alt="Acme &amp; Co"`,
        ),
      );
    }
  });
  it('keeps a logo on another host as it is', () => {
    expect(frame('https://cdn.example.com/acme.png')).toContain('src="https://cdn.example.com/acme.png"');
  });
});
