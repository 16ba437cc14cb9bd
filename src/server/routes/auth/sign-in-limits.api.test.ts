// Sign-in limits a stranger cannot turn against a user (decision 0023): failures per account and address, a
// growing capped delay and one e-mail to the owner when they come from many addresses, the right password and
// code always accepted from an address that has not failed, every sign-in route counted together, the same
// answers for known and unknown e-mails, and all of it shared by server copies through the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createPerson,
  fromIp,
  landingId,
  TEST_PASSWORD,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { codeIn, latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { totpCode } from '../../../../tests/support/totp';
import { settleAfterResponseWork } from '../../background';
import { parseEnv } from '../../env';
import { ERROR_CODES } from '../../errors/codes';
import { createLogger } from '../../logging/logger';
import { createRuntime, type Runtime } from '../../runtime';

// The sign-in limits at their defaults (10 per address, 15 minutes, 20 per account, 120 s cap); the older
// per-IP-and-route and per-account call limits out of the way.
const ENV = { RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' };
const WAIT_S = 15 * 60;

let t: TestApp;
let landing: string;
const copies: Runtime[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  landing = await landingId(t, 'default');
});
afterAll(async () => {
  await settleAfterResponseWork();
  for (const copy of copies) await copy.close();
  await t.close();
});

let addressCount = 0;
/** An address no test has used yet. */
const freshAddress = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

type App = TestApp['app'];
const post = (app: App, path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
  app.request(
    `http://localhost${path}`,
    call('POST', body, { headers: { 'context-id': landing, ...headers } }),
    fromIp(ip),
  );
const loginFrom = (ip: string, email: string, password: string, app: App = t.app) =>
  post(app, '/auth/login', { email, password }, ip);
const wrongFrom = (ip: string, email: string, app?: App) => loginFrom(ip, email, 'Wrong!Passw0rd', app);

async function answer(res: Response) {
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

const BAD_CREDENTIALS = { label: 'Bad credentials', code: ERROR_CODES.unauthorized, parameters: {}, violations: [] };
const tooMany = (seconds: number) => ({
  status: 429,
  retryAfter: String(seconds),
  body: {
    label: 'errors.tooManyRequests',
    code: ERROR_CODES.tooManyRequests,
    parameters: { retryAfter: seconds },
    violations: [],
  },
});

/** Ten wrong passwords from one address, then one more try: the answers, in order. */
async function tenFailuresThenOneMore(email: string, ip: string, lastPassword = 'Wrong!Passw0rd') {
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push(await answer(await wrongFrom(ip, email)));
  answers.push(await answer(await loginFrom(ip, email, lastPassword)));
  return answers;
}

describe('one address, one account', () => {
  it('10 failures make that address wait 15 minutes on that account; other addresses and accounts are not affected', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const bystander = await createAdvisor(t, { landingId: landing });
    const attacker = freshAddress();
    const answers = await tenFailuresThenOneMore(advisor.email, attacker, TEST_PASSWORD);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill({ status: 401, retryAfter: null, body: BAD_CREDENTIALS }));
    // Even the right password waits at that address: it is not checked there.
    expect(answers[10]).toEqual(tooMany(WAIT_S));

    // The owner, from their own address, signs in as usual; the attacker's address reaches other accounts.
    expect((await loginFrom(freshAddress(), advisor.email, TEST_PASSWORD)).status).toBe(200);
    expect((await loginFrom(attacker, bystander.email, TEST_PASSWORD)).status).toBe(200);

    t.clock.advance((WAIT_S - 1) * 1000);
    expect(await answer(await loginFrom(attacker, advisor.email, TEST_PASSWORD))).toEqual(tooMany(1));
    t.clock.advance(1000);
    expect((await loginFrom(attacker, advisor.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('ten failures spread over ten addresses no longer lock the account: the right password works (the old lockout is gone)', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    for (let i = 0; i < 10; i++) expect((await wrongFrom(freshAddress(), advisor.email)).status).toBe(401);
    expect((await loginFrom(freshAddress(), advisor.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a right password starts the address count again', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const ip = freshAddress();
    for (let i = 0; i < 9; i++) expect((await wrongFrom(ip, advisor.email)).status).toBe(401);
    expect((await loginFrom(ip, advisor.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await wrongFrom(ip, advisor.email)).status).toBe(401);
    expect((await loginFrom(ip, advisor.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a new password set from the waiting address (reset link) ends its wait there', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const own = freshAddress();
    for (let i = 0; i < 10; i++) expect((await wrongFrom(own, advisor.email)).status).toBe(401);
    expect((await post(t.app, '/auth/password/send-remind-request', { email: advisor.email }, own)).status).toBe(429);
    // Asked for from the phone; the link opened on the computer.
    expect(
      (await post(t.app, '/auth/password/send-remind-request', { email: advisor.email }, freshAddress())).status,
    ).toBe(202);
    const token = linkIn(await latestMail(t, advisor.email, 'password-reset'), '/auth/reset-password/')
      .split('/')
      .pop()!;
    const password = 'N3w!Passw0rd-x';
    expect(
      (await post(t.app, '/auth/password/set', { token, password, passwordConfirmation: password }, own)).status,
    ).toBe(204);
    expect((await loginFrom(own, advisor.email, password)).status).toBe(200);
  });

  it('parallel guesses from one address get 10 checks, not more', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const ip = freshAddress();
    const statuses = (await Promise.all(Array.from({ length: 25 }, async () => wrongFrom(ip, advisor.email)))).map(
      (res) => res.status,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await loginFrom(freshAddress(), advisor.email, TEST_PASSWORD)).status).toBe(200);
    // The ten checked failures set the wait: the guessing address is held back, even with the right password.
    expect(await answer(await loginFrom(ip, advisor.email, TEST_PASSWORD))).toEqual(tooMany(WAIT_S));
  });

  it('parallel right sign-ins from one address never make it wait', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, async () => answer(await loginFrom(ip, advisor.email, TEST_PASSWORD))),
    );
    // Claims over the limit while others are checked are told to come back in a second, no more.
    for (const { status, retryAfter } of answers)
      expect(status === 200 || (status === 429 && retryAfter === '1')).toBe(true);
    expect(answers.some(({ status }) => status === 200)).toBe(true);
    expect((await loginFrom(ip, advisor.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('known and unknown e-mails get the same answers, wait included', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const known = await tenFailuresThenOneMore(advisor.email, freshAddress());
    const unknown = await tenFailuresThenOneMore('nobody-here@test.example', freshAddress());
    expect(unknown).toEqual(known);
    expect(known[10]).toEqual(tooMany(WAIT_S));
  });
});

describe('failures on one account from many addresses', () => {
  const THRESHOLD = 20;
  const CAP_S = 120;

  /**
   * THRESHOLD failures from as many addresses, then more from fresh addresses, each retried at once: the delay
   * that retry gets. Answers the delays and every answer of the first tries.
   */
  async function spreadAttack(email: string, extra: number) {
    const firstTries = [];
    for (let i = 0; i < THRESHOLD - 1; i++) firstTries.push(await answer(await wrongFrom(freshAddress(), email)));
    const delays = [];
    for (let i = 0; i < extra; i++) {
      const ip = freshAddress();
      firstTries.push(await answer(await wrongFrom(ip, email)));
      delays.push((await answer(await wrongFrom(ip, email))).retryAfter);
    }
    return { firstTries, delays };
  }

  it(
    'slow every failing address down with a growing, capped delay; ' +
      'the owner is e-mailed once; the right password and TOTP still get in',
    async () => {
      const advisor = await createAdvisor(t, { landingId: landing, twoFactor: true });
      const { firstTries, delays } = await spreadAttack(advisor.email, 10);
      // A first try from an address is always checked (and answered like any wrong password).
      expect(firstTries).toEqual(
        Array(firstTries.length).fill({ status: 401, retryAfter: null, body: BAD_CREDENTIALS }),
      );
      expect(delays).toEqual(['1', '2', '4', '8', '16', '32', '64', String(CAP_S), String(CAP_S), String(CAP_S)]);

      // After the delay the address may try again.
      const ip = freshAddress();
      expect((await wrongFrom(ip, advisor.email)).status).toBe(401);
      t.clock.advance(CAP_S * 1000);
      expect((await wrongFrom(ip, advisor.email)).status).toBe(401);

      // One e-mail to the owner for the whole incident, branded and in their language.
      const alerts = await mailsTo(t, advisor.email, 'sign-in-alert');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.subject).toContain('Nieudane próby logowania');
      expect(alerts[0]!.text).toContain(`${THRESHOLD}`);
      expect(linkIn(alerts[0]!, '/auth/reset-password')).toBe('http://localhost:4321/auth/reset-password');

      // The owner, from an address of their own, with the right password and the right code.
      const owner = freshAddress();
      const first = await loginFrom(owner, advisor.email, TEST_PASSWORD);
      expect(first.status).toBe(200);
      const { token, type } = await first.json();
      expect(type).toBe('two-factor');
      const second = await post(
        t.app,
        '/auth/login-with-two-factor',
        { token, code: totpCode(advisor.totpSecret!, t.clock.now().getTime()) },
        owner,
      );
      expect(second.status).toBe(200);
      expect((await second.json()).type).toBe('auth-token');
    },
  );

  it('answer an unknown e-mail the same way (and e-mail nobody)', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const known = await spreadAttack(advisor.email, 9);
    const unknown = await spreadAttack('nobody-at-all@test.example', 9);
    expect(unknown).toEqual(known);
    expect(await mailsTo(t, 'nobody-at-all@test.example')).toHaveLength(0);
  });

  it('e-mail the owner again only after a quiet day', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    await spreadAttack(advisor.email, 1);
    t.clock.advance(WAIT_S * 1000);
    await spreadAttack(advisor.email, 1);
    expect(await mailsTo(t, advisor.email, 'sign-in-alert')).toHaveLength(1);
    t.clock.advance(25 * 3600 * 1000);
    await spreadAttack(advisor.email, 1);
    expect(await mailsTo(t, advisor.email, 'sign-in-alert')).toHaveLength(2);
  });
});

describe('every sign-in route counts together per account and address', () => {
  /** An advisor with two-factor who is an investor of the same landing too. */
  const bothPanels = () =>
    createPerson(t, {
      landingId: landing,
      contexts: [{ type: 'advisor-panel' }, { type: 'investor-panel' }],
      twoFactor: true,
    });

  async function challengeFor(person: TestPerson) {
    const res = await loginFrom(freshAddress(), person.email, TEST_PASSWORD);
    return (await res.json()).token as string;
  }

  it('password, two-factor code, investor code, e-mail link and reset request: 10 in all, then the address waits', async () => {
    const person = await bothPanels();
    const attacker = freshAddress();
    const helper = freshAddress();
    const statuses: number[] = [];
    const record = async (res: Response | Promise<Response>) => statuses.push((await res).status);

    for (let i = 0; i < 2; i++) await record(wrongFrom(attacker, person.email));
    const challenge = await challengeFor(person);
    for (let i = 0; i < 2; i++)
      await record(post(t.app, '/auth/login-with-two-factor', { token: challenge, code: '000000' }, attacker));
    // An investor sign-in e-mail (asked for from elsewhere): wrong codes, then its link once used.
    expect((await post(t.app, '/auth/investor/send-token', { email: person.email }, helper)).status).toBe(202);
    const mail = await latestMail(t, person.email, 'investor-login');
    const wrongCode = codeIn(mail) === 'AAAA-AAAA' ? 'BBBB-BBBB' : 'AAAA-AAAA';
    for (let i = 0; i < 2; i++)
      await record(post(t.app, '/auth/login-investor', { email: person.email, token: wrongCode }, attacker));
    const link = new URL(linkIn(mail, '/login-with-redirect-token')).searchParams.get('token')!;
    expect((await post(t.app, '/auth/login-investor', { token: link }, helper)).status).toBe(200);
    for (let i = 0; i < 2; i++) await record(post(t.app, '/auth/login-investor', { token: link }, attacker));
    for (let i = 0; i < 2; i++)
      await record(post(t.app, '/auth/password/send-remind-request', { email: person.email }, attacker));
    expect(statuses).toEqual([401, 401, 401, 401, 400, 400, 400, 400, 202, 202]);

    // Every route now refuses that address for that account, the right password first of all.
    expect(await answer(await loginFrom(attacker, person.email, TEST_PASSWORD))).toEqual(tooMany(WAIT_S));
    expect((await post(t.app, '/auth/password/send-remind-request', { email: person.email }, attacker)).status).toBe(
      429,
    );
    expect(
      (await post(t.app, '/auth/login-investor', { email: person.email, token: wrongCode }, attacker)).status,
    ).toBe(429);
    // The owner's own address is not.
    expect((await loginFrom(freshAddress(), person.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('links and challenges that name no account count for the address on their own', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 10; i++)
      expect((await post(t.app, '/auth/login-investor', { token: `${i}`.padEnd(43, 'x') }, ip)).status).toBe(400);
    expect((await post(t.app, '/auth/login-investor', { token: 'y'.repeat(43) }, ip)).status).toBe(429);
    expect((await post(t.app, '/auth/login-investor', { token: 'y'.repeat(43) }, freshAddress())).status).toBe(400);
  });
});

describe('kept in the database', () => {
  it('two server copies on one database count the same failures', async () => {
    const copy = await createRuntime({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...ENV }),
      clock: t.clock,
      logger: createLogger('silent'),
      database: t.runtime.database,
      migrate: false,
    });
    copies.push(copy);
    const advisor = await createAdvisor(t, { landingId: landing });
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await wrongFrom(ip, advisor.email)).status).toBe(401);
      expect((await wrongFrom(ip, advisor.email, copy.app)).status).toBe(401);
    }
    expect((await loginFrom(ip, advisor.email, TEST_PASSWORD, copy.app)).status).toBe(429);
    expect((await loginFrom(ip, advisor.email, TEST_PASSWORD)).status).toBe(429);
  });
});
