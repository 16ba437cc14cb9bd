import { describe, expect, it } from 'vitest';
import { dictionaries, getT } from '../../i18n';
import { fieldKeyCandidates, fieldLabel } from './field-labels';

const en = getT('en');
const pl = getT('pl');

/** The path has its own fields.* entry in both dictionaries, and fieldLabel returns it. */
function expectLabelled(path: string) {
  const key = `fields.${path}`;
  expect(dictionaries.pl[key], key).toBeTruthy();
  expect(dictionaries.en[key], key).toBeTruthy();
  expect(fieldLabel(path, pl)).toBe(dictionaries.pl[key]);
  expect(fieldLabel(path, en)).toBe(dictionaries.en[key]);
}

describe('fieldLabel', () => {
  it('labels every invoice-like document field of SPEC section 3 in both languages', () => {
    const paths = [
      'counterpartyTaxId',
      'counterpartyName',
      'counterpartyStreet',
      'counterpartyStreetNumber',
      'counterpartyApartmentNumber',
      'counterpartyCity',
      'counterpartyZipCode',
      'counterpartyCountry',
      'documentType',
      'documentNumber',
      'correctedDocumentNumber',
      'issueDate',
      'paymentDate',
      'saleDate',
      'additionDate',
      'paymentMethod',
      'paymentStatus',
      'currency',
      'bankAccount',
      'bankAccountCountry',
      'ledgerAccount',
      'costCenter',
    ];
    for (const path of paths) expectLabelled(path);
  });

  it('labels the advisor and offer fields of SPEC section 3', () => {
    for (const path of [
      'firstName',
      'surname',
      'email',
      'brokerNetworkIds',
      'externalId',
      'documentExpiryDate',
      'documentCountry',
      'powerOfAttorneyStartDate',
      'powerOfAttorneyEndDate',
      'investorEmail',
      'investmentValue',
      'networkId',
      'message',
    ]) {
      expectLabelled(path);
    }
    expect(fieldLabel('surname', pl)).toBe('Nazwisko');
  });

  it('finds labels for nested and indexed paths', () => {
    expect(fieldLabel('counterparty.taxId', en)).toBe('Counterparty tax ID');
    expect(fieldLabel('beneficialOwners[0].pesel', en)).toBe('PESEL');
    expect(fieldLabel('owners.1.first_name', en)).toBe('First name');
    expect(fieldKeyCandidates('a.b')).toEqual(['fields.a.b', 'fields.aB', 'fields.b']);
  });

  it('falls back to the capitalised property path', () => {
    expect(fieldLabel('unknownThing', en)).toBe('UnknownThing');
    expect(fieldLabel('', en)).toBe('');
  });
});
