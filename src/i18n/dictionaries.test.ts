import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import pl from './pl.json';
import en from './en.json';
import { getI18n, getT } from './index';
import { translateIfKnown } from '../lib/i18n-types';

// Both dictionaries must satisfy one schema: the Polish key set, every value a non-empty string.
const schema = z.strictObject(Object.fromEntries(Object.keys(pl).map((k) => [k, z.string().min(1)])));

describe('dictionaries', () => {
  it('have the same keys in pl and en', () => {
    const onlyPl = Object.keys(pl).filter((k) => !(k in en));
    const onlyEn = Object.keys(en).filter((k) => !(k in pl));
    expect({ onlyPl, onlyEn }).toEqual({ onlyPl: [], onlyEn: [] });
    expect(schema.safeParse(en).success).toBe(true);
    expect(schema.safeParse(pl).success).toBe(true);
  });

  it('keep placeholders the same in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const en_ = en as Record<string, string>;
    const mismatched = Object.entries(pl as Record<string, string>)
      .filter(([k, v]) => en_[k] !== undefined && vars(v).join() !== vars(en_[k]).join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('gives each language its own instance, never switched', () => {
    const a = getI18n('pl');
    const b = getI18n('en');
    expect(a).not.toBe(b);
    expect(a.t('app.name')).toBe((pl as Record<string, string>)['app.name']);
    expect(b.t('app.name')).toBe((en as Record<string, string>)['app.name']);
    expect(getI18n('pl')).toBe(a);
    expect(a.language).toBe('pl');
  });
});

describe('a missing key fails loudly in tests (issue 36 item 2)', () => {
  it('throws for a key no dictionary has, in either language', () => {
    for (const language of ['pl', 'en'] as const)
      expect(() => getT(language)('campaign.noSuchKey')).toThrow(/no dictionary has the key "campaign.noSuchKey"/);
  });

  it('lets plain-word server labels and keys asked for if known pass through', () => {
    expect(getT('en')('Token is invalid.')).toBe('Token is invalid.');
    expect(translateIfKnown(getT('pl'), 'errors.noSuchError')).toBeUndefined();
    expect(translateIfKnown(getT('pl'), 'errors.tokenInactive')).toBe('Ten link lub kod nie jest już aktywny.');
  });
});
