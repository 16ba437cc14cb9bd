// The handlers of the reminders area, each typed by its route (reminders.routes.ts): input from c.req.valid,
// answers as the route declares them.
import type { Context } from 'hono';
import { callerNetworks } from '../../advisors/advisor-access';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { actedBy, recordAudit } from '../../auth/audit';
import { authOf } from '../../auth/require-auth';
import { ForbiddenError } from '../../errors/http-error';
import { reminderSettingsOf, saveReminderSettings } from '../../offers/reminders/reminder-settings';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './reminders.routes';

type Routes = typeof ROUTES;

/**
 * Whether the caller may change the settings: the person acting (the coordinator while viewing an advisor's panel)
 * coordinates a network of the landing.
 */
async function editable(deps: AppDeps, c: Context<AppEnv>): Promise<boolean> {
  const auth = authOf(c);
  const person = auth.impersonatorUserId ?? auth.userId;
  return (await callerNetworks(deps.database.db, auth.landingId, person)).coordinates.length > 0;
}

/** GET /api/advisor/reminder-settings. */
export const get =
  (deps: AppDeps): AppRouteHandler<Routes['get']> =>
  async (c) =>
    c.json(
      { ...(await reminderSettingsOf(deps.database.db, authOf(c).landingId)), editable: await editable(deps, c) },
      200,
    );

/** PUT /api/advisor/reminder-settings: coordinators; the fields left out keep their saved values; audited. */
export const put =
  (deps: AppDeps): AppRouteHandler<Routes['put']> =>
  async (c) => {
    if (!(await editable(deps, c))) throw new ForbiddenError('reminders.errors.coordinatorsOnly');
    const auth = authOf(c);
    const body = c.req.valid('json');
    const actor = actedBy(auth);
    const saved = await deps.database.db.transaction(async (tx) => {
      const current = await reminderSettingsOf(tx, auth.landingId);
      const change = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const next = { ...current, ...change };
      const settings = await saveReminderSettings(tx, deps.clock, auth.landingId, next, actor.actorUserId ?? null);
      await recordAudit(tx, deps.clock, {
        action: 'reminder-settings-changed',
        landingId: auth.landingId,
        actorUserId: actor.actorUserId,
        details: { ...actor.details, ...body },
      });
      return settings;
    });
    return c.json({ ...saved, editable: true }, 200);
  };
