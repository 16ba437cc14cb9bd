import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SavedViewState } from '../../../lib/contracts/saved-view';
import { timestamps } from './columns';
import { landings } from './landings';
import { networks } from './networks';
import { users } from './users';

/**
 * An advisor's saved view of an offers list (issue 19, decision 0045): a name and the list's state (filters by
 * name, columns, sort, page size, table or kanban). Personal, or shared by a coordinator with one of their
 * networks (network_id set); one personal view per person and list may be the default.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list: the caller's own offers or their networks'. */
    scope: text().$type<'own' | 'network'>().notNull(),
    name: text().notNull(),
    state: jsonb().$type<SavedViewState>().notNull(),
    /** Shared with this network's members (a coordinator's view); null: personal. */
    networkId: uuid().references(() => networks.id, { onDelete: 'cascade' }),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('saved_views_owner').on(t.ownerUserId, t.scope),
    index('saved_views_network').on(t.networkId),
    check('saved_views_scope', sql`${t.scope} in ('own', 'network')`),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
