// Logos in our PDFs (issue 36 item 10): SVG emblems as shapes, PNG and JPEG logos embedded as images, in the offer
// document and the KIIS; only files of the site's own /brands/ folder are read.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderKiisPdf } from './kiis-pdf';
import { renderOfferPdf, type OfferPdfInput } from './offer-pdf';
import { landingLogo, rasterLogo, type PdfLogo } from './pdf-logo';

// 16 x 8 pixels: the left half red (#cc0000), the right half blue (#0000cc).
const PNG = Buffer.from(
  [
    'iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQYlWM4w8CAFeEQPoNL',
    'eFQDAyWhBAAeGmYBnVno0AAAAABJRU5ErkJggg==',
  ].join(''),
  'base64',
);
const JPEG = Buffer.from(
  [
    '/9j/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBD',
    'AQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABAD',
    'ASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAgJ/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABQBAQAAAAAAAAAAAAAAAAAA',
    'AAj/xAAZEQACAwEAAAAAAAAAAAAAAAAACEWExEb/2gAMAwEAAhEDEQA/AM80zgRCEdHT1CqdiBtZj//Z',
  ].join(''),
  'base64',
);

const publicDir = mkdtempSync(join(tmpdir(), 'pdf-logo-'));
mkdirSync(join(publicDir, 'brands', 'acme'), { recursive: true });
writeFileSync(join(publicDir, 'brands/acme/logo.png'), PNG);
writeFileSync(join(publicDir, 'brands/acme/logo.jpg'), JPEG);
writeFileSync(join(publicDir, 'brands/acme/broken.png'), Buffer.from('not an image'));
writeFileSync(
  join(publicDir, 'brands/acme/logo.svg'),
  '<svg viewBox="0 0 40 40"><rect width="40" height="40" fill="#123456"/></svg>',
);
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

const offerInput = (logo: PdfLogo | null): OfferPdfInput => ({
  language: 'en',
  brand: { siteTitle: 'Acme Capital', main: '#172554', highlight: '#eff6ff', logo },
  investor: { name: 'Ann Lee', email: 'ann@example.com' },
  campaignName: 'Acme bonds',
  product: {
    code: 'ACM-1',
    name: 'Series 1',
    interestType: 'fixed',
    annualRateBasisPoints: 800,
    paymentFrequency: 'annually',
    duration: { value: 1, unit: 'year' },
  },
  terms: {
    currency: 'EUR',
    minInvestment: 100_000,
    maxInvestment: null,
    step: 10_000,
    startDate: '2026-01-01',
    endDate: '2026-03-31',
  },
  offer: {
    id: '1a2b3c4d-0000-4000-8000-000000000000',
    status: 'invited',
    confirmationSentAt: null,
    amount: null,
    agreementDate: null,
    paymentDate: null,
    endDate: null,
  },
  schedule: null,
  generatedAt: new Date('2026-11-26T10:00:00Z'),
});

const kiis = (logo: PdfLogo | null) =>
  renderKiisPdf({
    language: 'en',
    siteTitle: 'Acme Capital',
    logo,
    title: 'Key investment information sheet',
    campaignName: 'Acme bonds',
    version: 'Version 1',
    disclaimer: 'Not approved by any authority.',
    riskWarningTitle: 'Risk warning',
    riskWarning: 'You may lose all the money you invest.',
    sections: [{ title: 'Part A', text: 'The project owner.' }],
    pageLabel: (page, total) => `Page ${page} of ${total}`,
  });

/** The image XObjects' dictionaries of a PDF (pdfkit writes them uncompressed). */
const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image[^>]*>>/g) ?? [];

/** The colour of a pixel of the first page rendered at 72 dpi (one pixel per point), by pdftoppm's PPM output. */
function pixel(pdf: Buffer, x: number, y: number): [number, number, number] {
  const ppm = execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-singlefile'], {
    input: pdf,
    maxBuffer: 16 * 1024 * 1024,
  });
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40))!;
  const at = header[0].length + (y * Number(header[1]) + x) * 3;
  return [ppm[at]!, ppm[at + 1]!, ppm[at + 2]!];
}
const near = (actual: number[], expected: number[]) => actual.every((c, i) => Math.abs(c - expected[i]!) < 40);

