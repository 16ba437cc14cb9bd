import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ActorKind } from '../../../lib/contracts/campaign';
import { landings } from './landings';
import { offers } from './offers';
import { users } from './users';

export const ATTACHMENT_KINDS = ['payment-confirmation', 'summary', 'other'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/**
 * Files attached to an offer: the investor's payment confirmations (the list's paymentConfirmations) and other
 * uploads. The bytes live in the storage directory under storageKey; never served without an access check.
 */
export const offerAttachments = pgTable(
  'offer_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    kind: text().$type<AttachmentKind>().notNull().default('payment-confirmation'),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** SHA-256 (hex) of the content. */
    sha256: text().notNull(),
    storageKey: text().notNull().unique(),
    uploadedByKind: text().$type<ActorKind>().notNull(),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('offer_attachments_offer').on(t.offerId, t.createdAt),
    check('offer_attachments_kind_known', sql`${t.kind} in ('payment-confirmation', 'summary', 'other')`),
    check('offer_attachments_uploader_known', sql`${t.uploadedByKind} in ('advisor', 'investor', 'system')`),
    check('offer_attachments_size', sql`${t.sizeBytes} >= 0`),
  ],
);

export type OfferAttachmentRow = typeof offerAttachments.$inferSelect;
