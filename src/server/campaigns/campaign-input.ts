// The campaign file of the admin CLI (campaign create|update|import) and its validation. Money is integer
// minor units when written as a JSON integer, or a decimal string of major units ("10000.00") converted
// exactly; rates are basis points (850) or a percent string ("8.50"). docs/decisions/0015-campaign-data.md.
import { z } from 'zod';
import {
  CURRENCIES,
  DURATION_UNITS,
  INTEREST_TYPES,
  PAYMENT_FREQUENCIES,
  parseDecimalAmount,
  type CampaignTranslations,
  type Currency,
  type DurationUnit,
  type InterestType,
  type PaymentFrequency,
} from '../../lib/contracts/campaign';
import { campaignIssuerSchema } from '../../lib/contracts/campaign-issuer';
import { issuerColumns, issuerOf } from './issuer-columns';
import { LANGUAGES } from '../../lib/language';
import { isBankAccount } from '../../lib/validation/patterns';
import { normalisedIban } from '../../lib/format/bank-account';

const MAX_MINOR = Number.MAX_SAFE_INTEGER;

/** A positive amount: an integer of minor units, or a decimal string of major units. */
const money = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const minor = typeof value === 'number' ? value : parseDecimalAmount(value);
  if (minor === null || !Number.isSafeInteger(minor) || minor <= 0 || minor > MAX_MINOR) {
    ctx.addIssue({
      code: 'custom',
      message:
        typeof value === 'number'
          ? `${value} is not a positive integer number of minor units (write "10000.00" for major units)`
          : `"${value}" is not a positive amount with at most two decimals`,
    });
    return z.NEVER;
  }
  return minor;
});

/** Basis points (integer) or a percent string with at most two decimals ("8.5" -> 850). */
const rate = z.union([z.number(), z.string()]).transform((value, ctx) => {
  // A percent with two decimals has the digits of basis points: "8.50" -> 850.
  const bp = typeof value === 'number' ? value : parseDecimalAmount(value);
  if (bp === null || !Number.isSafeInteger(bp) || bp < 0 || bp > 100_000) {
    ctx.addIssue({
      code: 'custom',
      message: `${JSON.stringify(value)} is not basis points (850) or a percent with at most two decimals ("8.50")`,
    });
    return z.NEVER;
  }
  return bp;
});

const calendarDate = z.iso.date('a date YYYY-MM-DD');

const translation = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).optional(),
});
const translations = z
  .object({ pl: translation })
  .extend(Object.fromEntries(LANGUAGES.filter((l) => l !== 'pl').map((l) => [l, translation.optional()])))
  .strict();

const duration = z.object({ value: z.number().int().positive().max(1200), unit: z.enum(DURATION_UNITS) }).strict();
const imageUrl = z
  .string()
  .regex(/^(https?:\/\/|\/)[^\s"'<>]*$/, 'an http(s) URL or a path starting with /')
  .nullable();

/** Who investors pay: the recipient's name and an IBAN (a Polish NRB gets its PL), checked by its mod-97 sum. */
const paymentRecipient = z
  .object({
    name: z.string().trim().min(1).max(140),
    account: z
      .string()
      .trim()
      .max(64)
      .refine(
        isBankAccount,
        'an IBAN with a valid checksum (spaces allowed), e.g. "PL61 1090 1014 0000 0712 1981 2874"',
      )
      .transform(normalisedIban),
  })
  .strict()
  .nullable();

const productFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/, 'letters, digits, dot, dash or underscore, up to 40'),
  translations,
  interestType: z.enum(INTEREST_TYPES),
  annualRate: rate,
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  duration,
  imageUrl,
};

/** A product in the file: code, names and rate; the other terms default to the campaign's. */
const productSchema = z
  .object(productFields)
  .partial({ interestType: true, paymentFrequency: true, duration: true, imageUrl: true })
  .strict();

const campaignFields = {
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and dashes'),
  translations,
  interestType: z.enum(INTEREST_TYPES),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES),
  duration,
  currency: z.enum(CURRENCIES),
  minInvestment: money,
  maxInvestment: money.nullable(),
  step: money,
  target: money,
  startDate: calendarDate,
  endDate: calendarDate,
  /** true closes the campaign early (now); false reopens it. */
  closed: z.boolean(),
  imageUrl,
  /** The transfer details investors see after accepting; null: their advisor gives them. */
  paymentRecipient,
  /** The issuer the yearly statement names (name, address, NIP, KRS; blanks not recorded); null: none recorded. */
  issuer: campaignIssuerSchema.nullable(),
  products: z.array(productSchema).max(50),
};

/** One campaign of the file, complete (create, import). */
export const campaignFileSchema = z
  .object(campaignFields)
  .partial({
    maxInvestment: true,
    closed: true,
    imageUrl: true,
    paymentRecipient: true,
    issuer: true,
    products: true,
  })
  .strict();
/** A change of a campaign (update): every field optional; products are upserted by code. */
export const campaignChangeSchema = z.object(campaignFields).partial().strict();
/** The import file: {"campaigns": [...]} or just the array. */
export const campaignImportSchema = z.preprocess(
  (file) => (Array.isArray(file) ? { campaigns: file } : file),
  z
    .object({ campaigns: z.array(campaignFileSchema).min(1) })
    .strict()
    .transform((file) => file.campaigns),
);

export type CampaignFileInput = z.infer<typeof campaignFileSchema>;
export type CampaignChangeInput = z.infer<typeof campaignChangeSchema>;
export type ProductFileInput = z.infer<typeof productSchema>;

