// A complete, valid KYC questionnaire for tests (unit and API). PESEL 44051401359 encodes 14.05.1944.
import type { KycFormInput } from './kyc';

export const VALID_PESEL = '44051401359';
export const VALID_IBAN = 'PL61109010140000071219812874';

export function validKycForm(overrides: Partial<KycFormInput> = {}): KycFormInput {
  return {
    title: 'mrs',
    firstName: 'Anna',
    middleName: '',
    surname: 'Nowak',
    familyName: 'Kowalska',
    birthDate: '1944-05-14',
    birthPlace: 'Kraków',
    citizenship: 'PL',
    pesel: VALID_PESEL,
    document: { type: 'ID_CARD', number: 'ABC123456', expiryDate: 'indefinitely', country: 'PL' },
    residentialAddress: {
      street: 'Długa',
      buildingNumber: '5',
      apartmentNumber: '2',
      zipCode: '00-950',
      city: 'Warszawa',
      country: 'PL',
    },
    correspondenceSameAsResidential: true,
    correspondenceAddress: null,
    maritalStatus: 'other',
    propertyRegime: null,
    taxResidenceCountry: 'PL',
    nip: '',
    foreignTaxNumber: '',
    usPerson: false,
    ownBehalf: true,
    beneficialOwners: [],
    fundsOrigin: ['salary', 'savings'],
    fundsOriginDescription: '',
    pep: { isPep: false, familyMember: false, closeAssociate: false, position: '' },
    bankAccount: {
      iban: VALID_IBAN,
      swift: '',
      bankName: 'Bank Testowy',
      bankCity: 'Warszawa',
      accountOwner: 'Anna Nowak',
    },
    sanctions: { iran: '0', northKorea: '', syria: null, crimeaDonetsk: 0, cuba: '10', russia: '5,5' },
    statementTrue: true,
    ...overrides,
  };
}
