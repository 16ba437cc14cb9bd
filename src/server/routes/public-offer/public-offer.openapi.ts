// The response bodies of the public campaign-offer API (public-offer.routes.ts) as zod schemas, for the OpenAPI
// declaration of the routes and the API tests' check of every answer. They describe src/lib/contracts/public-offer.ts
// (each `satisfies` the shared type, so the two cannot drift apart); the investor API reuses them.
import { fileResponse, z } from '../../openapi/common';
import { offerRefundSchema } from '../../../lib/contracts/refund';
import { UPLOAD_MEDIA_TYPES } from '../../uploads/upload-limits';
import type {
  AttachmentInfo,
  CampaignView,
  OfferDictionary,
  OfferView,
  ProductView,
  PublicOffer,
} from '../../../lib/contracts/public-offer';
import type { InvestFormResult } from '../../../lib/investment/invest-form';
import { LANGUAGES } from '../../../lib/language';
import {
  CAMPAIGN_STATES,
  CURRENCIES,
  DURATION_UNITS,
  INTEREST_TYPES,
  OFFER_STATUSES,
  PAYMENT_FREQUENCIES,
  SCHEDULE_STATUSES,
} from '../../../lib/contracts/campaign';

/**
 * A query string schema that reads each key's first value, as c.req.query(name) does: a repeated key
 * (?lang=en&lang=pl) is not a 400 of its own, the first value counts, as before the routes were declared.
 */
export function firstValues<S extends z.ZodObject>(schema: S) {
  const first = (value: unknown) => (Array.isArray(value) ? (value as unknown[])[0] : value);
  // Per field (not around the object), so the document still lists each parameter with its type.
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, z.preprocess(first, field)]),
  );
  return z.object(shape).catchall(z.unknown()) as unknown as S;
}

/** ?lang=pl|en: the language of names in the answer; anything else falls back to Accept-Language, then Polish. */
export const langShape = { lang: z.string().optional().openapi({ example: 'en' }) };
export const langQuery = firstValues(z.object(langShape));

/** A row id (uuid; any version, as the database makes them). */
export const idString = z.guid();
/** A calendar day, 'YYYY-MM-DD'. */
export const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An ISO 8601 instant as Date#toISOString writes it. */
export const instantString = z.iso.datetime();
/** Integer minor units of a currency (or a count, a size in bytes). */
export const wholeNumber = z.number().int();

export const languageSchema = z.enum(LANGUAGES);
export const currencySchema = z.enum(CURRENCIES);
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export const interestTypeSchema = z.enum(INTEREST_TYPES);
export const paymentFrequencySchema = z.enum(PAYMENT_FREQUENCIES);
export const campaignStateSchema = z.enum(CAMPAIGN_STATES);
export const scheduleStatusSchema = z.enum(SCHEDULE_STATUSES);
export const durationSchema = z.object({ value: wholeNumber, unit: z.enum(DURATION_UNITS) });
/** Offers per status, every status present. */
export const offerCountsSchema = z.object(
  Object.fromEntries(OFFER_STATUSES.map((status) => [status, wholeNumber])) as Record<
    (typeof OFFER_STATUSES)[number],
    typeof wholeNumber
  >,
);

const translationSchema = z.object({ name: z.string(), description: z.string().optional() });
/** Keyed by language; pl always present. */
const translationsSchema = z.object({ pl: translationSchema, en: translationSchema.optional() });

export const attachmentInfoSchema = z
  .object({
    id: idString,
    kind: z.enum(['payment-confirmation', 'summary', 'other']),
    name: z.string(),
    mediaType: z.string(),
    size: wholeNumber,
    uploadedAt: instantString,
  })
  .openapi('AttachmentInfo') satisfies z.ZodType<AttachmentInfo>;

const offerActionsSchema = z.object({
  interest: z.boolean(),
  accept: z.boolean(),
  upload: z.boolean(),
  blockedBy: z
    .enum(['out-of-date', 'lost', 'campaign-not-started', 'campaign-completed', 'campaign-closed'])
    .nullable(),
});

export const campaignViewSchema = z.object({
  id: idString,
  translations: translationsSchema,
  state: campaignStateSchema,
  startDate: dayString,
  endDate: dayString,
  imageUrl: z.string().nullable(),
  metrics: z.object({
    interestType: interestTypeSchema,
    paymentFrequency: paymentFrequencySchema,
    duration: durationSchema,
    currency: currencySchema,
    minInvestment: wholeNumber,
    maxInvestment: wholeNumber.nullable(),
    step: wholeNumber,
    target: wholeNumber,
    raised: wholeNumber,
    paid: wholeNumber,
    available: wholeNumber,
    daysLeft: wholeNumber,
  }),
  paymentRecipient: z.object({ name: z.string(), account: z.string() }).nullable(),
}) satisfies z.ZodType<CampaignView>;

export const productViewSchema = z.object({
  id: idString,
  code: z.string(),
  translations: translationsSchema,
  interestType: interestTypeSchema,
  annualRateBasisPoints: wholeNumber,
  paymentFrequency: paymentFrequencySchema,
  duration: durationSchema,
  imageUrl: z.string().nullable(),
}) satisfies z.ZodType<ProductView>;

