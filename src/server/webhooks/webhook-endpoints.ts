// What the admin CLI does with webhooks: register an endpoint (its secret shown once), list and remove endpoints,
// read an endpoint's delivery log, replay a delivery (the same webhook-id, a new attempt through the queue).
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { serverSecrets } from '../auth/secrets';
import { encryptSecret } from '../auth/two-factor/secret-box';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow, type WebhookEndpointRow } from '../db/schema';
import type { Env } from '../env';
import type { Clock } from '../runtime-types';
import { privateAddressesAllowed } from './deliver-webhook';
import { WEBHOOK_QUEUE } from './emit-event';
import type { WebhookEvent } from './events';
import { hostRefusal } from './private-address';
import type { JobQueue } from '../jobs/job-queue';
import { isUuid } from '../../lib/validation/patterns';

interface Deps {
  database: Database;
  env: Env;
  clock: Clock;
  jobs: Pick<JobQueue, 'enqueue'>;
}

export class WebhookInputError extends Error {}

/** The endpoint URL as given, or why it is refused. */
function checkedUrl(env: Deps['env'], raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookInputError('--url must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookInputError('--url must be http or https');
  if (url.username || url.password) throw new WebhookInputError('--url must not carry credentials');
  if (raw.length > 2000) throw new WebhookInputError('--url is longer than 2000 characters');
  // Judged on the host as the URL parser reads it (IPv4 in any notation, IPv6 forms of IPv4 addresses, trailing
  // dots): what a delivery would connect to. A name is checked again, by its addresses, on every delivery.
  const refusal = privateAddressesAllowed(env) ? undefined : hostRefusal(url.hostname);
  if (refusal)
    throw new WebhookInputError(
      `--url refused: ${refusal}; set WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true to allow private endpoints`,
    );
  return url.toString();
}

export async function addWebhookEndpoint(
  deps: Deps,
  input: { landingId: string; url: string; events: WebhookEvent[] },
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const url = checkedUrl(deps.env, input.url);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const [endpoint] = await deps.database.db
    .insert(webhookEndpoints)
    .values({
      landingId: input.landingId,
      url,
      events: [...new Set(input.events)],
      secretSealed: encryptSecret(serverSecrets(deps.env).encryptionKey, secret),
      createdAt: deps.clock.now(),
    })
    .returning();
  return { endpoint: endpoint!, secret };
}

export const listWebhookEndpoints = (deps: Deps, landingId: string) =>
  deps.database.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.landingId, landingId), isNull(webhookEndpoints.removedAt)))
    .orderBy(webhookEndpoints.createdAt);

async function endpointOf(deps: Deps, landingId: string, id: string): Promise<WebhookEndpointRow> {
  const uuid = isUuid(id.toLowerCase()) ? id.toLowerCase() : null;
  const [endpoint] = uuid
    ? await deps.database.db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, uuid), eq(webhookEndpoints.landingId, landingId)))
    : [];
  if (!endpoint) throw new WebhookInputError(`No webhook endpoint ${id} on this landing`);
  return endpoint;
}

export async function removeWebhookEndpoint(deps: Deps, landingId: string, id: string): Promise<void> {
  const endpoint = await endpointOf(deps, landingId, id);
  await deps.database.db
    .update(webhookEndpoints)
    .set({ removedAt: deps.clock.now() })
    .where(eq(webhookEndpoints.id, endpoint.id));
}

export async function webhookDeliveryLog(
  deps: Deps,
  landingId: string,
  endpointId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  const endpoint = await endpointOf(deps, landingId, endpointId);
  return deps.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Sends delivery `id` again, under its own webhook-id (a receiver that deduplicates by it sees a repeat). */
export async function replayWebhookDelivery(deps: Deps, landingId: string, id: string): Promise<WebhookDeliveryRow> {
  return deps.database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ delivery: webhookDeliveries })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.id, id),
          eq(webhookEndpoints.landingId, landingId),
          isNull(webhookEndpoints.removedAt),
        ),
      );
    if (!found) throw new WebhookInputError(`No delivery ${id} of a current endpoint on this landing`);
    // Still on its way (queued or retrying): a second job would send it twice at once.
    if (found.delivery.status === 'pending')
      throw new WebhookInputError(`Delivery ${id} is still being sent (attempts so far: ${found.delivery.attempts})`);
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending' })
      .where(eq(webhookDeliveries.id, id))
      .returning();
    await deps.jobs.enqueue(tx, { queue: WEBHOOK_QUEUE, payload: { deliveryId: id }, runAt: deps.clock.now() });
    return updated!;
  });
}
