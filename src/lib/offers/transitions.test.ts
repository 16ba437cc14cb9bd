import { describe, expect, it } from 'vitest';
import { ACTOR_KINDS, OFFER_STATUSES, type ActorKind, type OfferStatus } from '../contracts/campaign';
import { checkTransition, nextStatuses } from './transitions';

// The whole table of docs/decisions/0014-offer-status.md: [from, to, actors allowed].
const ALLOWED: Array<[OfferStatus, OfferStatus, ActorKind[]]> = [
  ['invited', 'viewed', ['investor', 'system']],
  ['invited', 'interested', ['investor', 'advisor']],
  ['viewed', 'interested', ['investor', 'advisor']],
  ['invited', 'accepted', ['investor']],
  ['viewed', 'accepted', ['investor']],
  ['interested', 'accepted', ['investor']],
  ['accepted', 'active', ['advisor', 'system']],
  ...(['invited', 'viewed', 'interested', 'accepted'] as const).flatMap(
    (from): Array<[OfferStatus, OfferStatus, ActorKind[]]> => [
      [from, 'rejected', ['advisor', 'system']],
      [from, 'declined', ['investor']],
    ],
  ),
];

describe('offer transitions', () => {
  it('allow exactly the documented moves, each for exactly its actors', () => {
    for (const from of OFFER_STATUSES) {
      for (const to of OFFER_STATUSES) {
        const allowed = ALLOWED.find(([f, t]) => f === from && t === to)?.[2] ?? [];
        for (const actor of ACTOR_KINDS) {
          const result = checkTransition(from, to, actor);
          expect(result.ok, `${from} -> ${to} by ${actor}`).toBe(allowed.includes(actor));
        }
      }
    }
  });

  it('say why a move is refused', () => {
    expect(checkTransition('viewed', 'viewed', 'investor')).toEqual({ ok: false, reason: 'same-status' });
    expect(checkTransition('interested', 'viewed', 'investor')).toEqual({ ok: false, reason: 'not-allowed' });
    expect(checkTransition('active', 'rejected', 'advisor')).toEqual({ ok: false, reason: 'not-allowed' });
    expect(checkTransition('declined', 'accepted', 'investor')).toEqual({ ok: false, reason: 'not-allowed' });
    expect(checkTransition('interested', 'accepted', 'advisor')).toEqual({
      ok: false,
      reason: 'actor-not-allowed',
      allowedActors: ['investor'],
    });
  });

  it('keep active, rejected and declined final', () => {
    for (const from of ['active', 'rejected', 'declined'] as const) {
      for (const actor of ACTOR_KINDS) expect(nextStatuses(from, actor)).toEqual([]);
    }
  });

  it('let only a revocation in the reflection period take an active offer to declined', () => {
    expect(checkTransition('active', 'declined', 'investor')).toEqual({ ok: false, reason: 'not-allowed' });
    expect(checkTransition('active', 'declined', 'investor', { revocation: true })).toEqual({ ok: true });
    expect(checkTransition('active', 'declined', 'advisor', { revocation: true })).toEqual({
      ok: false,
      reason: 'actor-not-allowed',
      allowedActors: ['investor'],
    });
    expect(checkTransition('active', 'rejected', 'advisor', { revocation: true }).ok).toBe(false);
  });

  it('list the next statuses an actor can choose', () => {
    expect(nextStatuses('invited', 'investor')).toEqual(['viewed', 'interested', 'accepted', 'declined']);
    expect(nextStatuses('interested', 'advisor')).toEqual(['rejected']);
    expect(nextStatuses('accepted', 'advisor')).toEqual(['active', 'rejected']);
    expect(nextStatuses('accepted', 'system')).toEqual(['active', 'rejected']);
  });
});
