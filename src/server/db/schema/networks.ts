import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { landings } from './landings';
import { users } from './users';

/** A broker network of a landing. */
export const networks = pgTable(
  'networks',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('networks_landing_name').on(t.landingId, t.name)],
);

export const NETWORK_ROLES = ['advisor', 'coordinator'] as const;
export type NetworkRole = (typeof NETWORK_ROLES)[number];

/** Membership of an advisor in a network; a coordinator coordinates the networks where their role is coordinator. */
export const networkMembers = pgTable(
  'network_members',
  {
    networkId: uuid()
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<NetworkRole>().notNull().default('advisor'),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.networkId, t.userId] }),
    index('network_members_user').on(t.userId),
    check('network_members_role_known', sql`${t.role} in ('advisor', 'coordinator')`),
  ],
);

export type NetworkRow = typeof networks.$inferSelect;
export type NetworkMemberRow = typeof networkMembers.$inferSelect;
