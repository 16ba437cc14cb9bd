import { describe, expect, it } from 'vitest';

import { encodeWindows1250 } from '../../../../tests/support/statements';
import { decodeBankText } from './text-decoding';

const POLISH = 'Zażółć gęślą jaźń, ĄĆĘŁŃÓŚŹŻ ąśź';

describe('decodeBankText', () => {
  it('reads UTF-8 and drops a byte-order mark', () => {
    expect(decodeBankText(new TextEncoder().encode(`\uFEFF${POLISH}`))).toBe(POLISH);
  });

  it('reads Windows-1250', () => {
    expect(decodeBankText(encodeWindows1250(POLISH))).toBe(POLISH);
  });

  it('reads ISO-8859-2 by the bytes of ą ś ź', () => {
    const iso: Record<string, number> = { ą: 0xb1, ś: 0xb6, ź: 0xbc, Ą: 0xa1, Ś: 0xa6, Ź: 0xac, ć: 0xe6, ę: 0xea };
    const bytes = Uint8Array.from([...'Wpłata ąśź ĄŚŹ'], (char) => iso[char] ?? encodeWindows1250(char)[0]!);
    expect(decodeBankText(bytes)).toBe('Wpłata ąśź ĄŚŹ');
  });

  it('reads the encoding it is told', () => {
    expect(decodeBankText(encodeWindows1250(POLISH), 'windows-1250')).toBe(POLISH);
  });
});
