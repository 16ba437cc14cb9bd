// Where an offer stands and what happens next, as the investor sees it on the campaign page and in their panel:
// invited -> interested -> accepted -> payment confirmation sent -> active (or lost), each step with its date, the
// current one marked, and who acts next. Pure and free of i18next (the campaign page's script draws it too).
import type { AttachmentInfo, LostReason, OfferActions, OfferStatusChange } from '../contracts/public-offer';
import type { BankPayment } from '../contracts/bank-statement';
import { isLostStatus, type OfferStatus } from '../contracts/campaign';
import type { Translate } from '../i18n-types';
import { formatDate } from '../format/date';
import { firstConfirmationAt } from '../offers/offer-stage';

/** 'received' stands in for 'confirmation' once a bank statement showed the payment (issue 38 item 2). */
type ProgressStepId = 'invited' | 'interested' | 'accepted' | 'confirmation' | 'received' | 'active' | 'lost';

export interface ProgressStep {
  id: ProgressStepId;
  /** done: behind the offer; current: where it is now (the next move, or the end it reached); upcoming: ahead. */
  state: 'done' | 'current' | 'upcoming';
  /** When the step was reached (ISO instant); null ahead, and for a step the investor skipped (accepting at once). */
  at: string | null;
}

/** What happens next and who acts: the text under the tracker, with what it needs. */
export type NextStep =
  | { id: 'respond' | 'accept' | 'pay' | 'closed' }
  | { id: 'check'; at: string }
  /**
   * The bank's statement showed the payment: the offer becomes active at `activatesAt` (the end of its reflection
   * period, or now: the platform's job is on it); null when a person looks at it first.
   */
  | { id: 'received'; on: string; activatesAt: string | null; reflection: boolean }
  /** `paidOn`: the payment's day, when known (the bank's booking day, or the one the advisor recorded). */
  | { id: 'active'; at: string | null; paidOn: string | null }
  | { id: 'lost'; reason: LostReason | null };

export interface OfferProgress {
  steps: ProgressStep[];
  next: NextStep;
}

export interface ProgressInput {
  status: OfferStatus;
  statusDate: string;
  history: OfferStatusChange[];
  attachments: Pick<AttachmentInfo, 'kind' | 'uploadedAt'>[];
  actions: Pick<OfferActions, 'blockedBy'>;
  lostReason: LostReason | null;
  /** The day the payment arrived, as recorded when the offer became active. */
  paymentDate?: string | null;
  /** The payment a bank statement showed (issue 38 item 2). */
  bankPayment?: BankPayment | null;
  /** While the acceptance's reflection period runs, its end. */
  revocableUntil?: string | null;
}

const ORDER = ['invited', 'interested', 'accepted', 'confirmation', 'active'] as const;

/** The first time the history reached `status`. */
const reached = (history: OfferStatusChange[], status: OfferStatus) =>
  history.find((h) => h.status === status)?.at ?? null;

/** The steps behind the offer: how far it got (0 invited .. 4 active), and when each was reached. */
function reachedSteps(offer: ProgressInput): { index: number; at: Record<(typeof ORDER)[number], string | null> } {
  const sent = firstConfirmationAt(offer.attachments) ?? offer.bankPayment?.bookingDate ?? null;
  const at = {
    invited: offer.history[0]?.at ?? null,
    interested: reached(offer.history, 'interested'),
    accepted: reached(offer.history, 'accepted'),
    confirmation: sent,
    active: reached(offer.history, 'active'),
  };
  let index = 0;
  if (at.interested) index = 1;
  if (at.accepted) index = 2;
  if (at.accepted && sent) index = 3;
  if (at.active || offer.status === 'active') index = 4;
  // A status without its history entry (data from before the history): the status alone says how far it got.
  if (offer.status === 'interested') index = Math.max(index, 1);
  if (offer.status === 'accepted') index = Math.max(index, sent ? 3 : 2);
  return { index, at };
}

