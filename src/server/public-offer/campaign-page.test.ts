import { describe, expect, it } from 'vitest';
import { getT } from '../../i18n';
import type { Language } from '../../lib/language';
import { campaignPageBrand, campaignPageHead, renderCampaignBody, type CampaignPageBrand } from './campaign-page';
import type { OfferDictionary, PublicOffer } from '../../lib/contracts/public-offer';

const offer = (
  over: Partial<PublicOffer['offer']> = {},
  protection: PublicOffer['protection'] = null,
): PublicOffer => ({
  language: 'pl',
  protection,
  investor: { name: 'Jan <K>.', email: 'j***n@example.com' },
  campaign: {
    id: 'c1',
    translations: {
      pl: { name: 'Obligacje "Żółć" <b>', description: 'Opis & więcej' },
      en: { name: 'Bonds', description: '' },
    },
    state: 'active',
    startDate: '2026-11-01',
    endDate: '2027-11-01',
    imageUrl: null,
    metrics: {
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      duration: { value: 12, unit: 'month' },
      currency: 'PLN',
      minInvestment: 1_000_000,
      maxInvestment: 5_000_000,
      step: 100_000,
      target: 50_000_000,
      raised: 12_500_000,
      paid: 10_000_000,
      available: 37_500_000,
      daysLeft: 345,
    },
    paymentRecipient: { name: 'Emitent S.A.', account: 'PL61109010140000071219812874' },
  },
  product: {
    id: 'p1',
    code: 'OBL-1',
    translations: { pl: { name: 'Seria A', description: '' }, en: { name: 'Series A', description: '' } },
    interestType: 'fixed',
    annualRateBasisPoints: 850,
    paymentFrequency: 'quarterly',
    duration: { value: 12, unit: 'month' },
    imageUrl: null,
  },
  offer: {
    id: 'o1',
    reference: 'OF-0A1B2C3D',
    status: 'viewed',
    statusDate: '2026-11-21T10:00:00.000Z',
    investmentValue: null,
    currency: 'PLN',
    message: '</blockquote><script>alert(1)</script>',
    agreementDate: null,
    paymentDate: null,
    endDate: null,
    actions: { interest: true, accept: true, upload: false, blockedBy: null },
    attachments: [],
    history: [
      { status: 'invited', at: '2026-11-20T09:00:00.000Z' },
      { status: 'viewed', at: '2026-11-21T10:00:00.000Z' },
    ],
    lostReason: null,
    revocableUntil: null,
    refund: null,
    bankPayment: null,
    kiis: null,
    ...over,
  },
});

const dictionary = {
  consents: [{ id: 'marketingConsent1', texts: { pl: 'Zgoda PL', en: 'Consent EN' } }],
  documents: [{ id: 'regulation', labels: {}, url: 'https://example.com/reg.pdf' }],
  upload: { maxBytes: 10 * 1024 * 1024, mediaTypes: ['application/pdf'] },
} as unknown as OfferDictionary;

const NO_BRAND: CampaignPageBrand = {
  investButton: undefined,
  campaignPlaceholderUrl: null,
  productPlaceholderUrl: null,
};

const render = (o: PublicOffer, lang: Language = 'pl', brand = NO_BRAND) =>
  renderCampaignBody({ offer: o, token: 'tok_en-123', lang, t: getT(lang), dictionary, brand });
const hidden = (page: string, marker: string) => new RegExp(`${marker}[^>]* hidden[\\s>]`).test(page);

