// The text of the payment QR code beside an accepted offer's transfer details (issue 38 item 1; decision 0074):
// the Polish banks' association's 2D code (ZBP, "Rekomendacja ... Standard 2D") for PLN to a Polish account, the
// European Payments Council's QR code (EPC069-12, SEPA credit transfer) for EUR. Pure: the server draws the text as
// an SVG (src/server/payments/payment-code.ts), the page and the panel show that SVG as an image.
import type { PaymentScheme } from '../contracts/public-offer';

export interface PaymentCodeInput {
  /** The amount in minor units (grosze, euro cents). */
  amount: number;
  currency: string;
  /** The recipient as the campaign stores it: a name and an IBAN without spaces. */
  recipient: { name: string; account: string };
  /** The transfer title as the page shows it (it carries the offer's reference). */
  title: string;
}

/** What goes into the code, and which of the two layouts it follows. */
export interface PaymentCodeText {
  scheme: PaymentScheme;
  text: string;
}

/** ZBP field widths: recipient name 20 characters, title 32 (the recommendation's table). */
const ZBP_NAME = 20;
const ZBP_TITLE = 32;
/** EPC069-12: beneficiary name up to 70 characters, unstructured remittance information up to 140. */
const EPC_NAME = 70;
const EPC_TITLE = 140;
/** EPC069-12: 0.01 to 999999999.99 euro. */
const EPC_MAX_CENTS = 99_999_999_999;

/**
 * A text field as the layout takes it: no control characters, no field separator (`|` in ZBP, a line break in EPC),
 * spaces collapsed, cut to the field's width in characters (not UTF-16 units: "Łódź" is four).
 */
function field(value: string, width: number, separator: RegExp): string {
  const clean = value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(separator, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, width).join('').trim();
}

/**
 * The ZBP 2D code: `NIP|country|account|amount|name|title|reserve|reserve|reserve`. The NIP is left empty (optional
 * for the recipient of a transfer), the account is the 26-digit NRB, the amount in grosze at least six digits (the
 * recommendation's width; a larger amount takes more digits, which the banks' apps read: decision 0074).
 */
export function zbpText(input: PaymentCodeInput): string | null {
  const nrb = /^PL(\d{26})$/.exec(input.recipient.account)?.[1];
  if (input.currency !== 'PLN' || !nrb || !Number.isSafeInteger(input.amount) || input.amount <= 0) return null;
  const name = field(input.recipient.name, ZBP_NAME, /\|/g);
  const title = field(input.title, ZBP_TITLE, /\|/g);
  if (!name || !title) return null;
  return ['', 'PL', nrb, String(input.amount).padStart(6, '0'), name, title, '', '', ''].join('|');
}

/** "EUR1234.50" for 123450 cents, from the integer (no floating point on the way). */
const epcAmount = (cents: number) => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The EPC QR code, version 002 (the BIC may be left out within the EEA), UTF-8 (character set 1), SEPA credit
 * transfer: service tag, version, character set, identification, BIC, name, IBAN, amount, purpose, structured
 * reference, unstructured remittance (the title). Lines after the last filled one are left out.
 */
export function epcText(input: PaymentCodeInput): string | null {
  const iban = input.recipient.account;
  const amountOk = Number.isSafeInteger(input.amount) && input.amount > 0 && input.amount <= EPC_MAX_CENTS;
  if (input.currency !== 'EUR' || !/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban) || !amountOk) return null;
  const name = field(input.recipient.name, EPC_NAME, /[\r\n]/g);
  const title = field(input.title, EPC_TITLE, /[\r\n]/g);
  if (!name || !title) return null;
  return ['BCD', '002', '1', 'SCT', '', name, iban, epcAmount(input.amount), '', '', title].join('\n');
}

/** The code for the transfer, or null when neither layout fits (another currency, a foreign account for PLN). */
export function paymentCodeText(input: PaymentCodeInput): PaymentCodeText | null {
  const zbp = zbpText(input);
  if (zbp) return { scheme: 'zbp', text: zbp };
  const epc = epcText(input);
  return epc ? { scheme: 'epc', text: epc } : null;
}
