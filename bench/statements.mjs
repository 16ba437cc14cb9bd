#!/usr/bin/env node
/* eslint-disable max-lines -- one bench: its data in SQL, the two statement files, the measurement and the report */
// Bank statements in (issue 38, item 2): a 10,000-entry statement imported through POST /api/advisor/bank-statements
// on the production server, PGlite and (when one answers) PostgreSQL, each on throw-away data: the seed's navy brand
// (host 127.0.0.1) with a campaign paid to one account and 2 x OFFERS accepted offers of as many investors. Two
// files of ENTRIES entries each, one camt.053 (UTF-8) and one MT940 (Windows-1250, the structured :86: of Polish
// banks), each naming its own half of the offers:
// - most credits name an accepted offer with its exact amount (matched), in the ways people and banks write the
//   reference (upper case, lower case, broken by spaces or across lines), Polish letters in every title and name;
// - some name an offer with a lower amount or two offers (review), some name none (unmatched), some are debits.
// Timed apart: the parse alone (parseStatement in this process, bundled by esbuild: the process's first parse and
// the median of the next ones) and the whole import (the request to the last byte of the answer: parse, match, insert).
// Then the camt.053 file again (409: every entry known). The server's peak RSS (VmHWM) is read after each step.
// Budget: the whole 10,000-entry import in <= 5 s on PostgreSQL. Appends to bench/RESULTS.md.
//
// Settings: BENCH_ENTRIES (10000), BENCH_PARSES (5, after the first), BENCH_PORTS "from-to" (5500-5549),
// BENCH_RESULTS file, DATABASE_URL (a throw-away database is created on that server; empty skips PostgreSQL),
// BENCH_DATABASES ("pglite,postgres"), BENCH_NO_BUILD=1 measures dist/ as it is, BENCH_SERVER_PROFILE=<dir> has the
// servers write CPU profiles there (node --cpu-prof).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { build as bundle } from 'esbuild';
import { build, DIST, isBuildCurrent } from '../scripts/build.mjs';
import { benchPostgresUrl, withPostgresDatabase } from './postgres.mjs';
import { freePort, killAll, startNode, stop, waitReady } from './processes.mjs';
import { machine, publishResults } from './report.mjs';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const RESULTS = process.env.BENCH_RESULTS ?? join(BENCH_DIR, 'RESULTS.md');
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
const PARSES = Number(process.env.BENCH_PARSES ?? 5);
const [portFrom, portTo] = (process.env.BENCH_PORTS ?? '5500-5549').split('-').map(Number);
const DATABASES = new Set((process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim()));
const BUDGET_MS = 5_000;
// The seed's protected brand (src/server/seed/index.ts), its coordinator and the demo password.
const LANDING = { slug: 'navy', host: '127.0.0.1', coordinator: 'koordynator@baltycki.example' };
const PASSWORD = 'Demo!2345';
const ACCOUNT = 'PL27114020040000300201355387';
const DAY = '2026-11-27';
// Of each file's entries, per thousand: debits, credits naming no offer, naming an offer with a lower amount,
// naming two offers; the rest name one offer with its exact amount.
const MIX = { debit: 50, none: 40, lower: 30, two: 10 };
const OFFERS = ENTRIES; // per file: every credit may name an offer of its own

const log = (line) => process.stderr.write(`bench statements: ${line}\n`);
const fmt = (n) => Math.round(n).toLocaleString('en-US');

// --- data --------------------------------------------------------------------------------------------------------

const CAMPAIGN = `
  insert into campaigns (landing_id, slug, translations, interest_type, payment_frequency, duration_value, duration_unit,
    currency, min_investment, step, target, start_date, end_date, recipient_name, recipient_account)
  select l.id, 'bench-statements', jsonb_build_object('pl', jsonb_build_object('name', 'Obligacje wyciągów')),
    'fixed', 'quarterly', 1, 'year', 'PLN', 10000, 100, 900000000000000, '2026-01-01', '2027-12-31',
    'Emitent Bałtycki S.A.', $2
  from landings l where l.slug = $1 returning id, landing_id`;
