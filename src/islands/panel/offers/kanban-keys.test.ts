import { describe, expect, it } from 'vitest';
import { OFFER_COLUMNS } from '../../../lib/contracts/campaign';
import { dropState, keyboardStep } from './kanban-keys';

describe('dropState', () => {
  it('is idle without a card, origin in its own column, allowed or refused with why elsewhere', () => {
    expect(dropState(undefined, 'lost')).toEqual({ kind: 'idle' });
    expect(dropState('invited', 'invited')).toEqual({ kind: 'origin' });
    expect(dropState('declined', 'lost')).toEqual({ kind: 'origin' });
    expect(dropState('invited', 'interested')).toEqual({ kind: 'allowed' });
    expect(dropState('invited', 'lost')).toEqual({ kind: 'allowed' });
    expect(dropState('invited', 'accepted')).toEqual({ kind: 'refused', why: 'offers.move.refused.investor' });
    expect(dropState('interested', 'active')).toEqual({ kind: 'refused', why: 'offers.move.refused.order' });
    expect(dropState('active', 'lost')).toEqual({ kind: 'refused', why: 'offers.move.refused.final' });
  });
});

describe('keyboardStep', () => {
  it('lifts with Space or Enter a card that may move, and only those', () => {
    expect(keyboardStep('viewed', false, null, ' ', OFFER_COLUMNS)).toEqual({
      kind: 'lift',
      allowed: ['interested', 'lost'],
    });
    expect(keyboardStep('viewed', false, null, 'Enter', OFFER_COLUMNS).kind).toBe('lift');
    expect(keyboardStep('active', false, null, ' ', OFFER_COLUMNS)).toEqual({ kind: 'no-moves' });
    expect(keyboardStep('viewed', false, null, 'ArrowRight', OFFER_COLUMNS)).toEqual({ kind: 'none' });
  });

  it('steps round the allowed columns and the own one with the arrows, skipping refused ones', () => {
    const step = (over: Parameters<typeof keyboardStep>[2], key: string) =>
      keyboardStep('viewed', true, over, key, OFFER_COLUMNS);
    expect(step('viewed', 'ArrowRight')).toEqual({ kind: 'over', column: 'interested', origin: false });
    expect(step('interested', 'ArrowDown')).toEqual({ kind: 'over', column: 'lost', origin: false });
    expect(step('lost', 'ArrowRight')).toEqual({ kind: 'over', column: 'viewed', origin: true });
    expect(step('viewed', 'ArrowLeft')).toEqual({ kind: 'over', column: 'lost', origin: false });
    expect(step('interested', 'ArrowUp')).toEqual({ kind: 'over', column: 'viewed', origin: true });
    // A board filtered to some columns offers only those.
    expect(keyboardStep('viewed', true, 'viewed', 'ArrowRight', ['viewed', 'lost'])).toMatchObject({ column: 'lost' });
  });

  it('drops where it is with Space or Enter, cancels with Escape or Tab', () => {
    expect(keyboardStep('accepted', true, 'active', ' ', OFFER_COLUMNS)).toEqual({ kind: 'drop', column: 'active' });
    expect(keyboardStep('accepted', true, null, 'Enter', OFFER_COLUMNS)).toEqual({ kind: 'drop', column: 'accepted' });
    expect(keyboardStep('accepted', true, 'active', 'Escape', OFFER_COLUMNS)).toEqual({ kind: 'cancel' });
    expect(keyboardStep('accepted', true, 'active', 'Tab', OFFER_COLUMNS)).toEqual({ kind: 'cancel' });
    expect(keyboardStep('accepted', true, 'active', 'a', OFFER_COLUMNS)).toEqual({ kind: 'none' });
  });
});
