// Telling an account's owner that failed sign-ins come from many addresses (once per incident; see
// sign-in-limits.ts). Runs after the response, so known and unknown e-mails answer alike.
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { users } from '../db/schema';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { signInAlertTemplate } from '../mail/templates/sign-in-alert';
import { recordAudit } from './audit';
import { RESET_PASSWORD_PATH } from './one-time-password-reset';

export async function alertAccountOwner(
  deps: AppDeps,
  incident: { landingId: string; email: string; failures: number },
): Promise<void> {
  const db = deps.database.db;
  const [owner] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.landingId, incident.landingId), eq(users.email, incident.email), ne(users.status, 'deleted')));
  const landing = owner && (await deps.landings.byId(incident.landingId));
  if (!owner || !landing) return;
  deps.logger.warn('auth: failed sign-ins from many addresses, sign-in slowed down', {
    userId: owner.id,
    failures: incident.failures,
  });
  await recordAudit(db, deps.clock, {
    action: 'sign-in-slowed',
    landingId: incident.landingId,
    subjectUserId: owner.id,
    details: { failures: incident.failures },
  });
  await sendMail(deps, {
    landing,
    to: owner.email,
    language: owner.language,
    template: signInAlertTemplate,
    data: {
      failures: incident.failures,
      resetLink: owner.passwordHash ? landingUrl(deps.env, landing, RESET_PASSWORD_PATH) : null,
      name: owner.firstName,
    },
  });
}
