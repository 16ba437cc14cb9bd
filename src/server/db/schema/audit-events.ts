import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Security-relevant events: sign-ins, lockouts, impersonation start/end, password and two-factor changes. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    landingId: uuid(),
    /** Who acted (the coordinator when impersonating). */
    actorUserId: uuid(),
    /** Whom it concerns (the advisor being viewed, the user signing in). */
    subjectUserId: uuid(),
    action: text().notNull(),
    requestId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_subject_at').on(t.subjectUserId, t.at),
    index('audit_events_actor_at').on(t.actorUserId, t.at),
  ],
);
