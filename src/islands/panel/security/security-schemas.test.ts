import { describe, expect, it } from 'vitest';
import { changePasswordSchema, twoFactorCodeSchema } from './security-schemas';

const CODE_INVALID_KEY = 'validation.twoFactorCode';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('security forms', () => {
  it('accepts six digits, ignoring spaces, and names the problem otherwise', () => {
    expect(twoFactorCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(messages(twoFactorCodeSchema.safeParse({ code: '' }))).toEqual({ code: 'validation.required' });
    expect(messages(twoFactorCodeSchema.safeParse({ code: '12345' }))).toEqual({ code: CODE_INVALID_KEY });
    expect(messages(twoFactorCodeSchema.safeParse({ code: 'abcdef' }))).toEqual({ code: CODE_INVALID_KEY });
  });

  it('wants the current password, a strong new one and the same one again', () => {
    const ok = { currentPassword: 'old', newPassword: 'Nowe-Haslo1', newPasswordConfirmation: 'Nowe-Haslo1' };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    expect(messages(changePasswordSchema.safeParse({ ...ok, currentPassword: '' }))).toEqual({
      currentPassword: 'validation.required',
    });
    expect(
      messages(changePasswordSchema.safeParse({ ...ok, newPassword: 'weak', newPasswordConfirmation: 'weak' })),
    ).toEqual({
      newPassword: 'validation.passwordTooWeak',
    });
    expect(messages(changePasswordSchema.safeParse({ ...ok, newPasswordConfirmation: 'Other-Haslo1' }))).toEqual({
      newPasswordConfirmation: 'validation.passwordsMustMatch',
    });
  });
});
