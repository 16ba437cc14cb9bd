import { describe, expect, it } from 'vitest';
import { accountingUntil, complaintsUntil, keepsAnything, keptItems, type ErasureFacts } from './erasure-rules';

const none: ErasureFacts = {
  offers: false,
  beyondInvitation: false,
  attachments: false,
  payments: false,
  kyc: false,
  protection: false,
  lastComplaint: null,
  advisor: false,
  held: false,
};

describe('erasure rules', () => {
  it('counts the accounting years from the start of the next year, and claims to the end of the sixth year', () => {
    expect(accountingUntil(new Date('2025-01-01T00:00:00Z'))).toBe('2030-12-31');
    expect(accountingUntil(new Date('2025-12-31T23:59:59Z'))).toBe('2030-12-31');
    expect(complaintsUntil(new Date('2025-06-30T12:00:00Z'))).toBe('2031-12-31');
  });

  it('lets the whole account go only when nothing went past an invitation and nothing holds it', () => {
    expect(keepsAnything({ ...none, offers: true })).toBe(false);
    for (const key of ['beyondInvitation', 'attachments', 'payments', 'kyc', 'protection', 'advisor', 'held'] as const)
      expect(keepsAnything({ ...none, offers: true, [key]: true })).toBe(true);
    expect(keepsAnything({ ...none, lastComplaint: new Date() })).toBe(true);
  });

  it('keeps AML records five years after the relationship ended, to the day, and says nothing of a hold', () => {
    const facts = {
      ...none,
      offers: true,
      beyondInvitation: true,
      kyc: true,
      payments: true,
      protection: true,
      held: true,
    };
    const end = new Date('2025-01-15T10:00:00Z');
    // AML act art. 49(1): five years from the day the relationship ended (15.01.2025 in Warsaw).
    expect(keptItems(facts, { ongoing: false, end }, 'Europe/Warsaw')).toEqual([
      { kind: 'identity', reason: 'aml', keptUntil: '2030-01-15' },
      { kind: 'kyc', reason: 'aml', keptUntil: '2030-01-15' },
      { kind: 'offers', reason: 'aml', keptUntil: '2030-01-15' },
      { kind: 'payments', reason: 'accounting', keptUntil: '2030-12-31' },
      { kind: 'protection', reason: 'ecspr', keptUntil: '2030-01-15' },
      { kind: 'sign-in-log', reason: 'security', keptUntil: null },
    ]);
  });

  it('has no end date while the relationship lasts (a leap day included)', () => {
    const kept = keptItems(
      { ...none, offers: true, kyc: true },
      { ongoing: true, end: new Date('2024-02-29T00:00:00Z') },
      'Europe/Warsaw',
    );
    expect(kept.every((item) => item.keptUntil === null)).toBe(true);
    expect(kept[0]).toEqual({ kind: 'identity', reason: 'contract', keptUntil: null });
    // From 29 February: the period ends with 28 February of a common year (civil code art. 112).
    const leap = keptItems({ ...none, kyc: true }, { ongoing: false, end: new Date('2024-02-29T00:00:00Z') }, 'UTC');
    expect(leap[1]).toEqual({ kind: 'kyc', reason: 'aml', keptUntil: '2029-02-28' });
    // 23:30 UTC on 31.12.2024 is already 01.01.2025 in Warsaw: the landing's day counts.
    const late = keptItems(
      { ...none, kyc: true },
      { ongoing: false, end: new Date('2024-12-31T23:30:00Z') },
      'Europe/Warsaw',
    );
    expect(late[1]).toEqual({ kind: 'kyc', reason: 'aml', keptUntil: '2030-01-01' });
  });
});
