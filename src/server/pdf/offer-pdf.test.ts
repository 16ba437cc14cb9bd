// The offer document's layout (issue 17): the same pages in Polish and English, page numbers, the table's header
// again on each page, whole words in labels, the brand's logo.
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { renderOfferPdf, type OfferPdfInput } from './offer-pdf';
import { landingLogo } from './pdf-logo';

const input = (language: 'pl' | 'en'): OfferPdfInput => ({
  language,
  brand: {
    siteTitle: 'Bałtycki Dom Maklerski',
    main: '#172554',
    highlight: '#eff6ff',
    logo: landingLogo('/brands/navy/logo.svg'),
  },
  investor: { name: 'Łucja Gęślicka', email: 'lucja@example.com' },
  campaignName: 'Bałtycka Stocznia – obligacje serii A',
  product: {
    code: 'BAL-A36',
    name: 'Seria A',
    interestType: 'fixed',
    annualRateBasisPoints: 850,
    paymentFrequency: 'monthly',
    duration: { value: 36, unit: 'month' },
  },
  terms: {
    currency: 'PLN',
    minInvestment: 1_000_000,
    maxInvestment: null,
    step: 100_000,
    startDate: '2026-01-01',
    endDate: '2026-03-31',
  },
  offer: {
    id: '1a2b3c4d-0000-4000-8000-000000000000',
    status: 'active',
    confirmationSentAt: null,
    amount: 10_000_000,
    agreementDate: '2026-01-10',
    paymentDate: '2026-01-12',
    endDate: '2029-01-12',
  },
  schedule: {
    projected: false,
    rows: Array.from({ length: 36 }, (_, i) => ({
      seq: i + 1,
      periodFrom: '2026-01-12',
      periodTo: '2026-02-11',
      paymentDate: '2026-02-12',
      gross: 70_833,
      tax: 13_458,
      net: 57_375,
    })),
  },
  generatedAt: new Date('2026-11-26T10:00:00Z'),
});

describe('renderOfferPdf', () => {
  it('numbers the pages, repeats the schedule header, keeps words whole, in both languages alike', async () => {
    const pl = (await pdfText(new Uint8Array(await renderOfferPdf(input('pl'))))).split('\n');
    const en = (await pdfText(new Uint8Array(await renderOfferPdf(input('en'))))).split('\n');
    expect(pl).toHaveLength(2);
    expect(en).toHaveLength(pl.length);
    expect(pl[0]).toContain('Strona 1 z 2');
    expect(pl[1]).toContain('Strona 2 z 2');
    expect(en[1]).toContain('Page 2 of 2');
    expect(pl[1]).toMatch(/Lp\.\s+Okres od\s+Okres do\s+Wypłata\s+Brutto\s+Podatek\s+Netto/);
    expect(pl[1]).toMatch(/\bRazem\b/);
    expect(en[1]).toMatch(/\bTotal\b/);
    expect(pl[0]).toContain('Nr oferty: OF-1A2B3C4D');
  });
});
