import { describe, expect, it } from 'vitest';
import type { OfferHistoryItem } from '../../../../lib/contracts/offer-list';
import { actorText, hasInvestment, historyProtection, historyReason, historyText } from './offer-history';

// A translator that shows the key and its values, so the tests see what was chosen.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key);

const item = (over: Partial<OfferHistoryItem>): OfferHistoryItem => ({
  at: '2026-01-01T10:00:00Z',
  type: 'status',
  from: null,
  to: 'invited',
  actor: { kind: 'advisor', id: 'a', name: 'Anna Kowalska' },
  impersonator: null,
  details: null,
  ...over,
});

describe('history', () => {
  it('says what happened and who did it', () => {
    expect(historyText(item({}), t)).toBe('investors.history.created{"status":"offers.status.invited"}');
    expect(historyText(item({ from: 'accepted', to: 'active' }), t)).toBe(
      'investors.history.status{"from":"offers.status.accepted","to":"offers.status.active"}',
    );
    expect(
      historyText(item({ type: 'owner', owner: { from: { id: '1', name: 'A' }, to: { id: '2', name: null } } }), t),
    ).toBe('investors.history.owner{"from":"A","to":"investors.owner.unknown"}');
    expect(actorText(item({}), t)).toBe('Anna Kowalska');
    expect(actorText(item({ actor: { kind: 'system', id: null, name: null } }), t)).toBe(
      'investors.history.actor.system',
    );
    expect(actorText(item({ impersonator: { id: 'c', name: 'Tomasz Wójcik' } }), t)).toBe(
      'investors.history.actor.impersonated{"actor":"Anna Kowalska","coordinator":"Tomasz Wójcik"}',
    );
    expect(historyReason(item({ details: { reason: 'Za mała kwota' } }))).toBe('Za mała kwota');
    expect(historyReason(item({ details: { amount: 5 } }))).toBeNull();
  });

  it('reads what the investor-protection checks recorded (decision 0052)', () => {
    expect(historyProtection(item({ details: { amount: 5 } }))).toBeNull();
    expect(historyProtection(item({ details: { protection: { assessmentId: 'a', testPassed: true } } }))).toEqual({
      testPassed: true,
      riskWarning: null,
      understanding: null,
    });
    expect(
      historyProtection(
        item({
          details: {
            protection: {
              testPassed: false,
              riskWarning: { threshold: 430_000, currency: 'PLN' },
              riskConsent: true,
              understanding: 'declaration',
            },
          },
        }),
      ),
    ).toEqual({
      testPassed: false,
      riskWarning: { threshold: 430_000, currency: 'PLN' },
      understanding: 'declaration',
    });
    // A damaged record shows no warning rather than a wrong one.
    expect(
      historyProtection(item({ details: { protection: { riskWarning: { threshold: '1', currency: 'GBP' } } } })),
    ).toEqual({ testPassed: false, riskWarning: null, understanding: null });
  });

  it('knows when an offer has an investment page', () => {
    expect(hasInvestment('accepted', [])).toBe(true);
    expect(hasInvestment('interested', [])).toBe(false);
    expect(hasInvestment('rejected', [item({ from: 'interested', to: 'accepted' })])).toBe(true);
    expect(hasInvestment('declined', [item({ from: 'viewed', to: 'declined' })])).toBe(false);
  });
});
