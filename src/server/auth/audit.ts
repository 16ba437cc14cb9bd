import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';
import type { Clock } from '../runtime-types';

type AuditAction =
  | 'login'
  /** Before issue 15: an account locked after 10 failures (older rows only). */
  | 'login-locked'
  /** Failed sign-ins from many addresses slowed an account down (once per incident; sign-in-limits.ts). */
  | 'sign-in-slowed'
  | 'logout'
  | 'password-changed'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'two-factor-locked'
  | 'refresh-token-reused'
  | 'context-changed'
  | 'impersonation-started'
  | 'impersonation-ended'
  | 'advisor-created'
  | 'advisor-updated'
  | 'advisor-activated'
  | 'advisor-archived'
  /** A bulk action on offers (issue 19): the action, how many were done and refused; each offer's history has the rest. */
  | 'offers-bulk'
  /** A review decision on a KYC questionnaire (issue 19, decision 0048): the request, the decision, the state it led to. */
  | 'kyc-reviewed'
  /** The landing's reminder settings changed (decision 0049): the new values. */
  | 'reminder-settings-changed'
  /** A bulk action on advisors (issue 19): the action, how many were done and refused; each advisor's own event too. */
  | 'advisors-bulk'
  /** An investor asked for an export of their data (decision 0054): the export's id. */
  | 'data-export-requested'
  /** An investor downloaded their data export: the export's id. */
  | 'data-export-downloaded'
  /** An investor's request to erase was answered (decision 0054): the kinds erased and kept, never the data. */
  | 'erasure-answered'
  /** A bank statement imported (issue 38 item 2): the statement's id, file, account and what each entry became. */
  | 'bank-statement-imported'
  /** The platform made an offer active on a matched payment: the entry, the offer, the booking day. */
  | 'bank-payment-matched'
  /** A person assigned a waiting credit to an offer: the entry and the offer. */
  | 'bank-entry-assigned'
  /** A person marked a waiting credit not ours: the entry and their note. */
  | 'bank-entry-dismissed'
  /** The landing's bank CSV layout saved: the mapping. */
  | 'bank-csv-mapping-saved'
  /** A payout run built (issue 38 item 3): the run, campaign, schedule date, its totals and held lines. */
  | 'payout-run-created'
  /** A payout run approved: the run and what it pays. */
  | 'payout-run-approved'
  /** A draft payout run's tax computed again (decision 0076): the run, the payment day, why (a certificate recorded
   * or withdrawn, the approval), each line changed with its rate, basis, tax and payout before and after, the totals. */
  | 'payout-run-retaxed'
  /** A payout run's bank file downloaded: the run, the file's name, its transfers and total. */
  | 'payout-run-downloaded'
  /** A payout run marked executed: the run, the execution day, the lines paid and held. */
  | 'payout-run-executed'
  /** A held payout line's account set by hand (decision 0076): the run, line, offer, why it was held, the account
   * masked (country and last four characters), its payout. */
  | 'payout-line-account-set'
  | 'payout-line-evidence-downloaded'
  /** Lines of an approved run paid by a statement's debits: the run, the statement, the lines and sum. */
  | 'payout-lines-paid-by-statement'
  /** A year's figures of every investor downloaded as CSV (issue 38 item 4): the year, rows. */
  | 'yearly-statements-downloaded'
  /** The January mail with the link to an investor's yearly statement sent (issue 38 item 4): year, investor. */
  | 'yearly-statement-mailed'
  /** A campaign's issuer data (the yearly statement's) saved by the money desk (decision 0078): campaign, fields. */
  | 'campaign-issuer-saved'
  /** A certificate of residence recorded with its evidence (decision 0076): the investor, country, rate, validity,
   * the file's name, size and checksum. */
  | 'residence-certificate-recorded'
  /** A certificate of residence withdrawn (it stays kept): the investor, the certificate, what it said. */
  | 'residence-certificate-withdrawn'
  /** The evidence file of a certificate of residence downloaded: the investor, the certificate. */
  | 'residence-certificate-downloaded';

/**
 * The sign-in log (decision 0065): the entries of signing in and out and of the session's safety, deleted by the
 * retention job 12 months after each entry. The other actions record who changed what and stay.
 */
export const SIGN_IN_LOG_ACTIONS = [
  'login',
  'login-locked',
  'sign-in-slowed',
  'logout',
  'two-factor-locked',
  'refresh-token-reused',
  'context-changed',
] as const satisfies readonly AuditAction[];

export interface AuditEvent {
  action: AuditAction;
  landingId?: string | null;
  /** Who acted (the coordinator when impersonating). */
  actorUserId?: string | null;
  /** Whom it concerns. */
  subjectUserId?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

/** Who performs a request: the token's user, and the coordinator viewing the panel as that user, if any. */
export interface RequestActor {
  userId: string;
  impersonatorUserId?: string | null;
}

/**
 * The audit fields naming who acted in a request. While a coordinator views an advisor's panel the coordinator
 * is the actor and the advisor whose panel they used is details.impersonatedUserId: the row never names only
 * the advisor for what the coordinator did (docs/decisions/0013).
 */
export function actedBy(actor: RequestActor): Pick<AuditEvent, 'actorUserId' | 'details'> {
  return actor.impersonatorUserId
    ? { actorUserId: actor.impersonatorUserId, details: { impersonatedUserId: actor.userId } }
    : { actorUserId: actor.userId };
}

/** Records a security event (audit_events). Never put secrets in details. */
export async function recordAudit(q: DbOrTx, clock: Clock, event: AuditEvent): Promise<void> {
  await q.insert(auditEvents).values({
    at: clock.now(),
    action: event.action,
    landingId: event.landingId ?? null,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    requestId: event.requestId ?? null,
    details: event.details ?? null,
  });
}
