// GET /api/advisor/dashboard: the advisor panel's home (/app), "what needs attention", with counts of the
// advisors and of the offers; clients must ignore keys they do not know.
import { z } from 'zod';
import { currencySchema, namedRefSchema } from './common';
import { ADVISOR_STATUSES } from './advisor';
import { OFFER_COLUMNS } from './campaign';

/** Why an advisor is on the attention list; each kind is capped separately and has its own total. */
export const ATTENTION_KINDS = [
  'activationPending',
  'documentExpired',
  'documentExpiring',
  'powerOfAttorneyEnded',
  'powerOfAttorneyEnding',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** At most this many items per kind; `totals` says how many there are. */
export const ATTENTION_LIMIT_PER_KIND = 10;
/** An advisor still in status initial this long after the last activation e-mail probably lost it (the link lives 72 h). */
export const ACTIVATION_PENDING_DAYS = 3;
/** Documents and powers of attorney ending within this many days (or already ended) need attention. */
export const ENDING_WITHIN_DAYS = 30;
/** How many audit events the activity list shows. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** One whole count per key (advisors by status, attention items by kind, offers by kanban column). */
const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

const attentionItemSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  /** name: first name and surname, or the e-mail when both are empty. */
  advisor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /**
   * YYYY-MM-DD: the document's expiry date, the power of attorney's end date, or for activationPending the
   * day the last activation e-mail went out (the day the advisor was added when none did).
   */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** The audit actions shown as activity (sign-ins and other security events are not). */
export const ACTIVITY_ACTIONS = [
  'advisor-created',
  'advisor-updated',
  'advisor-activated',
  'advisor-archived',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

const activityEventSchema = z.object({
  /** ISO timestamp. */
  at: z.iso.datetime({ offset: true }),
  action: z.enum(ACTIVITY_ACTIONS),
  /** Who acted; for an action taken while viewing an advisor's panel, the coordinator. Null name: unknown (removed). */
  actor: z.object({ name: z.string().nullable() }),
  subject: namedRefSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** How many offers are in each kanban column. */
const offerColumnCountsSchema = countsOf(OFFER_COLUMNS).meta({ id: 'OfferColumnCounts' });
export type OfferColumnCounts = z.infer<typeof offerColumnCountsSchema>;

/** A sum in one currency (integer minor units). */
const moneySchema = z.object({ currency: currencySchema, amount: z.number().int().nonnegative() });

/**
 * Money in the accepted and active columns, per currency (currencies with offers in the column, in CURRENCIES
 * order): declared, the sum of the offers' amounts (the kanban's sums), and paid, the money received for them
 * (decision 0077: from the bank's side when a statement showed it, else an active offer's amount an advisor
 * confirmed by hand).
 */
const columnMoneySchema = z.object({ declared: z.array(moneySchema), paid: z.array(moneySchema) });
const offerMoneySchema = z
  .object({ accepted: columnMoneySchema, active: columnMoneySchema })
  .meta({ id: 'OfferColumnMoney' });
export type OfferColumnMoney = z.infer<typeof offerMoneySchema>;

/** Offers an advisor marked lost for one reason: code is a lost-reason code (built in or the landing's own). */
const lostReasonCountsSchema = z.array(z.object({ code: z.string(), count: z.number().int().nonnegative() }));
export type LostReasonCount = z.infer<typeof lostReasonCountsSchema>[number];

export const advisorDashboardSchema = z
  .object({
    /** Advisors the caller sees (the advisors list without filters), by status. */
    advisors: countsOf(ADVISOR_STATUSES),
    attention: z.object({
      /** Oldest date first within each kind, kinds in ATTENTION_KINDS order. */
      items: z.array(attentionItemSchema),
      totals: countsOf(ATTENTION_KINDS),
    }),
    /** Newest first. */
    recentActivity: z.array(activityEventSchema),
    /**
     * Offers per kanban column (lost = rejected and declined): the caller's own (the list at /app/investors),
     * and every offer of the networks the caller coordinates (/app/investors/network); null for a caller who
     * coordinates none.
     */
    offers: z.object({ own: offerColumnCountsSchema, network: offerColumnCountsSchema.nullable() }),
    /** The money of the accepted and active offers, declared and paid apart, in the same two scopes as `offers`. */
    money: z.object({ own: offerMoneySchema, network: offerMoneySchema.nullable() }),
    /**
     * Offers an advisor marked lost, per reason code (most first), in the same two scopes as `offers`; a reason
     * without offers is left out.
     */
    lostReasons: z.object({ own: lostReasonCountsSchema, network: lostReasonCountsSchema.nullable() }),
  })
  .meta({ id: 'AdvisorDashboard' });
export type AdvisorDashboard = z.infer<typeof advisorDashboardSchema>;