describe('renderCampaignBody', () => {
  it('escapes every value from the database and keeps the script data inert', () => {
    const page = render(
      offer({
        attachments: [
          {
            id: 'a',
            kind: 'payment-confirmation',
            name: '</script><b>.pdf',
            mediaType: 'application/pdf',
            size: 2048,
            uploadedAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      }),
    );
    expect(page).toContain('Obligacje &quot;Żółć&quot; &lt;b&gt;</h1>');
    expect(page).toContain('Opis &amp; więcej');
    expect(page).toContain('&lt;/blockquote&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('Jan &lt;K&gt;.');
    // The only script elements are the two JSON blocks, and no value ends them early.
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    const data = JSON.parse(
      /<script type="application\/json" id="campaign-offer-data">(.*?)<\/script>/s.exec(page)![1]!,
    ) as { token: string; offer: { attachments: Array<{ name: string }> } };
    expect(data.token).toBe('tok_en-123');
    expect(data.offer.attachments[0]!.name).toBe('</script><b>.pdf');
    expect(JSON.parse(/id="page-messages">(.*?)<\/script>/s.exec(page)![1]!)).toHaveProperty(['campaign.raisedOf']);
  });

  it('shows the actions an open offer has and hides the rest', () => {
    const page = render(offer());
    expect(hidden(page, 'data-accept-form')).toBe(false);
    expect(hidden(page, 'data-interest')).toBe(false);
    expect(hidden(page, 'data-upload-area')).toBe(true);
    expect(hidden(page, 'data-blocked')).toBe(true);
    expect(page).toContain('href="/invest?token=tok_en-123"');
    expect(page).toContain('<noscript>');
  });

  it('after acceptance: the tracker says to pay, with the transfer details; uploads open; no "out of date" (issue 17)', () => {
    const page = render(
      offer({
        status: 'accepted',
        investmentValue: 2_000_000,
        actions: { interest: false, accept: false, upload: true, blockedBy: 'out-of-date' },
        history: [
          { status: 'invited', at: '2026-11-20T09:00:00.000Z' },
          { status: 'accepted', at: '2026-11-22T09:00:00.000Z' },
        ],
      }),
    );
    expect(hidden(page, 'data-accept-form')).toBe(true);
    expect(hidden(page, 'data-open-area')).toBe(true);
    expect(hidden(page, 'data-upload-area')).toBe(false);
    expect(hidden(page, 'data-blocked')).toBe(true);
    expect(page).toMatch(/data-blocked hidden><\/p>/);
    expect(page).toContain('data-next-step="pay"');
    expect(page).toMatch(
      /Akceptacja<span class="sr-only"> \(etap zakończony\)<\/span><\/span\s*>\s*<span[^>]*>22\.11\.2026/,
    );
    expect(page).toContain('61 1090 1014 0000 0712 1981 2874');
    expect(page).toContain('Inwestycja OF-0A1B2C3D');
    expect(page).toContain('Emitent S.A.');
    // Copy buttons need the script: it draws them.
    expect(page).not.toContain('data-copy');
    // What to do comes before the terms once accepted.
    expect(page.indexOf('data-offer-actions')).toBeLessThan(page.indexOf('campaign-metrics-heading'));
    expect(page).toContain('20 000,00 PLN');
  });

  it('renders in the page language; remembered texts never cross languages', () => {
    const pl = render(offer(), 'pl');
    const en = render(offer(), 'en');
    expect(pl).toContain('Parametry kampanii');
    expect(en).toContain('<h1 class="text-3xl font-semibold text-gray-900">Bonds</h1>');
    expect(en).not.toContain('Parametry kampanii');
    expect(render(offer(), 'pl')).toBe(pl);
    // A visitor's own data (the amount) is never taken from another visitor's page.
    const withAmount = render(offer({ status: 'interested', investmentValue: 3_000_000 }));
    expect(withAmount).toContain('30 000,00 PLN');
    expect(render(offer({ status: 'interested', investmentValue: 4_000_000 }))).toContain('40 000,00 PLN');
  });

  it("labels the accept button with the landing's investButton in the page language, else the dictionary's", () => {
    const landing = {
      texts: { pl: { investButton: 'Inwestuję' }, en: { investButton: '  ' } },
      campaignPlaceholderUrl: null,
      productPlaceholderUrl: null,
    };
    const button = (page: string) => /data-submit[^>]*>\s*<span data-idle-label>([^<]*)</.exec(page)?.[1];
    expect(button(render(offer(), 'pl', campaignPageBrand(landing, 'pl')))).toBe('Inwestuję');
    // Blank in English: the English dictionary's words, never the Polish setting.
    expect(button(render(offer(), 'en', campaignPageBrand(landing, 'en')))).toBe('Accept the offer');
    expect(button(render(offer(), 'pl'))).toBe('Akceptuję ofertę');
  });

  it("shows the landing's placeholder images where the campaign or the product has none of its own", () => {
    const brand = { ...NO_BRAND, campaignPlaceholderUrl: '/brands/x/campaign.png', productPlaceholderUrl: '/p.jpg' };
    const page = render(offer(), 'pl', brand);
    expect(page).toMatch(/<img src="\/brands\/x\/campaign.png"[^>]*data-campaign-image/);
    expect(page).toMatch(/<img src="\/p.jpg"[^>]*data-product-image/);
    const own = offer();
    own.campaign.imageUrl = 'https://cdn.example.com/c.png';
    own.product.imageUrl = '/own-product.png';
    const owned = render(own, 'pl', brand);
    expect(owned).toMatch(/<img src="https:\/\/cdn.example.com\/c.png"[^>]*data-campaign-image/);
    expect(owned).toMatch(/<img src="\/own-product.png"[^>]*data-product-image/);
    expect(owned).not.toContain('/brands/x/campaign.png');
    expect(owned).not.toContain('"/p.jpg"');
    const bare = render(offer());
    expect(bare).not.toContain('data-campaign-image');
    expect(bare).not.toContain('data-product-image');
  });

  it('names the campaign for the head, without an empty description', () => {
    expect(campaignPageHead(offer(), 'pl')).toEqual({ title: 'Obligacje "Żółć" <b>', description: 'Opis & więcej' });
    expect(campaignPageHead(offer(), 'en')).toEqual({ title: 'Bonds', description: undefined });
  });
});

describe('investor protection on the page (decision 0052)', () => {
  const render = (o: PublicOffer, lang: Language = 'pl') =>
    renderCampaignBody({ offer: o, token: 'tok', lang, t: getT(lang), dictionary, brand: NO_BRAND });

  it('shows nothing of it where the landing has no protection', () => {
    const page = render(offer());
    for (const marker of ['data-ecspr-warning', 'data-protection-test', 'data-risk-consent', 'data-revoke-area'])
      expect(page).not.toContain(marker);
  });

  it('shows the regulation’s warning in the page language, the way to the test and the consent box', () => {
    const page = render(offer({}, { ready: false, pending: 'test', timeZone: 'Europe/Warsaw' }));
    expect(page).toContain(
      'Niniejsza oferta finansowania społecznościowego nie została zweryfikowana ani zatwierdzona',
    );
    // Through the investor sign-in to the test, and back to this link's page.
    expect(page).toContain('href="/investor-login?next=%2Fapp%2Fprotection%3Fnext%3D%252Fcampaign%253Ftoken%253Dtok"');
    expect(page).toContain('Przejdź do testu w panelu inwestora');
    // Interest and acceptance are disabled, and say why.
    expect(page).toMatch(/data-interest disabled aria-describedby="protection-wait"/);
    expect(page).toMatch(/data-submit disabled aria-describedby="protection-wait"/);
    expect(page).toContain('data-risk-consent');
    expect(page).toMatch(/data-revoke-area hidden/);
    const en = render(offer({}, { ready: true, pending: null, timeZone: 'Europe/Warsaw' }), 'en');
    expect(en).toContain('This crowdfunding offer has not been verified or approved by competent authorities');
    expect(en).not.toContain('data-protection-test');
  });

  it('names the unconfirmed warning of a failed test as what waits, not the test', () => {
    const page = render(offer({}, { ready: false, pending: 'warning', timeZone: 'Europe/Warsaw' }), 'en');
    expect(page).toContain('please confirm in the investor panel that you have received and understood the warning');
    expect(page).toContain('Go to the warning in the investor panel');
    expect(page).not.toContain('please take the short knowledge test');
  });

  it('keeps the acceptance waiting until the KIIS is opened, and names who drew it up (decision 0069)', () => {
    const protection = { ready: true, pending: null, timeZone: 'Europe/Warsaw' };
    const waiting = render(offer({ kiis: { received: false, owner: null } }, protection));
    expect(waiting).toContain('/public-api/campaign-offer/tok/kiis?lang=pl');
    expect(waiting).toMatch(/<p id="kiis-wait" class="notice notice-info" data-kiis-wait>/);
    expect(waiting).toContain('najpierw otwórz arkusz kluczowych informacji o inwestycji');
    expect(waiting).toMatch(/data-submit disabled aria-describedby="kiis-wait"/);
    expect(waiting).toContain('Arkusz przygotowała platforma na podstawie danych kampanii');
    const opened = render(offer({ kiis: { received: true, owner: 'Żółta Energia sp. z o.o.' } }, protection), 'en');
    expect(opened).toMatch(/data-kiis-wait hidden/);
    expect(opened).not.toMatch(/data-submit disabled/);
    expect(opened).toContain('Drawn up by the project owner: Żółta Energia sp. z o.o., who is responsible');
  });

  it('offers the revocation with its deadline in the landing’s zone, named', () => {
    const page = render(
      offer(
        { status: 'accepted', revocableUntil: '2026-11-25T09:30:00.000Z', investmentValue: 2_000_000 },
        { ready: true, pending: null, timeZone: 'Europe/Warsaw' },
      ),
    );
    expect(page).toMatch(/data-revoke-area>/);
    expect(page).toContain(
      '<time datetime="2026-11-25T09:30:00.000Z" data-revoke-until>25.11.2026 10:30 (Europe/Warsaw)</time>',
    );
  });
});
