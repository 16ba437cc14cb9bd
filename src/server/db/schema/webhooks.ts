import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { landings } from './landings';

/** An integrator's endpoint of one landing (decision 0040): the events it takes and its signing secret, encrypted. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    landingId: uuid()
      .notNull()
      .references(() => landings.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    events: text().array().notNull(),
    /** The Standard Webhooks secret (whsec_...), AES-256-GCM under APP_ENCRYPTION_KEY: shown once, then only used. */
    secretSealed: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Removed by the operator: kept for its delivery log, sent nothing more. */
    removedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_endpoints_landing').on(t.landingId)],
);

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event for one endpoint: its message id (webhook-id, kept by a replay), payload and the outcome so far. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** msg_<32 hex>: the webhook-id header. */
    id: text().primaryKey(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    /** The JSON body sent: {type, timestamp, data}. */
    payload: jsonb().$type<{ type: string; timestamp: string; data: Record<string, unknown> }>().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('webhook_deliveries_endpoint_created').on(t.endpointId, t.createdAt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
