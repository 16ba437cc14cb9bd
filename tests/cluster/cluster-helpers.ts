// The calls, people and write streams the two-copy tests share (tests/cluster/*.spec.ts): each spec file binds
// them to its connection to the cluster's database and to its list of campaigns to close at the end.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { campaigns, networkMembers, offers, users } from '../../src/server/db/schema';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../src/server/seed/demo-people';
import { smallCampaign } from '../support/public-offer.fixtures';
import type { TestApp } from '../support/test-app';
import { CLUSTER_PORT, clusterDatabase, clusterState } from './cluster-state';

// The default demo landing's host (127.0.0.1 is the navy landing's).
export const BALANCER = `http://localhost:${CLUSTER_PORT}`;

export interface Answer {
  status: number;
  servedBy: string | null;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

/** How long a call may take before it counts as a hang (status 0): far more than any answer takes. */
export const HANG_MS = 30_000;

/** A JSON call through the balancer (or straight to `origin`); a dropped connection answers status 0. */
export async function call(
  method: string,
  path: string,
  body?: unknown,
  init: { bearer?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  try {
    const res = await fetch(`${init.origin ?? BALANCER}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // not JSON (haproxy's own error page)
    }
    const [servedBy, retryAfter] = [res.headers.get('x-served-by'), res.headers.get('retry-after')];
    return { status: res.status, servedBy, retryAfter, body: parsed } satisfies Answer;
  } catch {
    return { status: 0, servedBy: null, retryAfter: null, body: {} } satisfies Answer;
  }
}

/** An account made with the admin CLI against the cluster's database, as an operator would. */
export function adminCli(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: clusterState().databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

export const fresh = (what: string) => `${what}-${randomUUID().slice(0, 8)}@cluster.example`;

async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await call('POST', '/auth/login', { email, password });
  expect(answer.status).toBe(200);
  return answer.body.accessToken as string;
}

/** The helpers, bound to the spec file's database connection (set in its beforeAll) and its campaigns. */
function clusterHelpers(db: () => Database, created: string[]) {
  /**
   * A campaign of the default landing open until 2099, with the transfer details every demo campaign has (the browser
   * specs that run after this file invite to the landing's campaigns and expect them).
   */
  async function openCampaign(landingId: string, options: Parameters<typeof smallCampaign>[2] = {}) {
    const t = { runtime: { database: db() }, clock: { now: () => new Date() } } as unknown as TestApp;
    const made = await smallCampaign(t, landingId, { startDate: '2026-01-01', endDate: '2099-12-31', ...options });
    await db()
      .db.update(campaigns)
      .set({ recipientName: 'Cluster Test S.A.', recipientAccount: 'PL61109010140000071219812874' })
      .where(eq(campaigns.id, made.campaign.id));
    created.push(made.campaign.id);
    return { t, ...made };
  }

  /** The default landing's demo advisor, their network, and an investor, from the cluster's database. */
  async function people() {
    const advisorEmail = DEMO_PEOPLE.default!.advisor.email;
    const [advisor] = await db()
      .db.select({ id: users.id, landingId: users.landingId, networkId: networkMembers.networkId })
      .from(users)
      .innerJoin(networkMembers, eq(networkMembers.userId, users.id))
      .where(eq(users.email, advisorEmail))
      .limit(1);
    const email = fresh('race');
    adminCli('investor', 'create', '--host', 'localhost', '--email', email);
    const [investor] = await db().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { advisor: advisor!, advisorEmail, investor: investor! };
  }

  /** Invitations sent in `lanes` parallel lanes until `stop()`; each remembers its address and its answer. */
  function inviteStream(bearer: string, networkId: string, campaignPath: string, lanes = 4) {
    const sent: Array<{ email: string; status: number; retryAfter: string | null; at: number }> = [];
    let running = true;
    const lane = async () => {
      while (running) {
        const email = fresh('stream');
        const answer = await call('POST', campaignPath, { investorEmail: email, message: '', networkId }, { bearer });
        sent.push({ email, status: answer.status, retryAfter: answer.retryAfter, at: Date.now() });
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
    const rows = await db()
      .db.select({ email: users.email, n: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(users, eq(users.id, offers.investorUserId))
      .where(inArray(users.email, emails))
      .groupBy(users.email);
    return new Map(rows.map((r) => [r.email, r.n]));
  }

  return { openCampaign, people, inviteStream, invitationTarget, offersPerAddress };
}

/**
 * For a spec file: its connection to the cluster's database (opened before its tests, closed after them) and the
 * helpers bound to it. The campaigns it made are closed at the end, so the browser specs that run next never invite
 * to them.
 */
export function useCluster() {
  let database: Database | undefined;
  const created: string[] = [];
  const db = () => database!;
  test.beforeAll(async () => {
    database = await clusterDatabase();
  });
  test.afterAll(async () => {
    if (created.length > 0)
      await db().db.update(campaigns).set({ closedAt: new Date() }).where(inArray(campaigns.id, created));
    await db().close();
  });
  return { db, ...clusterHelpers(db, created) };
}
