import { describe, expect, it } from 'vitest';
import { matchingPassword, strongPassword, twoFactorCode } from './field-checks';

describe('sign-in page field checks', () => {
  it('wants six digits for a two-factor code, spaces allowed', () => {
    expect(twoFactorCode('123 456')).toBeNull();
    expect(twoFactorCode('')).toEqual({ key: 'validation.required' });
    expect(twoFactorCode('12345a')).toEqual({ key: 'validation.twoFactorCode' });
  });

  it('wants a strong new password', () => {
    expect(strongPassword('')).toEqual({ key: 'validation.required' });
    expect(strongPassword('password')).toEqual({ key: 'validation.passwordTooWeak' });
    expect(strongPassword('Pass#word1')).toBeNull();
  });

  it('wants the confirmation to repeat the password as it is now', () => {
    let password = 'Pass#word1';
    const confirmation = matchingPassword(() => password);
    expect(confirmation('')).toEqual({ key: 'validation.required' });
    expect(confirmation('Pass#word1')).toBeNull();
    password = 'Other#word1';
    expect(confirmation('Pass#word1')).toEqual({ key: 'validation.passwordsMustMatch' });
  });
});
