/** i18n keys of the field messages of SPEC section 5; zod schemas carry these keys as their messages. */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  passwordTooWeak: 'validation.passwordTooWeak',
  passwordsMustMatch: 'validation.passwordsMustMatch',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  number: 'validation.number',
  invalidDate: 'validation.invalidDate',
  dateNotPast: 'validation.dateNotPast',
  zipCode: 'validation.zipCode',
  bankAccount: 'validation.bankAccount',
  checkboxRequired: 'validation.checkboxRequired',
  phone: 'validation.phone',
  url: 'validation.url',
  peselInvalid: 'validation.peselInvalid',
  peselBirthDate: 'validation.peselBirthDate',
  investmentMin: 'validation.investmentMin',
  investmentMax: 'validation.investmentMax',
  investmentIndivisible: 'validation.investmentIndivisible',
  documentExpiry: 'validation.documentExpiry',
  emailList: 'validation.emailList',
  inviteMessage: 'validation.inviteMessage',
  networkRequired: 'validation.networkRequired',
  industryRequired: 'validation.industryRequired',
  sanctionsTotal: 'validation.sanctionsTotal',
  percentage: 'validation.percentage',
  invalidValue: 'validation.invalidValue',
  formIncomplete: 'validation.formIncomplete',
  refundDay: 'validation.refundDay',
  refundAmount: 'validation.refundAmount',
  refundAmountWhole: 'validation.refundAmountWhole',
  payoutAccountPln: 'validation.payoutAccountPln',
  payoutAccountEur: 'validation.payoutAccountEur',
  certificateCountryPoland: 'validation.certificateCountryPoland',
  certificateRate: 'validation.certificateRate',
  certificateDates: 'validation.certificateDates',
  oneFileOnly: 'validation.oneFileOnly',
  unexpectedFile: 'validation.unexpectedFile',
  tooManyFields: 'validation.tooManyFields',
} as const;

/** A failed check: the i18n key of its message and the values the message interpolates. */
interface ValidationFailure {
  key: string;
  params?: Record<string, unknown>;
}

/** What a check returns: null when the value is fine. */
export type CheckResult = ValidationFailure | null;
