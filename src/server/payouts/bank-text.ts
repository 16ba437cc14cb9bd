// Text for bank files: the SEPA character set for pain.001 and the Polish code page for Elixir-O (decision 0076).

/** Letters the Unicode decomposition does not reduce to a base letter plus a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  œ: 'oe',
  Œ: 'OE',
};

/** Latin letters with diacritics as their base letters: 'Zażółć gęślą jaźń' -> 'Zazolc gesla jazn'. */
function transliterate(text: string): string {
  return [...text.normalize('NFD').replace(/\p{M}/gu, '')].map((char) => SPECIAL_LETTERS[char] ?? char).join('');
}

/**
 * The basic Latin character set every SEPA bank must accept: a-z A-Z 0-9 / - ? : ( ) . , ' + and space, as the
 * EPC's implementation guidelines state it (decision 0076); the XSD itself only limits lengths.
 */
const SEPA_CHAR = /[A-Za-z0-9/\-?:().,'+ ]/;

/**
 * `text` in the SEPA character set: letters transliterated, any other character a space, runs of spaces one,
 * trimmed and cut to `maxLength`.
 */
export function sepaText(text: string, maxLength: number): string {
  const kept = [...transliterate(text)].map((char) => (SEPA_CHAR.test(char) ? char : ' ')).join('');
  return kept.replace(/ +/g, ' ').trim().slice(0, maxLength).trim();
}

/**
 * An identifier (message, payment information, end-to-end id): 1 to 35 SEPA characters without spaces, not
 * starting or ending with '/' and without '//' (EPC usage rules). Refused rather than changed, since the bank
 * reports it back and it must match.
 */
export function assertSepaId(name: string, id: string): void {
  if (!/^[A-Za-z0-9/\-?:().,'+]{1,35}$/.test(id) || id.startsWith('/') || id.endsWith('/') || id.includes('//'))
    throw new RangeError(`${name} must be 1 to 35 SEPA characters without spaces or '//' at either end`);
}

/** Text content or attribute value escaped for XML. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Integer minor units as a decimal with two fraction digits: 123456 -> '1234.56'. */
export function decimalAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits < 0)
    throw new RangeError('amount must be a non-negative integer of minor units');
  return `${Math.floor(minorUnits / 100)}.${String(minorUnits % 100).padStart(2, '0')}`;
}

/** Windows-1250 bytes of the Polish letters (and the few others the Polish code page has that payees use). */
const WINDOWS_1250: Record<string, number> = {
  ą: 0xb9,
  ć: 0xe6,
  ę: 0xea,
  ł: 0xb3,
  ń: 0xf1,
  ó: 0xf3,
  ś: 0x9c,
  ź: 0x9f,
  ż: 0xbf,
  Ą: 0xa5,
  Ć: 0xc6,
  Ę: 0xca,
  Ł: 0xa3,
  Ń: 0xd1,
  Ó: 0xd3,
  Ś: 0x8c,
  Ź: 0x8f,
  Ż: 0xaf,
  ä: 0xe4,
  Ä: 0xc4,
  ö: 0xf6,
  Ö: 0xd6,
  ü: 0xfc,
  Ü: 0xdc,
  ß: 0xdf,
  é: 0xe9,
  É: 0xc9,
  á: 0xe1,
  Á: 0xc1,
  č: 0xe8,
  Č: 0xc8,
  š: 0x9a,
  Š: 0x8a,
  ž: 0x9e,
  Ž: 0x8e,
};

/** A character Windows-1250 can carry: printable ASCII or one of the letters above. */
function inWindows1250(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code < 0x7f) || WINDOWS_1250[char] !== undefined;
}

/** `text` with what Windows-1250 cannot carry transliterated (or dropped when it has no Latin letter). */
export function windows1250Text(text: string): string {
  return [...text]
    .map((char) => (inWindows1250(char) ? char : [...transliterate(char)].filter(inWindows1250).join('')))
    .join('');
}

/** Text made of printable ASCII and the letters above as Windows-1250 bytes (see windows1250Text). */
export function encodeWindows1250(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...text], (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    const byte = WINDOWS_1250[char];
    if (byte === undefined) throw new RangeError(`no Windows-1250 byte for "${char}"`);
    return byte;
  });
}
