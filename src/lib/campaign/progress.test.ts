import { describe, expect, it } from 'vitest';
import { offerProgress, type ProgressInput } from './progress';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function offer(over: Partial<ProgressInput> & Pick<ProgressInput, 'status'>): ProgressInput {
  return {
    statusDate: at(20),
    history: [{ status: 'invited', at: at(1) }],
    attachments: [],
    actions: { blockedBy: null },
    lostReason: null,
    ...over,
  };
}

const states = (o: ProgressInput) =>
  offerProgress(o).steps.map((s) => `${s.id}:${s.state}:${s.at?.slice(8, 10) ?? '-'}`);

describe('offerProgress (issue 17: invited -> interested -> accepted -> confirmation sent -> active, or lost)', () => {
  it('an opened invitation: the investor moves next (interest or acceptance)', () => {
    const o = offer({
      status: 'viewed',
      history: [
        { status: 'invited', at: at(1) },
        { status: 'viewed', at: at(2) },
      ],
    });
    expect(states(o)).toEqual([
      'invited:done:01',
      'interested:current:-',
      'accepted:upcoming:-',
      'confirmation:upcoming:-',
      'active:upcoming:-',
    ]);
    expect(offerProgress(o).next).toEqual({ id: 'respond' });
  });

  it('interest shown: acceptance is next', () => {
    const o = offer({
      status: 'interested',
      history: [
        { status: 'invited', at: at(1) },
        { status: 'interested', at: at(3) },
      ],
    });
    expect(states(o).slice(0, 3)).toEqual(['invited:done:01', 'interested:done:03', 'accepted:current:-']);
    expect(offerProgress(o).next).toEqual({ id: 'accept' });
  });

  it('accepted straight from the link: interest counts as passed without a date; paying is next', () => {
    const o = offer({
      status: 'accepted',
      history: [
        { status: 'invited', at: at(1) },
        { status: 'accepted', at: at(4) },
      ],
    });
    expect(states(o)).toEqual([
      'invited:done:01',
      'interested:done:-',
      'accepted:done:04',
      'confirmation:current:-',
      'active:upcoming:-',
    ]);
    expect(offerProgress(o).next).toEqual({ id: 'pay' });
  });

  it('confirmation uploaded: the advisor checks the payment, from the first confirmation (other files do not count)', () => {
    const o = offer({
      status: 'accepted',
      history: [
        { status: 'invited', at: at(1) },
        { status: 'accepted', at: at(4) },
      ],
      attachments: [
        { kind: 'other', uploadedAt: at(5) },
        { kind: 'payment-confirmation', uploadedAt: at(7) },
        { kind: 'payment-confirmation', uploadedAt: at(6) },
      ],
    });
    expect(states(o).slice(3)).toEqual(['confirmation:done:06', 'active:current:-']);
    expect(offerProgress(o).next).toEqual({ id: 'check', at: at(6) });
  });

  it('active: every step done, the last one current with its date', () => {
    const o = offer({
      status: 'active',
      history: [
        { status: 'invited', at: at(1) },
        { status: 'accepted', at: at(4) },
        { status: 'active', at: at(9) },
      ],
      attachments: [{ kind: 'payment-confirmation', uploadedAt: at(6) }],
    });
    expect(states(o)).toEqual([
      'invited:done:01',
      'interested:done:-',
      'accepted:done:04',
      'confirmation:done:06',
      'active:current:09',
    ]);
    expect(offerProgress(o).next).toEqual({ id: 'active', at: at(9) });
  });

  it('lost: the steps reached, then the end with its date and the reason the investor may read', () => {
    const o = offer({
      status: 'rejected',
      statusDate: at(8),
      lostReason: 'replaced',
      history: [
        { status: 'invited', at: at(1) },
        { status: 'interested', at: at(3) },
        { status: 'rejected', at: at(8) },
      ],
    });
    expect(states(o)).toEqual(['invited:done:01', 'interested:done:03', 'lost:current:08']);
    expect(offerProgress(o).next).toEqual({ id: 'lost', reason: 'replaced' });
  });

  it('a campaign that stopped taking acceptances: nobody acts', () => {
    const o = offer({ status: 'viewed', actions: { blockedBy: 'campaign-completed' } });
    expect(offerProgress(o).next).toEqual({ id: 'closed' });
  });

  it('an accepted offer without its history entry still reads as accepted', () => {
    expect(states(offer({ status: 'accepted', history: [] })).slice(2, 4)).toEqual([
      'accepted:done:-',
      'confirmation:current:-',
    ]);
  });
});
