// The delivery job: POST the event's JSON to the endpoint, signed as the Standard Webhooks specification says
// (webhook-id, webhook-timestamp, webhook-signature; the npm package standardwebhooks), 10 s at most. A 2xx is
// delivered; anything else is retried by the queue with its backoff, and after the last attempt the delivery is
// failed. A destination refused as not public (delivery-target.ts) fails at once. Each attempt's status code or
// error stays on the delivery (`admin webhook deliveries`).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { serverSecrets } from '../auth/secrets';
import { decryptSecret } from '../auth/two-factor/secret-box';
import type { Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Env } from '../env';
import { PermanentJobError, type JobHandler } from '../jobs/job-queue';
import type { Clock } from '../runtime-types';
import { deliveryAddresses, pinnedLookup, RefusedTargetError, systemResolver, type Resolver } from './delivery-target';

const TIMEOUT_MS = 10_000;

export interface WebhookDeps {
  database: Database;
  env: Env;
  clock: Clock;
  /** How endpoint names are resolved (tests answer for names of their own); dns.lookup by default. */
  resolve?: Resolver;
}

/** Whether deliveries may reach non-public addresses (outside production, or allowed by the operator). */
export const privateAddressesAllowed = (env: Pick<Env, 'NODE_ENV' | 'WEBHOOK_ALLOW_PRIVATE_ADDRESSES'>) =>
  env.NODE_ENV !== 'production' || env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES;

const timedOut = () => new Error(`no answer within ${TIMEOUT_MS / 1000} s`);

/** `work`, or the timeout's error once `deadline` (a Date.now() time) has passed. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(timedOut()), Math.max(0, deadline - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function post(url: URL, headers: Record<string, string>, body: string, deps: WebhookDeps): Promise<number> {
  // One deadline for the whole exchange, the name's lookup and the answer included: a slow resolver or a receiver
  // that trickles holds no runner for long.
  const deadline = Date.now() + TIMEOUT_MS;
  // Resolved and checked once; the connection goes to these addresses (no second lookup a rebinding could answer).
  const guard = !privateAddressesAllowed(deps.env);
  const addresses = await beforeDeadline(deliveryAddresses(url, guard, deps.resolve ?? systemResolver), deadline);
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(addresses),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          clearTimeout(timer);
          resolve(res.statusCode ?? 0);
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(timedOut()), Math.max(0, deadline - Date.now()));
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

export function webhookDeliveryJob(deps: WebhookDeps): JobHandler {
  return async (payload, job) => {
    const [found] = await deps.database.db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, String(payload.deliveryId)));
    if (!found || found.endpoint.removedAt) return;
    const { delivery, endpoint } = found;
    const body = JSON.stringify(delivery.payload);
    const now = deps.clock.now();
    const secret = decryptSecret(serverSecrets(deps.env).encryptionKey, endpoint.secretSealed);
    const headers = {
      'webhook-id': delivery.id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(delivery.id, now, body),
      'user-agent': 'invest-platform-webhooks/1',
    };
    let status: number | null = null;
    let failure: string | null = null;
    let refused = false;
    try {
      status = await post(new URL(endpoint.url), headers, body, deps);
      if (status < 200 || status > 299) failure = `answered ${status}`;
    } catch (error) {
      refused = error instanceof RefusedTargetError;
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    }
    const last = failure !== null && (refused || job.attempts >= job.maxAttempts);
    await deps.database.db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastAttemptAt: now,
        lastStatusCode: status,
        lastError: failure,
        ...(failure === null
          ? { status: 'delivered' as const, deliveredAt: now }
          : last
            ? { status: 'failed' as const }
            : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (failure !== null) {
      const message = `webhook ${delivery.id}: ${failure}`;
      throw refused ? new PermanentJobError(message) : new Error(message);
    }
  };
}
