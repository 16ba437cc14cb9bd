import { describe, expect, it } from 'vitest';
import { isCurrent, linksFor } from './panel-links';

describe('panel links', () => {
  it('marks the longest matching link as current', () => {
    expect(isCurrent('/app/investors/network', '/app/investors/network')).toBe(true);
    expect(isCurrent('/app/investors', '/app/investors/network')).toBe(false);
    expect(isCurrent('/app/investors', '/app/investors/offer/123')).toBe(true);
    expect(isCurrent('/app', '/app/')).toBe(true);
    expect(isCurrent('/app', '/app/advisors')).toBe(false);
    expect(isCurrent('/app/advisors', '/app/advisors/new')).toBe(true);
  });

  it('shows the network offers and complaints to coordinators only and nothing but home before the session is known', () => {
    expect(linksFor('advisor').map((l) => l.href)).not.toContain('/app/investors/network');
    expect(linksFor('advisor').map((l) => l.href)).not.toContain('/app/complaints');
    expect(linksFor('coordinator').map((l) => l.href)).toContain('/app/investors/network');
    expect(linksFor('coordinator').map((l) => l.href)).toContain('/app/complaints');
    expect(linksFor('coordinator').map((l) => l.href)).toContain('/app/payments');
    expect(linksFor('advisor').map((l) => l.href)).not.toContain('/app/payments');
    expect(linksFor('coordinator').map((l) => l.href)).toContain('/app/payouts');
    expect(linksFor('advisor').map((l) => l.href)).not.toContain('/app/payouts');
    expect(linksFor('investor', false, true).map((l) => l.href)).toEqual([
      '/app',
      '/app/products',
      '/app/complaints',
      '/app/protection',
      '/app/privacy',
    ]);
    // A landing without the investor protections has no page for them in the menu.
    expect(linksFor('investor').map((l) => l.href)).not.toContain('/app/protection');
    expect(linksFor(null).map((l) => l.href)).toEqual(['/app']);
  });

  it("adds the compliance desk and complaints for a compliance officer, whatever the officer's role", () => {
    expect(linksFor('advisor').map((l) => l.href)).not.toContain('/app/compliance');
    expect(linksFor('coordinator').map((l) => l.href)).not.toContain('/app/compliance');
    const officer = linksFor('advisor', true).map((l) => l.href);
    expect(officer).toContain('/app/compliance');
    expect(officer).toContain('/app/complaints');
    expect(officer).toContain('/app/payments');
    expect(officer).toContain('/app/payouts');
    expect(linksFor('coordinator', true).filter((l) => l.href === '/app/complaints')).toHaveLength(1);
    expect(linksFor(null, true).map((l) => l.href)).toEqual(['/app']);
  });
});
