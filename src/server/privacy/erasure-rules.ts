// What an erasure keeps, why and until when (decision 0054): pure rules over the facts of an account. The periods are
// the last day a kind of data must be kept (YYYY-MM-DD, in the landing's time zone), counted as the retention job
// counts them (retention-periods.ts, decisions 0061 and 0065), which deletes after that day.
import type { ErasureItem, RetentionReason } from '../../lib/contracts/privacy';
import { localDayAndHour } from '../../lib/format/time-zone';
import {
  accountingRetainUntil,
  accountRetainUntil,
  complaintRetainUntil,
  retainUntil,
} from '../protection/retention-periods';

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
  const day = (instant: Date) => localDayAndHour(instant, zone).day;
  const aml = ended ? day(retainUntil(ended, zone)) : null;
  const account = ended ? day(accountRetainUntil(ended, zone, facts.payments)) : null;
  // The account and its offers go together, after the payment records when there are any.
  const accountReason: RetentionReason = relationship.ongoing ? 'contract' : account === aml ? 'aml' : 'accounting';
  const item = (kind: ErasureItem['kind'], reason: RetentionReason, keptUntil: string | null): ErasureItem => ({
    kind,
    reason,
    keptUntil,
  });
  const kept: ErasureItem[] = [item('identity', accountReason, account)];
  if (facts.kyc) kept.push(item('kyc', 'aml', aml));
  if (facts.offers) kept.push(item('offers', accountReason === 'contract' ? 'aml' : accountReason, account));
  if (facts.payments) kept.push(item('payments', 'accounting', ended ? day(accountingRetainUntil(ended, zone)) : null));
  if (facts.protection) kept.push(item('protection', 'ecspr', aml));
  if (facts.lastComplaint)
    kept.push(item('complaints', 'complaints', day(complaintRetainUntil(facts.lastComplaint, zone))));
  kept.push(item('sign-in-log', 'security', null));
  return kept;
}
