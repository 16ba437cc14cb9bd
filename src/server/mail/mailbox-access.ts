import type { Env } from '../env';

/**
 * Whether /mailbox shows the outbox: always outside production, and in production only when MAILBOX_ENABLED
 * says so (`npm start` sets it when no SMTP server is configured, so the demo's e-mail sign-in works). A real
 * deployment leaves it off: the outbox holds sign-in links.
 */
export function isMailboxEnabled(env: Pick<Env, 'NODE_ENV' | 'MAILBOX_ENABLED'>): boolean {
  return env.MAILBOX_ENABLED || env.NODE_ENV !== 'production';
}

/**
 * The landing whose outbox the mailbox pages show to a request, or undefined (they answer the 404 page): none where
 * the mailbox is off, and none on a host that no landing owns. Such a host is served the default brand's pages as
 * a fallback but acts for no landing (decision 0022): its mailbox would list the default brand's mail, sign-in
 * links and codes included, under any name pointed at the server.
 */
export function mailboxLandingId(
  env: Pick<Env, 'NODE_ENV' | 'MAILBOX_ENABLED'>,
  request: { landing: { id: string }; hostOwned: boolean },
): string | undefined {
  return isMailboxEnabled(env) && request.hostOwned ? request.landing.id : undefined;
}
