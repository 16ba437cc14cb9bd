import { describe, expect, it } from 'vitest';
import type { Landing } from '../../../lib/contracts/landing';
import type { MailContext } from '../mail-template';
import { campaignInvitationTemplate, type CampaignInvitationMail } from './campaign-invitation';
import { kycInvitationTemplate } from './kyc-invitation';

const context = (language: 'pl' | 'en'): MailContext => ({
  landing: { siteTitle: 'Horyzont & Syn' } as Landing,
  language,
  origin: 'https://horyzont.example',
  mainColor: '#112233',
});

const invitation: CampaignInvitationMail = {
  link: 'https://horyzont.example/campaign?token=abc_DEF-123',
  advisorName: 'Jan <Kowalski>',
  message: 'Polecam\nna 2 lata <script>alert(1)</script>',
  campaignName: 'Obligacje "Horyzont"',
  productName: 'Seria A',
  productCode: 'HOR-A',
  validUntil: '31.03.2025',
  investorName: 'Anna',
};

describe('campaign invitation e-mail', () => {
  it('names the advisor, campaign and product, quotes the message and links the offer, in Polish', () => {
    const mail = campaignInvitationTemplate.render(context('pl'), invitation);
    expect(mail.subject).toBe('Zaproszenie do kampanii Obligacje "Horyzont"');
    expect(mail.text).toContain('Dzień dobry, Anna!');
    expect(mail.text).toContain('Jan <Kowalski>, Twój doradca na platformie Horyzont & Syn');
    expect(mail.text).toContain('Seria A (HOR-A)');
    expect(mail.text).toContain('Wiadomość od doradcy:\n> Polecam\n> na 2 lata');
    expect(mail.text).toContain('Zobacz ofertę: https://horyzont.example/campaign?token=abc_DEF-123');
    expect(mail.text).toContain('31.03.2025');
    expect(mail.html.value).toContain('href="https://horyzont.example/campaign?token=abc_DEF-123"');
    expect(mail.html.value).toContain('background:#112233');
  });

  it('escapes every piece of data in the HTML', () => {
    const { html } = campaignInvitationTemplate.render(context('pl'), invitation);
    expect(html.value).not.toContain('<script>');
    expect(html.value).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.value).toContain('Jan &lt;Kowalski&gt;');
    expect(html.value).toContain('Horyzont &amp; Syn');
    expect(html.value).toContain('Obligacje &quot;Horyzont&quot;');
  });

  it('leaves the message out when it is the default single space, and speaks English', () => {
    const mail = campaignInvitationTemplate.render(context('en'), { ...invitation, message: ' ', investorName: null });
    expect(mail.subject).toBe('Invitation to the Obligacje "Horyzont" campaign');
    expect(mail.text.startsWith('Hello!')).toBe(true);
    expect(mail.text).not.toContain('A message from');
    expect(mail.html.value).not.toContain('border-left');
    expect(mail.text).toContain('See the offer: https://horyzont.example/campaign?token=abc_DEF-123');
  });

  it('never links anything but http(s)', () => {
    const { html } = campaignInvitationTemplate.render(context('pl'), { ...invitation, link: 'javascript:alert(1)' });
    expect(html.value).not.toContain('href="javascript:');
  });
});

describe('KYC invitation e-mail', () => {
  it('asks for the questionnaire with the link, validity and the escaped message, in both languages', () => {
    const data = {
      link: 'https://horyzont.example/kyc-form?token=t0k3n',
      advisorName: 'Ewa',
      message: 'Proszę <pilnie>',
      days: 30,
    };
    const pl = kycInvitationTemplate.render(context('pl'), data);
    expect(pl.subject).toBe('Prośba o wypełnienie ankiety KYC – Horyzont & Syn');
    expect(pl.text).toContain('Wypełnij ankietę: https://horyzont.example/kyc-form?token=t0k3n');
    expect(pl.text).toContain('30 dni');
    expect(pl.html.value).toContain('Proszę &lt;pilnie&gt;');
    const en = kycInvitationTemplate.render(context('en'), { ...data, message: null });
    expect(en.subject).toBe('Please complete the KYC questionnaire – Horyzont & Syn');
    expect(en.text).toContain('works for 30 days');
    expect(en.text).not.toContain('A message from');
  });
});
