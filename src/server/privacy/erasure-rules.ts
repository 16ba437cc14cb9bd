// What an erasure keeps, why and until when (decision 0054): pure rules over the facts of an account. The periods are
// the last day a kind of data must be kept (YYYY-MM-DD); the AML act's five years come from retention.ts (retainUntil,
// a day of the landing's time zone, decision 0061), whose job also deletes after that day.
import type { ErasureItem, RetentionReason } from '../../lib/schemas/privacy';
import { localDayAndHour } from '../../lib/format/time-zone';
import { retainUntil } from '../protection/retention';

export interface ErasureFacts {
  /** Any offer at all, and any that went past the invitation (interest, an amount, acceptance, investment). */
  offers: boolean;
  beyondInvitation: boolean;
  /** Files on the offers (payment confirmations, an advisor's summary). */
  attachments: boolean;
  /** A schedule of payments or a payment confirmation: accounting records. */
  payments: boolean;
  /** A KYC questionnaire the investor sent (customer due diligence). */
  kyc: boolean;
  /** Entry tests or requests to be treated as sophisticated. */
  protection: boolean;
  /** The last complaint's answer (or receipt); null without complaints. */
  lastComplaint: Date | null;
  /** The same account is also an advisor's. */
  advisor: boolean;
  /** A coordinator's legal hold (never named in the answer: AML act art. 54). */
  held: boolean;
}

/** Accounting act art. 74(2) and (4): five years counted from the start of the year after the one of `end`. */
export function accountingUntil(end: Date): string {
  return `${end.getUTCFullYear() + 5}-12-31`;
}

/**
 * Claims a complaint could support are time-barred after six years, the period ending on the last day of a calendar
 * year (Civil Code art. 118): kept until then for the defence of legal claims (GDPR Art. 17(3)(e)).
 */
export function complaintsUntil(last: Date): string {
  return `${last.getUTCFullYear() + 6}-12-31`;
}

/** The UTC day of an instant. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Whether the law keeps anything of the account: otherwise the whole account may go. */
export const keepsAnything = (facts: ErasureFacts): boolean =>
  facts.beyondInvitation ||
  facts.attachments ||
  facts.payments ||
  facts.kyc ||
  facts.protection ||
  facts.lastComplaint !== null ||
  facts.advisor ||
  facts.held;

/**
 * What is kept and until when; `zone` is the landing's. `relationship.end` is when it ended (null while it goes on,
 * or with nothing on record). AML and ECSPR records go with the retention job after the same day; accounting and
 * complaint records are dated by law.
 */
export function keptItems(
  facts: ErasureFacts,
  relationship: { ongoing: boolean; end: Date | null },
  zone: string,
): ErasureItem[] {
  const ended = relationship.ongoing ? null : relationship.end;
  const aml = ended ? localDayAndHour(retainUntil(ended, zone), zone).day : null;
  const item = (kind: ErasureItem['kind'], reason: RetentionReason, keptUntil: string | null): ErasureItem => ({
    kind,
    reason,
    keptUntil,
  });
  const kept: ErasureItem[] = [item('identity', relationship.ongoing ? 'contract' : 'aml', aml)];
  if (facts.kyc) kept.push(item('kyc', 'aml', aml));
  if (facts.offers) kept.push(item('offers', 'aml', aml));
  if (facts.payments) kept.push(item('payments', 'accounting', ended ? accountingUntil(ended) : null));
  if (facts.protection) kept.push(item('protection', 'ecspr', aml));
  if (facts.lastComplaint) kept.push(item('complaints', 'complaints', complaintsUntil(facts.lastComplaint)));
  kept.push(item('sign-in-log', 'security', null));
  return kept;
}
