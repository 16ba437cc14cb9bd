// The landing's reminder settings (issue 19, decision 0049). Mounted at /api, behind the advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import { REMINDER_BOUNDS, type ReminderSettings } from '../../../lib/contracts/reminders';
import { canonicalTimeZone } from '../../../lib/format/time-zone';
import { V } from '../../../lib/validation/keys';
import { callerNetworks } from '../../advisors/advisor-access';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { actedBy, recordAudit } from '../../auth/audit';
import { authOf } from '../../auth/require-auth';
import { ForbiddenError } from '../../errors/http-error';
import { reminderSettingsOf, saveReminderSettings } from '../../offers/reminders/reminder-settings';
import { addRoute, createArea, defineRoute, errorResponses, jsonRequestBody, jsonResponse } from '../../openapi/common';

const bounded = ([min, max]: readonly [number, number]) =>
  z
    .number({ error: V.required })
    .int({ error: V.invalidValue })
    .min(min, { error: V.minValue })
    .max(max, { error: V.maxValue });

// The digest's hour and zone may be left out (clients from before decision 0051): they keep their saved values.
const reminderSettingsInput = z
  .object({
    unviewedDays: bounded(REMINDER_BOUNDS.unviewedDays),
    unpaidDays: bounded(REMINDER_BOUNDS.unpaidDays),
    maxPerOffer: bounded(REMINDER_BOUNDS.maxPerOffer),
    digestHour: bounded(REMINDER_BOUNDS.digestHour).optional(),
    timeZone: z
      .string({ error: V.required })
      .transform((zone, ctx) => {
        const canonical = canonicalTimeZone(zone);
        if (canonical === null) ctx.addIssue({ code: 'custom', message: V.invalidValue });
        return canonical ?? zone;
      })
      .optional(),
  })
  .strict() satisfies z.ZodType<Partial<ReminderSettings>>;

const settingsView = z
  .object({
    unviewedDays: z.number().int(),
    unpaidDays: z.number().int(),
    maxPerOffer: z.number().int(),
    digestHour: z.number().int(),
    timeZone: z.string(),
    /** The caller coordinates a network of the landing, so may change them. */
    editable: z.boolean(),
  })
  .openapi('ReminderSettings');

const tags = ['Reminders'];
const getRoute = defineRoute({
  method: 'get',
  path: '/advisor/reminder-settings',
  tags,
  summary: "The landing's reminder settings (defaults 3, 5 and 2; digest at 07:00 Europe/Warsaw)",
  responses: { 200: jsonResponse(settingsView, 'The settings'), ...errorResponses(401, 403) },
});
const putRoute = defineRoute({
  method: 'put',
  path: '/advisor/reminder-settings',
  tags,
  summary: "Change the landing's reminder settings (coordinators)",
  request: { body: jsonRequestBody(reminderSettingsInput) },
  responses: { 200: jsonResponse(settingsView, 'The settings saved'), ...errorResponses(400, 401, 403, 413, 415) },
});

type PutContext = Context<
  AppEnv,
  string,
  { in: { json: z.input<typeof reminderSettingsInput> }; out: { json: z.output<typeof reminderSettingsInput> } }
>;

/**
 * - GET /advisor/reminder-settings -> {unviewedDays, unpaidDays, maxPerOffer, editable} for any advisor.
 * - PUT /advisor/reminder-settings {unviewedDays 1-60, unpaidDays 1-60, maxPerOffer 0-5, digestHour? 0-23,
 *   timeZone? (IANA)} -> the same: a coordinator
 *   of any network of the landing (403 otherwise); audited. The admin CLI sets them too (reminders set).
 */
export function remindersRoutes(deps: AppDeps) {
  const area = createArea();
  const db = deps.database.db;
  const editable = async (c: Context<AppEnv>) => {
    const auth = authOf(c);
    // The person acting: the coordinator while viewing an advisor's panel.
    const person = auth.impersonatorUserId ?? auth.userId;
    return (await callerNetworks(db, auth.landingId, person)).coordinates.length > 0;
  };
  addRoute(area, getRoute, async (c: Context<AppEnv>) =>
    c.json({ ...(await reminderSettingsOf(db, authOf(c).landingId)), editable: await editable(c) }),
  );
  addRoute(area, putRoute, async (c: PutContext) => {
    if (!(await editable(c))) throw new ForbiddenError('reminders.errors.coordinatorsOnly');
    const auth = authOf(c);
    const body = c.req.valid('json');
    const actor = actedBy(auth);
    const saved = await db.transaction(async (tx) => {
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
    return c.json({ ...saved, editable: true });
  });
  return area;
}
