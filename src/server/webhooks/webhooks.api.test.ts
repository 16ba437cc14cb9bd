// Webhooks (decision 0040): endpoints registered with the admin CLI, events signed as Standard Webhooks say and
// verified here with the standardwebhooks library by a local receiver; a failing receiver gets the retries; a
// replay keeps the webhook-id; private addresses refused in production.
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
import { retryDelayMs } from '../jobs/job-queue';
import {
  linkOffer,
  multipart,
  PDF_BYTES,
  smallCampaign,
  type SmallCampaign,
} from '../routes/public-offer/public-offer.fixtures';
import { webhookDeliveryJob } from './deliver-webhook';
import { emitWebhookEvent } from './emit-event';
import { addWebhookEndpoint, WebhookInputError } from './webhook-endpoints';
import { isPrivateAddress } from './private-address';

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
    t.clock.advance(retryDelayMs(1));
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
    t.clock.advance(retryDelayMs(2));
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
  it('tells public from private, loopback, link-local and mapped addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      'fec0::1',
      '0.0.0.0',
      '100.64.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '1.1.1.1', '2001:4860:4860::8888', '172.32.0.1', '::ffff:808:808'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('refuses them in production at registration and at delivery, unless allowed', async () => {
    const production = { ...t.runtime.env, NODE_ENV: 'production' as const };
    const deps = { database: t.runtime.database, env: production, clock: t.clock };
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
    const allowed = { ...deps, env: { ...production, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: true } };
    const byName = receiverUrl.replace('127.0.0.1', 'localhost');
    for (const url of [receiverUrl, byName])
      await addWebhookEndpoint(allowed, { landingId: home, url, events: ['kyc.submitted'] });

    // Registered where allowed, both (the address, and a name resolving to loopback) are refused when delivering in
    // production without the allowance; with it, they go out.
    received.length = 0;
    answer = 200;
    await t.runtime.database.db.transaction((tx) =>
      emitWebhookEvent(tx, { landingId: home, type: 'kyc.submitted', data: { kycRequestId: 'k1' }, at: t.clock.now() }),
    );
    const pending = await t.runtime.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.event, 'kyc.submitted'));
    expect(pending).toHaveLength(2);
    const attempt = { attempts: 1, maxAttempts: 8 } as never;
    for (const delivery of pending)
      await expect(webhookDeliveryJob(deps)({ deliveryId: delivery.id }, attempt)).rejects.toThrow(
        /not a public address/,
      );
    expect(received).toHaveLength(0);
    for (const delivery of pending) await webhookDeliveryJob(allowed)({ deliveryId: delivery.id }, attempt);
    expect(received).toHaveLength(2);
  });
});
