// Test data of the questionnaire's unit tests: a valid PESEL for a birth date (the checksum rule of
// src/lib/validation/pesel.ts) and a fully valid set of answers.
import { emptyKycValues, type KycFormValues } from './kyc-form-values';

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];

/** A valid PESEL for a birth date (1900-2099) with the given 4-digit serial. */
export function peselFor(year: number, month: number, day: number, serial = '0123'): string {
  const mm = month + (year >= 2000 ? 20 : 0);
  const body = `${String(year % 100).padStart(2, '0')}${String(mm).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A questionnaire every rule accepts (today before 2030). */
export function validValues(): KycFormValues {
  const v = emptyKycValues();
  return {
    ...v,
    title: 'mrs',
    firstName: 'Anna',
    surname: 'Nowak',
    birthDate: '14.03.1985',
    birthPlace: 'Gdańsk',
    citizenship: 'PL',
    pesel: peselFor(1985, 3, 14),
    document: { type: 'ID_CARD', number: 'ABC123456', expiryDate: '31.12.2030', country: 'PL' },
    residentialAddress: {
      street: 'Długa',
      buildingNumber: '5',
      apartmentNumber: '2',
      zipCode: '80-831',
      city: 'Gdańsk',
      country: 'PL',
    },
    maritalStatus: 'other',
    fundsOrigin: ['salary'],
    bankAccount: {
      iban: '61 1090 1014 0000 0712 1981 2874',
      swift: '',
      bankName: 'Santander',
      bankCity: 'Gdańsk',
      accountOwner: 'Anna Nowak',
    },
    statementTrue: true,
  };
}
