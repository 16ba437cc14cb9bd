// Two copies of the production server on PostgreSQL and S3 behind haproxy (tests/support/cluster.mjs, issue 18):
// the shared state holds across copies, and a copy killed or stopped loses nothing. The user journeys through the
// balancer are the browser specs playwright.cluster.config.ts runs beside this file.
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { campaigns, mailOutbox, offers } from '../../src/server/db/schema';
import { linkOffer, addProduct } from '../support/public-offer.fixtures';
import { adminCli, call, fresh, useCluster } from './cluster-helpers';
import { clusterState, copyNamed, waitRestarted } from './cluster-state';

test.describe.configure({ mode: 'serial' });

const { db, openCampaign, people, inviteStream, invitationTarget, offersPerAddress } = useCluster();

test('requests land on both copies, and each copy serves its metrics on its own port', async () => {
  const served = new Set<string | null>();
  for (let i = 0; i < 10; i++) served.add((await call('GET', '/healthz')).servedBy);
  expect([...served].sort()).toEqual(['copy1', 'copy2']);
  for (const copy of clusterState().copies) {
    const metrics = await (await fetch(`http://127.0.0.1:${copy.metricsPort}/metrics`)).text();
    expect(metrics).toContain('http_request_duration_seconds_count{route="/healthz",method="GET",status="200"}');
  }
});

test('ten wrong passwords spread over both copies reach the shared limit', async () => {
  const email = fresh('limit');
  const password = 'Cluster!2345';
  adminCli('advisor', 'create', '--host', 'localhost', '--email', email, '--password', password);
  const wrong = [];
  for (let i = 0; i < 10; i++) wrong.push(await call('POST', '/auth/login', { email, password: 'Wrong!Passw0rd' }));
  expect(wrong.map((a) => a.status)).toEqual(Array(10).fill(401));
  expect(new Set(wrong.map((a) => a.servedBy))).toEqual(new Set(['copy1', 'copy2']));
  // Now this address waits, on either copy, even with the right password.
  const after = [
    await call('POST', '/auth/login', { email, password }),
    await call('POST', '/auth/login', { email, password }),
  ];
  expect(after.map((a) => a.status)).toEqual([429, 429]);
  expect(new Set(after.map((a) => a.servedBy))).toEqual(new Set(['copy1', 'copy2']));
});

test('an e-mail sign-in code used on one copy is refused on the other', async () => {
  const email = fresh('investor');
  adminCli('investor', 'create', '--host', 'localhost', '--email', email);
  expect((await call('POST', '/auth/investor/send-token', { email })).status).toBe(202);
  let text = '';
  await expect(async () => {
    const [mail] = await db()
      .db.select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'investor-login')))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    text = mail?.text ?? '';
    expect(text).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/m);
  }).toPass({ timeout: 10_000 });
  const code = /^([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})$/m.exec(text)![1];
  const [one, other] = [copyNamed('copy1'), copyNamed('copy2')];
  const first = await call(
    'POST',
    '/auth/login-investor',
    { email, token: code },
    { origin: `http://localhost:${one.port}` },
  );
  expect(first.status).toBe(200);
  const again = await call(
    'POST',
    '/auth/login-investor',
    { email, token: code },
    { origin: `http://localhost:${other.port}` },
  );
  expect(again.status).toBe(400);
});

