import type { Env } from '../env';

/**
 * Whether /mailbox shows the outbox: always outside production, and in production only when MAILBOX_ENABLED
 * says so (`npm start` sets it when no SMTP server is configured, so the demo's e-mail sign-in works). A real
 * deployment leaves it off: the outbox holds sign-in links.
 */
export function isMailboxEnabled(env: Pick<Env, 'NODE_ENV' | 'MAILBOX_ENABLED'>): boolean {
  return env.MAILBOX_ENABLED || env.NODE_ENV !== 'production';
}