describe('logos in PDFs', () => {
  it('reads the size of PNG and JPEG logos and refuses other bytes', () => {
    expect(rasterLogo(PNG)).toMatchObject({ kind: 'image', format: 'png', width: 16, height: 8 });
    expect(rasterLogo(JPEG)).toMatchObject({ kind: 'image', format: 'jpeg', width: 16, height: 8 });
    expect(rasterLogo(Buffer.from('GIF89a'))).toBeNull();
  });

  it("reads SVG, PNG and JPEG files of the site's /brands/ folder only", () => {
    expect(landingLogo('/brands/acme/logo.png', [publicDir])).toMatchObject({ kind: 'image', format: 'png' });
    expect(landingLogo('/brands/acme/logo.jpg', [publicDir])).toMatchObject({ kind: 'image', format: 'jpeg' });
    expect(landingLogo('/brands/acme/logo.svg', [publicDir])).toMatchObject({ kind: 'shapes', height: 40 });
    expect(landingLogo('/brands/acme/broken.png', [publicDir])).toBeNull();
    expect(landingLogo('/brands/acme/missing.png', [publicDir])).toBeNull();
    expect(landingLogo('https://example.com/brands/acme/logo.png', [publicDir])).toBeNull();
    expect(landingLogo('/brands/../../logo.png', [publicDir])).toBeNull();
    expect(landingLogo('/brands/default/nope.svg')).toBeNull();
    for (const brand of ['default', 'navy', 'emerald'])
      expect(landingLogo(`/brands/${brand}/logo.svg`), brand).toMatchObject({ kind: 'shapes', height: 40 });
  });

  it('embeds a PNG logo and a JPEG logo in the offer document and the KIIS', async () => {
    for (const [file, filter] of [
      ['logo.png', '/FlateDecode'],
      ['logo.jpg', '/DCTDecode'],
    ] as const) {
      const logo = landingLogo(`/brands/acme/${file}`, [publicDir]);
      for (const pdf of [await renderOfferPdf(offerInput(logo)), (await kiis(logo)).bytes]) {
        const found = images(pdf);
        expect(found, file).toHaveLength(1);
        expect(found[0]).toContain('/Width 16');
        expect(found[0]).toContain('/Height 8');
        expect(found[0]).toContain(filter);
      }
    }
    expect(images(await renderOfferPdf(offerInput(null)))).toEqual([]);
    expect(images((await kiis(landingLogo('/brands/acme/logo.svg', [publicDir]))).bytes)).toEqual([]);
  });

  it.runIf(existsSync('/usr/bin/pdftoppm'))('draws the image where the heading is, in its colours', async () => {
    for (const file of ['logo.png', 'logo.jpg']) {
      const logo = landingLogo(`/brands/acme/${file}`, [publicDir]);
      // The offer's heading: 32 points high from y 22 at the left margin (48), so 64 points wide; halves red, blue.
      const offer = await renderOfferPdf(offerInput(logo));
      expect(near(pixel(offer, 48 + 16, 38), [204, 0, 0]), file).toBe(true);
      expect(near(pixel(offer, 48 + 48, 38), [0, 0, 204]), file).toBe(true);
      // The KIIS: 24 points high from the top margin (48), 48 points wide.
      const sheet = (await kiis(logo)).bytes;
      expect(near(pixel(sheet, 48 + 12, 60), [204, 0, 0]), file).toBe(true);
      expect(near(pixel(sheet, 48 + 36, 60), [0, 0, 204]), file).toBe(true);
    }
  });

  it('keeps the sheet readable when the image cannot be drawn', async () => {
    const damaged: PdfLogo = {
      kind: 'image',
      format: 'png',
      data: readFileSync(join(publicDir, 'brands/acme/broken.png')),
      width: 16,
      height: 8,
    };
    const { pages } = await kiis(damaged);
    expect(pages).toBe(1);
    expect(images(await renderOfferPdf(offerInput(damaged)))).toEqual([]);
  });
});
