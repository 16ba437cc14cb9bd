import { describe, expect, it } from 'vitest';
import { advisorSchema } from './advisor';

const today = new Date('2025-01-15T23:30:00Z');
const schema = advisorSchema(() => today);
const base = {
  firstName: ' Anna ',
  surname: 'Nowak',
  email: 'Anna@Example.COM',
  brokerNetworkIds: ['0F8FAD5B-D9CB-469F-A165-70867728950E', '0f8fad5b-d9cb-469f-a165-70867728950e'],
  documentType: 'PASSPORT',
  documentNumber: 'EA123456',
  documentExpiryDate: '22.01.2025',
  documentCountry: 'de',
};

const messages = (input: Record<string, unknown>) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('advisorSchema', () => {
  it('normalises: trimmed names, lower-case e-mail, distinct network ids, ISO dates, upper-case country', () => {
    expect(
      schema.parse({ ...base, externalId: '', powerOfAttorneyStartDate: '01.02.2025', powerOfAttorneyEndDate: '' }),
    ).toEqual({
      firstName: 'Anna',
      surname: 'Nowak',
      email: 'anna@example.com',
      brokerNetworkIds: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
      externalId: null,
      documentType: 'PASSPORT',
      documentNumber: 'EA123456',
      documentExpiryDate: '2025-01-22',
      documentCountry: 'DE',
      powerOfAttorneyStartDate: '2025-02-01',
      powerOfAttorneyEndDate: null,
    });
  });

  it('takes the document expiry from 7 days after the clock’s day, or indefinitely', () => {
    expect(messages({ ...base, documentExpiryDate: '2025-01-21' })).toEqual({
      documentExpiryDate: 'validation.documentExpiry',
    });
    expect(messages({ ...base, documentExpiryDate: 'indefinitely' })).toEqual({});
    expect(messages({ ...base, documentExpiryDate: '31.02.2030' })).toEqual({
      documentExpiryDate: 'validation.invalidDate',
    });
  });

  it('wants at least one network, a known document type and the power of attorney in order', () => {
    expect(
      messages({
        ...base,
        brokerNetworkIds: [],
        documentType: 'VISA',
        powerOfAttorneyStartDate: '2025-03-01',
        powerOfAttorneyEndDate: '28.02.2025',
      }),
    ).toEqual({
      brokerNetworkIds: 'validation.networkRequired',
      documentType: 'validation.required',
      powerOfAttorneyEndDate: 'validation.powerOfAttorneyEnd',
    });
    expect(messages({ ...base, powerOfAttorneyStartDate: '2025-03-01', powerOfAttorneyEndDate: '01.03.2025' })).toEqual(
      {},
    );
  });
});
