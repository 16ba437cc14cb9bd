// The admin CLI's people commands: `advisor create` and `investor create`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkIn, mailsTo } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { adminCli } from '../../../tests/support/admin-cli';
import { verifyPassword } from '../auth/passwords';
import { networkMembers, networks, userContexts, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_IP: '100000' } });
  const acme = await cli(
    'landing',
    'create',
    '--slug',
    'acme',
    '--host',
    'acme.localhost',
    '--title',
    'Acme Capital',
    '--language',
    'en',
  );
  expect(acme.code).toBe(0);
  t.runtime.landings.invalidate();
});
afterAll(() => t.close());

const cli = (...argv: string[]) => adminCli(t, ...argv);

async function person(email: string) {
  const [user] = await t.runtime.database.db.select().from(users).where(eq(users.email, email));
  if (!user) return undefined;
  const contexts = await t.runtime.database.db.select().from(userContexts).where(eq(userContexts.userId, user.id));
  const memberships = await t.runtime.database.db
    .select({ name: networks.name, role: networkMembers.role, landingId: networks.landingId })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(eq(networkMembers.userId, user.id));
  return { user, contexts: contexts.map((c) => [c.type, c.landingId]), memberships };
}

describe('advisor create', () => {
  it("with a password: an active advisor in the landing's first network", async () => {
    const res = await cli(
      'advisor',
      'create',
      '--host',
      'LOCALHOST:4321',
      '--email',
      'Nowy.Doradca@Horyzont.example',
      '--password',
      'Mocne!Haslo1',
      '--first-name',
      'Jan',
      '--surname',
      'Nowy',
    );
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created advisor nowy.doradca@horyzont.example on landing "default"');
    const created = (await person('nowy.doradca@horyzont.example'))!;
    const landing = await t.runtime.landings.resolveHost('localhost');
    expect(created.user).toMatchObject({
      status: 'active',
      firstName: 'Jan',
      surname: 'Nowy',
      language: 'pl',
      landingId: landing.id,
    });
    expect(await verifyPassword(created.user.passwordHash!, 'Mocne!Haslo1')).toBe(true);
    expect(created.user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(created.contexts).toEqual([['advisor-panel', landing.id]]);
    expect(created.memberships).toEqual([{ name: 'Sieć Horyzont', role: 'advisor', landingId: landing.id }]);
    expect(await mailsTo(t, 'nowy.doradca@horyzont.example')).toHaveLength(0);
  });

  it('without a password: inactive, and the activation e-mail goes out with a link on the landing host', async () => {
    const res = await cli(
      'advisor',
      'create',
      '--host',
      'acme.localhost',
      '--email',
      'first@acme.example',
      '--coordinator',
      '--json',
    );
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out).toMatchObject({
      email: 'first@acme.example',
      role: 'coordinator',
      status: 'initial',
      landing: 'acme',
      activationEmail: 'outbox',
    });
    // A landing without networks gets a default one, in its language; --coordinator coordinates it.
    expect(out.networks).toEqual(['Main network']);
    const created = (await person('first@acme.example'))!;
    expect(created.user.passwordHash).toBeNull();
    expect(created.memberships).toEqual([expect.objectContaining({ name: 'Main network', role: 'coordinator' })]);
    const mail = await latestMail(t, 'first@acme.example', 'activation');
    expect(mail.subject).toBe('Activate your Acme Capital account');
    expect(linkIn(mail, '/auth/activate-from-email/')).toMatch(
      /^http:\/\/acme\.localhost:4321\/auth\/activate-from-email\/[\w-]{43}$/,
    );
  });

  it('joins (and creates) the named networks', async () => {
    const res = await cli(
      'advisor',
      'create',
      '--host',
      'acme.localhost',
      '--email',
      'second@acme.example',
      '--password',
      'Mocne!Haslo1',
      '--network',
      'North',
      '--network',
      'Main network',
    );
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('networks: North, Main network');
    const created = (await person('second@acme.example'))!;
    expect(created.memberships.map((m) => [m.name, m.role]).sort()).toEqual([
      ['Main network', 'advisor'],
      ['North', 'advisor'],
    ]);
    const landing = await t.runtime.landings.resolveHost('acme.localhost');
    const all = await t.runtime.database.db.select().from(networks).where(eq(networks.landingId, landing.id));
    expect(all.map((n) => n.name).sort()).toEqual(['Main network', 'North']);
  });

  it('refuses bad input with clear errors and exit code 2', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['advisor', 'create', '--email', 'x@y.example'], /needs --host/],
      [['advisor', 'create', '--host', 'localhost'], /needs --email/],
      [['advisor', 'create', '--host', 'localhost', '--email', 'not-an-email'], /not a valid e-mail/],
      [['advisor', 'create', '--host', 'localhost', '--email', 'a@b.example', '--password', 'weak'], /too weak/],
      [['advisor', 'create', '--host', 'localhost', '--email', 'a@b.example', '--language', 'de'], /pl or en/],
      [
        ['advisor', 'create', '--host', 'nowhere.example', '--email', 'a@b.example'],
        /No landing has the host "nowhere\.example"/,
      ],
      [
        ['advisor', 'create', '--host', 'localhost', '--email', 'doradca@horyzont.example'],
        /already exists on this landing/,
      ],
      [
        ['investor', 'create', '--host', 'localhost', '--email', 'inwestor@horyzont.example'],
        /already exists on this landing/,
      ],
      [['advisor', 'remove'], /Unknown advisor command "remove"/],
      [['advisor', 'create', '--host', 'localhost', '--email', 'a@b.example', '--bogus'], /Unknown option '--bogus'/],
    ];
    for (const [argv, message] of cases) {
      const res = await cli(...argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.stderr, argv.join(' ')).toMatch(message);
    }
    expect(await person('a@b.example')).toBeUndefined();
  });
});

describe('investor create', () => {
  it('creates an investor who can sign in with an e-mailed code, in their language', async () => {
    const res = await cli(
      'investor',
      'create',
      '--host',
      '127.0.0.1',
      '--email',
      'client@example.com',
      '--first-name',
      'Alice',
      '--surname',
      'Client',
      '--language',
      'en',
    );
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created investor client@example.com on landing "navy"');
    const created = (await person('client@example.com'))!;
    const navy = await t.runtime.landings.resolveHost('127.0.0.1');
    expect(created.user).toMatchObject({ status: 'active', language: 'en', passwordHash: null });
    expect(created.contexts).toEqual([['investor-panel', navy.id]]);

    const sent = await t.app.request('http://127.0.0.1:4321/auth/investor/send-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@example.com' }),
    });
    expect(sent.status).toBe(202);
    const mail = await latestMail(t, 'client@example.com', 'investor-login');
    expect(mail.subject).toBe('Sign in to Bałtycki Dom Maklerski');
    expect(mail.text).toContain('Hello, Alice!');
  });
});

describe('help', () => {
  it('lists the people commands', async () => {
    const res = await cli('--help');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('advisor create --host H --email E [--password P] [--coordinator]');
    expect(res.stdout).toContain('investor create --host H --email E');
    const scoped = await cli('advisor', 'create', '--help');
    expect(scoped.stdout).toContain('advisor create');
  });
});
