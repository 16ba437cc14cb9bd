import { describe, expect, it } from 'vitest';

import { finishStatement, type EntryDraft, type StatementDraft } from './finish';

const entry = (overrides: Partial<EntryDraft> = {}): EntryDraft => ({
  bankReference: null,
  bookingDate: '2026-11-27',
  valueDate: null,
  direction: 'credit',
  amount: 10_000,
  currency: 'PLN',
  title: 'Inwestycja OF-1A2B3C4D',
  counterpartyName: 'Jan Kowalski',
  counterpartyAccount: null,
  ...overrides,
});

const draft = (entries: EntryDraft[]): StatementDraft => ({
  format: 'csv',
  account: 'PL61109010140000071219812874',
  currency: 'PLN',
  statementId: null,
  entries,
});

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

describe('finishStatement', () => {
  it('keeps two equal transfers without a bank reference on one day as two entries, with stable references', () => {
    const first = finishStatement(draft([entry(), entry()]));
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]!.bankReference).not.toBe(first.entries[1]!.bankReference);
    expect(finishStatement(draft([entry(), entry()])).entries).toEqual(first.entries);
  });

  it('gives an entry the same reference whatever other entries the file holds', () => {
    const alone = finishStatement(draft([entry({ amount: 5 })])).entries[0]!;
    const among = finishStatement(draft([entry(), entry({ amount: 5 }), entry({ bookingDate: '2026-11-28' })]))
      .entries[1]!;
    expect(among.bankReference).toBe(alone.bankReference);
  });

  it('drops an identical entry repeated under the same bank reference (a bank artefact)', () => {
    const statement = finishStatement(
      draft([entry({ bankReference: 'R1' }), entry({ bankReference: 'R2' }), entry({ bankReference: 'R1' })]),
    );
    expect(statement.entries.map((e) => e.bankReference)).toEqual(['R1', 'R2']);
  });

  it('refuses one bank reference on two different entries', () => {
    expect(
      codeOf(() => finishStatement(draft([entry({ bankReference: 'R1' }), entry({ bankReference: 'R1', amount: 1 })]))),
    ).toBe('duplicate-entry');
  });

  it('refuses no entries and too many', () => {
    expect(codeOf(() => finishStatement(draft([])))).toBe('no-entries');
    expect(codeOf(() => finishStatement(draft([entry(), entry()]), 1))).toBe('too-large');
  });
});
