/**
 * Bank files come in UTF-8 or in the Polish code pages (Windows-1250, ISO-8859-2): bytes that are valid UTF-8 are read
 * as UTF-8, anything else as Windows-1250 (which agrees with ISO-8859-2 on ą ę ł ń ó ż and differs only on ś ź Ś Ź
 * Ą, rare enough that the reference in a title, plain ASCII, is never affected). A byte-order mark is dropped.
 */
export function decodeBankText(bytes: Uint8Array, encoding?: 'utf-8' | 'windows-1250'): string {
  const text = encoding ? new TextDecoder(encoding).decode(bytes) : decodeGuessing(bytes);
  return text.replace(/^\uFEFF/, '');
}

function decodeGuessing(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}