const PRODUCT = `
  insert into products (landing_id, campaign_id, code, translations, interest_type, annual_rate_basis_points,
    payment_frequency, duration_value, duration_unit)
  select landing_id, id, 'WYC-1', jsonb_build_object('pl', jsonb_build_object('name', 'Seria wyciągów')), 'fixed', 800,
    'quarterly', 1, 'year'
  from campaigns where id = $1 returning id`;
const INVESTORS = `
  insert into users (landing_id, email, first_name, surname, status)
  select l.id, 'bench.statements.' || g || '@bench.example', (array['Łucja', 'Żaneta', 'Jędrzej', 'Ścibor'])[1 + g % 4],
    (array['Gęślicka', 'Źdźbło', 'Świątek', 'Łęcka'])[1 + g % 4] || ' ' || g, 'active'
  from landings l, generate_series(1, $2::int) g where l.slug = $1`;
const OFFER_ROWS = `
  with owner as (
    select n.id as network_id, m.user_id from networks n join network_members m on m.network_id = n.id
      join users u on u.id = m.user_id join landings l on l.id = n.landing_id
    where l.slug = $1 and m.role = 'advisor' and n.id in (
      select n2.id from networks n2 join network_members c on c.network_id = n2.id join users cu on cu.id = c.user_id
      where cu.email = $2 and c.role = 'coordinator')
    order by n.name, u.email limit 1)
  insert into offers (landing_id, campaign_id, product_id, investor_user_id, owner_user_id, network_id, status, amount,
    currency, agreement_date)
  select p.landing_id, p.campaign_id, p.id, u.id, owner.user_id, owner.network_id, 'accepted',
    100000 * (1 + (g * 7919) % 500), 'PLN', $4::date
  from products p, owner, generate_series(1, $5::int) g
    join users u on u.email = 'bench.statements.' || g || '@bench.example'
  where p.id = $3`;

/** The campaign paid to ACCOUNT, 2 x OFFERS accepted offers; their ids and amounts, in a stable order. */
async function fill(query) {
  const [campaign] = await query(CAMPAIGN, [LANDING.slug, ACCOUNT]);
  const [product] = await query(PRODUCT, [campaign.id]);
  await query(INVESTORS, [LANDING.slug, 2 * OFFERS]);
  await query(OFFER_ROWS, [LANDING.slug, LANDING.coordinator, product.id, DAY, 2 * OFFERS]);
  // The campaign's raised amount as the status service keeps it (the accepted offers' sum): the paid amount the
  // import adds must stay within it (campaigns_paid_within_raised, decision 0077).
  await query(
    'update campaigns set raised_amount = (select sum(amount) from offers where campaign_id = $1) where id = $1',
    [campaign.id],
  );
  const offers = await query('select id, amount::int as amount from offers where product_id = $1 order by id', [
    product.id,
  ]);
  if (offers.length !== 2 * OFFERS) throw new Error(`made ${offers.length} offers, not ${2 * OFFERS}`);
  await query('vacuum analyze');
  return offers;
}

// --- the files ---------------------------------------------------------------------------------------------------

