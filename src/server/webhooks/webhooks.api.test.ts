// Webhooks (decision 0040): endpoints registered with the admin CLI, events signed as Standard Webhooks say and
// verified here with the standardwebhooks library by a local receiver; a failing receiver gets the retries; a
// replay keeps the webhook-id; private addresses refused in production, however the URL spells them, at
// registration and again at delivery on the addresses the name resolves to, which are the ones connected to. The
// local receiver on 127.0.0.1 is reached as the test environment allows (outside production private addresses are
// allowed; in production WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true does it).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { adminCli } from '../../../tests/support/admin-cli';
import { createManualClock } from '../clock';
import { webhookDeliveries } from '../db/schema';
import { PermanentJobError, retryWindowMs } from '../jobs/job-queue';
import {
  linkOffer,
  multipart,
  PDF_BYTES,
  smallCampaign,
  type SmallCampaign,
} from '../../../tests/support/public-offer.fixtures';
import { webhookDeliveryJob } from './deliver-webhook';
import type { Resolver } from './delivery-target';
import { emitWebhookEvent } from './emit-event';
import { addWebhookEndpoint, WebhookInputError } from './webhook-endpoints';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let answer = 200;
let t: TestApp;
let home: string;
let advisor: TestPerson;
let investor: TestPerson;
let network: string;
let campaign: SmallCampaign;
let secret: string;
let endpointId: string;

