// The shapes of the public campaign-offer API and the investor API (docs/decisions/0017), as zod schemas with their
// types inferred, shared by the browser and the server (src/lib/contracts: the browser never imports src/server).
// Money is integer minor units of `currency`; rates basis points (850 = 8.50 %); days 'YYYY-MM-DD' (UTC); instants
// ISO strings.
import { z } from 'zod';
import {
  campaignStateSchema,
  currencySchema,
  dayString,
  durationSchema,
  idString,
  instantString,
  interestTypeSchema,
  languageSchema,
  offerStatusSchema,
  paymentFrequencySchema,
  scheduleStatusSchema,
  wholeNumber,
} from './common';
import { offerRefundSchema } from './refund';
import { bankPaymentSchema } from './bank-statement';

export const attachmentInfoSchema = z
  .object({
    id: idString,
    kind: z.enum(['payment-confirmation', 'summary', 'other']),
    name: z.string(),
    mediaType: z.string(),
    size: wholeNumber,
    uploadedAt: instantString,
  })
  .meta({ id: 'AttachmentInfo' });
export type AttachmentInfo = z.infer<typeof attachmentInfoSchema>;

/** What the investor may still do with the offer. */
const offerActionsSchema = z.object({
  interest: z.boolean(),
  accept: z.boolean(),
  upload: z.boolean(),
  /**
   * Why nothing can be done any more: 'out-of-date' (already accepted/active: the request was sent),
   * 'lost' (rejected or declined: the link is no longer active), 'campaign-not-started',
   * 'campaign-completed' (after its end date), 'campaign-closed' (ended early); null while it is open.
   */
  blockedBy: z
    .enum(['out-of-date', 'lost', 'campaign-not-started', 'campaign-completed', 'campaign-closed'])
    .nullable(),
});
export type OfferActions = z.infer<typeof offerActionsSchema>;

const translationSchema = z.object({ name: z.string(), description: z.string().optional() });
/** Keyed by language; pl always present. */
const translationsSchema = z.object({ pl: translationSchema, en: translationSchema.optional() });

/**
 * A campaign as the investor reads it on the offer's page (the server's campaign row with its state is
 * CampaignWithState, src/server/campaigns/campaign-service.ts).
 */
const publicCampaignViewSchema = z.object({
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
    /** Null: no maximum per offer (the remaining target still limits). */
    maxInvestment: wholeNumber.nullable(),
    step: wholeNumber,
    target: wholeNumber,
    /** Accepted and active offers: counted against the target (nothing is oversold). */
    raised: wholeNumber,
    /**
     * The part of raised that is paid (decision 0077): the money a bank statement shows arrived for the accepted and
     * active offers, else an active offer's amount an advisor confirmed by hand; never more than an offer's amount.
     * raised - paid is declared, not yet paid.
     */
    paid: wholeNumber,
    /** target - raised: the most that can still be accepted. */
    available: wholeNumber,
    daysLeft: wholeNumber,
  }),
  /** Who the investor pays once they accepted (account: an IBAN without spaces); null: their advisor says. */
  paymentRecipient: z.object({ name: z.string(), account: z.string() }).nullable(),
});
export type PublicCampaignView = z.infer<typeof publicCampaignViewSchema>;
export type CampaignMetricsView = PublicCampaignView['metrics'];

const productViewSchema = z.object({
  id: idString,
  code: z.string(),
  translations: translationsSchema,
  interestType: interestTypeSchema,
  annualRateBasisPoints: wholeNumber,
  paymentFrequency: paymentFrequencySchema,
  duration: durationSchema,
  imageUrl: z.string().nullable(),
});
export type ProductView = z.infer<typeof productViewSchema>;

/**
 * Why an offer ended, as the investor may read it: withdrawn by the advisor, declined, replaced by a newer one, or
 * revoked by the investor in the reflection period (decision 0052).
 */
const lostReasonSchema = z.enum(['rejected', 'declined', 'replaced', 'revoked']);
export type LostReason = z.infer<typeof lostReasonSchema>;

/**
 * The payment QR code beside an accepted offer's transfer details (decision 0074): the Polish banks' 2D code (ZBP)
 * for PLN to a Polish account, the EPC QR code for EUR; `text` is what the code holds, `svg` the code drawn.
 */
const paymentCodeSchema = z
  .object({ scheme: z.enum(['zbp', 'epc']), text: z.string(), svg: z.string() })
  .meta({ id: 'PaymentCode' });
export type PaymentCode = z.infer<typeof paymentCodeSchema>;
export type PaymentScheme = PaymentCode['scheme'];

