import { describe, expect, it } from 'vitest';
import { lostReasonOf, offerStage } from './offer-stage';

describe('offerStage', () => {
  it('refines accepted by the payment confirmation', () => {
    expect(offerStage({ status: 'accepted', confirmationSentAt: null })).toBe('accepted');
    expect(offerStage({ status: 'accepted', confirmationSentAt: '2026-06-01T10:00:00.000Z' })).toBe('confirmation');
    expect(offerStage({ status: 'active', confirmationSentAt: '2026-06-01T10:00:00.000Z' })).toBe('active');
  });

  it('names why a lost offer ended', () => {
    expect(offerStage({ status: 'declined', lostReason: 'revoked' })).toBe('revoked');
    expect(offerStage({ status: 'declined', lostReason: 'declined' })).toBe('declined');
    expect(offerStage({ status: 'rejected', lostReason: 'replaced' })).toBe('replaced');
    expect(offerStage({ status: 'rejected' })).toBe('rejected');
    expect(offerStage({ status: 'invited', lostReason: 'revoked' })).toBe('invited');
  });

  it('reads the reason of the last status change', () => {
    expect(lostReasonOf('declined', 'reflection-period')).toBe('revoked');
    expect(lostReasonOf('declined', null)).toBe('declined');
    expect(lostReasonOf('rejected', 'duplicate-open-offer')).toBe('replaced');
    expect(lostReasonOf('rejected', 'price')).toBe('rejected');
    expect(lostReasonOf('accepted', 'reflection-period')).toBeNull();
  });
});