/** GET `path` of a copy (or the balancer) under another Host header (fetch keeps the URL's). */
function getWithHost(port: number, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('a landing added with the CLI is served by every copy within 2 s', async () => {
  const slug = `c${randomUUID().slice(0, 8)}`;
  const host = `${slug}.cluster.localhost`;
  const title = `Cluster Brand ${slug}`;
  adminCli('landing', 'create', '--slug', slug, '--host', host, '--title', title);
  const added = Date.now();
  const seen = new Map<string, number>();
  while (seen.size < 2 && Date.now() - added < 10_000) {
    for (const copy of clusterState().copies) {
      if (seen.has(copy.name)) continue;
      const page = await getWithHost(copy.port, host, '/?lang=en');
      if (page.status === 200 && page.body.includes(title)) seen.set(copy.name, Date.now() - added);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect([...seen.keys()].sort()).toEqual(['copy1', 'copy2']);
  for (const ms of seen.values()) expect(ms).toBeLessThanOrEqual(2_000);
});

test('50 parallel accepts over both copies never oversell', async () => {
  const { advisor, investor } = await people();
  // The fixtures of the API tests, on the cluster's database and the real clock.
  const { t, ...race } = await openCampaign(advisor.landingId, {
    minInvestment: 100_000,
    maxInvestment: 100_000,
    step: 100_000,
    target: 1_000_000,
  });
  const links = [];
  for (let i = 0; i < 50; i++) {
    const product = await addProduct(t, race.campaign);
    links.push(
      await linkOffer(t, {
        landingId: advisor.landingId,
        productId: product.id,
        investorUserId: investor.id,
        ownerUserId: advisor.id,
        networkId: advisor.networkId,
        status: 'viewed',
      }),
    );
  }
  const answers = await Promise.all(
    links.map((l) => call('PATCH', `/public-api/campaign-offer/${l.token}/accept`, { investmentValue: 100_000 })),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(40);
  expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['copy1', 'copy2']));
  const [row] = await db().db.select().from(campaigns).where(eq(campaigns.id, race.campaign.id));
  expect(row!.raisedAmount).toBe(1_000_000);
  const accepted = await db()
    .db.select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(eq(offers.campaignId, race.campaign.id), eq(offers.status, 'accepted')));
  expect(accepted[0]!.n).toBe(10);
});

test('a copy killed (SIGKILL) in the middle of a stream of writes loses no acknowledged write and applies none twice', async () => {
  const target = await invitationTarget();
  const victim = copyNamed('copy1');
  const stream = inviteStream(target.bearer, target.networkId, target.path);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const killedAt = Date.now();
  process.kill(victim.pid!, 'SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await stream.stop();

  const acknowledged = stream.sent.filter((s) => s.status === 201);
  expect(acknowledged.length).toBeGreaterThan(10);
  const counts = await offersPerAddress(stream.sent.map((s) => s.email));
  // Every acknowledged write is there exactly once; one that failed with the kill is there at most once.
  for (const s of acknowledged) expect(counts.get(s.email), s.email).toBe(1);
  for (const s of stream.sent) expect(counts.get(s.email) ?? 0).toBeLessThanOrEqual(1);
  // Only requests caught by the kill fail (in flight on the copy, or sent on a connection to it before the
  // balancer's next health check); from then on the other copy takes everything.
  const failed = stream.sent.filter((s) => s.status !== 201);
  for (const s of failed) expect(s.at).toBeLessThanOrEqual(killedAt + 1_000);
  expect(stream.sent.filter((s) => s.at > killedAt + 1_000).length).toBeGreaterThan(10);
  expect(stream.sent.filter((s) => s.at > killedAt + 1_000).every((s) => s.status === 201)).toBe(true);
  await waitRestarted('copy1', victim.pid);
});

test('a copy stopped with SIGTERM drains: it reports not ready, finishes its requests, and no request fails', async () => {
  const target = await invitationTarget();
  const stopping = copyNamed('copy2');
  const stream = inviteStream(target.bearer, target.networkId, target.path);
  const reads: number[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading)
      reads.push((await call('GET', '/api/advisor/campaigns', undefined, { bearer: target.bearer })).status);
  })();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  process.kill(stopping.pid!, 'SIGTERM');
  // While it drains, the copy itself says it is not ready.
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${stopping.port}/readyz`).catch(() => null))?.status ?? 0)
    .toBe(503);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  await stream.stop();
  reading = false;
  await reader;

  expect(stream.sent.map((s) => s.status).filter((status) => status !== 201)).toEqual([]);
  expect(reads.filter((status) => status !== 200)).toEqual([]);
  const counts = await offersPerAddress(stream.sent.map((s) => s.email));
  for (const s of stream.sent) expect(counts.get(s.email)).toBe(1);
  await waitRestarted('copy2', stopping.pid);
});
