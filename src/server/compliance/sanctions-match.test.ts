import { describe, expect, it } from 'vitest';
import { birthDateMayMatch, HIT_SCORE, nameScore, nameWords, normalizedName } from './sanctions-match';

describe('sanctions name matching', () => {
  it('normalises case, diacritics, punctuation and word order', () => {
    expect(nameWords('Łukasz ŻÓŁĆ-Nowak')).toEqual(['lukasz', 'zolc', 'nowak']);
    expect(normalizedName('Saddam Hussein Al-Tikriti')).toBe('al hussein saddam tikriti');
    expect(normalizedName('AL TIKRITI, Saddam Hussein')).toBe('al hussein saddam tikriti');
    expect(normalizedName('İslami Büyük Doğu')).toBe('buyuk dogu islami');
    expect(normalizedName('Straße Øre')).toBe('ore strasse');
  });

  it('scores the same person high whatever the order, a typo or a missing middle name; others low', () => {
    expect(nameScore('Saddam Hussein Al-Tikriti', 'Saddam Hussein Al-Tikriti')).toBe(100);
    expect(nameScore('Hussein Al Tikriti Saddam', 'Saddam Hussein Al-Tikriti')).toBe(100);
    expect(nameScore('Robert Mugabe', 'Robert Gabriel Mugabe')).toBeGreaterThanOrEqual(HIT_SCORE);
    expect(nameScore('Mugabe Robert', 'Robert Gabriel Mugabe')).toBe(
      nameScore('Robert Mugabe', 'Robert Gabriel Mugabe'),
    );
    expect(nameScore('Robrt Mugabe', 'Robert Gabriel Mugabe')).toBeGreaterThanOrEqual(HIT_SCORE);
    expect(nameScore('Róbert Múgabe', 'Robert Gabriel Mugabe')).toBeGreaterThanOrEqual(HIT_SCORE);
    expect(nameScore('Jan Kowalski', 'Robert Gabriel Mugabe')).toBeLessThan(50);
    expect(nameScore('Robert Kowalski', 'Robert Gabriel Mugabe')).toBeLessThan(HIT_SCORE);
    expect(nameScore('Anna Mugabe', 'Robert Gabriel Mugabe')).toBeLessThan(HIT_SCORE);
    expect(nameScore('', 'Robert Mugabe')).toBe(0);
  });

  it('rules a listed person out by date of birth only when both are known and none agrees', () => {
    expect(birthDateMayMatch('1924-02-21', ['1924-02-21'])).toBe(true);
    expect(birthDateMayMatch('1924-07-01', ['1924'])).toBe(true);
    expect(birthDateMayMatch('1985-06-01', ['1924-02-21', '1925'])).toBe(false);
    expect(birthDateMayMatch(null, ['1924-02-21'])).toBe(true);
    expect(birthDateMayMatch('1985-06-01', [])).toBe(true);
  });
});
