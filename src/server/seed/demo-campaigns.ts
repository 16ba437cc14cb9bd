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
import type { CampaignIssuer } from '../../lib/contracts/campaign-issuer';

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

/** An issuer's registered address, NIP and KRS (decision 0078), as the campaign file would record them. */
interface Registered {
  address: string;
  nip: string;
  krs: string;
}

/**
 * The register data of the demo issuers, by company name: fictional. Each NIP passes the project's check digit
 * (isNip) but starts with 0, which no tax office's code does, and each KRS is far beyond the numbers the register
 * has given, so none is a real company's.
 */
const REGISTERED: Record<string, Registered> = {
  'Horyzont Development': { address: 'ul. Widokowa 14, 02-495 Warszawa', nip: '0954182739', krs: '0009901101' },
  'Horyzont Energia': { address: 'ul. Słoneczna 8, 31-416 Kraków', nip: '0956029166', krs: '0009901102' },
  'Horyzont Capital': { address: 'al. Nowego Świtu 3 lok. 12, 00-695 Warszawa', nip: '0957314064', krs: '0009901103' },
  'Horyzont Logistyka': { address: 'ul. Magazynowa 27, 05-800 Pruszków', nip: '0964182735', krs: '0009901104' },
  'Horyzont Leasing': { address: 'ul. Dalekiego Widoku 5, 90-361 Łódź', nip: '0966029156', krs: '0009901105' },
  'Bałtycka Stocznia': { address: 'ul. Pochylni 2, 80-864 Gdańsk', nip: '0967314060', krs: '0009901201' },
  'Port Gdynia Invest': { address: 'ul. Nabrzeże Śledziowe 9, 81-336 Gdynia', nip: '0974182731', krs: '0009901202' },
  'Bałtycki Kapitał': { address: 'ul. Bursztynowa 41, 81-731 Sopot', nip: '0976029152', krs: '0009901203' },
  'Morska Energia': { address: 'ul. Latarników 6, 78-100 Kołobrzeg', nip: '0977314067', krs: '0009901204' },
  'Bałtycki Leasing': { address: 'ul. Kapitańska 18, 71-602 Szczecin', nip: '0984182738', krs: '0009901205' },
  'Szmaragd Nieruchomości': {
    address: 'ul. Zielonych Tarasów 11, 50-231 Wrocław',
    nip: '0986029159',
    krs: '0009901301',
  },
  'Zielona Energia': { address: 'ul. Wiatraczna 4, 60-479 Poznań', nip: '0987314063', krs: '0009901302' },
  'Szmaragd Kapitał': { address: 'pl. Szmaragdowy 1, 20-107 Lublin', nip: '0994182734', krs: '0009901303' },
  'Agro Szmaragd': { address: 'ul. Żytnia 33, 10-694 Olsztyn', nip: '0996029155', krs: '0009901304' },
  'Szmaragd Faktoring': { address: 'ul. Rachunkowa 7, 35-959 Rzeszów', nip: '0997314076', krs: '0009901305' },
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

/** The company that issues a demo campaign: its name before " – ". */
const companyOf = (campaign: DemoCampaign) => campaign.translations.pl.name.split(' – ')[0]!;

/**
 * A demo campaign's recipient: its issuer, as a company, and a Polish IBAN made from `random` with its check digits
 * computed, so it passes the same check as an operator's account.
 */
export function demoRecipient(campaign: DemoCampaign, random: () => number): { name: string; account: string } {
  const company = companyOf(campaign);
  // A bank's sort code (8 digits) and 16 digits of account.
  let bban = '10901014';
  while (bban.length < 24) bban += String(Math.floor(random() * 10));
  // 'PL' is 25 21 in the checksum's letters-as-numbers.
  const check = String(98 - mod97(`${bban}252100`)).padStart(2, '0');
  return { name: `${company} S.A.`, account: `PL${check}${bban}` };
}

/** A demo campaign's issuer for the yearly statement (decision 0078): the recipient's name and the register data. */
export function demoIssuer(campaign: DemoCampaign): CampaignIssuer {
  const company = companyOf(campaign);
  const registered = REGISTERED[company];
  if (!registered) throw new Error(`no register data for the demo issuer ${company}`);
  return { name: `${company} S.A.`, ...registered };
}
