import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/session/storage';
import { clearChallenge, readChallenge, saveChallenge } from './two-factor-challenge';

describe('two-factor challenge between the sign-in page and the code step', () => {
  it('keeps the token and where the sign-in started, and forgets it when asked', () => {
    const storage = memoryStorage();
    expect(readChallenge(storage)).toBeNull();
    expect(saveChallenge({ token: 'challenge', from: '/doradcy' }, storage)).toBe(true);
    expect(readChallenge(storage)).toEqual({ token: 'challenge', from: '/doradcy' });
    clearChallenge(storage);
    expect(readChallenge(storage)).toBeNull();
  });

  it('never sends "start again" off the site, and ignores what it cannot read', () => {
    const storage = memoryStorage();
    for (const from of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
    ]) {
      saveChallenge({ token: 't', from }, storage);
      expect(readChallenge(storage)?.from).toBe('/');
    }
    storage.setItem('twoFactorChallenge', '{not json');
    expect(readChallenge(storage)).toBeNull();
    storage.setItem('twoFactorChallenge', JSON.stringify({ from: '/' }));
    expect(readChallenge(storage)).toBeNull();
  });
});
