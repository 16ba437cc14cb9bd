import { describe, expect, it } from 'vitest';
import { OFFER_COLUMNS } from '../../../../lib/contracts/campaign';
import { columnOf, lostReasonLabel, movableColumns, refusedMoveKey, statusForColumn } from './offer-moves';

const t = (key: string) => `t:${key}`;

describe('kanban moves', () => {
  it("offers only the advisor's moves of the status machine", () => {
    expect(movableColumns('invited', OFFER_COLUMNS)).toEqual(['interested', 'lost']);
    expect(movableColumns('viewed', OFFER_COLUMNS)).toEqual(['interested', 'lost']);
    expect(movableColumns('interested', OFFER_COLUMNS)).toEqual(['lost']);
    expect(movableColumns('accepted', OFFER_COLUMNS)).toEqual(['active', 'lost']);
    expect(movableColumns('active', OFFER_COLUMNS)).toEqual([]);
    expect(movableColumns('rejected', OFFER_COLUMNS)).toEqual([]);
    expect(movableColumns('declined', OFFER_COLUMNS)).toEqual([]);
  });

  it('says why a column refuses a card', () => {
    expect(refusedMoveKey('invited', 'invited')).toBe('offers.move.refused.same');
    expect(refusedMoveKey('invited', 'accepted')).toBe('offers.move.refused.investor');
    expect(refusedMoveKey('interested', 'viewed')).toBe('offers.move.refused.investor');
    expect(refusedMoveKey('invited', 'active')).toBe('offers.move.refused.order');
    expect(refusedMoveKey('active', 'lost')).toBe('offers.move.refused.final');
    expect(refusedMoveKey('declined', 'interested')).toBe('offers.move.refused.final');
    expect(refusedMoveKey('accepted', 'active')).toBeUndefined();
  });

  it('maps columns and statuses both ways', () => {
    expect(columnOf('declined')).toBe('lost');
    expect(columnOf('rejected')).toBe('lost');
    expect(statusForColumn('lost')).toBe('rejected');
    expect(statusForColumn('active')).toBe('active');
  });

  it("names built-in reasons with the panel's texts and a landing's own in the language", () => {
    const options = [
      { code: 'no-answer', builtIn: true },
      { code: 'went-abroad', builtIn: false, labels: { pl: 'Wyjazd', en: 'Moved abroad' } },
    ] as const;
    expect(lostReasonLabel('no-answer', options, t, 'pl')).toBe('t:offers.lostReason.no-answer');
    expect(lostReasonLabel('went-abroad', options, t, 'en')).toBe('Moved abroad');
    expect(lostReasonLabel('went-abroad', options, t, 'pl')).toBe('Wyjazd');
    expect(lostReasonLabel('removed-one', options, t, 'pl')).toBe('removed-one');
  });
});
