// `npm run admin -- campaign list|create|update|import` against a test database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingId } from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { campaigns, products } from '../db/schema';
import { runCli } from './main';

let t: TestApp;
let home: string;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
  dir = mkdtempSync(join(tmpdir(), 'campaign-cli-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    database: t.runtime.database,
    env: t.runtime.env,
    clock: t.clock,
    io: { stdout: (s) => void out.push(s), stderr: (s) => void err.push(s) },
  });
  return { code, out: out.join(''), err: err.join('') };
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const SOLAR = {
  slug: 'farma-sloneczna',
  translations: {
    pl: { name: 'Farma słoneczna', description: 'Obligacje na budowę farmy.' },
    en: { name: 'Solar farm' },
  },
  interestType: 'fixed',
  paymentFrequency: 'quarterly',
  duration: { value: 24, unit: 'month' },
  currency: 'PLN',
  minInvestment: '10000.00',
  maxInvestment: 50_000_000,
  step: '1000',
  target: '2500000.50',
  startDate: '2025-01-01',
  endDate: '2025-03-31',
  products: [
    { code: 'SOL-24', translations: { pl: { name: 'Seria S, 24 miesiące' } }, annualRate: '8.50' },
    {
      code: 'SOL-12',
      translations: { pl: { name: 'Seria S, 12 miesięcy' } },
      annualRate: 775,
      paymentFrequency: 'at-maturity',
      duration: { value: 12, unit: 'month' },
    },
  ],
};

