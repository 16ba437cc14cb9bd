import { collapseWhitespace, compactAccount } from './finish';

export interface EntryDetails {
  title: string;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
}

const TITLE_CODES = ['20', '21', '22', '23', '24', '25', '26', '60', '61', '62', '63'];

/** Subfields "^20…^21…" (or "<20", "~20"), after the optional three-digit transaction code; null for free text. */
function subfields(raw: string): Map<string, string[]> | null {
  const joined = raw.replace(/\r?\n/g, '');
  const marker = /^(?:\d{3})?([\^<~])\d{2}/.exec(joined);
  if (!marker) return null;
  const separator = marker[1];
  const fields = new Map<string, string[]>();
  for (const part of joined.split(new RegExp(`\\${separator}(?=\\d{2})`)).slice(1)) {
    const code = part.slice(0, 2);
    fields.set(code, [...(fields.get(code) ?? []), part.slice(2)]);
  }
  return fields;
}

function pick(fields: Map<string, string[]>, codes: string[]): string {
  return collapseWhitespace(...codes.flatMap((code) => fields.get(code) ?? []));
}

function accountIn(value: string): string | null {
  const account = compactAccount(value);
  return /^([A-Z]{2}\d{2}[A-Z0-9]{10,30}|\d{26})$/.test(account) ? account : null;
}

/**
 * The :86: field as Polish banks write it: structured (^20-^26 and ^60-^63 the title in chunks cut anywhere, ^27/^28
 * the counterparty's name, ^32/^33 where a bank follows the German layout, ^38 the counterparty's IBAN, ^31 its
 * account number) or free text, which is all title.
 */
export function parseInformation(raw: string | undefined): EntryDetails {
  if (!raw) return { title: '', counterpartyName: null, counterpartyAccount: null };
  const fields = subfields(raw);
  if (!fields)
    return { title: collapseWhitespace(...raw.split(/\r?\n/)), counterpartyName: null, counterpartyAccount: null };
  const name = pick(fields, ['27', '28']) || pick(fields, ['32', '33']);
  return {
    title: pick(fields, TITLE_CODES),
    counterpartyName: name || null,
    counterpartyAccount: accountIn(pick(fields, ['38'])) ?? accountIn(pick(fields, ['31'])),
  };
}
