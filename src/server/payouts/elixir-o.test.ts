import { describe, expect, it } from 'vitest';
import { encodeWindows1250 as testEncoder } from '../../../tests/support/statements';
import { writeElixirO, type ElixirInput } from './elixir-o';

const decode = (bytes: Uint8Array) => new TextDecoder('windows-1250').decode(bytes);

const input: ElixirInput = {
  executionDate: '2026-06-30',
  debtor: {
    account: 'PL61 1090 1014 0000 0712 1981 2874',
    name: 'Emitent Spółka Akcyjna',
    address: 'ul. Źródlana 5\n00-950 Łódź',
  },
  payments: [
    {
      payee: {
        account: '97105010541000002302202111',
        name: 'Zażółć Gęślą Jaźń',
        address: 'ul. Żółkiewskiego 12/3, 31-000 Kraków',
      },
      amount: 12_345,
      title: 'Odsetki OF-1A2B3C4D za okres 01.01.2026-30.06.2026 (netto, podatek 19% pobrany)',
      reference: 'OF-1A2B3C4D-3',
    },
    {
      payee: { account: 'PL27114020040000300201355387', name: 'Ąę "Cudzysłów" | Kreska; Sp. z o.o.' },
      amount: 1,
      title: 'Wykup obligacji',
    },
  ],
};

describe('writeElixirO', () => {
  it('writes one 110 record per transfer, quoted text, amounts in grosze, CRLF', () => {
    const file = writeElixirO(input);
    expect(file.count).toBe(2);
    expect(file.total).toBe(12_346);
    const text = decode(file.bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(
      [
        '110',
        '20260630',
        '12345',
        '10901014',
        '0',
        '"61109010140000071219812874"',
        '"97105010541000002302202111"',
        '"Emitent Spółka Akcyjna|ul. Źródlana 5|00-950 Łódź"',
        '"Zażółć Gęślą Jaźń|ul. Żółkiewskiego 12/3, 31-000|Kraków"',
        '0',
        '10501054',
        '"Odsetki OF-1A2B3C4D za okres|01.01.2026-30.06.2026 (netto,|podatek 19% pobrany)"',
        '""',
        '""',
        '"51"',
        '"OF-1A2B3C4D-3"',
      ].join(','),
    );
  });

  it('keeps quotes, the line separator and refused characters out of text fields', () => {
    const second = decode(writeElixirO(input).bytes).split('\r\n')[1]!;
    expect(second).toContain(',"Ąę Cudzysłów|Kreska Sp. z o.o.",');
    expect(second.split('"').length % 2).toBe(1); // every quote opens or closes a field
    expect(second.startsWith('110,20260630,1,10901014,0,')).toBe(true);
    expect(second).toContain(',0,11402004,"Wykup obligacji","","","51",""');
  });

  it('encodes Polish letters in Windows-1250 (the bytes the test helper makes independently)', () => {
    const bytes = writeElixirO(input).bytes;
    const text = decode(bytes);
    expect(bytes).toEqual(testEncoder(text));
    expect(bytes.length).toBe(text.length); // one byte per character
    expect([...bytes].includes(0xb3)).toBe(true); // ł
    expect([...bytes].includes(0x8f)).toBe(true); // Ź
  });

  it('transliterates what Windows-1250 lacks', () => {
    const file = writeElixirO({
      ...input,
      payments: [{ ...input.payments[1]!, payee: { ...input.payments[1]!.payee, name: 'Ærøskøbing Œuvre – Łukasz' } }],
    });
    expect(decode(file.bytes)).toContain('"AEroskobing OEuvre Łukasz"');
  });

  it('cuts words longer than a line and refuses text over four lines', () => {
    const long = writeElixirO({ ...input, payments: [{ ...input.payments[1]!, title: 'A'.repeat(50) }] });
    expect(decode(long.bytes)).toContain(`"${'A'.repeat(35)}|${'A'.repeat(15)}"`);
    expect(() => writeElixirO({ ...input, payments: [{ ...input.payments[1]!, title: 'słowo '.repeat(30) }] })).toThrow(
      RangeError,
    );
  });

  it('refuses bad input', () => {
    const payment = input.payments[0]!;
    const bad: ElixirInput[] = [
      { ...input, payments: [] },
      { ...input, executionDate: '2026-6-30' },
      { ...input, debtor: { ...input.debtor, account: 'DE89370400440532013000' } },
      { ...input, debtor: { ...input.debtor, account: '62109010140000071219812874' } },
      { ...input, payments: [{ ...payment, amount: 0 }] },
      { ...input, payments: [{ ...payment, amount: 1.5 }] },
      { ...input, payments: [{ ...payment, title: '   ' }] },
      { ...input, payments: [{ ...payment, reference: 'x'.repeat(36) }] },
    ];
    for (const value of bad) expect(() => writeElixirO(value)).toThrow(RangeError);
  });
});
