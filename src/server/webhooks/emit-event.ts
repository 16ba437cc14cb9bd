// An event of a landing becomes one delivery (and one job) per endpoint that takes it, in the caller's transaction:
// the delivery exists exactly when the change does.
import { randomBytes } from 'node:crypto';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { WebhookEvent } from './events';

export const WEBHOOK_QUEUE = 'webhook.deliver';

const newMessageId = () => `msg_${randomBytes(16).toString('hex')}`;

// Which landings have an endpoint for which event, per database handle, re-read at most every 2 s: the hot path of
// first openings of invitation links asks this instead of the database each time.
const SUBSCRIBERS_TTL_MS = 2_000;
const subscribers = new WeakMap<object, { at: number; keys: Promise<Set<string>> }>();

/** Whether any endpoint of `landingId` takes `type` (as of at most 2 s ago). */
export async function hasWebhookSubscribers(db: DbOrTx, landingId: string, type: WebhookEvent): Promise<boolean> {
  let cached = subscribers.get(db);
  if (!cached || Date.now() - cached.at > SUBSCRIBERS_TTL_MS) {
    const keys = db
      .select({ landingId: webhookEndpoints.landingId, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(isNull(webhookEndpoints.removedAt))
      .then((rows) => new Set(rows.flatMap((r) => r.events.map((e) => `${r.landingId} ${e}`))));
    cached = { at: Date.now(), keys };
    subscribers.set(db, cached);
    // A failed read is not kept: the next call asks again.
    keys.catch(() => subscribers.delete(db));
  }
  return (await cached.keys).has(`${landingId} ${type}`);
}

export async function emitWebhookEvent(
  jobs: Pick<JobQueue, 'enqueue'>,
  db: DbOrTx,
  event: { landingId: string; type: WebhookEvent; data: Record<string, unknown>; at: Date },
): Promise<number> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.landingId, event.landingId),
        isNull(webhookEndpoints.removedAt),
        arrayContains(webhookEndpoints.events, [event.type]),
      ),
    );
  for (const endpoint of endpoints) {
    const id = newMessageId();
    await db.insert(webhookDeliveries).values({
      id,
      endpointId: endpoint.id,
      event: event.type,
      payload: { type: event.type, timestamp: event.at.toISOString(), data: event.data },
      createdAt: event.at,
    });
    await jobs.enqueue(db, { queue: WEBHOOK_QUEUE, payload: { deliveryId: id }, runAt: event.at });
  }
  return endpoints.length;
}
