import { describe, expect, it } from 'vitest';
import { nextStepText, offerProgress, type ProgressInput } from './progress';

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
    expect(offerProgress(o).next).toEqual({ id: 'active', at: at(9), paidOn: null });
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

describe('offerProgress with a payment the bank showed (issue 38 item 2)', () => {
  const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;
  const accepted = [
    { status: 'invited' as const, at: at(1) },
    { status: 'accepted' as const, at: at(3) },
  ];

  it('an accepted offer paid, waiting for the reflection period: "payment received" with its day and the activation', () => {
    const o = offer({
      status: 'accepted',
      history: accepted,
      bankPayment: { bookingDate: '2026-11-04', activatesAt: at(7) },
      revocableUntil: at(7),
    });
    expect(states(o)).toEqual([
      'invited:done:01',
      'interested:done:-',
      'accepted:done:03',
      'received:done:04',
      'active:current:-',
    ]);
    const next = offerProgress(o).next;
    expect(next).toEqual({ id: 'received', on: '2026-11-04', activatesAt: at(7), reflection: true });
    expect(nextStepText(next, t)).toBe('progress.next.receivedWaits {"date":"04.11.2026","activation":"07.11.2026"}');
  });

  it('without a reflection period the offer becomes active at once; a payment for a person to check says so', () => {
    const soon = offer({
      status: 'accepted',
      history: accepted,
      bankPayment: { bookingDate: '2026-11-04', activatesAt: at(4) },
    });
    expect(nextStepText(offerProgress(soon).next, t)).toBe('progress.next.receivedActivating {"date":"04.11.2026"}');
    const review = offer({
      status: 'accepted',
      history: accepted,
      bankPayment: { bookingDate: '2026-11-04', activatesAt: null },
    });
    expect(nextStepText(offerProgress(review).next, t)).toBe('progress.next.received {"date":"04.11.2026"}');
  });

  it('an active offer says when the payment arrived, whichever way it was recorded', () => {
    const history = [...accepted, { status: 'active' as const, at: at(9) }];
    const byBank = offer({
      status: 'active',
      history,
      paymentDate: '2026-11-05',
      bankPayment: { bookingDate: '2026-11-05', activatesAt: null },
    });
    expect(nextStepText(offerProgress(byBank).next, t)).toBe(
      'progress.next.paid {"date":"05.11.2026"} progress.next.active {"date":"09.11.2026"}',
    );
    const byAdvisor = offer({ status: 'active', history, paymentDate: '2026-11-06' });
    expect(offerProgress(byAdvisor).next).toEqual({ id: 'active', at: at(9), paidOn: '2026-11-06' });
    expect(states(byAdvisor)[3]).toBe('confirmation:done:-');
  });
});
