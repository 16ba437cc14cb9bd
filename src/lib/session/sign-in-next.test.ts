import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';
import { rememberSignInNext, takeSignInNext } from './sign-in-next';

describe('the place a sign-in from the e-mail leads on to', () => {
  it('is taken once, within the hour', () => {
    const storage = memoryStorage();
    rememberSignInNext(storage, '/app/privacy', 1_000);
    expect(takeSignInNext(storage, 1_000 + 59 * 60 * 1000)).toBe('/app/privacy');
    expect(takeSignInNext(storage, 1_000 + 59 * 60 * 1000)).toBe('/app');
    rememberSignInNext(storage, '/campaign?token=a', 1_000);
    expect(takeSignInNext(storage, 1_000 + 60 * 60 * 1000)).toBe('/app');
  });

  it('never leads off the site, and survives what another script wrote there', () => {
    const storage = memoryStorage();
    storage.setItem('investorSignInNext', JSON.stringify({ next: '//evil.example', at: 5 }));
    expect(takeSignInNext(storage, 6)).toBe('/app');
    storage.setItem('investorSignInNext', '{not json');
    expect(takeSignInNext(storage, 6)).toBe('/app');
    rememberSignInNext(storage, '/app', 5);
    expect(storage.getItem('investorSignInNext')).toBeNull();
  });
});
