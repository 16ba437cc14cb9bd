#!/usr/bin/env node
/* global document, requestAnimationFrame -- the page functions run in the browser */
// Kanban with 5,000 cards (issue 19): the production server on PostgreSQL with the demo seed plus 5,000 invited
// offers of one campaign in the demo coordinator's first network; Debian's Chromium (Playwright) signs the
// coordinator in and opens the kanban filtered to that campaign. Measured: the first cards on screen after the
// navigation, the time to load all 5,000 by scrolling to the end (a page of 50 each time the end comes near), how
// many cards are in the DOM with all 5,000 loaded (the columns are virtualised), and the frame times while the
// Invited column is then scrolled from top to bottom, one step a frame. Aims: at most 100 cards in the DOM, a
// 95th-percentile frame under 50 ms.
// Appends to bench/RESULTS.md.
//
// Settings: BENCH_PORTS "from-to" (5400-5449), BENCH_RESULTS file, DATABASE_URL, CHROMIUM_PATH (/usr/bin/chromium).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { build, DIST, isBuildCurrent } from '../scripts/build.mjs';
import { benchPostgresUrl, withPostgresDatabase } from './postgres.mjs';
import { freePort, killAll, startNode, stop, waitReady } from './processes.mjs';
import { machine, publishResults } from './report.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = process.env.BENCH_RESULTS ?? join(BENCH_DIR, 'RESULTS.md');
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '5400-5449').split('-').map(Number);
const COORDINATOR = 'koordynator@horyzont.example';
const PASSWORD = 'Demo!2345';
const CARDS = 5000;
const AIM_DOM_CARDS = 100;
const AIM_P95_FRAME_MS = 50;
const log = (line) => process.stderr.write(`bench kanban: ${line}\n`);

const FILL = `
  with brand as (select id from landings where slug = 'default'),
  network as (
    select n.id from networks n join network_members m on m.network_id = n.id join users u on u.id = m.user_id
    where u.email = $1 and m.role = 'coordinator' and n.landing_id = (select id from brand) order by n.name limit 1),
  campaign as (
    insert into campaigns (landing_id, slug, translations, interest_type, payment_frequency, duration_value,
      duration_unit, currency, min_investment, step, target, start_date, end_date)
    select id, 'bench-kanban', '{"pl": {"name": "Kampania tablicy"}}', 'fixed', 'quarterly', 1, 'year', 'PLN', 100000,
      100, 900000000000000, '2026-01-01', '2027-12-31' from brand returning id, landing_id),
  product as (
    insert into products (landing_id, campaign_id, code, translations, interest_type, annual_rate_basis_points,
      payment_frequency, duration_value, duration_unit)
    select landing_id, id, 'KAN-1', '{"pl": {"name": "Seria tablicy"}}', 'fixed', 800, 'quarterly', 1, 'year'
    from campaign returning id, campaign_id, landing_id),
  investors as (
    insert into users (landing_id, email, first_name, surname, status)
    select (select id from brand), 'bench.kanban.' || g || '@bench.example', 'Anna', 'Tablicowa ' || g, 'active'
    from generate_series(1, $2::int) g returning id)
  insert into offers (landing_id, campaign_id, product_id, investor_user_id, owner_user_id, network_id, status, currency)
  select p.landing_id, p.campaign_id, p.id, i.id, u.id, (select id from network), 'invited', 'PLN'
  from product p, investors i, users u where u.email = $1
  returning campaign_id`;

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Signs the demo coordinator in through the sign-in form, as a person would. */
async function signIn(page, base) {
  await page.goto(`${base}/?lang=en`);
  const form = page.locator('form[data-advisor-login]');
  await form.getByLabel('E-mail address').fill(COORDINATOR);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.locator('[data-submit]').click();
  await page.waitForURL(`${base}/app`);
}

/**
 * Scrolls the invited column to its bottom until its last card is the column's last (each scroll near the end
 * loads the next page); resolves to how many times the column grew.
 */
function scrollUntilAllLoaded(page) {
  return page.evaluate(async () => {
    const scroller = document.querySelector('[data-kanban-column="invited"] [data-kanban-scroller]');
    const lastCard = () => {
      const cards = [...scroller.querySelectorAll('li[aria-posinset]')];
      const last = cards.at(-1);
      return last ? [Number(last.getAttribute('aria-posinset')), Number(last.getAttribute('aria-setsize'))] : [0, 1];
    };
    let heights = 0;
    let lastHeight = 0;
    for (let i = 0; i < 100_000; i++) {
      scroller.scrollTop = scroller.scrollHeight;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (scroller.scrollHeight !== lastHeight) {
        heights += 1;
        lastHeight = scroller.scrollHeight;
      }
      const [at, of] = lastCard();
      if (at >= of) break;
    }
    return heights;
  });
}

