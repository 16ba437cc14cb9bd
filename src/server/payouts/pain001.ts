// SEPA Credit Transfer Initiation, ISO 20022 pain.001.001.09 as the EPC's customer-to-PSP implementation
// guidelines restrict it (EPC132-08, 2023 version 1.0): one file, one debtor account, one execution date, EUR
// (decision 0076). The schema is tests/fixtures/xsd/pain.001.001.09.xsd; pain001.test.ts validates against it.
import { normalisedIban } from '../../lib/format/bank-account';
import { isBankAccount } from '../../lib/validation/patterns';
import { assertSepaId, decimalAmount, escapeXml, sepaText } from './bank-text';

interface SepaParty {
  name: string;
  iban: string;
  /** BIC of the account's bank; without one the file says NOTPROVIDED (IBAN-only, as SEPA allows). */
  bic?: string;
}

interface SepaPayment {
  /** Carried to the payee and reported back by the bank: 1-35 SEPA characters. */
  endToEndId: string;
  creditor: SepaParty;
  /** Euro cents, 1 to 99,999,999,999. */
  amount: number;
  /** Unstructured remittance (the transfer's title), up to 140 characters after transliteration. */
  remittance: string;
}

export interface Pain001Input {
  messageId: string;
  /** The payment information block's id; the message id when absent. */
  paymentInfoId?: string;
  /** When the file was made (deps.clock). */
  createdAt: Date;
  /** Requested execution date 'YYYY-MM-DD'. */
  executionDate: string;
  debtor: SepaParty;
  /** The initiating party's name; the debtor's when absent. */
  initiatingPartyName?: string;
  payments: SepaPayment[];
}

const PAIN001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
/** EPC limits: names 70 characters, unstructured remittance 140, an amount 999,999,999.99. */
const NAME_LENGTH = 70;
const REMITTANCE_LENGTH = 140;
const MAX_AMOUNT = 99_999_999_999;
const BIC = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

function iban(name: string, value: string): string {
  const normalised = normalisedIban(value);
  if (!/^[A-Z]{2}/.test(normalised) || !isBankAccount(normalised)) throw new RangeError(`${name} is not an IBAN`);
  return normalised;
}

function name(label: string, value: string): string {
  const text = sepaText(value, NAME_LENGTH);
  if (!text) throw new RangeError(`${label} has no characters the SEPA set can carry`);
  return text;
}

function agent(bic: string | undefined): string {
  if (bic === undefined) return '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>';
  const clean = bic.replace(/\s/g, '').toUpperCase();
  if (!BIC.test(clean)) throw new RangeError(`"${bic}" is not a BIC`);
  return `<FinInstnId><BICFI>${clean}</BICFI></FinInstnId>`;
}

function assertInput(input: Pain001Input): void {
  assertSepaId('messageId', input.messageId);
  assertSepaId('paymentInfoId', input.paymentInfoId ?? input.messageId);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.executionDate) || Number.isNaN(Date.parse(input.executionDate)))
    throw new RangeError('executionDate must be a date YYYY-MM-DD');
  if (Number.isNaN(input.createdAt.getTime())) throw new RangeError('createdAt is not a time');
  if (input.payments.length === 0) throw new RangeError('a transfer file needs at least one payment');
  const ids = new Set<string>();
  for (const payment of input.payments) {
    assertSepaId('endToEndId', payment.endToEndId);
    if (ids.has(payment.endToEndId)) throw new RangeError(`endToEndId ${payment.endToEndId} is repeated`);
    ids.add(payment.endToEndId);
    if (!Number.isSafeInteger(payment.amount) || payment.amount < 1 || payment.amount > MAX_AMOUNT)
      throw new RangeError(`payment ${payment.endToEndId}: amount must be 1 to ${MAX_AMOUNT} cents`);
  }
}

function transaction(payment: SepaPayment): string {
  const remittance = sepaText(payment.remittance, REMITTANCE_LENGTH);
  return [
    '<CdtTrfTxInf>',
    `<PmtId><EndToEndId>${escapeXml(payment.endToEndId)}</EndToEndId></PmtId>`,
    `<Amt><InstdAmt Ccy="EUR">${decimalAmount(payment.amount)}</InstdAmt></Amt>`,
    payment.creditor.bic === undefined ? '' : `<CdtrAgt>${agent(payment.creditor.bic)}</CdtrAgt>`,
    `<Cdtr><Nm>${escapeXml(name(`creditor of ${payment.endToEndId}`, payment.creditor.name))}</Nm></Cdtr>`,
    `<CdtrAcct><Id><IBAN>${iban(`creditor IBAN of ${payment.endToEndId}`, payment.creditor.iban)}</IBAN></Id></CdtrAcct>`,
    remittance ? `<RmtInf><Ustrd>${escapeXml(remittance)}</Ustrd></RmtInf>` : '',
    '</CdtTrfTxInf>',
  ].join('');
}

/** UTC time without fractions: 2026-11-30T08:15:00Z. */
function isoDateTime(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`;
}

/** The pain.001.001.09 document, UTF-8 XML text (every character in it is ASCII). */
export function writePain001(input: Pain001Input): string {
  assertInput(input);
  const count = String(input.payments.length);
  const sum = decimalAmount(input.payments.reduce((total, payment) => total + payment.amount, 0));
  const debtorName = name('debtor', input.debtor.name);
  const initiating =
    input.initiatingPartyName === undefined ? debtorName : name('initiating party', input.initiatingPartyName);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<Document xmlns="${PAIN001_NAMESPACE}">`,
    '<CstmrCdtTrfInitn>',
    '<GrpHdr>',
    `<MsgId>${escapeXml(input.messageId)}</MsgId>`,
    `<CreDtTm>${isoDateTime(input.createdAt)}</CreDtTm>`,
    `<NbOfTxs>${count}</NbOfTxs>`,
    `<CtrlSum>${sum}</CtrlSum>`,
    `<InitgPty><Nm>${escapeXml(initiating)}</Nm></InitgPty>`,
    '</GrpHdr>',
    '<PmtInf>',
    `<PmtInfId>${escapeXml(input.paymentInfoId ?? input.messageId)}</PmtInfId>`,
    '<PmtMtd>TRF</PmtMtd>',
    `<NbOfTxs>${count}</NbOfTxs>`,
    `<CtrlSum>${sum}</CtrlSum>`,
    '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
    `<ReqdExctnDt><Dt>${input.executionDate}</Dt></ReqdExctnDt>`,
    `<Dbtr><Nm>${escapeXml(debtorName)}</Nm></Dbtr>`,
    `<DbtrAcct><Id><IBAN>${iban('debtor IBAN', input.debtor.iban)}</IBAN></Id></DbtrAcct>`,
    `<DbtrAgt>${agent(input.debtor.bic)}</DbtrAgt>`,
    '<ChrgBr>SLEV</ChrgBr>',
    ...input.payments.map(transaction),
    '</PmtInf>',
    '</CstmrCdtTrfInitn>',
    '</Document>\n',
  ].join('');
}
