// Two copies of the production server on PostgreSQL and S3 behind haproxy (tests/support/cluster.mjs, issue 18):
// the shared state holds across copies, and a copy killed or stopped loses nothing. The user journeys through the
// balancer are the browser specs playwright.cluster.config.ts runs beside this file.
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { campaigns, mailOutbox, networkMembers, offers, users } from '../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../src/server/seed/demo-people';
import { linkOffer, smallCampaign, addProduct } from '../../src/server/routes/public-offer/public-offer.fixtures';
import type { TestApp } from '../support/test-app';
import { CLUSTER_PORT, clusterDatabase, clusterState, copyNamed, waitRestarted } from './cluster-state';

// The default demo landing's host (127.0.0.1 is the navy landing's).
const BALANCER = `http://localhost:${CLUSTER_PORT}`;

test.describe.configure({ mode: 'serial' });

let database: Database;
/** The campaigns this file made: closed at the end, so the browser specs that run next never invite to them. */
const created: string[] = [];
test.beforeAll(async () => {
  database = await clusterDatabase();
});
test.afterAll(async () => {
  if (created.length > 0)
    await database.db.update(campaigns).set({ closedAt: new Date() }).where(inArray(campaigns.id, created));
  await database.close();
});

interface Answer {
  status: number;
  servedBy: string | null;
  body: Record<string, unknown>;
}

/** A JSON call through the balancer (or straight to `origin`); a dropped connection answers status 0. */
async function call(method: string, path: string, body?: unknown, init: { bearer?: string; origin?: string } = {}) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  try {
    const res = await fetch(`${init.origin ?? BALANCER}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON (haproxy's own error page)
    }
    return { status: res.status, servedBy: res.headers.get('x-served-by'), body: parsed } satisfies Answer;
  } catch {
    return { status: 0, servedBy: null, body: {} } satisfies Answer;
  }
}

/** An account made with the admin CLI against the cluster's database, as an operator would. */
function adminCli(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: clusterState().databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

const fresh = (what: string) => `${what}-${randomUUID().slice(0, 8)}@cluster.example`;

async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await call('POST', '/auth/login', { email, password });
  expect(answer.status).toBe(200);
  return answer.body.accessToken as string;
}

/**
 * A campaign of the default landing open until 2099, with the transfer details every demo campaign has (the browser
 * specs that run after this file invite to the landing's campaigns and expect them).
 */
async function openCampaign(landingId: string, options: Parameters<typeof smallCampaign>[2] = {}) {
  const t = { runtime: { database }, clock: { now: () => new Date() } } as unknown as TestApp;
  const made = await smallCampaign(t, landingId, { startDate: '2026-01-01', endDate: '2099-12-31', ...options });
  await database.db
    .update(campaigns)
    .set({ recipientName: 'Cluster Test S.A.', recipientAccount: 'PL61109010140000071219812874' })
    .where(eq(campaigns.id, made.campaign.id));
  created.push(made.campaign.id);
  return { t, ...made };
}

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
    const [mail] = await database.db
      .select({ text: mailOutbox.text })
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

/** The default landing's demo advisor, their network, and an investor, from the cluster's database. */
async function people() {
  const advisorEmail = DEMO_PEOPLE.default!.advisor.email;
  const [advisor] = await database.db
    .select({ id: users.id, landingId: users.landingId, networkId: networkMembers.networkId })
    .from(users)
    .innerJoin(networkMembers, eq(networkMembers.userId, users.id))
    .where(eq(users.email, advisorEmail))
    .limit(1);
  const email = fresh('race');
  adminCli('investor', 'create', '--host', 'localhost', '--email', email);
  const [investor] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { advisor: advisor!, advisorEmail, investor: investor! };
}

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
  const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, race.campaign.id));
  expect(row!.raisedAmount).toBe(1_000_000);
  const accepted = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(eq(offers.campaignId, race.campaign.id), eq(offers.status, 'accepted')));
  expect(accepted[0]!.n).toBe(10);
});

/** Invitations sent in `lanes` parallel lanes until `stop()`; each remembers its address and its answer. */
function inviteStream(bearer: string, networkId: string, campaignPath: string, lanes = 4) {
  const sent: Array<{ email: string; status: number; at: number }> = [];
  let running = true;
  const lane = async () => {
    while (running) {
      const email = fresh('stream');
      const answer = await call('POST', campaignPath, { investorEmail: email, message: '', networkId }, { bearer });
      sent.push({ email, status: answer.status, at: Date.now() });
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return {
    sent,
    async stop() {
      running = false;
      await done;
    },
  };
}

async function invitationTarget() {
  const { advisor, advisorEmail } = await people();
  const target = await openCampaign(advisor.landingId);
  const bearer = await signIn(advisorEmail);
  return {
    bearer,
    networkId: advisor.networkId,
    path: `/api/advisor/campaign/${target.campaign.id}/product/${target.product.id}/invite-investor`,
  };
}

async function offersPerAddress(emails: string[]): Promise<Map<string, number>> {
  const rows = await database.db
    .select({ email: users.email, n: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(users, eq(users.id, offers.investorUserId))
    .where(inArray(users.email, emails))
    .groupBy(users.email);
  return new Map(rows.map((r) => [r.email, r.n]));
}

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