const reference = (offer) => `OF-${offer.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
const NAMES = ['Zażółć Gęślą', 'Łukasz Źdźbło', 'Małgorzata Świątek', 'Jędrzej Łęcki', 'Ścibor Żółkiewski'];

/** How the i-th payer writes the reference: as given, lower case, broken by a space, with no dash. */
function written(ref, i) {
  if (i % 4 === 1) return ref.toLowerCase();
  if (i % 4 === 2) return `${ref.slice(0, 7)} ${ref.slice(7)}`;
  if (i % 4 === 3) return ref.replace('-', '');
  return ref;
}

/** The entries of one file: its kind by MIX, the credits naming `offers` (OFFERS of them) in turn. */
function entriesFor(offers, prefix) {
  const kinds = Object.entries(MIX);
  return Array.from({ length: ENTRIES }, (_, i) => {
    const slot = i % 1000;
    let from = 0;
    const kind = kinds.find(([, perThousand]) => slot < (from += perThousand))?.[0] ?? 'match';
    const offer = offers[i];
    const name = `${NAMES[i % NAMES.length]} ${i}`;
    const base = { reference: `${prefix}${String(i).padStart(8, '0')}`, name, direction: 'credit' };
    if (kind === 'debit')
      return { ...base, direction: 'debit', amount: 1000 + i, title: `Opłata za prowadzenie rachunku, Łódź ${i}` };
    if (kind === 'none')
      return { ...base, amount: offer.amount, title: `Przelew środków na obligacje, zażółć gęślą jaźń ${i}` };
    if (kind === 'lower')
      return { ...base, amount: offer.amount - 100, title: `Wpłata ${written(reference(offer), i)} częściowa` };
    if (kind === 'two') {
      const other = offers[(i + 1) % offers.length];
      return { ...base, amount: offer.amount, title: `Inwestycja ${reference(offer)} i ${reference(other)} łącznie` };
    }
    return { ...base, amount: offer.amount, title: `Inwestycja ${written(reference(offer), i)} obligacje Bałtyk` };
  });
}

const expected = (entries) => {
  const count = (test) => entries.filter(test).length;
  const debits = count((e) => e.direction === 'debit');
  const unmatched = count((e) => e.direction === 'credit' && !/OF/i.test(e.title));
  const review = count((e) => / częściowa$| łącznie$/.test(e.title));
  return { matched: ENTRIES - debits - unmatched - review, review, unmatched, debits };
};

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const decimal = (minor, separator) => `${Math.floor(minor / 100)}${separator}${String(minor % 100).padStart(2, '0')}`;

function camt053(entries) {
  const entry = (e) => {
    const party = e.direction === 'credit' ? 'Dbtr' : 'Cdtr';
    const indicator = e.direction === 'credit' ? 'CRDT' : 'DBIT';
    return `<Ntry><Amt Ccy="PLN">${decimal(e.amount, '.')}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>${DAY}</Dt></BookgDt><ValDt><Dt>${DAY}</Dt></ValDt><AcctSvcrRef>${e.reference}</AcctSvcrRef><BkTxCd/>
<NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><RltdPties><${party}><Nm>${escapeXml(e.name)}</Nm></${party}>
<${party}Acct><Id><IBAN>PL61109010140000071219812874</IBAN></Id></${party}Acct></RltdPties>
<RmtInf><Ustrd>${escapeXml(e.title)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  };
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH-${ENTRIES}</MsgId><CreDtTm>${DAY}T23:00:00</CreDtTm></GrpHdr>
<Stmt><Id>BENCH-${ENTRIES}</Id><Acct><Id><IBAN>${ACCOUNT}</IBAN></Id><Ccy>PLN</Ccy></Acct>
${entries.map(entry).join('\n')}
</Stmt></BkToCstmrStmt></Document>
`;
  return Buffer.from(xml, 'utf8');
}

// Windows-1250 bytes of the Polish letters (Node encodes only UTF-8).
const WINDOWS_1250 = Object.fromEntries(
  [...'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ'].map((c, i) => [
    c,
    [0xb9, 0xe6, 0xea, 0xb3, 0xf1, 0xf3, 0x9c, 0x9f, 0xbf, 0xa5, 0xc6, 0xca, 0xa3, 0xd1, 0xd3, 0x8c, 0x8f, 0xaf][i],
  ]),
);
const windows1250 = (text) =>
  Uint8Array.from([...text], (c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : (WINDOWS_1250[c] ?? 0x3f)));

/** An MT940 of one statement, the :86: structured as Polish banks write it (the title cut into ^20-^25 of 27). */
function mt940(entries) {
  const yymmdd = DAY.slice(2).replace(/-/g, '');
  const net = entries.reduce((sum, e) => sum + (e.direction === 'credit' ? e.amount : -e.amount), 0);
  const opening = 100_000_000;
  const lines = [':20:BENCH' + ENTRIES, `:25:/${ACCOUNT}`, ':28C:00001', `:60F:C${yymmdd}PLN${decimal(opening, ',')}`];
  for (const e of entries) {
    const chunks = e.title.match(/.{1,27}/g) ?? [];
    const title = chunks
      .slice(0, 6)
      .map((chunk, i) => `^2${i}${chunk}`)
      .join('');
    lines.push(
      `:61:${yymmdd}${yymmdd.slice(2)}${e.direction === 'credit' ? 'C' : 'D'}${decimal(e.amount, ',')}N240NONREF//${e.reference}`,
      `:86:240^00PRZELEW${title}`,
      `^27${e.name.slice(0, 27)}^38PL61109010140000071219812874`,
    );
  }
  lines.push(`:62F:C${yymmdd}PLN${decimal(opening + net, ',')}`, '-');
  return Buffer.from(windows1250(`${lines.join('\r\n')}\r\n`));
}

