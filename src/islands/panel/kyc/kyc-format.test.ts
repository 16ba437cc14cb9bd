import { describe, expect, it } from 'vitest';
import { kycFormSchema } from '../../../lib/contracts/kyc';
import { validKycForm, VALID_PESEL } from '../../../lib/contracts/kyc.fixtures';
import { addressLines, answerSections, countryText, dayText, EMPTY, percentText } from './kyc-format';
import { timelineOf } from './KycDetail';

// Keys come back with their options, so the test sees which label and which values were asked for.
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);
const parse = (overrides: Parameters<typeof validKycForm>[0] = {}) =>
  kycFormSchema(() => new Date('2026-11-21T12:00:00Z')).parse(validKycForm(overrides));
const find = (answers: ReturnType<typeof parse>, path: string) =>
  answerSections(answers, t, 'en')
    .flatMap((s) => [...s.items, ...(s.groups ?? []).flatMap((g) => g.items)])
    .find((i) => i.path === path);

describe('KYC answer formatting', () => {
  it('shows days as DD.MM.YYYY and a dash when missing', () => {
    expect(dayText('1944-05-14')).toBe('14.05.1944');
    expect(dayText('2026-11-21T23:30:00.000Z')).toBe('21.11.2026');
    expect(dayText(null)).toBe(EMPTY);
    expect(dayText('garbage')).toBe(EMPTY);
  });

  it('shows shares as percentages with a decimal comma; empty counts as 0', () => {
    expect(percentText('5,5')).toBe('5,5 %');
    expect(percentText('10.25')).toBe('10,25 %');
    expect(percentText(0)).toBe('0 %');
    expect(percentText('')).toBe('0 %');
    expect(percentText(null)).toBe('0 %');
    expect(percentText('100')).toBe('100 %');
  });

  it('names countries in the reader language with the code', () => {
    expect(countryText('PL', 'en')).toBe('Poland (PL)');
    expect(countryText('de', 'pl')).toBe('Niemcy (DE)');
    expect(countryText('', 'en')).toBe(EMPTY);
  });

  it('writes an address as envelope lines', () => {
    expect(
      addressLines(
        {
          street: 'Długa',
          buildingNumber: '5',
          apartmentNumber: '2',
          zipCode: '00-950',
          city: 'Warszawa',
          country: 'PL',
        },
        'en',
      ),
    ).toEqual(['Długa 5/2', '00-950 Warszawa', 'Poland (PL)']);
    expect(
      addressLines(
        { street: 'Main', buildingNumber: '7', apartmentNumber: null, zipCode: '10115', city: 'Berlin', country: 'DE' },
        'en',
      )[0],
    ).toBe('Main 7');
  });

  it('groups every answer by the questionnaire steps with translated labels and formatted values', () => {
    const answers = parse();
    const sections = answerSections(answers, t, 'en');
    expect(sections.map((s) => s.step)).toEqual([
      'personal',
      'document',
      'addresses',
      'status',
      'owners',
      'funds',
      'bank',
      'sanctions',
    ]);
    expect(sections[0]!.title).toBe('kyc.step.personal');
    expect(find(answers, 'pesel')).toEqual({ path: 'pesel', label: 'kyc.field.pesel', value: VALID_PESEL });
    expect(find(answers, 'birthDate')?.value).toBe('14.05.1944');
    expect(find(answers, 'title')?.value).toBe('kyc.title.mrs');
    expect(find(answers, 'middleName')?.value).toBe(EMPTY);
    expect(find(answers, 'document.expiryDate')?.value).toBe('kyc.field.document.indefinitely');
    expect(find(answers, 'document.type')?.value).toBe('advisors.form.documentType.ID_CARD');
    expect(find(answers, 'bankAccount.iban')?.value).toBe('PL61 1090 1014 0000 0712 1981 2874');
    expect(find(answers, 'sanctions.russia')?.value).toBe('5,5 %');
    expect(find(answers, 'sanctions.cuba')?.value).toBe('10 %');
    expect(find(answers, 'sanctions.syria')?.value).toBe('0 %');
    expect(find(answers, 'fundsOrigin')?.value).toEqual(['kyc.fundsOrigin.salary', 'kyc.fundsOrigin.savings']);
    expect(find(answers, 'usPerson')?.value).toBe('appKyc.no');
    expect(find(answers, 'statementTrue')?.value).toBe('appKyc.yes');
    // What does not apply is not shown.
    expect(find(answers, 'propertyRegime')).toBeUndefined();
    expect(find(answers, 'correspondenceAddress')).toBeUndefined();
    expect(find(answers, 'pep.position')).toBeUndefined();
  });

  it('shows conditional answers when they apply: property regime, correspondence address, owners, PEP position, other funds', () => {
    const answers = parse({
      maritalStatus: 'married',
      propertyRegime: 'separate',
      correspondenceSameAsResidential: false,
      correspondenceAddress: {
        street: 'Krótka',
        buildingNumber: '1',
        apartmentNumber: '',
        zipCode: '30-001',
        city: 'Kraków',
        country: 'PL',
      },
      ownBehalf: false,
      beneficialOwners: [
        { firstName: 'Jan', surname: 'Nowak', birthDate: '14.05.1944', citizenship: 'PL', pesel: VALID_PESEL },
      ],
      fundsOrigin: ['other'],
      fundsOriginDescription: 'Wygrana',
      pep: { isPep: true, familyMember: false, closeAssociate: false, position: 'Poseł' },
      document: { type: 'PASSPORT', number: 'X1', expiryDate: '2030-01-31', country: 'PL' },
    });
    expect(find(answers, 'propertyRegime')?.value).toBe('kyc.propertyRegime.separate');
    expect(find(answers, 'correspondenceAddress')?.value).toEqual(['Krótka 1', '30-001 Kraków', 'Poland (PL)']);
    expect(find(answers, 'beneficialOwners[0].birthDate')?.value).toBe('14.05.1944');
    expect(find(answers, 'beneficialOwners[0].pesel')?.value).toBe(VALID_PESEL);
    const owners = answerSections(answers, t, 'en').find((s) => s.step === 'owners')!;
    expect(owners.groups?.[0]?.title).toBe('appKyc.detail.owner{"number":1}');
    expect(find(answers, 'fundsOriginDescription')?.value).toBe('Wygrana');
    expect(find(answers, 'pep.position')?.value).toBe('Poseł');
    expect(find(answers, 'document.expiryDate')?.value).toBe('31.01.2030');
  });
});

