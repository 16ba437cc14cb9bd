import { describe, expect, it } from 'vitest';
import { matchCredit, type MatchOffer } from './bank-matching';

const NOW = new Date('2026-11-29T12:00:00Z');
const offer = (over: Partial<MatchOffer> = {}): MatchOffer => ({
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  status: 'accepted',
  amount: 1_000_000,
  currency: 'PLN',
  reflectionEndsAt: null,
  ...over,
});
const byPrefix = (...offers: MatchOffer[]) => {
  const map = new Map<string, MatchOffer[]>();
  for (const o of offers) map.set(o.id.slice(0, 8), [...(map.get(o.id.slice(0, 8)) ?? []), o]);
  return map;
};
const credit = (over: Partial<Parameters<typeof matchCredit>[0]> = {}) => ({
  amount: 1_000_000,
  currency: 'PLN',
  references: ['OF-1A2B3C4D'],
  ...over,
});

describe('a credit meets the offers', () => {
  it('an equal amount for an accepted offer is matched: active now', () => {
    expect(matchCredit(credit(), byPrefix(offer()), new Set(), NOW)).toEqual({
      state: 'matched',
      offerId: offer().id,
      activatesAt: NOW,
    });
  });
  it('within the reflection period it becomes active when the period ends', () => {
    const ends = new Date('2026-12-03T23:00:00Z');
    expect(matchCredit(credit(), byPrefix(offer({ reflectionEndsAt: ends })), new Set(), NOW)).toMatchObject({
      state: 'matched',
      activatesAt: ends,
    });
    const past = new Date('2026-11-01T00:00:00Z');
    expect(matchCredit(credit(), byPrefix(offer({ reflectionEndsAt: past })), new Set(), NOW)).toMatchObject({
      activatesAt: NOW,
    });
  });
  it('a lower or higher amount, another currency, an open or paid offer wait for a person with the reason', () => {
    const reason = (c: ReturnType<typeof credit>, o: MatchOffer, paid = new Set<string>()) =>
      matchCredit(c, byPrefix(o), paid, NOW);
    expect(reason(credit({ amount: 999_999 }), offer())).toMatchObject({ state: 'review', reason: 'amount-lower' });
    expect(reason(credit({ amount: 1_000_001 }), offer())).toMatchObject({ reason: 'amount-higher' });
    expect(reason(credit({ currency: 'EUR' }), offer())).toMatchObject({ reason: 'currency' });
    expect(reason(credit(), offer({ status: 'interested' }))).toMatchObject({ reason: 'offer-not-accepted' });
    expect(reason(credit(), offer({ status: 'declined' }))).toMatchObject({ reason: 'offer-not-accepted' });
    expect(reason(credit(), offer({ status: 'active' }))).toMatchObject({ reason: 'offer-already-paid' });
    expect(reason(credit(), offer(), new Set([offer().id]))).toMatchObject({
      state: 'review',
      offerId: offer().id,
      reason: 'offer-already-paid',
    });
  });
  it('no reference, an unknown one, or one naming two offers', () => {
    expect(matchCredit(credit({ references: [] }), byPrefix(offer()), new Set(), NOW)).toEqual({
      state: 'unmatched',
      reason: 'no-reference',
    });
    expect(matchCredit(credit({ references: ['OF-FFFFFFFF'] }), byPrefix(offer()), new Set(), NOW)).toMatchObject({
      state: 'unmatched',
    });
    const twin = offer({ id: '1a2b3c4d-0000-4000-8000-000000000002' });
    expect(matchCredit(credit(), byPrefix(offer(), twin), new Set(), NOW)).toMatchObject({
      reason: 'several-references',
      offerId: null,
    });
    const other = offer({ id: 'aaaaaaaa-0000-4000-8000-000000000003' });
    expect(
      matchCredit(credit({ references: ['OF-1A2B3C4D', 'OF-AAAAAAAA'] }), byPrefix(offer(), other), new Set(), NOW),
    ).toMatchObject({ reason: 'several-references' });
    // The same reference twice in a title is one offer.
    expect(
      matchCredit(credit({ references: ['OF-1A2B3C4D', 'OF-1A2B3C4D'] }), byPrefix(offer()), new Set(), NOW),
    ).toMatchObject({ state: 'matched' });
  });
});