// --- the parse alone, in this process ----------------------------------------------------------------------------

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The first parse of the process (what the server's first import pays) and the median of PARSES more. */
async function measureParse(files) {
  // The parsers bundled as the production build bundles them (esbuild, the packages left as imports).
  const outfile = join(BENCH_DIR, '.tmp', `statements-parse-${process.pid}.mjs`);
  await bundle({
    entryPoints: [join(BENCH_DIR, '../src/server/payments/statements/detect.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
  const { parseStatement } = await import(pathToFileURL(outfile).href);
  rmSync(outfile, { force: true });
  const result = {};
  for (const [format, bytes] of Object.entries(files)) {
    const times = [];
    let parsed;
    for (let i = 0; i <= PARSES; i++) {
      const started = performance.now();
      parsed = parseStatement(bytes);
      times.push(performance.now() - started);
    }
    if (parsed.entries.length !== ENTRIES) throw new Error(`${format}: parsed ${parsed.entries.length} entries`);
    result[format] = { first: times[0], median: median(times.slice(1)) };
    log(`${format}: parsed in ${fmt(times[0])} ms first, ${fmt(result[format].median)} ms after`);
  }
  return result;
}

// --- server and requests -----------------------------------------------------------------------------------------

async function startServer(name, env) {
  const port = await freePort(portFrom, portTo);
  const profile = process.env.BENCH_SERVER_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
    : [];
  const child = startNode(name, [...profile, join(DIST, 'entry.mjs')], {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000000',
    RATE_LIMIT_PER_ACCOUNT: '100000000',
    SIGN_IN_FAILURES_PER_ADDRESS: '100000000',
    SIGN_IN_FAILURES_PER_ACCOUNT: '100000000',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    APP_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
    ...env,
    PORT: String(port),
  });
  await waitReady(child, `http://127.0.0.1:${port}/healthz`, { host: `${LANDING.host}:${port}` });
  return { child, port, host: `${LANDING.host}:${port}` };
}

function send(server, method, path, { body, type, token } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method,
        headers: {
          host: server.host,
          'context-type': 'advisor-panel',
          ...(body ? { 'content-type': type, 'content-length': body.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The server's peak resident memory so far (VmHWM), in MB. */
const peakRssMb = (child) => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
};

async function importFile(server, token, file, expectStatus) {
  const path = `/api/advisor/bank-statements?fileName=${encodeURIComponent(file.name)}`;
  const res = await send(server, 'POST', path, { body: file.bytes, type: file.type, token });
  if (res.status !== expectStatus)
    throw new Error(`${file.name}: ${res.status} ${res.text.slice(0, 500)}\n${server.child.output().slice(-3000)}`);
  return { ms: res.ms, summary: expectStatus === 201 ? JSON.parse(res.text) : undefined };
}

async function measure(server, database, files, expectations) {
  const login = await send(server, 'POST', '/auth/login', {
    body: Buffer.from(JSON.stringify({ email: LANDING.coordinator, password: PASSWORD })),
    type: 'application/json',
  });
  const token = JSON.parse(login.text).accessToken;
  if (!token) throw new Error(`sign-in of ${LANDING.coordinator} failed: ${login.status} ${login.text}`);
  const rows = [];
  const before = peakRssMb(server.child);
  for (const format of ['camt053', 'mt940']) {
    const { ms, summary } = await importFile(server, token, files[format], 201);
    const want = { entries: ENTRIES, imported: ENTRIES, ...expectations[format] };
    for (const [key, value] of Object.entries(want))
      if (summary[key] !== value) throw new Error(`${format}: ${key} ${summary[key]}, not ${value}`);
    rows.push({ database, format, ms, summary, peak: peakRssMb(server.child) });
    log(`${database}, ${format}: imported in ${fmt(ms)} ms: ${JSON.stringify(summary)}`);
  }
  const again = await importFile(server, token, files.camt053, 409);
  log(`${database}: camt053 again (409) in ${fmt(again.ms)} ms`);
  return { database, rows, again: again.ms, before, peak: peakRssMb(server.child) };
}

async function runPglite(dataDir, files, statements) {
  // First start migrates and seeds; the data is written straight into the stopped server's directory (PGlite admits
  // one process at a time), then the server starts again on it.
  let server = await startServer('production server (PGlite, seeding)', { DATABASE_URL: '', DATA_DIR: dataDir });
  await stop(server.child);
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const offers = await fill(async (text, params) => (await db.query(text, params)).rows);
  await db.close();
  server = await startServer('production server (PGlite)', { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    return await measure(server, 'PGlite', files(offers), statements(offers));
  } finally {
    await stop(server.child);
  }
}

async function runPostgres(postgresUrl, dataDir, files, statements) {
  return withPostgresDatabase(postgresUrl, 'bench_statements', async (databaseUrl) => {
    let server = await startServer('production server (PostgreSQL, seeding)', {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let offers;
    try {
      offers = await fill(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
    // Started again so the import is the process's first, as on PGlite.
    await stop(server.child);
    server = await startServer('production server (PostgreSQL)', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    try {
      return await measure(server, 'PostgreSQL', files(offers), statements(offers));
    } finally {
      await stop(server.child);
    }
  });
}

// --- report ------------------------------------------------------------------------------------------------------

const ms = (value) => `${fmt(value)} ms`;

function report(parse, runs, sizes) {
  const m = machine();
  const memory = `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`;
  const lines = [
    `## Bank statements: a ${fmt(ENTRIES)}-entry import (issue 38, item 2), ${new Date().toISOString()}`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores (nproc), ${memory} memory, Node ${m.node}, load average ${m.loadAverage}. ` +
      `Production server, the seed's navy brand, ${fmt(2 * OFFERS)} accepted offers; two files of ` +
      `${fmt(ENTRIES)} entries naming their own halves of the offers: camt.053 (UTF-8, ${(sizes.camt053 / 1e6).toFixed(1)} MB) ` +
      `and MT940 (Windows-1250, ${(sizes.mt940 / 1e6).toFixed(1)} MB). Per thousand entries: ${MIX.debit} debits, ` +
      `${MIX.none} credits naming no offer, ${MIX.lower} a lower amount, ${MIX.two} two offers, the rest an offer ` +
      `and its amount (written upper-case, lower-case, broken by a space or without the dash). Parse alone: ` +
      `parseStatement in the bench's process (bundled by esbuild), the process's first and the median of ${PARSES} more. Import: ` +
      `POST /api/advisor/bank-statements to the last byte of the answer (sign-in before, not counted), the server's ` +
      `first import. Budget: the whole import <= ${fmt(BUDGET_MS)} ms on PostgreSQL.`,
    '',
    '| Database | File | parse alone, first / median | whole import | parse share | ' +
      'matched / review / unmatched / debits | server peak RSS | budget |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | --- |',
  ];
  let met = true;
  for (const run of runs)
    for (const row of run.rows) {
      const p = parse[row.format];
      const s = row.summary;
      const budgeted = run.database === 'PostgreSQL';
      const ok = row.ms <= BUDGET_MS;
      if (budgeted) met &&= ok;
      lines.push(
        `| ${run.database} | ${row.format} | ${ms(p.first)} / ${ms(p.median)} | ${ms(row.ms)} | ` +
          `${((p.first / row.ms) * 100).toFixed(0)} % | ${fmt(s.matched)} / ${fmt(s.review)} / ${fmt(s.unmatched)} / ` +
          `${fmt(s.debits)} | ${fmt(row.peak)} MB | ${budgeted ? (ok ? 'met' : 'MISSED') : '-'} |`,
      );
    }
  lines.push('');
  for (const run of runs)
    lines.push(
      `${run.database}: the camt.053 file again, every entry known (409), ${ms(run.again)}; the server's peak RSS ` +
        `${fmt(run.before)} MB before the imports, ${fmt(run.peak)} MB after.`,
    );
  if (!runs.some((run) => run.database === 'PostgreSQL'))
    lines.push('', 'PostgreSQL not measured: no DATABASE_URL and no server at 127.0.0.1:5432 (budget not checked).');
  lines.push('');
  return { text: lines.join('\n'), met };
}

async function main() {
  if (process.env.BENCH_NO_BUILD) log('BENCH_NO_BUILD: measuring dist/ as it is');
  else if (!(await isBuildCurrent())) {
    log('building');
    await build();
  }
  // The files are made of the offers' ids, which each database draws anew: one pair per run. The parse is timed on
  // the first pair made (the ids change nothing of the parser's work).
  let parse;
  const filesOf = (offers) => ({
    camt053: {
      name: 'wyciąg.xml',
      type: 'application/xml',
      bytes: camt053(entriesFor(offers.slice(0, OFFERS), 'CAMT')),
    },
    mt940: { name: 'wyciąg.sta', type: 'text/plain', bytes: mt940(entriesFor(offers.slice(OFFERS), 'MTX')) },
  });
  const statements = (offers) => ({
    camt053: expected(entriesFor(offers.slice(0, OFFERS), 'CAMT')),
    mt940: expected(entriesFor(offers.slice(OFFERS), 'MTX')),
  });
  let sizes;
  const files = (offers) => {
    const made = filesOf(offers);
    sizes = { camt053: made.camt053.bytes.length, mt940: made.mt940.bytes.length };
    return made;
  };
  mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
  const tmp = (prefix) => mkdtempSync(join(BENCH_DIR, '.tmp', prefix));
  const dirs = [tmp('statements-pglite-'), tmp('statements-pg-')];
  try {
    // The parse first, on made-up ids, before any server shares the cores.
    const sample = Array.from({ length: 2 * OFFERS }, (_, i) => ({
      id: `${randomBytes(4).toString('hex')}-0000-4000-8000-${String(i).padStart(12, '0')}`,
      amount: 100000 * (1 + ((i * 7919) % 500)),
    }));
    const sampleFiles = filesOf(sample);
    sizes = { camt053: sampleFiles.camt053.bytes.length, mt940: sampleFiles.mt940.bytes.length };
    parse = await measureParse({ camt053: sampleFiles.camt053.bytes, mt940: sampleFiles.mt940.bytes });
    const runs = [];
    if (DATABASES.has('pglite')) runs.push(await runPglite(dirs[0], files, statements));
    const postgresUrl = DATABASES.has('postgres') ? await benchPostgresUrl(log) : undefined;
    if (postgresUrl) runs.push(await runPostgres(postgresUrl, dirs[1], files, statements));
    const { text, met } = report(parse, runs, sizes);
    publishResults(RESULTS, text);
    if (!met) process.exitCode = 1;
  } finally {
    killAll();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  killAll();
  process.exit(1);
});
