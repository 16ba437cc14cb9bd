// POST /auth/login: credentials, account state, contexts, and answers that never tell whether an e-mail has an
// account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createPerson,
  fromIp,
  landingId,
  login,
  RELAXED_LIMITS,
  TEST_PASSWORD,
} from '../../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { ERROR_CODES } from '../../errors/codes';
import { passwordChecksRun } from '../../auth/passwords';

let t: TestApp;
let landing: string;
beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  landing = await landingId(t, 'default');
});
afterAll(() => t.close());

const BAD_CREDENTIALS = { label: 'Bad credentials', code: ERROR_CODES.unauthorized, parameters: {}, violations: [] };
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function answer(res: Response) {
  return { status: res.status, body: await res.json() };
}

describe('credentials', () => {
  it('signs an active advisor in: {type: auth-token, accessToken, refreshToken}', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const { status, body } = await answer(await login(t, advisor));
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'type']);
    expect(body.type).toBe('auth-token');
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    expect((await login(t, { ...advisor, email: `  ${advisor.email.toUpperCase()} ` })).status).toBe(200);
  });

  it('gives the same status and body for a wrong password, an unknown e-mail and an account without a password', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const investor = await createInvestor(t, { landingId: landing });
    const answers = [
      await answer(await login(t, advisor, 'Wrong!Passw0rd')),
      await answer(await login(t, { email: 'nobody@test.example', landingId: landing }, 'Wrong!Passw0rd')),
      await answer(await login(t, investor, 'Wrong!Passw0rd')),
    ];
    for (const a of answers) expect(a).toEqual({ status: 401, body: BAD_CREDENTIALS });
  });

  it('runs one password check for known and unknown e-mails alike, so both take as long', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const checksFor = async (email: string) => {
      const before = passwordChecksRun();
      expect(await answer(await login(t, { email, landingId: landing }, 'Wrong!Passw0rd'))).toEqual({
        status: 401,
        body: BAD_CREDENTIALS,
      });
      return passwordChecksRun() - before;
    };
    // The unknown e-mail is checked against a hash of the same cost (src/server/auth/passwords.test.ts).
    expect([await checksFor(advisor.email), await checksFor('unknown@test.example')]).toEqual([1, 1]);
  });

  it("answers 'account not active' (baa80443) only after a correct password", async () => {
    const initial = await createAdvisor(t, { landingId: landing, status: 'initial' });
    expect(await answer(await login(t, initial, 'Wrong!Passw0rd'))).toEqual({ status: 401, body: BAD_CREDENTIALS });
    const { status, body } = await answer(await login(t, initial));
    expect(status).toBe(403);
    expect(body.code).toBe(ERROR_CODES.accountNotActive);
    const archived = await createAdvisor(t, { landingId: landing, status: 'deleted' });
    expect((await answer(await login(t, archived))).body.code).toBe(ERROR_CODES.accountNotActive);
  });

  it('refuses a malformed body with violations', async () => {
    const res = await t.app.request(
      'http://localhost/auth/login',
      call('POST', { email: 'not-an-email', password: '' }),
      fromIp('192.0.2.1'),
    );
    expect(res.status).toBe(400);
    const paths = (await res.json()).violations.map((v: { propertyPath: string }) => v.propertyPath).sort();
    expect(paths).toEqual(['email', 'password']);
  });
});

describe('contexts and landings', () => {
  it("opens the advisor panel of the landing named by Context-Id; the host's landing without it", async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const res = await t.app.request(
      'http://localhost/auth/login',
      call('POST', { email: advisor.email, password: TEST_PASSWORD }),
      fromIp('192.0.2.1'),
    );
    expect(claimsOf((await res.json()).accessToken)).toMatchObject({
      context_type: 'advisor-panel',
      context_id: landing,
    });
  });

  it('refuses a Context-Id of another landing on a host that belongs to a landing, and Context-Type investor-panel', async () => {
    const advisor = await createAdvisor(t, { landingId: landing });
    const navy = await landingId(t, 'navy');
    const body = { email: advisor.email, password: TEST_PASSWORD };
    const otherLanding = await t.app.request(
      'http://localhost/auth/login',
      call('POST', body, { headers: { 'context-id': navy } }),
      fromIp('192.0.2.1'),
    );
    expect(otherLanding.status).toBe(403);
    const investorPanel = await t.app.request(
      'http://localhost/auth/login',
      call('POST', body, { headers: { 'context-id': landing, 'context-type': 'investor-panel' } }),
      fromIp('192.0.2.1'),
    );
    expect(investorPanel.status).toBe(400);
  });

  it("a user with no advisor-panel context gets 'Access denied' (after a correct password only)", async () => {
    const investorWithPassword = await createPerson(t, { landingId: landing, contexts: [{ type: 'investor-panel' }] });
    expect((await login(t, investorWithPassword, 'Wrong!Passw0rd')).status).toBe(401);
    const { status, body } = await answer(await login(t, investorWithPassword));
    expect(status).toBe(403);
    expect(body).toMatchObject({ label: 'errors.accessDenied', code: ERROR_CODES.forbidden });
  });

  it("a user whose advisor context is another landing's gets a token for it (the client then says 'Access denied')", async () => {
    const navy = await landingId(t, 'navy');
    const advisor = await createPerson(t, {
      landingId: landing,
      contexts: [{ type: 'advisor-panel', landingId: navy }],
    });
    const { status, body } = await answer(await login(t, advisor));
    expect(status).toBe(200);
    expect(claimsOf(body.accessToken).context_id).toBe(navy);
  });
});

// Limits on failed sign-ins (per account and address; no lockout a stranger controls): sign-in-limits.api.test.ts.
