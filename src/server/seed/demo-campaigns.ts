// The demo campaigns of each demo brand: two active PLN campaigns, one active EUR campaign, one upcoming and
// one completed, with realistic Polish corporate-bond terms. Dates are relative to the seed's clock so the
// demo always has campaigns in every state.
import type {
  CampaignTranslations,
  Currency,
  DurationUnit,
  InterestType,
  PaymentFrequency,
} from '../../lib/contracts/campaign';

interface DemoProduct {
  code: string;
  translations: CampaignTranslations;
  interestType: InterestType;
  annualRateBasisPoints: number;
  paymentFrequency: PaymentFrequency;
  durationValue: number;
  durationUnit: DurationUnit;
}

export interface DemoCampaign {
  slug: string;
  /** active, upcoming or completed: how offers are spread over it. */
  phase: 'active' | 'upcoming' | 'completed';
  translations: CampaignTranslations;
  interestType: InterestType;
  paymentFrequency: PaymentFrequency;
  durationValue: number;
  durationUnit: DurationUnit;
  currency: Currency;
  /** Major units (whole PLN / EUR); the seed multiplies by 100. */
  min: number;
  max: number | null;
  step: number;
  target: number;
  /** Days from today (negative: in the past). */
  startIn: number;
  endIn: number;
  products: DemoProduct[];
  /** Share of the brand's offers. */
  weight: number;
}

interface Issuer {
  /** Code prefix of the products, e.g. HOR. */
  prefix: string;
  /** Names of the five issuers (pl, en share the company name). */
  companies: [string, string, string, string, string];
}

const ISSUERS: Record<string, Issuer> = {
  default: {
    prefix: 'HOR',
    companies: [
      'Horyzont Development',
      'Horyzont Energia',
      'Horyzont Capital',
      'Horyzont Logistyka',
      'Horyzont Leasing',
    ],
  },
  navy: {
    prefix: 'BAL',
    companies: ['Bałtycka Stocznia', 'Port Gdynia Invest', 'Bałtycki Kapitał', 'Morska Energia', 'Bałtycki Leasing'],
  },
  emerald: {
    prefix: 'SZM',
    companies: ['Szmaragd Nieruchomości', 'Zielona Energia', 'Szmaragd Kapitał', 'Agro Szmaragd', 'Szmaragd Faktoring'],
  },
};

const t = (pl: [string, string], en: [string, string]): CampaignTranslations => ({
  pl: { name: pl[0], description: pl[1] },
  en: { name: en[0], description: en[1] },
});

const product = (
  code: string,
  names: [string, string],
  rate: number,
  frequency: PaymentFrequency,
  months: number,
  interestType: InterestType = 'fixed',
): DemoProduct => ({
  code,
  translations: { pl: { name: names[0] }, en: { name: names[1] } },
  interestType,
  annualRateBasisPoints: rate,
  paymentFrequency: frequency,
  durationValue: months,
  durationUnit: 'month',
});

/** The two campaigns in PLN open now: mortgage-backed series A bonds and floating-rate green energy bonds. */
function plnBondCampaigns(issuer: Issuer): DemoCampaign[] {
  const [dev, energy] = issuer.companies;
  const p = issuer.prefix;
  return [
    {
      slug: 'obligacje-seria-a',
      phase: 'active',
      translations: t(
        [
          `${dev} – obligacje serii A`,
          `Dwuletnie obligacje zabezpieczone hipoteką na gruntach inwestycyjnych. Odsetki 8,50 % w skali roku wypłacane co kwartał.`,
        ],
        [
          `${dev} – series A bonds`,
          `Two-year bonds secured by a mortgage on development land. 8.50 % a year paid quarterly.`,
        ],
      ),
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 24,
      durationUnit: 'month',
      currency: 'PLN',
      min: 10_000,
      max: 500_000,
      step: 1_000,
      target: 8_000_000,
      startIn: -150,
      endIn: 45,
      products: [
        product(`${p}-A24`, ['Seria A, 24 miesiące', 'Series A, 24 months'], 850, 'quarterly', 24),
        product(`${p}-A36`, ['Seria A, 36 miesięcy', 'Series A, 36 months'], 900, 'quarterly', 36),
      ],
      weight: 0.34,
    },
    {
      slug: 'obligacje-zielona-energia',
      phase: 'active',
      translations: t(
        [
          `${energy} – obligacje o zmiennym oprocentowaniu`,
          `Finansowanie farm fotowoltaicznych. Oprocentowanie WIBOR 3M + 4,00 p.p., odsetki co miesiąc.`,
        ],
        [`${energy} – floating-rate bonds`, `Financing solar farms. WIBOR 3M + 4.00 pp, interest paid monthly.`],
      ),
      interestType: 'variable',
      paymentFrequency: 'monthly',
      durationValue: 3,
      durationUnit: 'year',
      currency: 'PLN',
      min: 10_000,
      max: null,
      step: 1_000,
      target: 6_000_000,
      startIn: -90,
      endIn: 80,
      products: [
        product(`${p}-ZE36`, ['Seria ZE, 36 miesięcy', 'Series ZE, 36 months'], 985, 'monthly', 36, 'variable'),
      ],
      weight: 0.3,
    },
  ];
}

