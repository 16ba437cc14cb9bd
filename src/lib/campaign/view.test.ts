import { describe, expect, it } from 'vitest';
import { statusText } from './view';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

describe('statusText', () => {
  const accepted = { status: 'accepted' as const, investmentValue: 1_200_000, currency: 'PLN' };

  it('says the payment confirmation arrived, as the tracker does', () => {
    expect(statusText({ ...accepted, investmentValue: null, attachments: [] }, t)).toBe('campaign.status.accepted');
    const sent = { kind: 'payment-confirmation' as const, uploadedAt: '2026-06-01T10:00:00.000Z' };
    expect(statusText({ ...accepted, investmentValue: null, attachments: [sent] }, t)).toBe(
      'campaign.status.confirmation',
    );
  });

  it('reads a revocation as revoked, with the amount', () => {
    expect(statusText({ ...accepted, status: 'declined', lostReason: 'revoked' }, t)).toBe(
      'campaign.statusWithAmount {"status":"campaign.status.revoked","amount":"12 000,00 PLN"}',
    );
  });
});
