import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseCamt053 } from './camt053';
import { findOfferReferences } from './reference';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/statements', name), 'utf8');
const V02 = fixture('camt053-001-02.xml');
const V08 = fixture('camt053-001-08.xml');

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

describe('parseCamt053, version .001.02', () => {
  const statement = parseCamt053(V02);

  it('reads the account, currency, id and balances', () => {
    expect(statement).toMatchObject({
      format: 'camt053',
      account: 'PL61109010140000071219812874',
      currency: 'PLN',
      statementId: '2026/11/27/001',
      openingBalance: { amount: 1_000_000, currency: 'PLN', date: '2026-11-27' },
      closingBalance: { amount: 2_648_456, currency: 'PLN', date: '2026-11-27' },
    });
  });

  it('reads a credit with a multi-line title and Polish characters', () => {
    expect(statement.entries[0]).toEqual({
      bankReference: 'PKO2026112700001',
      bookingDate: '2026-11-27',
      valueDate: '2026-11-27',
      direction: 'credit',
      amount: 1_234_567,
      currency: 'PLN',
      title: 'Inwestycja OF-1A2B 3C4D obligacje serii A',
      counterpartyName: 'Zażółć Gęślą-Jaźń',
      counterpartyAccount: 'PL27114020040000300201355387',
    });
    expect(findOfferReferences(statement.entries[0]!.title)).toEqual(['OF-1A2B3C4D']);
  });

  it('reads a credit without a reference in its title and an account in Othr', () => {
    expect(statement.entries[1]).toMatchObject({
      amount: 500_000,
      title: 'Wpłata na obligacje, zażółć gęślą jaźń',
      counterpartyName: 'Łukasz Źdźbło',
      counterpartyAccount: '10102010260000040200001234',
    });
    expect(findOfferReferences(statement.entries[1]!.title)).toEqual([]);
  });

  it('falls back to NtryRef, DtTm and a structured reference', () => {
    expect(statement.entries[2]).toMatchObject({
      bankReference: 'NREF-3',
      bookingDate: '2026-11-27',
      valueDate: null,
      amount: 1,
      title: 'of 9f8e7d6c',
      counterpartyName: 'Test & Co',
      counterpartyAccount: null,
    });
  });

  it('takes the creditor as the counterparty of a debit', () => {
    expect(statement.entries[3]).toMatchObject({
      direction: 'debit',
      amount: 86_112,
      counterpartyName: 'Kancelaria Notarialna',
      counterpartyAccount: 'PL83101010100071222231472000',
    });
  });

  it('adds up to the closing balance', () => {
    const net = statement.entries.reduce((sum, e) => sum + (e.direction === 'credit' ? e.amount : -e.amount), 0);
    expect(statement.openingBalance!.amount + net).toBe(statement.closingBalance!.amount);
  });
});

describe('parseCamt053, version .001.08 with a namespace prefix and two statements', () => {
  const statement = parseCamt053(V08);

  it('merges the days, keeps the first id and opening and the last closing balance', () => {
    expect(statement).toMatchObject({
      account: 'DE89370400440532013000',
      currency: 'EUR',
      statementId: 'EUR-STMT-1126',
      openingBalance: { amount: -15_000, date: '2026-11-26' },
      closingBalance: { amount: 100_000, date: '2026-11-27' },
    });
    expect(statement.entries).toHaveLength(2);
  });

  it('reads Pty/Nm, a reference in TxDtls/Refs and "12.5"-style amounts', () => {
    expect(statement.entries[0]).toMatchObject({
      bankReference: 'TX-EUR-0001',
      bookingDate: '2026-11-26',
      valueDate: '2026-11-25',
      amount: 123_450,
      currency: 'EUR',
      counterpartyName: 'Jürgen Gęślą',
      counterpartyAccount: 'FR1420041010050500013M02606',
    });
    expect(findOfferReferences(statement.entries[0]!.title)).toEqual(['OF-AB12CD34', 'OF-00FF00FF']);
  });

  it('falls back to the EndToEndId for a debit', () => {
    expect(statement.entries[1]).toMatchObject({
      bankReference: 'PAYOUT-2026-11-27-1',
      direction: 'debit',
      counterpartyName: 'Zofia Źrebięcka',
    });
  });
});

