import { describe, expect, it } from 'vitest';
import { investorProfileSchema, PROFILE_V } from './investor-profile';

const messages = (value: unknown) => {
  const result = investorProfileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('investorProfileSchema', () => {
  it('keeps a person’s names and drops the company fields', () => {
    expect(
      investorProfileSchema.parse({
        kind: 'person',
        firstName: ' Ola ',
        surname: 'Nowak',
        companyName: 'X',
        nip: '1',
        taxResidenceCountry: 'pl',
      }),
    ).toEqual({
      kind: 'person',
      firstName: 'Ola',
      surname: 'Nowak',
      companyName: null,
      nip: null,
      taxResidenceCountry: 'PL',
    });
  });

  it('keeps a company’s name and NIP as 10 digits, and drops the names', () => {
    expect(
      investorProfileSchema.parse({
        kind: 'company',
        firstName: 'Ola',
        companyName: 'Nowak sp. z o.o.',
        nip: '526-000-12 46',
        taxResidenceCountry: 'DE',
      }),
    ).toEqual({
      kind: 'company',
      firstName: null,
      surname: null,
      companyName: 'Nowak sp. z o.o.',
      nip: '5260001246',
      taxResidenceCountry: 'DE',
    });
  });

  it('needs the kind’s own fields and the country, all reported at once', () => {
    expect(messages({ kind: 'person', firstName: ' ', taxResidenceCountry: '' })).toEqual([
      ['taxResidenceCountry', 'validation.required'],
      ['firstName', 'validation.required'],
      ['surname', 'validation.required'],
    ]);
    expect(messages({ kind: 'company', firstName: 'Ola', surname: 'Nowak', taxResidenceCountry: 'PL' })).toEqual([
      ['companyName', 'validation.required'],
      ['nip', 'validation.required'],
    ]);
    expect(messages({ taxResidenceCountry: 'PL' })).toEqual([['kind', 'validation.required']]);
    expect(messages({ kind: 'robot', taxResidenceCountry: 'PL' })).toEqual([['kind', 'validation.required']]);
  });

  it('checks the NIP checksum, the lengths and the country code’s shape', () => {
    expect(messages({ kind: 'company', companyName: 'Firma', nip: '1234567890', taxResidenceCountry: 'PL' })).toEqual([
      ['nip', PROFILE_V.nip],
    ]);
    expect(messages({ kind: 'company', companyName: 'Firma', nip: '12345', taxResidenceCountry: 'PL' })).toEqual([
      ['nip', PROFILE_V.nip],
    ]);
    expect(
      messages({ kind: 'company', companyName: 'F'.repeat(201), nip: '1234563218', taxResidenceCountry: 'POL' }),
    ).toEqual([
      ['companyName', 'validation.maxLength'],
      ['taxResidenceCountry', 'validation.invalidValue'],
    ]);
    expect(messages({ kind: 'person', firstName: 'A'.repeat(101), surname: 'B', taxResidenceCountry: 'P1' })).toEqual([
      ['firstName', 'validation.maxLength'],
      ['taxResidenceCountry', 'validation.invalidValue'],
    ]);
  });
});