/** Scrolls the column top to bottom, one step per frame; resolves to the frames' durations. */
function scrollFrameTimes(page) {
  return page.evaluate(async () => {
    const scroller = document.querySelector('[data-kanban-column="invited"] [data-kanban-scroller]');
    scroller.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const times = [];
    let last = performance.now();
    const step = Math.max(200, scroller.scrollHeight / 300);
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1) {
      scroller.scrollTop += step;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return times;
  });
}

async function run(url, dataDir) {
  const port = await freePort(portFrom, portTo);
  const child = startNode('production server (PostgreSQL)', [join(DIST, 'entry.mjs')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    APP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
  });
  let browser;
  try {
    await waitReady(child, `http://127.0.0.1:${port}/healthz`, { host: `localhost:${port}` });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query(FILL, [COORDINATOR, CARDS]);
    await client.query('vacuum analyze');
    await client.end();
    const campaignId = rows[0].campaign_id;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, `http://localhost:${port}`);
    const board = `http://localhost:${port}/app/investors?lang=en&view=kanban&filter.campaignName=in:${campaignId}`;
    const column = page.locator('[data-kanban-column="invited"]');
    const started = performance.now();
    await page.goto(board);
    await column.locator('[data-kanban-scroller] li').first().waitFor();
    const firstCards = performance.now() - started;
    log(`first cards after ${firstCards.toFixed(0)} ms`);

    // Scrolling near the end loads the next page: scroll to the bottom until the last card is the column's last.
    const loadStarted = performance.now();
    const pages = await scrollUntilAllLoaded(page);
    const loadAll = performance.now() - loadStarted;
    log(`all cards loaded by scrolling in ${loadAll.toFixed(0)} ms (${pages} growths)`);
    const domCards = await column.locator('[data-kanban-scroller] li').count();
    const loaded = await column
      .locator('[data-kanban-scroller] li[aria-posinset]')
      .last()
      .getAttribute('aria-posinset');
    const frames = await scrollFrameTimes(page);
    return {
      firstCards,
      loadAll,
      domCards,
      loaded: Number(loaded),
      frameMedian: percentile(frames, 0.5),
      frameP95: percentile(frames, 0.95),
      frames: frames.length,
    };
  } finally {
    await browser?.close();
    await stop(child);
  }
}

async function main() {
  const postgresUrl = await benchPostgresUrl();
  if (!postgresUrl) {
    log('no PostgreSQL reachable (DATABASE_URL or 127.0.0.1:5432)');
    process.exit(1);
  }
  if (!(await isBuildCurrent())) {
    log('building');
    await build();
  }
  mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(BENCH_DIR, '.tmp', 'kanban-'));
  try {
    const r = await withPostgresDatabase(postgresUrl, 'bench_kanban', (url) => run(url, dataDir));
    const ok = r.loaded === CARDS && r.domCards <= AIM_DOM_CARDS && r.frameP95 <= AIM_P95_FRAME_MS;
    const m = machine();
    const text = [
      `## Kanban with ${CARDS.toLocaleString('en')} cards (issue 19), ${new Date().toISOString()}`,
      '',
      `Machine: ${typeof m === 'string' ? m : JSON.stringify(m)}. PostgreSQL, production server, Chromium at 1280x1000; ` +
        `the Invited column of one campaign.`,
      '',
      '| Measure | Value | Aim |',
      '| --- | --- | --- |',
      `| First cards on screen after navigation | ${r.firstCards.toFixed(0)} ms | |`,
      `| All ${CARDS.toLocaleString('en')} loaded by scrolling to the end (pages of 50) | ${r.loadAll.toFixed(0)} ms | |`,
      `| Cards loaded / in the DOM | ${r.loaded} / ${r.domCards} | ` +
        `<= ${AIM_DOM_CARDS} in the DOM: ${r.domCards <= AIM_DOM_CARDS ? 'met' : 'MISSED'} |`,
      `| Frame while scrolling (median / p95 of ${r.frames}) | ` +
        `${r.frameMedian.toFixed(1)} / ${r.frameP95.toFixed(1)} ms | ` +
        `p95 <= ${AIM_P95_FRAME_MS} ms: ${r.frameP95 <= AIM_P95_FRAME_MS ? 'met' : 'MISSED'} |`,
      '',
    ].join('\n');
    publishResults(RESULTS, text);
    process.stdout.write(text);
    if (!ok) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});
await main();