describe('parseCamt053, a batch entry', () => {
  const tx = (ref: string | null, amount: string, name: string, title: string) =>
    `<TxDtls>${ref ? `<Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs>` : ''}` +
    `<AmtDtls><TxAmt><Amt Ccy="PLN">${amount}</Amt></TxAmt></AmtDtls>` +
    `<RltdPties><Dbtr><Nm>${name}</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${title}</Ustrd></RmtInf></TxDtls>`;
  const batch = (amount: string, txs: string) =>
    V02.replace(
      /<Ntry>[\s\S]*<\/Ntry>/,
      `<Ntry><Amt Ccy="PLN">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
      <BookgDt><Dt>2026-11-27</Dt></BookgDt><AcctSvcrRef>BATCH-1</AcctSvcrRef><NtryDtls>${txs}</NtryDtls></Ntry>`,
    );

  it('becomes one entry per transaction when the amounts add up', () => {
    const statement = parseCamt053(
      batch('300.00', tx('T-1', '100.00', 'Anna', 'OF-11111111') + tx(null, '200.00', 'Jan', 'OF-22222222')),
    );
    expect(statement.entries.map((e) => [e.bankReference, e.amount, e.counterpartyName, e.title])).toEqual([
      ['T-1', 10_000, 'Anna', 'OF-11111111'],
      ['BATCH-1/2', 20_000, 'Jan', 'OF-22222222'],
    ]);
  });

  it('stays whole when they do not', () => {
    const statement = parseCamt053(
      batch('300.00', tx('T-1', '100.00', 'Anna', 'OF-11111111') + tx(null, '150.00', 'Jan', 'OF-22222222')),
    );
    expect(statement.entries.map((e) => [e.bankReference, e.amount, e.counterpartyName, e.title])).toEqual([
      ['BATCH-1', 30_000, 'Anna', 'OF-11111111 OF-22222222'],
    ]);
  });
});

describe('parseCamt053, entry status', () => {
  it('leaves out pending and information-only entries (Sts as text up to .001.07, Sts/Cd in .001.08)', () => {
    const v02 = parseCamt053(V02.replace('<Sts>BOOK</Sts>', '<Sts>PDNG</Sts>'));
    expect(v02.entries.map((e) => e.bankReference)).not.toContain('PKO2026112700001');
    expect(v02.entries).toHaveLength(3);
    const v08 = parseCamt053(V08.replace('<c:Sts><c:Cd>BOOK</c:Cd></c:Sts>', '<c:Sts><c:Cd>INFO</c:Cd></c:Sts>'));
    expect(v08.entries.map((e) => e.bankReference)).toEqual(['PAYOUT-2026-11-27-1']);
  });
});

describe('parseCamt053 refuses', () => {
  it('a file cut short', () => {
    expect(codeOf(() => parseCamt053(V02.slice(0, V02.length / 2)))).toBe('truncated');
    expect(codeOf(() => parseCamt053(V02.slice(0, V02.lastIndexOf('</Stmt>'))))).toBe('truncated');
  });

  it('a DOCTYPE or an entity declaration (XXE)', () => {
    const xxe = V02.replace(
      '<Document',
      '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document',
    ).replace('Faktura FV/11/2026', '&xxe;');
    expect(codeOf(() => parseCamt053(xxe))).toBe('forbidden-dtd');
  });

  it('XML that is not a camt.053', () => {
    expect(codeOf(() => parseCamt053('<Document><BkToCstmrDbtCdtNtfctn/></Document>'))).toBe('format-unknown');
  });

  it('malformed XML', () => {
    expect(codeOf(() => parseCamt053(V02.replace('</Ntry>', '</Entry>')))).toBe('invalid-xml');
  });

  it('a statement of two accounts', () => {
    const other = V08.replace(/DE89370400440532013000(?![\s\S]*DE89370400440532013000)/, 'DE02120300000000202051');
    expect(codeOf(() => parseCamt053(other))).toBe('account-mismatch');
  });

  it('a statement without entries', () => {
    const empty = V02.replace(/<Ntry>[\s\S]*<\/Ntry>/, '');
    expect(codeOf(() => parseCamt053(empty))).toBe('no-entries');
  });

  it('an amount that is not one', () => {
    expect(codeOf(() => parseCamt053(V02.replace('12345.67', '12,345.67')))).toBe('invalid-amount');
    expect(codeOf(() => parseCamt053(V02.replace('5000.00', '5000.001')))).toBe('invalid-amount');
  });

  it('an entry that is neither credit nor debit', () => {
    expect(
      codeOf(() =>
        parseCamt053(
          V02.replace('<CdtDbtInd>DBIT</CdtDbtInd>\n        <BookgDt>', '<CdtDbtInd>X</CdtDbtInd><BookgDt>'),
        ),
      ),
    ).toBe('missing-field');
  });
});
