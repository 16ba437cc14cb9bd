// GET /api/advisor/dashboard: the advisor panel's home (/app), "what needs attention", with counts of the
// advisors and of the offers; clients must ignore keys they do not know.
import type { AdvisorStatus } from './advisor';
import type { OfferColumn } from './campaign';

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

interface DashboardAdvisorRef {
  id: string;
  /** First name and surname, or the e-mail when both are empty. */
  name: string;
  email: string;
}

export interface AttentionItem {
  kind: AttentionKind;
  advisor: DashboardAdvisorRef;
  /**
   * YYYY-MM-DD: the document's expiry date, the power of attorney's end date, or for activationPending the
   * day the last activation e-mail went out (the day the advisor was added when none did).
   */
  date?: string;
}

/** The audit actions shown as activity (sign-ins and other security events are not). */
export const ACTIVITY_ACTIONS = [
  'advisor-created',
  'advisor-updated',
  'advisor-activated',
  'advisor-archived',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export interface ActivityEvent {
  /** ISO timestamp. */
  at: string;
  action: ActivityAction;
  /** Who acted; for an action taken while viewing an advisor's panel, the coordinator. Null name: unknown (removed). */
  actor: { name: string | null };
  subject: { id: string; name: string };
}

export interface AdvisorDashboard {
  /** Advisors the caller sees (the advisors list without filters), by status. */
  advisors: Record<AdvisorStatus, number>;
  attention: {
    /** Oldest date first within each kind, kinds in ATTENTION_KINDS order. */
    items: AttentionItem[];
    totals: Record<AttentionKind, number>;
  };
  /** Newest first. */
  recentActivity: ActivityEvent[];
  /**
   * Offers per kanban column (lost = rejected and declined): the caller's own (the list at /app/investors),
   * and every offer of the networks the caller coordinates (/app/investors/network); null for a caller who
   * coordinates none.
   */
  offers: { own: OfferColumnCounts; network: OfferColumnCounts | null };
  /**
   * Offers an advisor marked lost, per reason code (most first), in the same two scopes as `offers`; a reason
   * without offers is left out.
   */
  lostReasons: { own: LostReasonCount[]; network: LostReasonCount[] | null };
}

export interface LostReasonCount {
  /** A lost-reason code (built in or the landing's own). */
  code: string;
  count: number;
}

/** How many offers are in each kanban column. */
export type OfferColumnCounts = Record<OfferColumn, number>;