export function offerProgress(offer: ProgressInput): OfferProgress {
  const { index, at } = reachedSteps(offer);
  if (isLostStatus(offer.status)) {
    const steps: ProgressStep[] = ORDER.slice(0, index + 1).map((id) => ({ id, state: 'done', at: at[id] }));
    steps.push({ id: 'lost', state: 'current', at: offer.statusDate });
    return { steps, next: { id: 'lost', reason: offer.lostReason } };
  }
  const active = offer.status === 'active';
  // The step being worked on: the one after the last reached (active: itself, the end).
  const current = active ? 4 : index + 1;
  const steps: ProgressStep[] = ORDER.map((id, i) => ({
    id: id === 'confirmation' && offer.bankPayment ? 'received' : id,
    state: i === current ? 'current' : i < current ? 'done' : 'upcoming',
    at: i <= index ? at[id] : null,
  }));
  return { steps, next: nextStep(offer, index, at) };
}

function nextStep(offer: ProgressInput, index: number, at: Record<(typeof ORDER)[number], string | null>): NextStep {
  if (offer.status === 'active')
    return { id: 'active', at: at.active, paidOn: offer.paymentDate ?? offer.bankPayment?.bookingDate ?? null };
  if (offer.bankPayment)
    return {
      id: 'received',
      on: offer.bankPayment.bookingDate,
      activatesAt: offer.bankPayment.activatesAt,
      reflection: Boolean(offer.revocableUntil),
    };
  if (index === 3) return { id: 'check', at: at.confirmation! };
  if (index === 2) return { id: 'pay' };
  // Not accepted yet: only while the campaign takes acceptances.
  const blocked = offer.actions.blockedBy;
  if (blocked !== null && blocked !== 'out-of-date') return { id: 'closed' };
  return { id: index === 1 ? 'accept' : 'respond' };
}

/** The text under the tracker: what happens next and who acts. */
export function nextStepText(next: NextStep, t: Translate): string {
  switch (next.id) {
    case 'check':
      return t('progress.next.check', { date: formatDate(next.at, 'DD.MM.YYYY') });
    case 'received':
      return receivedText(next, t);
    case 'active':
      return activeText(next, t);
    case 'lost':
      return t(`progress.next.lost.${next.reason ?? 'rejected'}`);
    default:
      return t(`progress.next.${next.id}`);
  }
}

function receivedText(next: Extract<NextStep, { id: 'received' }>, t: Translate): string {
  const date = formatDate(next.on, 'DD.MM.YYYY');
  if (!next.activatesAt) return t('progress.next.received', { date });
  if (!next.reflection) return t('progress.next.receivedActivating', { date });
  return t('progress.next.receivedWaits', { date, activation: formatDate(next.activatesAt, 'DD.MM.YYYY') });
}

function activeText(next: Extract<NextStep, { id: 'active' }>, t: Translate): string {
  const text = next.at
    ? t('progress.next.active', { date: formatDate(next.at, 'DD.MM.YYYY') })
    : t('progress.next.activeNoDate');
  return next.paidOn ? `${t('progress.next.paid', { date: formatDate(next.paidOn, 'DD.MM.YYYY') })} ${text}` : text;
}

/** How a step looks, the same on the page and in the panel: its mark's classes and symbol, its label's classes. */
export function stepLook(step: ProgressStep, n: number): { markClass: string; mark: string; labelClass: string } {
  return {
    markClass: `flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${MARK_CLASSES[step.state]}`,
    mark: step.state === 'done' ? '✓' : step.id === 'lost' ? '×' : String(n),
    labelClass: step.state === 'upcoming' ? 'text-gray-700' : 'font-semibold text-gray-900',
  };
}

const MARK_CLASSES: Record<ProgressStep['state'], string> = {
  done: 'border-main bg-main text-white',
  current: 'border-main bg-white text-main ring-2 ring-main ring-offset-1',
  upcoming: 'border-gray-300 bg-white text-gray-600',
};
