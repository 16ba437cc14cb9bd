import { describe, expect, it } from 'vitest';
import { whenText } from './relative-time';

const NOW = new Date('2025-03-10T12:00:00');

describe('whenText', () => {
  it('says "now" for the last minute, also when the server is a little ahead', () => {
    expect(whenText(new Date('2025-03-10T11:59:30'), NOW, 'en')).toBe('now');
    expect(whenText(new Date('2025-03-10T12:00:05'), NOW, 'pl')).toBe('teraz');
  });

  it('counts minutes, hours and days back in the page language', () => {
    expect(whenText(new Date('2025-03-10T11:55:00'), NOW, 'en')).toBe('5 minutes ago');
    expect(whenText(new Date('2025-03-10T09:00:00'), NOW, 'pl')).toBe('3 godziny temu');
    expect(whenText(new Date('2025-03-09T10:00:00'), NOW, 'en')).toBe('yesterday');
    expect(whenText(new Date('2025-03-05T10:00:00'), NOW, 'pl')).toBe('5 dni temu');
  });

  it('gives the DD.MM.YYYY date after a week', () => {
    expect(whenText(new Date('2025-02-01T10:00:00'), NOW, 'en')).toBe('01.02.2025');
  });
});