const offerViewSchema = z.object({
  id: idString,
  /** The offer's reference for the transfer title and for talking to the advisor ("OF-1A2B3C4D"). */
  reference: z.string().meta({ example: 'OF-1A2B3C4D' }),
  status: offerStatusSchema,
  statusDate: instantString,
  /** The amount stated with interest or acceptance; null until then. */
  investmentValue: wholeNumber.nullable(),
  currency: currencySchema,
  message: z.string().nullable(),
  agreementDate: dayString.nullable(),
  paymentDate: dayString.nullable(),
  endDate: dayString.nullable(),
  actions: offerActionsSchema,
  attachments: z.array(attachmentInfoSchema),
  /** Every status the offer reached, oldest first (its creation as invited first), without who acted. */
  history: z.array(z.object({ status: offerStatusSchema, at: instantString })),
  /** Set when the offer is rejected or declined. */
  lostReason: lostReasonSchema.nullable(),
  /**
   * An acceptance made under the landing's investor protection can be revoked until this instant (ECSPR Art. 22,
   * decision 0060: to the end of the fourth day after the acceptance's day, accepted or active); null when it cannot
   * (any more).
   */
  revocableUntil: z.string().nullable(),
  /** Money to give back after a revocation in the reflection period (decision 0060); null when none is due. */
  refund: offerRefundSchema.omit({ recordedBy: true }).nullable(),
  /**
   * The campaign's key investment information sheet where the landing has the protections on (decision 0069), else
   * null: whether the investor has opened its current version (the acceptance waits for it), and who drew it up
   * (the project owner's name; null: the sheet generated by the platform from the campaign's data).
   */
  kiis: z
    .object({ received: z.boolean(), owner: z.string().nullable() })
    .nullable()
    .meta({ description: "The campaign's KIIS (decision 0069): opened by the investor, and who drew it up" }),
  /** Set while the offer is accepted and the campaign names a recipient the code can carry; absent otherwise. */
  paymentCode: paymentCodeSchema.optional(),
  /** The payment the bank's statement showed for the offer; null when none was imported. */
  bankPayment: bankPaymentSchema.nullable(),
});
export type OfferView = z.infer<typeof offerViewSchema>;
/** A status the offer reached, and when (its history without who acted: the investor's view). */
export type OfferStatusChange = OfferView['history'][number];

/** GET /public-api/campaign-offer/{token}, the answer of interest and accept (and loadPublicOffer for the page). */
export const publicOfferSchema = z
  .object({
    /** The landing's language: the page's default campaign language. */
    language: languageSchema,
    /** Masked: the link may be forwarded, so it shows no more than the investor needs to recognise it's theirs. */
    investor: z.object({ name: z.string().nullable(), email: z.string() }),
    campaign: publicCampaignViewSchema,
    product: productViewSchema,
    offer: offerViewSchema,
    /**
     * The landing's investor protection (ECSPR; decision 0052), null when it has none: whether the investor's entry
     * test lets them express interest and accept now, what still stands in the way ('test': no valid test taken;
     * 'warning': the test showed the offers may not suit them and the warning is not yet confirmed; null when ready),
     * and the landing's time zone (deadlines are written in it).
     */
    protection: z
      .object({ ready: z.boolean(), pending: z.enum(['test', 'warning']).nullable(), timeZone: z.string() })
      .nullable(),
  })
  .meta({ id: 'PublicOffer' });
export type PublicOffer = z.infer<typeof publicOfferSchema>;

/** POST /public-api/campaign-offer/{token}/invest-form: the masked address the sign-in link went to, and if it went. */
export const investFormResultSchema = z.object({ email: z.string(), mailSent: z.boolean() });
export type InvestFormResult = z.infer<typeof investFormResultSchema>;

/** A row of an offer's stored schedule, as the investor reads it. */
const scheduleRowViewSchema = z.object({
  seq: wholeNumber,
  periodFrom: dayString,
  periodTo: dayString,
  paymentDate: dayString,
  gross: wholeNumber,
  tax: wholeNumber,
  net: wholeNumber,
  status: scheduleStatusSchema,
  paidAmount: wholeNumber,
  /** When the row was paid (a payout run's execution day, decision 0076); null until then. */
  paidAt: z.string().nullable(),
});
export type ScheduleRowView = z.infer<typeof scheduleRowViewSchema>;

/**
 * GET /investor-api/offer/{id}, and the answer of interest and accept: the offer with full contact data (the
 * investor is signed in) and its stored schedule (empty before the offer is active). The panel reads the investor's
 * protection state itself (GET /investor-api/protection).
 */
export const investorOfferDetailSchema = z
  .object({
    language: languageSchema,
    investor: z.object({ firstName: z.string().nullable(), surname: z.string().nullable(), email: z.string() }),
    campaign: publicCampaignViewSchema,
    product: productViewSchema,
    offer: offerViewSchema,
    schedule: z.array(scheduleRowViewSchema),
  })
  .meta({ id: 'InvestorOfferDetail' });
export type InvestorOfferDetail = z.infer<typeof investorOfferDetailSchema>;

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
    /** The landing's two marketing consents (texts per language; a consent without text is left out). */
    consents: z.array(z.object({ id: z.enum(['marketingConsent1', 'marketingConsent2']), texts: textsSchema })),
    documents: z.array(z.object({ id: z.enum(['regulation', 'privacy']), labels: textsSchema, url: z.string() })),
    /** Per file (maxBytes), and per offer: files (maxFiles) and their total (maxTotalBytes); docs/decisions/0024. */
    upload: z.object({
      maxBytes: wholeNumber,
      maxFiles: wholeNumber,
      maxTotalBytes: wholeNumber,
      mediaTypes: z.array(z.string()),
    }),
    /** Investor dictionary only: the lead form's choices. */
    industries: z.array(z.string()).optional(),
    horizons: z.array(z.string()).optional(),
  })
  .meta({ id: 'OfferDictionary' });
export type OfferDictionary = z.infer<typeof offerDictionarySchema>;
