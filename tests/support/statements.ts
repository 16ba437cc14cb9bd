// Bank statement files made for the tests: a camt.053 of any size (the 10,000-entry import) and text in the Polish
// Windows-1250 code page (Node encodes only UTF-8), as Polish banks' MT940 and CSV exports come.

/** Text as Windows-1250 bytes: the payout files' encoder (ASCII and the Polish letters; anything else throws). */
export { encodeWindows1250 } from '../../src/server/payouts/bank-text';

export interface GeneratedEntry {
  reference: string;
  direction: 'credit' | 'debit';
  /** Minor units. */
  amount: number;
  title: string;
  /** The payer's (credit) or payee's (debit) IBAN, when the bank names it. */
  account?: string;
}

export interface GeneratedCamt {
  xml: string;
  entries: GeneratedEntry[];
}

const hex8 = (n: number) => ((n * 2654435761) >>> 0).toString(16).toUpperCase().padStart(8, '0');
const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/** The i-th generated entry: every fifth a debit, the credits titled with an offer reference, amounts that vary. */
function generatedEntry(i: number): GeneratedEntry {
  const direction = i % 5 === 4 ? 'debit' : 'credit';
  const amount = 100 + ((i * 7919) % 5_000_000);
  const title = direction === 'credit' ? `Inwestycja OF-${hex8(i + 1)} zażółć ${i}` : `Wypłata odsetek ${i}`;
  return { reference: `GEN${String(i).padStart(8, '0')}`, direction, amount, title };
}

function entryXml(entry: GeneratedEntry, day: string, currency = 'PLN'): string {
  const party = entry.direction === 'credit' ? 'Dbtr' : 'Cdtr';
  const account = entry.account ? `<${party}Acct><Id><IBAN>${entry.account}</IBAN></Id></${party}Acct>` : '';
  const indicator = entry.direction === 'credit' ? 'CRDT' : 'DBIT';
  return `<Ntry><Amt Ccy="${currency}">${decimal(entry.amount)}</Amt><CdtDbtInd>${indicator}</CdtDbtInd>
<BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt><AcctSvcrRef>${entry.reference}</AcctSvcrRef>
<NtryDtls><TxDtls><RltdPties><${party}><Nm>Inwestor ${entry.reference}</Nm></${party}>${account}</RltdPties>
<RmtInf><Ustrd>${entry.title}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/** A camt.053.001.02 statement of the given entries on one account (PLN unless said), booked on `day`. */
export function camtStatement(
  entries: readonly GeneratedEntry[],
  account = 'PL61109010140000071219812874',
  day = '2026-11-27',
  id = `STMT-${entries.length}`,
  currency = 'PLN',
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>${id}</MsgId><CreDtTm>${day}T23:00:00</CreDtTm></GrpHdr>
<Stmt><Id>${id}</Id><Acct><Id><IBAN>${account}</IBAN></Id><Ccy>${currency}</Ccy></Acct>
${entries.map((entry) => entryXml(entry, day, currency)).join('\n')}
</Stmt></BkToCstmrStmt></Document>
`;
}

/** A camt.053.001.02 statement of `count` entries on one PLN account, with the entries it holds to compare against. */
export function generateCamt053(
  count: number,
  account = 'PL61109010140000071219812874',
  day = '2026-11-27',
): GeneratedCamt {
  const entries = Array.from({ length: count }, (_, i) => generatedEntry(i));
  return { xml: camtStatement(entries, account, day, `GEN-${count}`), entries };
}
