import { describe, expect, it } from 'vitest';
import { V } from '../validation/keys';
import { KYC_STEPS, KYC_V, kycDraftSchema, kycFormSchema, kycStepOf } from './kyc';
import { validKycForm, VALID_PESEL } from './kyc.fixtures';

const NOW = new Date('2026-11-21T12:00:00Z');
const schema = kycFormSchema(() => NOW);

/** The issues of a parse as 'path: message'. */
function issues(value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('kycFormSchema', () => {
  it('accepts a complete questionnaire and normalises it', () => {
    const result = schema.parse(
      validKycForm({
        birthDate: '14.05.1944',
        bankAccount: {
          iban: 'pl61 1090 1014 0000 0712 1981 2874',
          swift: '',
          bankName: 'B',
          bankCity: 'W',
          accountOwner: 'A',
        },
      }),
    );
    expect(result.birthDate).toBe('1944-05-14');
    expect(result.bankAccount.iban).toBe('PL61109010140000071219812874');
    expect(result.propertyRegime).toBeNull();
    expect(result.correspondenceAddress).toBeNull();
  });

  it('checks the PESEL checksum and its agreement with the birth date', () => {
    expect(issues(validKycForm({ pesel: '44051401358' }))).toEqual([`pesel: ${V.peselInvalid}`]);
    expect(issues(validKycForm({ birthDate: '1944-05-15' }))).toEqual([`pesel: ${V.peselBirthDate}`]);
    // 2000s: month + 20 (02270803624 encodes 08.07.2002).
    expect(issues(validKycForm({ pesel: '02270803624', birthDate: '2002-07-08' }))).toEqual([]);
  });

  it('needs a PESEL only from Polish citizens', () => {
    expect(issues(validKycForm({ pesel: '' }))).toEqual([`pesel: ${V.required}`]);
    expect(issues(validKycForm({ pesel: '', citizenship: 'de' }))).toEqual([]);
  });

  it('checks the IBAN, and asks a SWIFT for a foreign account', () => {
    const bank = { swift: '', bankName: 'B', bankCity: 'C', accountOwner: 'O' };
    expect(issues(validKycForm({ bankAccount: { ...bank, iban: 'PL61109010140000071219812875' } }))).toEqual([
      `bankAccount.iban: ${V.bankAccount}`,
    ]);
    expect(issues(validKycForm({ bankAccount: { ...bank, iban: 'DE89370400440532013000' } }))).toEqual([
      `bankAccount.swift: ${V.required}`,
    ]);
    expect(
      issues(validKycForm({ bankAccount: { ...bank, iban: 'DE89370400440532013000', swift: 'DEUTDEFF' } })),
    ).toEqual([]);
    expect(issues(validKycForm({ bankAccount: { ...bank, iban: 'DE89370400440532013000', swift: 'DEUT' } }))).toEqual([
      `bankAccount.swift: ${KYC_V.swift}`,
    ]);
  });

  it('needs the document valid at least 7 days ahead, or indefinitely', () => {
    const doc = { type: 'PASSPORT' as const, number: 'X1', country: 'PL' };
    expect(issues(validKycForm({ document: { ...doc, expiryDate: '2026-11-27' } }))).toEqual([
      `document.expiryDate: ${V.documentExpiry}`,
    ]);
    expect(schema.parse(validKycForm({ document: { ...doc, expiryDate: '28.11.2026' } })).document.expiryDate).toBe(
      '2026-11-28',
    );
  });

  it('caps the sanctions percentages at 100 % in total', () => {
    const shares = { iran: '50', northKorea: '20', syria: '10', crimeaDonetsk: '10', cuba: '5', russia: '5' };
    expect(issues(validKycForm({ sanctions: shares }))).toEqual([]);
    expect(issues(validKycForm({ sanctions: { ...shares, russia: '5,01' } }))).toEqual([
      `sanctions: ${V.sanctionsTotal}`,
    ]);
    expect(issues(validKycForm({ sanctions: { ...shares, iran: '101' } }))).toEqual([
      `sanctions.iran: ${V.percentage}`,
    ]);
  });

  it('requires the property regime only when married, and drops it otherwise', () => {
    expect(issues(validKycForm({ maritalStatus: 'married' }))).toEqual([`propertyRegime: ${V.required}`]);
    expect(issues(validKycForm({ maritalStatus: 'married', propertyRegime: 'separate' }))).toEqual([]);
    expect(
      schema.parse(validKycForm({ maritalStatus: 'other', propertyRegime: 'community' })).propertyRegime,
    ).toBeNull();
  });

  it('applies the other conditional requirements', () => {
    expect(issues(validKycForm({ correspondenceSameAsResidential: false }))).toEqual([
      `correspondenceAddress: ${V.required}`,
    ]);
    expect(
      issues(
        validKycForm({
          correspondenceSameAsResidential: false,
          correspondenceAddress: { street: 'A', buildingNumber: '1', zipCode: '00950', city: 'W', country: 'PL' },
        }),
      ),
    ).toEqual([`correspondenceAddress.zipCode: ${V.zipCode}`]);
    expect(issues(validKycForm({ ownBehalf: false }))).toEqual([`beneficialOwners: ${KYC_V.beneficialOwnerRequired}`]);
    expect(
      issues(
        validKycForm({
          ownBehalf: false,
          beneficialOwners: [
            { firstName: 'J', surname: 'K', birthDate: '1944-05-15', citizenship: 'PL', pesel: VALID_PESEL },
          ],
        }),
      ),
    ).toEqual([`beneficialOwners.0.pesel: ${V.peselBirthDate}`]);
    expect(issues(validKycForm({ fundsOrigin: ['other'] }))).toEqual([`fundsOriginDescription: ${V.required}`]);
    expect(issues(validKycForm({ fundsOrigin: [] }))).toEqual([`fundsOrigin: ${KYC_V.fundsOriginRequired}`]);
    expect(
      issues(validKycForm({ pep: { isPep: false, familyMember: true, closeAssociate: false, position: '' } })),
    ).toEqual([`pep.position: ${V.required}`]);
    expect(issues(validKycForm({ taxResidenceCountry: 'DE' }))).toEqual([`foreignTaxNumber: ${V.required}`]);
    expect(issues(validKycForm({ nip: '5260250275' }))).toEqual([`nip: ${KYC_V.nip}`]);
    expect(
      issues(
        validKycForm({
          residentialAddress: { street: 'A', buildingNumber: '1', zipCode: '1234', city: 'W', country: 'PL' },
        }),
      ),
    ).toEqual([`residentialAddress.zipCode: ${V.zipCode}`]);
    expect(issues(validKycForm({ statementTrue: false as never }))).toEqual([`statementTrue: ${V.checkboxRequired}`]);
  });

  it('takes optional texts as missing, null or empty', () => {
    const { middleName: _m, familyName: _f, ...rest } = validKycForm();
    expect(schema.parse({ ...rest, nip: null }).middleName).toBeNull();
    expect(schema.parse(validKycForm({ middleName: '  ' })).middleName).toBeNull();
  });

  it('reports field failures and conditional ones together', () => {
    // An empty required field aborts (zod then skips object-level rules); a malformed one does not.
    expect(issues(validKycForm({ nip: '5260250275', maritalStatus: 'married' }))).toEqual([
      `nip: ${KYC_V.nip}`,
      `propertyRegime: ${V.required}`,
    ]);
  });
});

describe('kycDraftSchema', () => {
  it('takes any part of the questionnaire without the rules, and drops unknown keys', () => {
    const draft = kycDraftSchema.parse({
      firstName: 'An',
      pesel: '123',
      sanctions: { iran: '90', russia: '90' },
      extra: 'x',
    });
    expect(draft).toEqual({ firstName: 'An', pesel: '123', sanctions: { iran: '90', russia: '90' } });
    expect(kycDraftSchema.parse({})).toEqual({});
  });
  it('still checks types and sizes', () => {
    expect(kycDraftSchema.safeParse({ firstName: 5 }).success).toBe(false);
    expect(kycDraftSchema.safeParse({ fundsOrigin: ['lottery'] }).success).toBe(false);
    expect(kycDraftSchema.safeParse({ fundsOriginDescription: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('KYC_STEPS', () => {
  it('places every field of the questionnaire in exactly one step', () => {
    const fields = KYC_STEPS.flatMap((s) => s.fields as readonly string[]);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(validKycForm()).sort());
  });
  it('finds the step of a violation path', () => {
    expect(kycStepOf('bankAccount.iban')).toBe('bank');
    expect(kycStepOf('beneficialOwners[0].pesel')).toBe('owners');
    expect(kycStepOf('nope')).toBeUndefined();
  });
});