export const offerViewSchema = z.object({
  id: idString,
  reference: z.string().openapi({ example: 'OF-1A2B3C4D' }),
  status: offerStatusSchema,
  statusDate: instantString,
  investmentValue: wholeNumber.nullable(),
  currency: currencySchema,
  message: z.string().nullable(),
  agreementDate: dayString.nullable(),
  paymentDate: dayString.nullable(),
  endDate: dayString.nullable(),
  actions: offerActionsSchema,
  attachments: z.array(attachmentInfoSchema),
  history: z.array(z.object({ status: offerStatusSchema, at: instantString })),
  lostReason: z.enum(['rejected', 'declined', 'replaced', 'revoked']).nullable(),
  revocableUntil: z.string().nullable(),
  refund: offerRefundSchema.omit({ recordedBy: true }).nullable(),
  kiis: z
    .object({ received: z.boolean(), owner: z.string().nullable() })
    .nullable()
    .openapi({ description: "The campaign's KIIS (decision 0069): opened by the investor, and who drew it up" }),
}) satisfies z.ZodType<OfferView>;

/** GET /public-api/campaign-offer/{token}, and the answer of interest and accept. */
export const publicOfferSchema = z
  .object({
    language: languageSchema,
    investor: z.object({ name: z.string().nullable(), email: z.string() }),
    campaign: campaignViewSchema,
    product: productViewSchema,
    offer: offerViewSchema,
    protection: z
      .object({ ready: z.boolean(), pending: z.enum(['test', 'warning']).nullable(), timeZone: z.string() })
      .nullable(),
  })
  .openapi('PublicOffer') satisfies z.ZodType<PublicOffer>;

const textsSchema = z.object({ pl: z.string().optional(), en: z.string().optional() });

/** GET /public-api/campaign-offer/dictionary and GET /investor-api/dictionary. */
export const offerDictionarySchema = z
  .object({
    languages: z.array(languageSchema),
    defaultLanguage: languageSchema,
    currencies: z.array(currencySchema),
    offerStatuses: z.array(offerStatusSchema),
    interestTypes: z.array(interestTypeSchema),
    paymentFrequencies: z.array(paymentFrequencySchema),
    durationUnits: z.array(z.string()),
    consents: z.array(z.object({ id: z.enum(['marketingConsent1', 'marketingConsent2']), texts: textsSchema })),
    documents: z.array(z.object({ id: z.enum(['regulation', 'privacy']), labels: textsSchema, url: z.string() })),
    upload: z.object({
      maxBytes: wholeNumber,
      maxFiles: wholeNumber,
      maxTotalBytes: wholeNumber,
      mediaTypes: z.array(z.string()),
    }),
    industries: z.array(z.string()).optional(),
    horizons: z.array(z.string()).optional(),
  })
  .openapi('OfferDictionary') satisfies z.ZodType<OfferDictionary>;

/** POST /public-api/campaign-offer/{token}/invest-form. */
export const investFormResultSchema = z.object({
  email: z.string(),
  mailSent: z.boolean(),
}) satisfies z.ZodType<InvestFormResult & { mailSent: boolean }>;

/** The optional JSON body of interest and of the PDF: the amount the investor states, integer minor units. */
export const amountBody = {
  type: 'object',
  properties: { investmentValue: { type: 'integer', description: 'Integer minor units of the campaign currency' } },
} as const;

/** Acceptance: the amount, and the consent after the risk warning where the landing's protections ask for it. */
export const acceptBody = {
  type: 'object',
  properties: {
    ...amountBody.properties,
    riskConsent: {
      type: 'boolean',
      description:
        'true: the investor read the risk warning and consents (ECSPR Art. 21(7)); without it an acceptance above ' +
        'the threshold is 409 79e705da (docs/decisions/0052)',
    },
  },
} as const;

/** The invest form's body (checked by src/lib/investment/invest-form.ts, 400 9e4235af per field). */
export const investFormBody = {
  type: 'object',
  required: ['investmentValue', 'firstName', 'surname', 'phone', 'consents'],
  properties: {
    investmentValue: { type: 'integer' },
    firstName: { type: 'string', maxLength: 100 },
    surname: { type: 'string', maxLength: 100 },
    phone: { type: 'string', maxLength: 30 },
    consents: {
      type: 'object',
      properties: {
        documents: { type: 'boolean' },
        marketingConsent1: { type: 'boolean' },
        marketingConsent2: { type: 'boolean' },
      },
    },
  },
} as const;

/** An attachment download: its stored media type (a PDF, JPEG or PNG), as an attachment with nosniff. */
export const attachmentFileResponse = {
  description: 'The file',
  content: Object.fromEntries(
    UPLOAD_MEDIA_TYPES.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }]),
  ),
};

/** The offer as a PDF attachment. */
export const pdfResponse = fileResponse('application/pdf', 'The offer as a PDF document');