describe('campaign commands', () => {
  it('creates a campaign with products from a file: money exact, product terms defaulting to the campaign', async () => {
    const created = await admin('campaign', 'create', '--host', 'localhost', file('solar.json', SOLAR), '--json');
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    const campaign = JSON.parse(created.out);
    expect(campaign).toMatchObject({
      slug: 'farma-sloneczna',
      state: 'active',
      minInvestment: 1_000_000,
      maxInvestment: 50_000_000,
      step: 100_000,
      target: 250_000_050,
      raisedAmount: 0,
    });
    expect(
      campaign.products.map((p: Record<string, unknown>) => [
        p.code,
        p.annualRateBasisPoints,
        p.paymentFrequency,
        p.durationValue,
      ]),
    ).toEqual([
      ['SOL-24', 850, 'quarterly', 24],
      ['SOL-12', 775, 'at-maturity', 12],
    ]);
    const listed = await admin('campaign', 'list', '--host', 'localhost');
    expect(listed.out).toContain('farma-sloneczna  Farma słoneczna  [active]  2025-01-01 .. 2025-03-31');
    expect(listed.out).toContain('raised 0,00 PLN of 2 500 000,50 PLN');
    expect(listed.out).toContain('SOL-24  Seria S, 24 miesiące  8.50 % fixed, quarterly, 24 month');
  });

  it('updates dates, target and closing with options, and products by code from a file', async () => {
    const updated = await admin(
      'campaign',
      'update',
      'farma-sloneczna',
      '--host',
      'localhost',
      '--end-date',
      '2025-04-30',
      '--target',
      '3000000',
      '--close',
      '--json',
    );
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.out)).toMatchObject({
      endDate: '2025-04-30',
      target: 300_000_000,
      state: 'closed',
      closedAt: t.clock.now().toISOString(),
    });
    const change = file('change.json', {
      products: [
        { code: 'SOL-24', translations: { pl: { name: 'Seria S24' } }, annualRate: '9' },
        { code: 'SOL-36', translations: { pl: { name: 'Seria S36' } }, annualRate: '9.25' },
      ],
    });
    const withProducts = await admin(
      'campaign',
      'update',
      'farma-sloneczna',
      '--host',
      'localhost',
      change,
      '--reopen',
      '--json',
    );
    expect(withProducts.code).toBe(0);
    const view = JSON.parse(withProducts.out);
    expect(view.state).toBe('active');
    const rows = await t.runtime.database.db.select().from(products).where(eq(products.campaignId, view.id));
    expect(rows.map((p) => [p.code, p.annualRateBasisPoints]).sort()).toEqual([
      ['SOL-12', 775],
      ['SOL-24', 900],
      ['SOL-36', 925],
    ]);
  });

  it('imports a file: creates new campaigns and updates existing ones by slug, in one transaction', async () => {
    const euro = {
      ...SOLAR,
      slug: 'euro-2027',
      currency: 'EUR',
      translations: { pl: { name: 'Euro 2027' } },
      products: [{ code: 'EUR-27', translations: { pl: { name: 'EUR' } }, annualRate: '6' }],
    };
    const result = await admin(
      'campaign',
      'import',
      '--host',
      'localhost',
      file('import.json', { campaigns: [euro, { ...SOLAR, target: '4000000' }] }),
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain('1 created, 1 updated');
    const [solar] = await t.runtime.database.db.select().from(campaigns).where(eq(campaigns.slug, 'farma-sloneczna'));
    expect(solar).toMatchObject({ target: 400_000_000, landingId: home });

    // A bad second campaign leaves the first one unwritten.
    const bad = await admin(
      'campaign',
      'import',
      '--host',
      'localhost',
      file('bad.json', [
        { ...euro, slug: 'nowa', products: [] },
        { ...SOLAR, minInvestment: '10000.005' },
      ]),
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('campaigns[1].minInvestment');
    expect(await t.runtime.database.db.select().from(campaigns).where(eq(campaigns.slug, 'nowa'))).toEqual([]);
  });

  it('refuses invalid files and arguments with the property paths', async () => {
    const invalid = await admin(
      'campaign',
      'create',
      '--host',
      'localhost',
      file('invalid.json', {
        ...SOLAR,
        slug: 'zla',
        currency: 'GBP',
        endDate: '2024-12-01',
        products: [{ code: 'SOL-24', translations: { pl: { name: 'x' } }, annualRate: '8.5' }],
      }),
    );
    expect(invalid.code).toBe(2);
    expect(invalid.err).toContain('currency');
    const order = await admin(
      'campaign',
      'create',
      '--host',
      'localhost',
      file('order.json', { ...SOLAR, slug: 'zla', endDate: '2024-12-01', products: [] }),
    );
    expect(order.err).toContain('endDate: must not be before startDate');
    const taken = await admin(
      'campaign',
      'create',
      '--host',
      'localhost',
      file('taken.json', {
        ...SOLAR,
        slug: 'inna',
        products: [{ code: 'SOL-24', translations: { pl: { name: 'x' } }, annualRate: 850 }],
      }),
    );
    expect(taken.err).toContain('SOL-24 belongs to another campaign');
    const duplicate = await admin('campaign', 'create', '--host', 'localhost', file('dup.json', SOLAR));
    expect(duplicate.err).toContain('already has a campaign "farma-sloneczna"');
    const below = await admin('campaign', 'update', 'farma-sloneczna', '--host', 'localhost', '--target', '0.5');
    expect(below.err).toContain('target');
    expect((await admin('campaign', 'create', '--host', 'localhost', file('broken.json', '{"slug": '))).err).toContain(
      'is not valid JSON',
    );
    expect((await admin('campaign', 'create', '--host', 'localhost', join(dir, 'missing.json'))).err).toContain(
      'ENOENT',
    );
    expect((await admin('campaign', 'update', 'nie-ma', '--host', 'localhost', '--close')).err).toContain(
      'No campaign "nie-ma"',
    );
    expect((await admin('campaign', 'list', '--host', 'nowhere.example')).err).toContain('No landing has the host');
    expect((await admin('campaign', 'update', 'farma-sloneczna', '--host', 'localhost')).code).toBe(2);
    expect((await admin('campaign', 'create', '--host', 'localhost', 'a.json', '--close')).err).toContain(
      '--close is an option of campaign update',
    );
    expect((await admin('campaign', 'drop', '--host', 'localhost')).err).toContain('Unknown campaign command "drop"');
  });

  it('lists the seeded campaigns of a brand with their states', async () => {
    const listed = await admin('campaign', 'list', '--host', '127.0.0.1', '--json');
    const list = JSON.parse(listed.out) as Array<{ state: string }>;
    expect(list.map((c) => c.state).sort()).toEqual(['active', 'active', 'active', 'completed', 'not-started']);
  });

  it('sets the recipient of the transfers: an IBAN checked by its checksum, stored without spaces; null clears it', async () => {
    const bank = { name: 'Farma Słoneczna S.A.', account: 'pl61 1090 1014 0000 0712 1981 2874' };
    const wrong = await admin(
      'campaign',
      'update',
      'farma-sloneczna',
      '--host',
      'localhost',
      file('bad-iban.json', { paymentRecipient: { ...bank, account: 'PL61 1090 1014 0000 0712 1981 2875' } }),
    );
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('paymentRecipient.account');
    const set = await admin(
      'campaign',
      'update',
      'farma-sloneczna',
      '--host',
      'localhost',
      file('iban.json', { paymentRecipient: bank }),
    );
    expect(set.err).toBe('');
    expect(set.out).toContain('pay to Farma Słoneczna S.A., PL61 1090 1014 0000 0712 1981 2874');
    const [row] = await t.runtime.database.db.select().from(campaigns).where(eq(campaigns.slug, 'farma-sloneczna'));
    expect(row).toMatchObject({
      recipientName: 'Farma Słoneczna S.A.',
      recipientAccount: 'PL61109010140000071219812874',
    });
    const nrb = await admin(
      'campaign',
      'update',
      'farma-sloneczna',
      '--host',
      'localhost',
      file('nrb.json', { paymentRecipient: { ...bank, account: '61109010140000071219812874' } }),
      '--json',
    );
    expect(JSON.parse(nrb.out)).toMatchObject({ recipientAccount: 'PL61109010140000071219812874' });
    const cleared = await admin(
      'campaign',
      'update',
      'farma-sloneczna',
      '--host',
      'localhost',
      file('no-iban.json', { paymentRecipient: null }),
    );
    expect(cleared.out).toContain('pay to: not set');
  });

  it('sets the issuer the yearly statements name: a bad NIP named in English, nothing written; null clears it', async () => {
    const issuer = { name: 'Farma Słoneczna S.A.', address: 'ul. Słoneczna 1, 00-001 Warszawa', krs: '0000123456' };
    const update = (name: string, content: unknown) =>
      admin('campaign', 'update', 'farma-sloneczna', '--host', 'localhost', file(name, content));
    const stored = async () =>
      (await t.runtime.database.db.select().from(campaigns).where(eq(campaigns.slug, 'farma-sloneczna')))[0]!;
    const wrong = await update('bad-nip.json', { issuer: { ...issuer, nip: '526-025-02-75' } });
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('issuer.nip: Enter a valid tax number (NIP): 10 digits with a valid check digit.');
    expect((await stored()).issuerNip).toBeNull();
    const set = await update('nip.json', { issuer: { ...issuer, nip: '526-025-02-74' } });
    expect(set.err).toBe('');
    expect(set.out).toContain(
      'issuer: Farma Słoneczna S.A., ul. Słoneczna 1, 00-001 Warszawa, NIP 5260250274, KRS 0000123456',
    );
    expect(await stored()).toMatchObject({ issuerNip: '5260250274', issuerKrs: '0000123456' });
    const cleared = await update('no-issuer.json', { issuer: null });
    expect(cleared.out).toContain('issuer: not recorded');
    expect(await stored()).toMatchObject({ issuerName: null, issuerAddress: null, issuerNip: null, issuerKrs: null });
  });
});
