import { describe, expect, it } from 'vitest';
import { keepsAnything, keptItems, type ErasureFacts } from './erasure-rules';

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
    const kept = (end: string, lastComplaint: string | null = null) =>
      keptItems(
        { ...none, payments: true, lastComplaint: lastComplaint ? new Date(lastComplaint) : null },
        {
          ongoing: false,
          end: new Date(end),
        },
        'Europe/Warsaw',
      );
    expect(kept('2025-01-01T00:00:00Z').find((i) => i.kind === 'payments')?.keptUntil).toBe('2030-12-31');
    // 23:30 UTC on 31.12.2025 is 2026 in Warsaw: the landing's year counts.
    expect(kept('2025-12-31T23:30:00Z').find((i) => i.kind === 'payments')?.keptUntil).toBe('2031-12-31');
    expect(kept('2025-06-30T12:00:00Z', '2025-06-30T12:00:00Z').find((i) => i.kind === 'complaints')?.keptUntil).toBe(
      '2031-12-31',
    );
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
    // The account and its offers stay with the payment records (accounting act art. 74 ust. 2 pkt 4).
    expect(keptItems(facts, { ongoing: false, end }, 'Europe/Warsaw')).toEqual([
      { kind: 'identity', reason: 'accounting', keptUntil: '2030-12-31' },
      { kind: 'kyc', reason: 'aml', keptUntil: '2030-01-15' },
      { kind: 'offers', reason: 'accounting', keptUntil: '2030-12-31' },
      { kind: 'payments', reason: 'accounting', keptUntil: '2030-12-31' },
      { kind: 'protection', reason: 'ecspr', keptUntil: '2030-01-15' },
      { kind: 'sign-in-log', reason: 'security', keptUntil: null },
    ]);
    // Without payment records the account goes with the AML records.
    expect(keptItems({ ...facts, payments: false }, { ongoing: false, end }, 'Europe/Warsaw').slice(0, 3)).toEqual([
      { kind: 'identity', reason: 'aml', keptUntil: '2030-01-15' },
      { kind: 'kyc', reason: 'aml', keptUntil: '2030-01-15' },
      { kind: 'offers', reason: 'aml', keptUntil: '2030-01-15' },
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