/** The campaign in EUR open now. */
function euroBondCampaigns(issuer: Issuer): DemoCampaign[] {
  const [, , capital] = issuer.companies;
  const p = issuer.prefix;
  return [
    {
      slug: 'euro-obligacje-2027',
      phase: 'active',
      translations: t(
        [`${capital} – obligacje w euro`, `Obligacje denominowane w EUR, 6,00 % w skali roku, odsetki co pół roku.`],
        [`${capital} – euro bonds`, `EUR-denominated bonds, 6.00 % a year, interest paid semi-annually.`],
      ),
      interestType: 'fixed',
      paymentFrequency: 'semi-annually',
      durationValue: 3,
      durationUnit: 'year',
      currency: 'EUR',
      min: 5_000,
      max: 250_000,
      step: 1_000,
      target: 2_000_000,
      startIn: -60,
      endIn: 100,
      products: [
        product(`${p}-EUR3`, ['Seria EUR, 3 lata', 'Series EUR, 3 years'], 600, 'semi-annually', 36),
        product(`${p}-EUR1`, ['Seria EUR, 12 miesięcy', 'Series EUR, 12 months'], 525, 'at-maturity', 12),
      ],
      weight: 0.14,
    },
  ];
}

/** A campaign that opens soon and one that ended. */
function upcomingAndCompletedCampaigns(issuer: Issuer): DemoCampaign[] {
  const [, , , logistics, leasing] = issuer.companies;
  const p = issuer.prefix;
  return [
    {
      slug: 'obligacje-logistyka-2026',
      phase: 'upcoming',
      translations: t(
        [`${logistics} – obligacje serii L`, `Rozbudowa centrów magazynowych. Zapisy ruszają wkrótce.`],
        [`${logistics} – series L bonds`, `Expanding warehouse hubs. Subscription opens soon.`],
      ),
      interestType: 'fixed',
      paymentFrequency: 'annually',
      durationValue: 4,
      durationUnit: 'year',
      currency: 'PLN',
      min: 20_000,
      max: 1_000_000,
      step: 5_000,
      target: 10_000_000,
      startIn: 20,
      endIn: 110,
      products: [
        product(`${p}-L48`, ['Seria L, 4 lata', 'Series L, 4 years'], 800, 'annually', 48),
        product(`${p}-L12`, ['Seria L, 12 miesięcy', 'Series L, 12 months'], 750, 'at-maturity', 12),
        product(`${p}-L24`, ['Seria L, 24 miesiące', 'Series L, 24 months'], 775, 'semi-annually', 24),
      ],
      weight: 0.04,
    },
    {
      slug: 'obligacje-leasing-2024',
      phase: 'completed',
      translations: t(
        [`${leasing} – obligacje serii K`, `Emisja zakończona. Odsetki 9,50 % w skali roku wypłacane co kwartał.`],
        [`${leasing} – series K bonds`, `Issue closed. 9.50 % a year paid quarterly.`],
      ),
      interestType: 'fixed',
      paymentFrequency: 'quarterly',
      durationValue: 24,
      durationUnit: 'month',
      currency: 'PLN',
      min: 10_000,
      max: 300_000,
      step: 1_000,
      target: 4_000_000,
      startIn: -420,
      endIn: -330,
      products: [product(`${p}-K24`, ['Seria K, 24 miesiące', 'Series K, 24 months'], 950, 'quarterly', 24)],
      weight: 0.18,
    },
  ];
}

/** The campaigns of a demo brand (by landing slug); none for other landings. */
export function demoCampaigns(slug: string): DemoCampaign[] {
  const issuer = ISSUERS[slug];
  if (!issuer) return [];
  return [...plnBondCampaigns(issuer), ...euroBondCampaigns(issuer), ...upcomingAndCompletedCampaigns(issuer)];
}

/** mod 97 of a long digit string, in chunks (ISO 13616). */
function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(`${rest}${digits.slice(i, i + 7)}`) % 97;
  return rest;
}

/**
 * A demo campaign's recipient: its issuer (the name before " – "), as a company, and a Polish IBAN made from
 * `random` with its check digits computed, so it passes the same check as an operator's account.
 */
export function demoRecipient(campaign: DemoCampaign, random: () => number): { name: string; account: string } {
  const company = campaign.translations.pl.name.split(' – ')[0]!;
  // A bank's sort code (8 digits) and 16 digits of account.
  let bban = '10901014';
  while (bban.length < 24) bban += String(Math.floor(random() * 10));
  // 'PL' is 25 21 in the checksum's letters-as-numbers.
  const check = String(98 - mod97(`${bban}252100`)).padStart(2, '0');
  return { name: `${company} S.A.`, account: `PL${check}${bban}` };
}
