// The admin CLI: `npm run admin -- landing list|create|update`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Landing } from '../../lib/contracts/landing';
import { runCli } from './main';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cli(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    database: t.runtime.database,
    io: { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('landing list', () => {
  it('prints a table of the landings with ids and hosts', async () => {
    const { code, stdout } = await cli('landing', 'list');
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trim().split('\n');
    expect(header).toMatch(/^SLUG\s+ID\s+DEFAULT\s+THEME/);
    expect(rows).toHaveLength(3);
    expect(stdout).toMatch(/navy\s+[0-9a-f-]{36}\s+navy/);
    expect(stdout).toContain('invest.localhost');
  });

  it('prints JSON with --json', async () => {
    const { code, stdout } = await cli('landing', 'list', '--json');
    expect(code).toBe(0);
    const brands = JSON.parse(stdout) as Landing[];
    expect(brands.map((b) => [b.slug, b.hosts])).toEqual(
      expect.arrayContaining([
        ['default', ['localhost']],
        ['navy', ['127.0.0.1']],
        ['emerald', ['invest.localhost']],
      ]),
    );
    expect(brands.every((b) => /^[0-9a-f-]{36}$/.test(b.id))).toBe(true);
  });
});

describe('landing create and update', () => {
  it('creates a branded host and the server sees it', async () => {
    const { code, stdout, stderr } = await cli(
      'landing',
      'create',
      '--slug',
      'acme',
      '--host',
      'acme.localhost',
      '--host',
      'WWW.Acme.localhost:4321',
      '--title',
      'Acme Capital',
      '--theme',
      'custom',
      '--colors',
      '#112233,#223344,#f0f0f0',
      '--language',
      'en',
      '--logo',
      '/brands/acme/logo.svg',
      '--favicon',
      'https://cdn.example.com/acme.ico',
      '--investor-panel-blocked',
      'true',
      '--text',
      'title=Witamy w Acme',
      '--text',
      'en.title=Welcome to Acme',
      '--text',
      'headline=Inwestuj mądrze',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('Created landing "acme"');
    expect(stdout).toContain('acme.localhost, www.acme.localhost');
    // The runtime's registry is not told: it finds out like a server in another process would.
    t.runtime.landings.invalidate();
    const brand = await t.runtime.landings.resolveHost('www.acme.localhost');
    expect(brand).toMatchObject({
      slug: 'acme',
      siteTitle: 'Acme Capital',
      theme: 'custom',
      themeColors: '#112233,#223344,#f0f0f0',
      language: 'en',
      investorPanelBlocked: true,
      favicon: 'https://cdn.example.com/acme.ico',
      texts: { pl: { title: 'Witamy w Acme', headline: 'Inwestuj mądrze' }, en: { title: 'Welcome to Acme' } },
    });
  });

  it('updates fields, texts (--lang) and hosts', async () => {
    const { code, stdout } = await cli(
      'landing',
      'update',
      'acme',
      '--title',
      'Acme Invest',
      '--lang',
      'en',
      '--text',
      'headline=Invest wisely',
      '--text',
      'pl.headline=',
      '--add-host',
      'acme2.localhost',
      '--remove-host',
      'www.acme.localhost',
      '--investor-panel-blocked',
      'false',
      '--json',
    );
    expect(code).toBe(0);
    const brand = JSON.parse(stdout) as Landing;
    expect(brand).toMatchObject({
      siteTitle: 'Acme Invest',
      hosts: ['acme.localhost', 'acme2.localhost'],
      investorPanelBlocked: false,
      texts: { pl: { title: 'Witamy w Acme' }, en: { title: 'Welcome to Acme', headline: 'Invest wisely' } },
    });
    const byId = await cli('landing', 'update', brand.id, '--default');
    expect(byId.code).toBe(0);
    expect(byId.stdout).toContain('default landing');
    expect((await cli('landing', 'update', 'default', '--default')).code).toBe(0);
  });
});

describe('bad arguments: exit code 2 and a message naming the flag', () => {
  const cases: Array<[string[], RegExp]> = [
    [['landing', 'create', '--slug', 'x', '--host', 'x.localhost'], /--title/],
    [['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--colour', 'red'], /--colour/],
    [['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--theme', 'pink'], /--theme/],
    [['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--theme', 'custom'], /--colors/],
    [
      ['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--colors', 'red,green,blue'],
      /--colors/,
    ],
    [['landing', 'create', '--slug', 'x', '--host', 'bad host', '--title', 'X'], /--host/],
    [
      ['landing', 'create', '--slug', 'x', '--host', 'localhost', '--title', 'X'],
      /--host: localhost already belongs to the landing "default"/,
    ],
    [['landing', 'create', '--slug', 'navy', '--host', 'n2.localhost', '--title', 'X'], /--slug/],
    [
      ['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--text', 'nope=1'],
      /--text: unknown key "nope"/,
    ],
    [
      ['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--text', 'title'],
      /--text expects KEY=VALUE/,
    ],
    [
      [
        'landing',
        'create',
        '--slug',
        'x',
        '--host',
        'x.localhost',
        '--title',
        'X',
        '--text',
        'en.regulationUrl=ftp://x',
      ],
      /--text en\.regulationUrl/,
    ],
    [
      [
        'landing',
        'create',
        '--slug',
        'x',
        '--host',
        'x.localhost',
        '--title',
        'X',
        '--lang',
        'de',
        '--text',
        'title=T',
      ],
      /--lang must be pl or en/,
    ],
    [
      ['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--investor-panel-blocked', 'yes'],
      /--investor-panel-blocked/,
    ],
    [['landing', 'create', '--slug', 'x', '--host', 'x.localhost', '--title', 'X', '--language', 'de'], /--language/],
    [['landing', 'create', '--slug', 'x', '--host'], /--host/],
    [['landing', 'update', 'navy'], /nothing to change/],
    [['landing', 'update', 'navy', '--host', 'n.localhost'], /--add-host/],
    [['landing', 'update', 'navy', '--remove-host', '127.0.0.1'], /--host: a landing needs at least one host/],
    [['landing', 'update', 'nosuch', '--title', 'X'], /No landing "nosuch"/],
    [['landing', 'delete', 'navy'], /Unknown landing command "delete"/],
    [['landings'], /Unknown command "landings"/],
  ];
  it.each(cases)('%j', async (argv, message) => {
    const { code, stderr, stdout } = await cli(...argv);
    expect(stdout).toBe('');
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('changed nothing while refusing', async () => {
    const { stdout } = await cli('landing', 'list', '--json');
    expect((JSON.parse(stdout) as Landing[]).map((b) => b.slug).sort()).toEqual(['acme', 'default', 'emerald', 'navy']);
  });

  it('prints the usage on --help', async () => {
    const { code, stdout } = await cli('landing', 'create', '--help');
    expect(code).toBe(0);
    expect(stdout).toContain('landing create --slug S --host H');
  });
});

// Three processes, the first bundling the CLI and creating a data directory (initdb, migrations, the job queue's
// schema): on a 2-core machine busy with the other API run they passed 30 s once, so the test may take as long as
// its three processes may (not a timed check).
describe('npm run admin (scripts/admin.mjs)', { timeout: 360_000 }, () => {
  it('bundles the CLI, migrates a fresh data directory and runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    try {
      const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: t.testDb.url ?? '', LOG_LEVEL: 'silent' };
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['scripts/admin.mjs', ...args], { env, encoding: 'utf8', timeout: 120_000 });
      const created = run(
        'landing',
        'create',
        '--slug',
        'cli-child',
        '--host',
        'child.localhost',
        '--title',
        'From a child',
      );
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      const listed = run('landing', 'list', '--json');
      expect(listed.status).toBe(0);
      expect((JSON.parse(listed.stdout) as Landing[]).map((b) => b.slug)).toContain('cli-child');
      const bad = run('landing', 'create', '--slug');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('--slug');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
