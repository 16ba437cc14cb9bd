import { describe, expect, it } from 'vitest';
import type { Landing } from '../../../lib/contracts/landing';
import type { MailContext } from '../mail-template';
import { payoutMadeTemplate, type PayoutMail } from './payout';

const context = (language: 'pl' | 'en'): MailContext => ({
  landing: { siteTitle: 'Horyzont' } as Landing,
  language,
  origin: 'https://horyzont.example',
  mainColor: '#112233',
});

const data: PayoutMail = {
  campaignName: 'Obligacje Żółć',
  reference: 'OF-1A2B3C4D',
  currency: 'PLN',
  scheduleDate: '2025-04-15',
  executionDate: '2025-04-16',
  grossInterest: 27_740,
  tax: 5_271,
  netInterest: 22_469,
  principal: 0,
  payout: 22_469,
  link: 'https://horyzont.example/investor-login?next=%2Fapp%2Fportfolio%2F1',
  name: 'Zofia',
};

describe('payout e-mail', () => {
  it('says gross, tax, net and the days, in Polish and English', () => {
    const pl = payoutMadeTemplate.render(context('pl'), data);
    expect(pl.subject).toBe('Wypłata odsetek – Obligacje Żółć');
    expect(pl.text).toContain('Dzień dobry, Zofia!');
    expect(pl.text).toContain('z terminu 15.04.2025 z oferty OF-1A2B3C4D');
    expect(pl.text).toContain('Przelew zlecono 16.04.2025');
    expect(pl.text).toMatch(/Odsetki brutto: 277,40/);
    expect(pl.text).toMatch(/Pobrany podatek: 52,71/);
    expect(pl.text).toMatch(/Odsetki netto: 224,69/);
    expect(pl.text).not.toContain('Zwrot kapitału');
    const en = payoutMadeTemplate.render(context('en'), { ...data, principal: 1_000_000, payout: 1_022_469 });
    expect(en.subject).toBe('Interest paid – Obligacje Żółć');
    expect(en.text).toMatch(/Tax withheld: 52\.71|Tax withheld: 52,71/);
    expect(en.text).toContain('Principal repaid');
    expect(en.html.value).toContain('background:#112233');
  });
});
