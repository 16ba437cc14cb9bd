import { describe, expect, it } from 'vitest';
import { displayName, isImpersonating, roleOf } from './panel-role';

describe('panel role', () => {
  it('is investor for an investor-panel token whatever the user says', () => {
    expect(roleOf({ context_type: 'investor-panel' }, { roles: ['coordinator'] })).toBe('investor');
  });

  it('is coordinator when the active user has the role, else advisor', () => {
    expect(roleOf({ context_type: 'advisor-panel' }, { roles: ['advisor', 'coordinator'] })).toBe('coordinator');
    expect(roleOf({ context_type: 'advisor-panel' }, { coordinator: true })).toBe('coordinator');
    expect(roleOf({ context_type: 'advisor-panel' }, { roles: ['advisor'] })).toBe('advisor');
    expect(roleOf({ context_type: 'advisor-panel' }, null)).toBe('advisor');
  });

  it('names the user by first name and surname, else e-mail', () => {
    expect(displayName({ firstName: 'Ada', surname: 'Nowak', email: 'a@x.pl' }, null)).toBe('Ada Nowak');
    expect(displayName({ firstName: ' ', email: 'a@x.pl' }, null)).toBe('a@x.pl');
    expect(displayName(null, { username: 'inv@x.pl' })).toBe('inv@x.pl');
  });

  it('sees impersonation in the token or in the user data', () => {
    expect(isImpersonating({ imp: 'c1' }, null)).toBe(true);
    expect(isImpersonating(null, { impersonator: { email: 'c@x.pl' } })).toBe(true);
    expect(isImpersonating({}, { impersonator: null })).toBe(false);
  });
});
