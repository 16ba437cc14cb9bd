// The /campaign fast path (campaign-page.ts) in the production request handler, on a real database, with a
// stand-in for Astro that renders the layout around locals.campaignShell as the real page does: the layout is
// rendered once per brand and language, each visitor's page is filled from the database (first visits move the
// offer to viewed, once, with one history entry, also when they come together), and everything unusual is left
// to the ordinary render. (tests/e2e/campaign-fast-path.spec.ts compares it with the real Astro page.)
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { campaigns, offerEvents, offers, users } from '../db/schema';
import { addProduct, linkOffer, smallCampaign, type SmallCampaign } from '../../../tests/support/public-offer.fixtures';
import { createCampaignPage } from './campaign-page';
import { createHttpServer } from './server';
import { closeServer, listenOnFreePort, rawRequest } from './test-client';

let t: TestApp;
let home: string;
let other: string;
let advisor: TestPerson;
let investor: TestPerson;
let network: string;
let c: SmallCampaign;
let server: Server;
let port: number;
const root = mkdtempSync(join(tmpdir(), 'campaign-page-test-'));

interface Render {
  url: string;
  shell: boolean;
  cookie: string | undefined;
}
let renders: Render[] = [];

// Renders like src/pages/campaign.astro in the layout: the title, description and content from
// locals.campaignShell (the fast path's markers) or, in a full render, a page of its own; a language link keeps
// the URL's token as the real language switch does.
async function astroHandler(
  req: IncomingMessage,
  res: ServerResponse,
  _next?: unknown,
  locals?: object,
): Promise<void> {
  const shell = (locals as { campaignShell?: { title: string; description?: string; body: string } }).campaignShell;
  renders.push({ url: req.url ?? '', shell: Boolean(shell), cookie: req.headers.cookie });
  const url = new URL(req.url ?? '/', 'http://x');
  const token = url.searchParams.get('token') ?? '';
  const lang = /lang=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'pl';
  const head = shell
    ? `<title>${shell.title} · Brand</title>` +
      (shell.description === undefined ? '' : `<meta name="description" content="${shell.description}">`)
    : '<title>full</title>';
  res.writeHead(200, {
    'content-type': 'text/html',
    'cache-control': 'private, no-store',
    'content-security-policy': "script-src 'self'",
  });
  res.end(
    `<!doctype html><html lang="${lang}"><head>${head}</head><body><a href="/campaign?token=` +
      `${token}&amp;lang=en">EN</a><main>${shell ? shell.body : 'full render'}</main></body></html>`,
  );
}

async function offerFor(status?: Parameters<typeof linkOffer>[1]['status']) {
  const product = await addProduct(t, c.campaign);
  return linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
    status,
  });
}

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(port, path, { headers: { host: 'localhost', 'accept-encoding': 'br', ...headers } });
const eventsOf = (offerId: string) =>
  t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, offerId));
const statusOf = async (offerId: string) =>
  (await t.runtime.database.db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  home = await landingId(t, 'default');
  other = await landingId(t, 'navy');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@campaign-page.example' });
  investor = await createInvestor(t, { landingId: home, email: 'jan.inwestor@campaign-page.example' });
  await t.runtime.database.db
    .update(users)
    .set({ firstName: 'Jan', surname: 'Kowalski' })
    .where(eq(users.id, investor.id));
  network = await createNetwork(t, home, [[advisor, 'advisor']]);
  c = await smallCampaign(t, home);
  const runtime = t.runtime;
  const campaignPage = createCampaignPage({ deps: runtime, logger: runtime.logger, astroHandler, locals: { runtime } });
  server = createHttpServer({ runtime, clientDir: join(root, 'client'), astroHandler, campaignPage });
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  await closeServer(server);
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  renders = [];
});

