import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { isMailboxEnabled, mailboxLandingId } from './mailbox-access';

const enabled = (vars: Record<string, string>) => isMailboxEnabled(parseEnv(vars));

describe('mailbox enable rule', () => {
  it('is on outside production', () => {
    expect(enabled({ NODE_ENV: 'development' })).toBe(true);
    expect(enabled({ NODE_ENV: 'test' })).toBe(true);
    expect(enabled({ NODE_ENV: 'test', MAILBOX_ENABLED: 'false' })).toBe(true);
  });

  it('is off in production (the default NODE_ENV) unless MAILBOX_ENABLED is true', () => {
    expect(enabled({})).toBe(false);
    expect(enabled({ NODE_ENV: 'production' })).toBe(false);
    expect(enabled({ NODE_ENV: 'production', MAILBOX_ENABLED: 'false' })).toBe(false);
    expect(enabled({ NODE_ENV: 'production', MAILBOX_ENABLED: '0' })).toBe(false);
    expect(enabled({ NODE_ENV: 'production', MAILBOX_ENABLED: 'true' })).toBe(true);
    expect(enabled({ NODE_ENV: 'production', MAILBOX_ENABLED: '1' })).toBe(true);
  });

  it('refuses a value it cannot read', () => {
    expect(() => enabled({ MAILBOX_ENABLED: 'yes' })).toThrow(/MAILBOX_ENABLED/);
  });
});

describe('the landing whose mail the mailbox shows', () => {
  const test = parseEnv({ NODE_ENV: 'test' });
  const landing = { id: 'default-landing' };

  it('is the landing of a host it owns, where the mailbox is on', () => {
    expect(mailboxLandingId(test, { landing, hostOwned: true })).toBe('default-landing');
  });

  it("is none on a host no landing owns (served the default brand's pages, acting for no landing)", () => {
    expect(mailboxLandingId(test, { landing, hostOwned: false })).toBeUndefined();
  });

  it('is none where the mailbox is off', () => {
    expect(mailboxLandingId(parseEnv({ NODE_ENV: 'production' }), { landing, hostOwned: true })).toBeUndefined();
  });
});