const cli = (...argv: string[]) => adminCli(t, ...argv);

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks`;
  // The real time: Standard Webhooks receivers refuse a timestamp more than five minutes off.
  t = await createTestApp({ env: RELAXED_LIMITS, clock: createManualClock(new Date()) });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: `owner-${randomUUID().slice(0, 6)}@hooks.example` });
  investor = await createInvestor(t, { landingId: home, email: `investor-${randomUUID().slice(0, 6)}@hooks.example` });
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  campaign = await smallCampaign(t, home, { startDate: '2026-01-01', endDate: '2099-12-31' });
  const added = await cli(
    'webhook',
    'add',
    '--host',
    'localhost',
    '--url',
    receiverUrl,
    '--event',
    'offer.status_changed',
    '--event',
    'offer.payment_confirmation_uploaded',
    '--event',
    'investor.created',
    '--json',
  );
  expect(added.code).toBe(0);
  ({ secret, id: endpointId } = JSON.parse(added.stdout) as { secret: string; id: string });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const verified = (message: Received) =>
  new Webhook(secret).verify(message.body, message.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };

const offer = () =>
  linkOffer(t, {
    landingId: home,
    productId: campaign.product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
  });

describe('webhooks', () => {
  it('sends signed events of offer changes and uploads once the queue runs', async () => {
    received.length = 0;
    const { id, token } = await offer();
    const base = `/public-api/campaign-offer/${encodeURIComponent(token)}`;
    expect((await request(t, home, base)).status).toBe(200);
    const accept = await request(t, home, `${base}/accept`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ investmentValue: 1_000_000 }),
    });
    expect(accept.status).toBe(200);
    expect(
      (await request(t, home, `${base}/upload`, { method: 'POST', body: multipart(PDF_BYTES, 'a.pdf') })).status,
    ).toBe(201);
    // Nothing goes out inside the request: the queue sends.
    expect(received).toHaveLength(0);
    await t.runtime.jobs.runDue();
    const events = received.map(verified);
    expect(events.map((e) => [e.type, e.data.offerId, e.data.to ?? null])).toEqual([
      ['offer.status_changed', id, 'invited'],
      ['offer.status_changed', id, 'viewed'],
      ['offer.status_changed', id, 'accepted'],
      ['offer.payment_confirmation_uploaded', id, null],
    ]);
    expect(events[2]!.data).toMatchObject({ from: 'viewed', amount: 1_000_000, currency: 'PLN', actor: 'investor' });
    for (const message of received) {
      expect(message.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(message.headers['content-type']).toBe('application/json');
    }
    // A tampered body fails verification.
    expect(() => verified({ ...received[0]!, body: received[0]!.body.replace('invited', 'active') })).toThrow();
  });

  it('retries a failing receiver with a growing delay under the same webhook-id, then logs it delivered', async () => {
    received.length = 0;
    answer = 500;
    const email = `created-${randomUUID().slice(0, 6)}@hooks.example`;
    expect((await cli('investor', 'create', '--host', 'localhost', '--email', email)).code).toBe(0);
    // The CLI runs on the system clock: the test's clock catches up with it.
    t.clock.set(Date.now() + 1_000);
    await t.runtime.jobs.runDue();
    t.clock.advance(retryWindowMs(1).max);
    await t.runtime.jobs.runDue();
    expect(received).toHaveLength(2);
    const [id] = new Set(received.map((m) => m.headers['webhook-id']));
    const [row] = await t.runtime.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, String(id)));
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 500, event: 'investor.created' });
    // Not replayed while it is still being sent: two jobs would send it twice at once.
    const early = await cli('webhook', 'replay', String(id), '--host', 'localhost');
    expect(early.code).toBe(2);
    expect(early.stderr).toContain('still being sent');

    answer = 204;
    t.clock.advance(retryWindowMs(2).max);
    await t.runtime.jobs.runDue();
    expect(received).toHaveLength(3);
    expect(new Set(received.map((m) => m.headers['webhook-id']))).toEqual(new Set([id]));
    expect(verified(received[2]!)).toMatchObject({ type: 'investor.created', data: { email } });
    const log = await cli('webhook', 'deliveries', endpointId, '--host', 'localhost', '--json');
    expect((JSON.parse(log.stdout) as Array<{ id: string; status: string; attempts: number }>)[0]).toMatchObject({
      id,
      status: 'delivered',
      attempts: 3,
    });

    // Replayed by the operator: the same id again, still verifiable.
    expect((await cli('webhook', 'replay', String(id), '--host', 'localhost')).code).toBe(0);
    await t.runtime.jobs.runDue();
    expect(received).toHaveLength(4);
    expect(received[3]!.headers['webhook-id']).toBe(id);
    expect(verified(received[3]!).type).toBe('investor.created');
  });

  it('lists and removes endpoints; a removed endpoint gets nothing more', async () => {
    const list = await cli('webhook', 'list', '--host', 'localhost', '--json');
    expect((JSON.parse(list.stdout) as Array<{ id: string }>).map((e) => e.id)).toContain(endpointId);
    expect(list.stdout).not.toContain(secret);
    const unknownEvent = await cli('webhook', 'add', '--host', 'localhost', '--url', receiverUrl, '--event', 'offer.x');
    expect(unknownEvent.code).toBe(2);
    expect(unknownEvent.stderr).toContain('Unknown event "offer.x"');

    expect((await cli('webhook', 'remove', endpointId, '--host', 'localhost')).code).toBe(0);
    expect((await cli('webhook', 'list', '--host', 'localhost')).stdout).toBe('No webhook endpoints.\n');
    received.length = 0;
    expect(
      (
        await cli(
          'investor',
          'create',
          '--host',
          'localhost',
          '--email',
          `late-${randomUUID().slice(0, 6)}@hooks.example`,
        )
      ).code,
    ).toBe(0);
    t.clock.set(Date.now() + 1_000);
    await t.runtime.jobs.runDue();
    expect(received).toHaveLength(0);
    // Not a uuid (36 hex digits, no hyphens): told so, never a database error.
    expect((await cli('webhook', 'deliveries', 'a'.repeat(36), '--host', 'localhost')).code).toBe(2);
    // Another landing's endpoints are not this one's to remove.
    expect((await cli('webhook', 'remove', endpointId, '--host', 'invest.localhost')).code).toBe(2);
  });
});

describe('private addresses', () => {
  const production = () => ({ ...t.runtime.env, NODE_ENV: 'production' as const });
  const attempt = { attempts: 1, maxAttempts: 8 } as never;

  /** Emits one kyc.submitted event and answers its deliveries (one per endpoint taking it). */
  async function emitted(kycRequestId: string) {
    await t.runtime.database.db.transaction((tx) =>
      emitWebhookEvent(t.runtime.jobs, tx, {
        landingId: home,
        type: 'kyc.submitted',
        data: { kycRequestId },
        at: t.clock.now(),
      }),
    );
    const rows = await t.runtime.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'kyc.submitted'));
    return rows.filter((row) => row.payload.data.kycRequestId === kycRequestId);
  }

  /** Endpoints of this landing stop taking kyc.submitted, so each test counts its own deliveries only. */
  async function removeKycEndpoints() {
    const list = await cli('webhook', 'list', '--host', 'localhost', '--json');
    for (const endpoint of JSON.parse(list.stdout) as Array<{ id: string; events: string[] }>)
      if (endpoint.events.includes('kyc.submitted'))
        expect((await cli('webhook', 'remove', endpoint.id, '--host', 'localhost')).code).toBe(0);
  }

  it('`webhook add` refuses in production every spelling of this machine and of private addresses', async () => {
    const inProduction = { runtime: { ...t.runtime, env: production() } };
    const accepted: string[] = [];
    for (const url of [
      receiverUrl,
      'http://localhost./x',
      'http://foo.localhost./x',
      'http://[::127.0.0.1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[::ffff:7f00:1]/x',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.1/',
      'http://127.0.0.1../x',
      'http://[::]/x',
      'http://metadata/computeMetadata/v1',
    ]) {
      const added = await adminCli(
        inProduction,
        'webhook',
        'add',
        '--host',
        'localhost',
        '--url',
        url,
        '--event',
        'kyc.submitted',
      );
      if (added.code === 0) accepted.push(url);
      else expect(added.stderr, url).toContain('set WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true to allow private endpoints');
    }
    expect(accepted).toEqual([]);
    const list = await adminCli(inProduction, 'webhook', 'list', '--host', 'localhost', '--json');
    expect(
      (JSON.parse(list.stdout) as Array<{ events: string[] }>).filter((e) => e.events.includes('kyc.submitted')),
    ).toEqual([]);
  });

  it('refuses them in production at registration and at delivery, unless allowed', async () => {
    await removeKycEndpoints();
    const deps = { database: t.runtime.database, env: production(), clock: t.clock, jobs: t.runtime.jobs };
    for (const url of [
      receiverUrl,
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:9/x',
      'http://[::1]/x',
      'http://[::ffff:169.254.169.254]/latest',
      'http://0x7f000001/x',
    ])
      await expect(
        addWebhookEndpoint(deps, { landingId: home, url, events: ['kyc.submitted'] }),
      ).rejects.toBeInstanceOf(WebhookInputError);
    const allowed = { ...deps, env: { ...production(), WEBHOOK_ALLOW_PRIVATE_ADDRESSES: true } };
    const port = new URL(receiverUrl).port;
    const endpoints: string[] = [];
    for (const url of [receiverUrl, `http://localhost.:${port}/hooks`, `http://[::127.0.0.1]:${port}/hooks`])
      endpoints.push(
        (await addWebhookEndpoint(allowed, { landingId: home, url, events: ['kyc.submitted'] })).endpoint.id,
      );

    // Registered where allowed, each (the address, a name of this machine, an IPv4-compatible IPv6 form of
    // loopback) is refused when delivering in production without the allowance: failed at once, with the reason,
    // nothing sent, no retry.
    received.length = 0;
    answer = 200;
    const pending = await emitted('k1');
    expect(pending).toHaveLength(3);
    for (const delivery of pending)
      await expect(webhookDeliveryJob(deps)({ deliveryId: delivery.id }, attempt)).rejects.toBeInstanceOf(
        PermanentJobError,
      );
    expect(received).toHaveLength(0);
    const refused = await t.runtime.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'kyc.submitted'));
    for (const delivery of refused.filter((row) => pending.some((p) => p.id === row.id))) {
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: null });
      expect(delivery.lastError).toMatch(/^refused: .*(not a public address|names this machine)/);
    }
    // With the allowance the receiver's address gets its delivery.
    const literal = pending.find((delivery) => delivery.endpointId === endpoints[0]);
    await webhookDeliveryJob(allowed)({ deliveryId: literal!.id }, attempt);
    expect(received).toHaveLength(1);
    await removeKycEndpoints();
  });

  it('checks, at delivery, every address the name resolves to, and connects to the checked one', async () => {
    const port = new URL(receiverUrl).port;
    await removeKycEndpoints();
    const allowed = { database: t.runtime.database, env: t.runtime.env, clock: t.clock, jobs: t.runtime.jobs };
    await addWebhookEndpoint(allowed, {
      landingId: home,
      url: `http://hooks.rebind.example:${port}/hooks`,
      events: ['kyc.submitted'],
    });
    // The name's owner answers a public address to the check and loopback to any later lookup (DNS rebinding).
    const lookups: string[] = [];
    const rebinding: Resolver = (hostname) => {
      lookups.push(hostname);
      const address = lookups.length === 1 ? '127.0.0.1' : '10.255.255.1';
      return Promise.resolve([{ address, family: 4 }]);
    };
    // Where private addresses are allowed (this test's own environment), the first answer is connected to: the
    // receiver on 127.0.0.1 gets it, with the name in Host, and the name was looked up once.
    received.length = 0;
    const [first] = await emitted('k2');
    await webhookDeliveryJob({ ...allowed, resolve: rebinding })({ deliveryId: first!.id }, attempt);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.host).toBe(`hooks.rebind.example:${port}`);
    expect(lookups).toEqual(['hooks.rebind.example']);

    // In production, a name with any address that is not public is refused, whichever of its answers it is.
    const inProduction = { ...allowed, env: production() };
    for (const answerOf of [['127.0.0.1'], ['93.184.215.14', '10.0.0.7'], ['::ffff:a9fe:a9fe']]) {
      const [delivery] = await emitted(`k-${answerOf.join('-')}`);
      const resolve: Resolver = () =>
        Promise.resolve(answerOf.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
      await expect(
        webhookDeliveryJob({ ...inProduction, resolve })({ deliveryId: delivery!.id }, attempt),
      ).rejects.toBeInstanceOf(PermanentJobError);
      const [row] = await t.runtime.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, delivery!.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.lastError).toContain(`hooks.rebind.example resolves to ${answerOf.at(-1)!}, not a public address`);
    }
    expect(received).toHaveLength(1);
    await removeKycEndpoints();
  });
});
