/**
 * Bank files come in UTF-8 or in the Polish code pages, Windows-1250 and ISO-8859-2. Bytes that are valid UTF-8 are
 * read as UTF-8. Otherwise the two code pages agree on ć ę ł ń ó ż and differ on ą ś ź (and Ą Ś Ź): the bytes only
 * one of them uses for those letters decide, Windows-1250 when nothing does. A byte-order mark is dropped.
 */
export function decodeBankText(bytes: Uint8Array, encoding?: 'utf-8' | 'windows-1250'): string {
  const text = encoding ? new TextDecoder(encoding).decode(bytes) : decodeGuessing(bytes);
  return text.replace(/^\uFEFF/, '');
}

/** ą ś ź Ą Ś Ź in Windows-1250, and the same letters in ISO-8859-2 (where Windows-1250 has ± ¶ ľ ˇ ¦ ¬). */
const WINDOWS_1250_ONLY = new Set([0xb9, 0x9c, 0x9f, 0xa5, 0x8c, 0x8f]);
const ISO_8859_2_ONLY = new Set([0xb1, 0xb6, 0xbc, 0xa1, 0xa6, 0xac]);

function singleByteEncoding(bytes: Uint8Array): 'windows-1250' | 'iso-8859-2' {
  let windows = 0;
  let iso = 0;
  for (const byte of bytes) {
    if (WINDOWS_1250_ONLY.has(byte)) windows += 1;
    else if (ISO_8859_2_ONLY.has(byte)) iso += 1;
  }
  return iso > windows ? 'iso-8859-2' : 'windows-1250';
}

function decodeGuessing(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(singleByteEncoding(bytes)).decode(bytes);
  }
}