describe('GET /campaign?token=... fast path', () => {
  it('fills the layout, rendered once, with the offer read from the database', async () => {
    const a = await offerFor('viewed');
    const b = await offerFor('viewed');
    const first = await get(`/campaign?token=${a.token}`);
    const second = await get(`/campaign?token=${b.token}`);

    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['content-security-policy']).toBe("script-src 'self'");
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.text).toContain(`<title>${c.campaign.translations.pl.name} · Brand</title>`);
    expect(first.text).toContain(`href="/campaign?token=${a.token}&amp;lang=en"`);
    expect(first.text).toContain('<h1 class="text-3xl font-semibold text-gray-900">');
    expect(first.text).toContain('j***r@campaign-page.example');
    expect(first.text).toContain(`"token":"${a.token}"`);
    expect(second.text).toContain(`"token":"${b.token}"`);
    expect(second.text).not.toContain(a.token);
    // One layout render for both visitors, and no full render.
    expect(renders).toEqual([
      { url: expect.stringMatching(/^\/campaign\?token=m[0-9a-f]+token$/), shell: true, cookie: 'lang=pl' },
    ]);
  });

  it('shows data as it is now: a campaign change reaches the next visitor', async () => {
    const a = await offerFor('viewed');
    await get(`/campaign?token=${a.token}`);
    const renamed = {
      ...c.campaign.translations,
      pl: { ...c.campaign.translations.pl, name: 'Nowa nazwa <kampanii>' },
    };
    await t.runtime.database.db.update(campaigns).set({ translations: renamed }).where(eq(campaigns.id, c.campaign.id));
    const after = await get(`/campaign?token=${a.token}`);
    expect(after.text).toContain('<title>Nowa nazwa &lt;kampanii&gt; · Brand</title>');
    expect(after.text).toContain('Nowa nazwa &lt;kampanii&gt;</h1>');
    await t.runtime.database.db
      .update(campaigns)
      .set({ translations: c.campaign.translations })
      .where(eq(campaigns.id, c.campaign.id));
  });

  it('takes the language from the cookie, with its own layout', async () => {
    const a = await offerFor('viewed');
    const english = await get(`/campaign?token=${a.token}`, { cookie: 'session=x; lang=en' });
    expect(english.status).toBe(200);
    expect(english.text).toContain('<html lang="en">');
    expect(renders.filter((r) => r.shell)).toHaveLength(renders.length);
    expect(renders.some((r) => r.cookie === 'lang=en')).toBe(true);
  });

  it('moves an invited offer to viewed once, with one history entry, when many first visits come together', async () => {
    const many = await Promise.all(Array.from({ length: 12 }, () => offerFor()));
    const answers = await Promise.all(
      many.flatMap((o) => [get(`/campaign?token=${o.token}`), get(`/campaign?token=${o.token}`)]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const o of many) {
      expect(await statusOf(o.id)).toBe('viewed');
      const viewed = (await eventsOf(o.id)).filter((e) => e.toStatus === 'viewed');
      expect(viewed).toHaveLength(1);
      expect(viewed[0]).toMatchObject({ fromStatus: 'invited', actorKind: 'investor', actorUserId: investor.id });
      const [row] = await t.runtime.database.db
        .select({ at: offers.statusChangedAt })
        .from(offers)
        .where(eq(offers.id, o.id));
      expect(row!.at.toISOString()).toBe(viewed[0]!.at.toISOString());
    }
    for (const answer of answers) expect(answer.text).toMatch(/data-offer-status>(obejrzana|Obejrzana)/i);
  });

  it('leaves everything unusual to the ordinary render', async () => {
    const a = await offerFor('viewed');
    const lost = await offerFor('rejected');
    const cases = [
      '/campaign?token=unknown-token-0123456789',
      `/campaign?token=${a.token}&lang=en`,
      `/campaign?token=${a.token}&utm_source=mail`,
      `/campaign?token=${encodeURIComponent(`${a.token}<`)}`,
      '/campaign',
      `/campaign?token=${lost.token}`,
    ];
    for (const path of cases) {
      renders = [];
      const answer = await get(path);
      expect(answer.text, path).toContain('full render');
      expect(renders, path).toEqual([expect.objectContaining({ shell: false })]);
    }
    // Another landing's token opens nothing on this host.
    const navyAdvisor = await createAdvisor(t, { landingId: other, email: 'owner@navy.campaign-page.example' });
    const navyInvestor = await createInvestor(t, { landingId: other, email: 'investor@navy.campaign-page.example' });
    const navyNetwork = await createNetwork(t, other, [[navyAdvisor, 'advisor']]);
    const navy = await smallCampaign(t, other);
    const product = await addProduct(t, navy.campaign);
    const foreign = await linkOffer(t, {
      landingId: other,
      productId: product.id,
      investorUserId: navyInvestor.id,
      ownerUserId: navyAdvisor.id,
      networkId: navyNetwork,
    });
    renders = [];
    expect((await get(`/campaign?token=${foreign.token}`)).text).toContain('full render');
    expect(renders).toEqual([expect.objectContaining({ shell: false })]);
    expect(await statusOf(foreign.id)).toBe('invited');
  });

  it('leaves a link on a host that no landing owns to the ordinary render, which refuses it (decision 0022)', async () => {
    const invited = await offerFor();
    for (const host of ['unknown.example', '127.0.0.1']) {
      renders = [];
      expect((await get(`/campaign?token=${invited.token}`, { host })).text, host).toContain('full render');
      expect(renders, host).toEqual([expect.objectContaining({ shell: false })]);
    }
    // Nothing was read for it: the offer is still invited, and its own host opens it.
    expect(await statusOf(invited.id)).toBe('invited');
    expect((await get(`/campaign?token=${invited.token}`)).status).toBe(200);
    expect(await statusOf(invited.id)).toBe('viewed');
  });
});
