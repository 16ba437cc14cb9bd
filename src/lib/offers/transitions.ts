// The offer status machine (docs/decisions/0014-offer-status.md): which status may follow which, and who may
// make each move. Pure and shared: the status service (src/server/offers/offer-status-service.ts) enforces it inside
// a transaction; the panel offers only these moves (kanban, offer page).
import { OPEN_STATUSES, type ActorKind, type OfferStatus } from '../contracts/campaign';

interface Transition {
  from: readonly OfferStatus[];
  to: OfferStatus;
  /** Who may make the move. */
  actors: readonly ActorKind[];
  /** Only as a revocation in the reflection period (ECSPR Art. 22), which the caller has checked. */
  revocationOnly?: true;
}

/** What the caller vouches for: a revocation within the offer's reflection period (src/server/protection). */
export interface TransitionContext {
  revocation?: boolean;
}

/**
 * Every allowed move. invited -> viewed -> interested -> accepted -> active is the happy path; an investor may
 * skip ahead (accept straight from the link), never go back. rejected (advisor or platform) and declined
 * (investor) end any open offer; rejected and declined are final, and so is active but for a revocation in the
 * reflection period.
 */
const TRANSITIONS: readonly Transition[] = [
  // The investor opened the link or the offer in their panel; the platform records it for them.
  { from: ['invited'], to: 'viewed', actors: ['investor', 'system'] },
  // The advisor may record interest the investor voiced on the phone.
  { from: ['invited', 'viewed'], to: 'interested', actors: ['investor', 'advisor'] },
  // Acceptance is the investor's own declaration (the agreement): nobody accepts on their behalf.
  { from: ['invited', 'viewed', 'interested'], to: 'accepted', actors: ['investor'] },
  // The payment arrived: confirmed by the advisor, or by the platform (bank reconciliation).
  { from: ['accepted'], to: 'active', actors: ['advisor', 'system'] },
  { from: OPEN_STATUSES, to: 'rejected', actors: ['advisor', 'system'] },
  { from: OPEN_STATUSES, to: 'declined', actors: ['investor'] },
  // ECSPR Art. 22: the investor may revoke an acceptance "at any time" in the reflection period, even after the
  // money arrived (it is then refunded, decision 0060). Never offered as a move; only the revocation makes it.
  { from: ['active'], to: 'declined', actors: ['investor'], revocationOnly: true },
];

const applies = (t: Transition, context: TransitionContext) => !t.revocationOnly || context.revocation === true;

export type TransitionCheck =
  | { ok: true }
  | { ok: false; reason: 'same-status' | 'not-allowed' | 'actor-not-allowed'; allowedActors?: readonly ActorKind[] };

/** Whether `actor` may move an offer from `from` to `to`, and if not, why. */
export function checkTransition(
  from: OfferStatus,
  to: OfferStatus,
  actor: ActorKind,
  context: TransitionContext = {},
): TransitionCheck {
  if (from === to) return { ok: false, reason: 'same-status' };
  const transition = TRANSITIONS.find((t) => t.to === to && t.from.includes(from) && applies(t, context));
  if (!transition) return { ok: false, reason: 'not-allowed' };
  if (!transition.actors.includes(actor))
    return { ok: false, reason: 'actor-not-allowed', allowedActors: transition.actors };
  return { ok: true };
}

/** The statuses `actor` may move an offer in `from` to (for the buttons an interface offers). */
export function nextStatuses(from: OfferStatus, actor: ActorKind): OfferStatus[] {
  return TRANSITIONS.filter((t) => t.from.includes(from) && t.actors.includes(actor) && !t.revocationOnly).map(
    (t) => t.to,
  );
}
