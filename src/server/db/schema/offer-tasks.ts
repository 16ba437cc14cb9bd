import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TaskKind } from '../../../lib/contracts/offer-task';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

/**
 * A task on an offer (issue 19, decision 0047): "call back", "check payment" or another, due on a day, assigned to
 * an advisor of the offer's network; done with one click (who and when kept).
 */
export const offerTasks = pgTable(
  'offer_tasks',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    kind: text().$type<TaskKind>().notNull(),
    /** Optional words beside the kind. */
    title: text(),
    /** The day it is due (YYYY-MM-DD, the landing's calendar day). */
    dueDate: date({ mode: 'string' }).notNull(),
    assigneeUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    impersonatorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    doneAt: timestamp({ withTimezone: true, mode: 'date' }),
    doneByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('offer_tasks_offer').on(t.offerId, t.dueDate),
    // The home's "due today and overdue" and the morning digest: open tasks of an assignee by day.
    index('offer_tasks_assignee_open')
      .on(t.assigneeUserId, t.dueDate)
      .where(sql`${t.doneAt} is null`),
    check('offer_tasks_kind', sql`${t.kind} in ('call-back', 'check-payment', 'other')`),
    check('offer_tasks_title_length', sql`${t.title} is null or char_length(${t.title}) between 1 and 200`),
  ],
);

/**
 * The morning e-mails of due tasks (issue 19, decision 0050): one per advisor, landing and UTC day at most (the
 * primary key), written with the e-mail, so however many copies run the digest, nobody gets two in a day.
 */
export const taskDigests = pgTable(
  'task_digests',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    tasks: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.landingId, t.day] })],
);
