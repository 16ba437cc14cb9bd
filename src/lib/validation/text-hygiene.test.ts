import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { leadFormSchema } from '../contracts/lead-form';
import { invitationSchema } from '../contracts/invitation';
import { kycDraftSchema } from '../contracts/kyc';
import {
  multiLine,
  multiLineAt,
  printable,
  singleLine,
  unsafeCharacter,
  unsafeStrings,
  unstorableCharacter,
  UNSAFE_CHARACTERS_KEY,
} from './text-hygiene';

describe('unsafeCharacter', () => {
  it('accepts ordinary text, Polish letters, emoji (a surrogate pair) and right-to-left script', () => {
    for (const text of ['', 'Zofia Żabińska', 'a@b.pl', '😀 ok', 'שלום', 'x'.repeat(10_000)]) {
      expect(unsafeCharacter(text)).toBeUndefined();
      expect(unsafeCharacter(text, { multiLine: true })).toBeUndefined();
    }
  });

  it('refuses NUL and lone surrogates everywhere', () => {
    for (const multiLine of [false, true]) {
      expect(unsafeCharacter('a\u0000b', { multiLine })).toBe('nul');
      expect(unsafeCharacter('a\ud800b', { multiLine })).toBe('surrogate');
      expect(unsafeCharacter('a\udfff', { multiLine })).toBe('surrogate');
      expect(unsafeCharacter('\ude00\ud83d', { multiLine })).toBe('surrogate');
      expect(unsafeCharacter('end\ud83d', { multiLine })).toBe('surrogate');
    }
  });

  it('refuses C0 (but tab and line breaks in multi-line text), DEL and C1 everywhere', () => {
    for (const char of [
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0080',
      '\u0085',
      '\u009f',
    ]) {
      expect(unsafeCharacter(`a${char}`), JSON.stringify(char)).toBe('control');
      expect(unsafeCharacter(`a${char}`, { multiLine: true }), JSON.stringify(char)).toBe('control');
    }
  });

  it('keeps tabs, line breaks and bidirectional controls for multi-line text only', () => {
    for (const char of ['\t', '\n', '\r']) {
      expect(unsafeCharacter(`a${char}b`)).toBe('line-break');
      expect(unsafeCharacter(`a${char}b`, { multiLine: true })).toBeUndefined();
    }
    for (const char of ['\u202a', '\u202e', '\u2066', '\u2069']) {
      expect(unsafeCharacter(`invoice${char}fdp.exe`)).toBe('bidi');
      expect(unsafeCharacter(`invoice${char}fdp.exe`, { multiLine: true })).toBeUndefined();
    }
    // Neighbours of the refused ranges are ordinary characters.
    expect(unsafeCharacter('\u00a0\u2029\u202f\u2065\u206a')).toBeUndefined();
  });
});

describe('unstorableCharacter', () => {
  it('finds only what cannot be stored: NUL and lone surrogates, even behind other controls', () => {
    expect(unstorableCharacter('a\u202eb\u0001.pdf')).toBeUndefined();
    expect(unstorableCharacter('a\u0001b\u0000.pdf')).toBe('nul');
    expect(unstorableCharacter('a\u0001b\ud800.pdf')).toBe('surrogate');
    expect(unstorableCharacter('😀.pdf')).toBeUndefined();
  });
});

describe('printable', () => {
  it('replaces unsafe characters so a name can be echoed', () => {
    expect(printable('to\u0000x\ud800\n')).toBe('to\ufffdx\ufffd\ufffd');
    expect(printable('filter[name][like]')).toBe('filter[name][like]');
  });
});

