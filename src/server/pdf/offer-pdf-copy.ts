// The words of the offer document in each language (renderOfferPdf draws them).
import type { Language } from '../../lib/language';

export const COPY = {
  pl: {
    title: 'Podsumowanie oferty inwestycyjnej',
    investor: 'Inwestor',
    email: 'E-mail',
    campaign: 'Kampania',
    product: 'Produkt',
    interestType: 'Oprocentowanie',
    interestTypes: { fixed: 'stałe', variable: 'zmienne' },
    rate: 'Stopa roczna',
    frequency: 'Wypłata odsetek',
    frequencies: {
      monthly: 'co miesiąc',
      quarterly: 'co kwartał',
      'semi-annually': 'co pół roku',
      annually: 'co rok',
      'at-maturity': 'w dniu wykupu',
    },
    duration: 'Okres',
    units: {
      year: ['rok', 'lata', 'lat'],
      quarter: ['kwartał', 'kwartały', 'kwartałów'],
      month: ['miesiąc', 'miesiące', 'miesięcy'],
      day: ['dzień', 'dni', 'dni'],
    },
    subscription: 'Zapisy',
    limits: 'Minimalna / maksymalna inwestycja, krotność',
    noMax: 'bez limitu',
    amount: 'Kwota inwestycji',
    noAmount: 'nie podano',
    status: 'Status oferty',
    agreementDate: 'Data akceptacji',
    paymentDate: 'Data wpłaty',
    endDate: 'Data wykupu',
    schedule: 'Harmonogram wypłat odsetek',
    projected: 'Harmonogram szacunkowy: liczony od dnia wygenerowania dokumentu; obowiązujący powstanie w dniu wpłaty.',
    noSchedule: 'Harmonogram zostanie przygotowany po podaniu kwoty inwestycji.',
    columns: ['Lp.', 'Okres od', 'Okres do', 'Wypłata', 'Brutto', 'Podatek', 'Netto'],
    total: 'Razem',
    generated: 'Wygenerowano',
    offerId: 'Nr oferty',
    page: (n: number, of: number) => `Strona ${n} z ${of}`,
  },
  en: {
    title: 'Investment offer summary',
    investor: 'Investor',
    email: 'E-mail',
    campaign: 'Campaign',
    product: 'Product',
    interestType: 'Interest',
    interestTypes: { fixed: 'fixed', variable: 'variable' },
    rate: 'Annual rate',
    frequency: 'Interest paid',
    frequencies: {
      monthly: 'monthly',
      quarterly: 'quarterly',
      'semi-annually': 'semi-annually',
      annually: 'annually',
      'at-maturity': 'at maturity',
    },
    duration: 'Duration',
    units: {
      year: ['year', 'years', 'years'],
      quarter: ['quarter', 'quarters', 'quarters'],
      month: ['month', 'months', 'months'],
      day: ['day', 'days', 'days'],
    },
    subscription: 'Subscription',
    limits: 'Minimum / maximum investment, step',
    noMax: 'no limit',
    amount: 'Investment amount',
    noAmount: 'not given',
    status: 'Offer status',
    agreementDate: 'Accepted on',
    paymentDate: 'Paid on',
    endDate: 'Maturity',
    schedule: 'Interest payment schedule',
    projected:
      'Projected schedule: counted from the day of this document; the binding one is made on the payment date.',
    noSchedule: 'The schedule will be prepared once the investment amount is given.',
    columns: ['No.', 'From', 'To', 'Payment', 'Gross', 'Tax', 'Net'],
    total: 'Total',
    generated: 'Generated',
    offerId: 'Offer no.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
} as const;

export type PdfCopy = (typeof COPY)[Language];

/** Polish plural forms: 1 rok, 2-4 lata (not 12-14), else lat. */
export function unitWord(language: Language, forms: readonly [string, string, string], n: number): string {
  if (language === 'en') return n === 1 ? forms[0] : forms[1];
  if (n === 1) return forms[0];
  const mod10 = n % 10;
  const mod100 = n % 100;
  return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? forms[1] : forms[2];
}
