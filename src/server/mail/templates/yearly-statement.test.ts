import { describe, expect, it } from 'vitest';
import type { Landing } from '../../../lib/contracts/landing';
import type { MailContext } from '../mail-template';
import { yearlyStatementTemplate, type YearlyStatementMail } from './yearly-statement';

const context = (language: 'pl' | 'en'): MailContext => ({
  landing: { siteTitle: 'Horyzont' } as Landing,
  language,
  origin: 'https://horyzont.example',
  mainColor: '#112233',
});

const data: YearlyStatementMail = {
  year: 2025,
  siteTitle: 'Horyzont',
  link: 'https://horyzont.example/investor-login',
  name: 'Zofia',
};

describe('yearly statement e-mail', () => {
  it('names the year and the panel, with the link, in Polish and English', () => {
    const pl = yearlyStatementTemplate.render(context('pl'), data);
    expect(pl.subject).toBe('Roczne zestawienie wypłat za 2025 r.');
    expect(pl.text).toMatch(/^Dzień dobry,? Zofia/);
    expect(pl.text).toContain('roczne zestawienie za 2025 r.');
    expect(pl.text).toContain('Pobierz zestawienie: https://horyzont.example/investor-login');
    expect(pl.html.value).toContain('https://horyzont.example/investor-login');
    const en = yearlyStatementTemplate.render(context('en'), { ...data, name: null });
    expect(en.subject).toBe('Yearly statement of payouts for 2025');
    expect(en.text).toContain('Download the statement: https://horyzont.example/investor-login');
  });
});