describe('unsafeStrings', () => {
  it('names every bad string and key by its property path, values and keys alike', () => {
    const value = { a: 'ok', b: ['x', 'y\u0000'], c: { 'd\ud800': 1, e: { f: '\u0007' } }, g: 5, h: null, i: true };
    const paths = unsafeStrings(value).map((v) => v.propertyPath);
    expect(paths.sort()).toEqual(['b[1]', 'c.d\ufffd', 'c.e.f']);
    expect(unsafeStrings(value)[0]).toMatchObject({ message: UNSAFE_CHARACTERS_KEY });
  });

  it('looks at a top-level string too, and passes clean values', () => {
    expect(unsafeStrings('\u0000')).toEqual([expect.objectContaining({ propertyPath: '' })]);
    expect(unsafeStrings({ a: ['b', { c: 'd' }], n: 1 })).toEqual([]);
  });

  it('allows line breaks only where the predicate says multi-line', () => {
    const value = { comment: 'line 1\n\tline 2', name: 'Jan\nKowalski' };
    const multi = (path: readonly (string | number)[]) => path.join('.') === 'comment';
    expect(unsafeStrings(value, multi).map((v) => v.propertyPath)).toEqual(['name']);
    // Multi-line still refuses NUL, even after a line break.
    expect(unsafeStrings({ comment: 'a\nb\u0000' }, multi).map((v) => v.propertyPath)).toEqual(['comment']);
  });

  it('walks a deeply nested value without overflowing the stack, and stops at the limit', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeStrings(deep)).toHaveLength(1);
    expect(
      unsafeStrings(
        Array.from({ length: 1000 }, () => '\u0000'),
        undefined,
        20,
      ),
    ).toHaveLength(20);
  });
});

describe('multiLine marks and multiLineAt', () => {
  it('finds marked fields under optional, nullable, default, pipe, arrays, records and unions', () => {
    const text = multiLine(z.string());
    const schema = z.object({
      plain: z.string(),
      direct: text,
      wrapped: multiLine(z.string().trim())
        .nullable()
        .optional()
        .transform((v) => v ?? null),
      list: z.array(z.object({ note: text })).optional(),
      map: z.record(z.string(), text),
      either: z.union([z.number(), text]),
      nested: z.object({ deep: z.object({ text }) }).partial(),
    });
    expect(multiLineAt(schema, ['plain'])).toBe(false);
    expect(multiLineAt(schema, ['direct'])).toBe(true);
    expect(multiLineAt(schema, ['wrapped'])).toBe(true);
    expect(multiLineAt(schema, ['list', 3, 'note'])).toBe(true);
    expect(multiLineAt(schema, ['list', 'x', 'note'])).toBe(false);
    expect(multiLineAt(schema, ['map', 'any'])).toBe(true);
    expect(multiLineAt(schema, ['either'])).toBe(true);
    expect(multiLineAt(schema, ['nested', 'deep', 'text'])).toBe(true);
    expect(multiLineAt(schema, ['unknown'])).toBe(false);
    expect(multiLineAt(undefined, ['direct'])).toBe(false);
  });

  it('marks the multi-line fields of the product: lead comment, invitation message, KYC funds origin', () => {
    expect(multiLineAt(leadFormSchema, ['comment'])).toBe(true);
    expect(multiLineAt(leadFormSchema, ['industries', 0])).toBe(false);
    expect(multiLineAt(invitationSchema, ['message'])).toBe(true);
    expect(multiLineAt(invitationSchema, ['investorEmail'])).toBe(false);
    expect(multiLineAt(kycDraftSchema, ['fundsOriginDescription'])).toBe(true);
    expect(multiLineAt(kycDraftSchema, ['firstName'])).toBe(false);
  });

  it('refuses in the schema too, so a form says what the server says', () => {
    const schema = z.object({ note: multiLine(z.string()), name: singleLine(z.string()) });
    expect(schema.safeParse({ note: 'a\n\tb', name: 'Jan' }).success).toBe(true);
    const failed = schema.safeParse({ note: 'a\u0000', name: 'Jan\u202e' });
    expect(failed.success).toBe(false);
    expect(failed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['note', UNSAFE_CHARACTERS_KEY],
      ['name', UNSAFE_CHARACTERS_KEY],
    ]);
  });
});
