import { describe, expect, it } from 'vitest';
import { investFormFailures, type InvestFormInput } from './invest-form';

const rules = { minInvestment: 1_000_000, maxInvestment: null, step: 100_000 };
const valid: InvestFormInput = {
  investmentValue: 1_200_000,
  firstName: 'Zofia',
  surname: 'Żabińska',
  phone: '+48 600 100 200',
  consents: { documents: true, marketingConsent1: false, marketingConsent2: false },
};

describe('investFormFailures', () => {
  it('accepts a complete form; marketing consents are optional', () => {
    expect(investFormFailures(valid, rules, true)).toEqual({});
  });
  it('names every failing field', () => {
    const failures = investFormFailures(
      {
        ...valid,
        investmentValue: 1_050_000,
        firstName: ' ',
        surname: 'x'.repeat(101),
        phone: '12',
        consents: { ...valid.consents, documents: false },
      },
      rules,
      true,
    );
    expect(failures).toEqual({
      investmentValue: { key: 'validation.investmentIndivisible', params: { step: '1 000,00' } },
      firstName: { key: 'validation.required' },
      surname: { key: 'validation.maxLength', params: { max: 100 } },
      phone: { key: 'validation.phone' },
      'consents.documents': { key: 'validation.checkboxRequired' },
    });
  });
  it('requires the documents only when the landing has any', () => {
    expect(investFormFailures({ ...valid, consents: { ...valid.consents, documents: false } }, rules, false)).toEqual(
      {},
    );
  });
  it('refuses an amount that is not integer minor units', () => {
    expect(investFormFailures({ ...valid, investmentValue: Number.NaN }, rules, true).investmentValue).toEqual({
      key: 'validation.number',
    });
    expect(investFormFailures({ ...valid, investmentValue: 1_200_000.5 }, rules, true).investmentValue).toEqual({
      key: 'validation.number',
    });
  });
});
