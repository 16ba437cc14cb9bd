// Reminders to investors (issue 19, docs/decisions/0049-reminders.md): the per-landing settings
// (GET/PUT /api/advisor/reminder-settings, the admin CLI) and the steps a reminder is for.

/** invitation: invited or viewed, not yet accepted; payment: accepted, no payment yet. */
export const REMINDER_STEPS = ['invitation', 'payment'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

export interface ReminderSettings {
  /** Remind an invitation still unviewed after this many days (1-60). */
  unviewedDays: number;
  /** Remind an accepted offer still unpaid after this many days (1-60). */
  unpaidDays: number;
  /** At most this many reminders per offer (0-5; 0 turns automatic and manual reminders off). */
  maxPerOffer: number;
  /** The advisors' morning task digest goes out from this hour (0-23) in timeZone (decision 0051). */
  digestHour: number;
  /** An IANA time zone: the digest's hour, and which day is "today" for the landing's tasks. */
  timeZone: string;
}

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

/** A reminder as the offer page's history shows it. */
export interface OfferReminder {
  step: ReminderStep;
  sentAt: string;
  /** Null for the automatic one. */
  by: { id: string; name: string | null } | null;
}
