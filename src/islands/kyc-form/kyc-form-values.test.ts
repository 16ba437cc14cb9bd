import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n';
import type { Translate } from '../../lib/i18n-types';
import { kycDraftSchema, kycFormSchema } from '../../lib/contracts/kyc';
import { isPesel } from '../../lib/validation/pesel';
import {
  draftToValues,
  emptyKycValues,
  fieldNameOfPath,
  formatPercent,
  kycResolver,
  resumeStep,
  sanctionsTotal,
  stepOfField,
  valuesToDraft,
  valuesToInput,
} from './kyc-form-values';
import { kycSummary } from './kyc-summary';
import { peselFor, validValues } from './kyc-test-data';

/** The message of a resolver error at a dotted path ('document.expiryDate', 'beneficialOwners.0.pesel'). */
function messageAt(errors: unknown, path: string): unknown {
  const node = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);
  return (node as { message?: unknown } | undefined)?.message;
}

const clock = () => Date.UTC(2026, 10, 21, 12);
const en = getI18n('en').t as unknown as Translate;
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

describe('the questionnaire values', () => {
  it('the test data is valid for the shared schema', () => {
    expect(isPesel(peselFor(1985, 3, 14))).toBe(true);
    expect(isPesel(peselFor(2004, 12, 31))).toBe(true);
    expect(kycFormSchema(clock).safeParse(valuesToInput(validValues())).success).toBe(true);
  });

  it('leaves out what does not apply, so hidden answers never fail a step', () => {
    const v = validValues();
    v.propertyRegime = 'community';
    v.correspondenceAddress = { ...v.correspondenceAddress, zipCode: 'bad' };
    v.beneficialOwners = [{ firstName: '', surname: '', birthDate: '', citizenship: 'PL', pesel: '' }];
    const input = valuesToInput(v);
    expect(input.propertyRegime).toBeNull();
    expect(input.correspondenceAddress).toBeNull();
    expect(input.beneficialOwners).toEqual([]);
    expect(kycFormSchema(clock).safeParse(input).success).toBe(true);

    // Married, a different address, acting for someone: now they apply and are checked.
    v.maritalStatus = 'married';
    v.correspondenceSameAsResidential = false;
    v.ownBehalf = false;
    const result = kycFormSchema(clock).safeParse(valuesToInput(v));
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['correspondenceAddress.street', 'beneficialOwners.0.firstName']));
  });

  it('the resolver translates messages (with their values) and nests them by field', async () => {
    const resolver = kycResolver(clock, en);
    const v = validValues();
    v.pesel = '85031401231';
    v.sanctions.iran = '60';
    v.sanctions.cuba = '50';
    v.fundsOrigin = [];
    v.document.expiryDate = '25.11.2026';
    const { errors } = (await resolver(v, undefined, resolverOptions)) as { errors: Record<string, unknown> };
    expect(messageAt(errors, 'pesel')).toBe('Invalid PESEL number');
    expect(messageAt(errors, 'sanctions')).toBe('The percentages may not total more than 100%');
    expect(messageAt(errors, 'fundsOrigin')).toBe('Choose at least one origin of funds.');
    expect(messageAt(errors, 'document.expiryDate')).toBe(
      'The document expiry date cannot be earlier than 7 days from today',
    );
    v.pesel = peselFor(1985, 3, 15);
    const again = (await resolver(v, undefined, resolverOptions)) as { errors: Record<string, unknown> };
    expect(messageAt(again.errors, 'pesel')).toBe('The PESEL number does not match the birth date');
  });

  it('the cross-field rules run while later steps are still empty (the schema alone skips them then)', async () => {
    const resolver = kycResolver(clock, en);
    const v = emptyKycValues();
    v.firstName = 'Anna';
    v.birthDate = '14.03.1985';
    v.pesel = peselFor(1985, 3, 15);
    v.residentialAddress.zipCode = '80831';
    const { errors } = (await resolver(v, undefined, resolverOptions)) as { errors: Record<string, unknown> };
    expect(messageAt(errors, 'pesel')).toBe('The PESEL number does not match the birth date');
    expect(messageAt(errors, 'residentialAddress.zipCode')).toBe('Enter a valid zip code (NN-NNN)');
    expect(messageAt(errors, 'surname')).toBe('This field is required');
    // An empty birth date is only required: the PESEL is not held against a date nobody typed.
    v.birthDate = '';
    v.pesel = peselFor(1990, 1, 2);
    const again = (await resolver(v, undefined, resolverOptions)) as { errors: Record<string, unknown> };
    expect(again.errors.pesel).toBeUndefined();
    expect(messageAt(again.errors, 'birthDate')).toBe('This field is required');
    // Acting for someone else with an owner whose PESEL is wrong, the rest still empty.
    v.ownBehalf = false;
    v.beneficialOwners = [{ firstName: 'Jan', surname: 'Nowak', birthDate: '', citizenship: 'PL', pesel: '123' }];
    const owners = (await resolver(v, undefined, resolverOptions)) as { errors: Record<string, unknown> };
    expect(messageAt(owners.errors, 'beneficialOwners.0.pesel')).toBe('Invalid PESEL number');
  });

  it('a draft keeps every typed answer and comes back the same (the bank account in blocks of four)', () => {
    const v = validValues();
    v.bankAccount.iban = '61109010140000071219812874';
    v.ownBehalf = false;
    v.beneficialOwners = [{ firstName: 'Jan', surname: '', birthDate: '01.02.1970', citizenship: 'DE', pesel: '' }];
    const draft = valuesToDraft(v);
    expect(kycDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.surname).toBe('Nowak');
    expect(draft.middleName).toBeNull();
    const back = draftToValues(kycDraftSchema.parse(draft));
    expect(back.bankAccount.iban).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(back.beneficialOwners).toEqual(v.beneficialOwners);
    expect({ ...back, bankAccount: v.bankAccount }).toEqual(v);
    expect(draftToValues(null)).toEqual(emptyKycValues());
  });

  it('reopening resumes at the first step that does not pass yet, or the review', () => {
    expect(resumeStep(emptyKycValues(), clock)).toBe('personal');
    const v = validValues();
    expect(resumeStep(v, clock)).toBe('review');
    v.bankAccount.bankName = '';
    expect(resumeStep(v, clock)).toBe('bank');
    v.residentialAddress.zipCode = '80831';
    expect(resumeStep(v, clock)).toBe('addresses');
  });

  it('sums the sanctions shares in hundredths and writes them as percentages', () => {
    expect(sanctionsTotal({ iran: '12,5', russia: '30', cuba: '' })).toBe(4250);
    expect(sanctionsTotal({ iran: 'x' })).toBeNull();
    expect(sanctionsTotal({})).toBe(0);
    expect(formatPercent(4250)).toBe('42,5 %');
    expect(formatPercent(10_000)).toBe('100 %');
    expect(formatPercent(1)).toBe('0,01 %');
  });

  it('maps server paths to fields and fields to steps', () => {
    expect(fieldNameOfPath('beneficialOwners[0].pesel')).toBe('beneficialOwners.0.pesel');
    expect(stepOfField('beneficialOwners.0.pesel')).toBe('owners');
    expect(stepOfField('bankAccount.iban')).toBe('bank');
    expect(stepOfField('statementTrue')).toBe('sanctions');
  });

  it('the summary shows only what applies, in the page language', () => {
    const v = validValues();
    const sections = kycSummary(v, en, 'en');
    const status = sections.find((s) => s.step === 'status')!.rows.map((r) => r.label);
    expect(status).not.toContain('Property regime');
    const bank = sections.find((s) => s.step === 'bank')!.rows;
    expect(bank[0]).toEqual({ label: 'Account number (IBAN)', value: '61 1090 1014 0000 0712 1981 2874' });
    v.maritalStatus = 'married';
    v.propertyRegime = 'separate';
    const married = kycSummary(v, getI18n('pl').t as unknown as Translate, 'pl').find((s) => s.step === 'status')!.rows;
    expect(married[1]!.value).toBe(getI18n('pl').t('kyc.propertyRegime.separate'));
  });
});
