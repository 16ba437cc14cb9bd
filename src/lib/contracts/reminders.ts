// Reminders to investors (issue 19, docs/decisions/0049-reminders.md): the per-landing settings
// (GET/PUT /api/advisor/reminder-settings, the admin CLI) and the steps a reminder is for.
import { z } from 'zod';
import { canonicalTimeZone } from '../format/time-zone';
import { V } from '../validation/keys';
import { idString, instantString } from './common';

/** invitation: invited or viewed, not yet accepted; payment: accepted, no payment yet. */
const REMINDER_STEPS = ['invitation', 'payment'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/** A landing's reminder settings (the CLI prints and sets them too). */
const reminderSettingsSchema = z.object({
  /** Remind an invitation still unviewed after this many days (1-60). */
  unviewedDays: z.number().int(),
  /** Remind an accepted offer still unpaid after this many days (1-60). */
  unpaidDays: z.number().int(),
  /** At most this many reminders per offer (0-5; 0 turns automatic and manual reminders off). */
  maxPerOffer: z.number().int(),
  /** The advisors' morning task digest goes out from this hour (0-23) in timeZone (decision 0051). */
  digestHour: z.number().int(),
  /** An IANA time zone: the digest's hour, and which day is "today" for the landing's tasks. */
  timeZone: z.string(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** GET and PUT /api/advisor/reminder-settings answer the settings and whether the caller may change them. */
export const reminderSettingsViewSchema = reminderSettingsSchema
  .extend({
    /** The caller coordinates a network of the landing, so may change them. */
    editable: z.boolean(),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettingsView = z.infer<typeof reminderSettingsViewSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  unviewedDays: 3,
  unpaidDays: 5,
  maxPerOffer: 2,
  digestHour: 7,
  timeZone: 'Europe/Warsaw',
};
/** The settings given as whole numbers. */
export type ReminderCount = 'unviewedDays' | 'unpaidDays' | 'maxPerOffer';
export const REMINDER_BOUNDS = {
  unviewedDays: [1, 60],
  unpaidDays: [1, 60],
  maxPerOffer: [0, 5],
  digestHour: [0, 23],
} as const satisfies Record<ReminderCount | 'digestHour', readonly [number, number]>;

const bounded = ([min, max]: readonly [number, number]) =>
  z
    .number({ error: V.required })
    .int({ error: V.invalidValue })
    .min(min, { error: V.minValue })
    .max(max, { error: V.maxValue });

/**
 * What PUT /api/advisor/reminder-settings takes. The digest's hour and zone may be left out (clients from before
 * decision 0051): they keep their saved values. The zone comes out in its canonical spelling.
 */
export const reminderSettingsInputSchema = z
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
  .strict();

/** A reminder as the offer page's history shows it. */
export const offerReminderSchema = z.object({
  step: z.enum(REMINDER_STEPS),
  sentAt: instantString,
  /** Null for the automatic one. */
  by: z.object({ id: idString, name: z.string().nullable() }).nullable(),
});
export type OfferReminder = z.infer<typeof offerReminderSchema>;