/** A campaign's stored fields, complete (after defaults and merging a change). */
export interface CampaignValues {
  slug: string;
  translations: CampaignTranslations;
  interestType: InterestType;
  paymentFrequency: PaymentFrequency;
  durationValue: number;
  durationUnit: DurationUnit;
  currency: Currency;
  minInvestment: number;
  maxInvestment: number | null;
  step: number;
  target: number;
  startDate: string;
  endDate: string;
  imageUrl: string | null;
  recipientName: string | null;
  recipientAccount: string | null;
  issuerName: string | null;
  issuerAddress: string | null;
  issuerNip: string | null;
  issuerKrs: string | null;
}

export interface ProductValues {
  code: string;
  translations: CampaignTranslations;
  interestType: InterestType;
  annualRateBasisPoints: number;
  paymentFrequency: PaymentFrequency;
  durationValue: number;
  durationUnit: DurationUnit;
  imageUrl: string | null;
}

export interface Problem {
  path: Array<string | number>;
  message: string;
}

/** Rules across fields of a complete campaign (bounds, dates); the problems, empty when it is consistent. */
export function campaignProblems(c: CampaignValues): Problem[] {
  const problems: Problem[] = [];
  if (c.maxInvestment !== null && c.maxInvestment < c.minInvestment)
    problems.push({ path: ['maxInvestment'], message: 'must be at least minInvestment' });
  if (c.minInvestment % c.step !== 0) problems.push({ path: ['minInvestment'], message: 'must be a multiple of step' });
  if (c.maxInvestment !== null && c.maxInvestment % c.step !== 0)
    problems.push({ path: ['maxInvestment'], message: 'must be a multiple of step' });
  if (c.target < c.minInvestment) problems.push({ path: ['target'], message: 'must be at least minInvestment' });
  if (c.endDate < c.startDate) problems.push({ path: ['endDate'], message: 'must not be before startDate' });
  return problems;
}

/** A product of the file with the campaign's terms filled in. */
export function productValues(
  p: ProductFileInput,
  campaign: Pick<CampaignValues, 'interestType' | 'paymentFrequency' | 'durationValue' | 'durationUnit'>,
): ProductValues {
  return {
    code: p.code,
    translations: p.translations as CampaignTranslations,
    interestType: p.interestType ?? campaign.interestType,
    annualRateBasisPoints: p.annualRate,
    paymentFrequency: p.paymentFrequency ?? campaign.paymentFrequency,
    durationValue: p.duration?.value ?? campaign.durationValue,
    durationUnit: p.duration?.unit ?? campaign.durationUnit,
    imageUrl: p.imageUrl ?? null,
  };
}

/** The payment recipient of a change applied to `base`: kept when the change leaves it out, else replaced. */
function mergeRecipient(
  base: CampaignValues,
  change: CampaignChangeInput,
): Pick<CampaignValues, 'recipientName' | 'recipientAccount'> {
  if (change.paymentRecipient === undefined)
    return { recipientName: base.recipientName, recipientAccount: base.recipientAccount };
  return {
    recipientName: change.paymentRecipient?.name ?? null,
    recipientAccount: change.paymentRecipient?.account ?? null,
  };
}

type IssuerValues = Pick<CampaignValues, 'issuerName' | 'issuerAddress' | 'issuerNip' | 'issuerKrs'>;

/** The issuer of a change applied to `base`: kept when the change leaves it out, else replaced (null clears it). */
function mergeIssuer(base: CampaignValues, change: CampaignChangeInput): IssuerValues {
  return issuerColumns(change.issuer === undefined ? issuerOf(base) : change.issuer);
}

/** The campaign's terms (interest, payments, duration) of a change applied to `base`. */
function mergeTerms(
  base: CampaignValues,
  change: CampaignChangeInput,
): Pick<CampaignValues, 'interestType' | 'paymentFrequency' | 'durationValue' | 'durationUnit'> {
  return {
    interestType: change.interestType ?? base.interestType,
    paymentFrequency: change.paymentFrequency ?? base.paymentFrequency,
    durationValue: change.duration?.value ?? base.durationValue,
    durationUnit: change.duration?.unit ?? base.durationUnit,
  };
}

/** The stored fields of a change applied to `base` (undefined fields keep their value). */
export function mergeCampaign(base: CampaignValues, change: CampaignChangeInput): CampaignValues {
  return {
    slug: change.slug ?? base.slug,
    translations: (change.translations as CampaignTranslations | undefined) ?? base.translations,
    ...mergeTerms(base, change),
    currency: change.currency ?? base.currency,
    minInvestment: change.minInvestment ?? base.minInvestment,
    maxInvestment: change.maxInvestment !== undefined ? change.maxInvestment : base.maxInvestment,
    step: change.step ?? base.step,
    target: change.target ?? base.target,
    startDate: change.startDate ?? base.startDate,
    endDate: change.endDate ?? base.endDate,
    imageUrl: change.imageUrl !== undefined ? change.imageUrl : base.imageUrl,
    ...mergeRecipient(base, change),
    ...mergeIssuer(base, change),
  };
}

/** A complete campaign from the file (create, import). */
export function campaignValues(input: CampaignFileInput): CampaignValues {
  return mergeCampaign(
    {
      ...(input as unknown as CampaignValues),
      durationValue: input.duration.value,
      durationUnit: input.duration.unit,
      maxInvestment: null,
      imageUrl: null,
      recipientName: null,
      recipientAccount: null,
      issuerName: null,
      issuerAddress: null,
      issuerNip: null,
      issuerKrs: null,
    },
    input,
  );
}