describe('KYC timeline', () => {
  const base = {
    createdAt: '2026-11-01T10:00:00Z',
    openedAt: null,
    submittedAt: null,
    revokedAt: null,
    expiresAt: '2026-12-01T10:00:00Z',
    expired: false,
  };
  it('lists sent, opened and submitted, and the expiry while the link can be used', () => {
    expect(timelineOf({ ...base, status: 'sent' }).map((s) => s.key)).toEqual([
      'sent',
      'opened',
      'submitted',
      'expires',
    ]);
    expect(timelineOf({ ...base, status: 'sent', expired: true }).map((s) => s.key)).toEqual([
      'sent',
      'opened',
      'submitted',
      'expired',
    ]);
    const done = timelineOf({
      ...base,
      status: 'submitted',
      openedAt: '2026-11-02T10:00:00Z',
      submittedAt: '2026-11-03T10:00:00Z',
    });
    expect(done.map((s) => [s.key, s.at])).toEqual([
      ['sent', base.createdAt],
      ['opened', '2026-11-02T10:00:00Z'],
      ['submitted', '2026-11-03T10:00:00Z'],
    ]);
  });
  it('shows revoked instead of submitted', () => {
    expect(timelineOf({ ...base, status: 'revoked', revokedAt: '2026-11-05T10:00:00Z' }).map((s) => s.key)).toEqual([
      'sent',
      'opened',
      'revoked',
    ]);
  });
});
