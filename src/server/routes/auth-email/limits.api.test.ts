// Rate limits of the e-mail token calls: per account (landing + e-mail, known or not) and per client IP. Failed
// sign-ins per account and address: src/server/routes/auth/sign-in-limits.api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requester } from '../../../../tests/support/auth-requests';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { ERROR_CODES } from '../../errors/codes';
import { settleAfterResponseWork } from '../../background';

let t: TestApp;
let call: ReturnType<typeof requester>;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_IP: '8', RATE_LIMIT_WINDOW_SECONDS: '60' },
  });
  call = requester(t);
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

async function statuses(n: number, send: () => Response | Promise<Response>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).status);
  return out;
}

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await res.json()).code).toBe(ERROR_CODES.tooManyRequests);
}

describe('per account', () => {
  it('limits e-mails to one address, known or unknown alike, and lets them through in the next window', async () => {
    t.clock.set('2025-02-01T10:00:00Z');
    for (const email of ['inwestor@horyzont.example', 'nikt@horyzont.example']) {
      expect(await statuses(3, () => call('POST', '/auth/investor/send-token', { email }))).toEqual([202, 202, 202]);
      await expectTooMany(await call('POST', '/auth/investor/send-token', { email }));
    }
    // Another address is another account; the same address on another route too.
    expect(
      (await call('POST', '/auth/password/send-remind-request', { email: 'inwestor@horyzont.example' })).status,
    ).toBe(202);
    t.clock.advance(60_000);
    expect((await call('POST', '/auth/investor/send-token', { email: 'inwestor@horyzont.example' })).status).toBe(202);
  });

  it('does not limit typed codes per e-mail alone (strangers would keep the investor out): per e-mail and address', async () => {
    t.clock.set('2025-02-01T11:00:00Z');
    const guess = () =>
      call('POST', '/auth/login-investor', { email: 'inwestorka@horyzont.example', token: 'AAAA-AAAA' });
    // Past RATE_LIMIT_PER_ACCOUNT (3): the sign-in limits of the account and address apply (sign-in-limits.api.test.ts).
    expect(await statuses(5, guess)).toEqual([400, 400, 400, 400, 400]);
  });
});

describe('per IP', () => {
  it('covers the token calls too (the app-wide /auth limit)', async () => {
    t.clock.set('2025-02-01T12:00:00Z');
    const body = { token: 'x'.repeat(43), password: 'Mocne!Haslo1', passwordConfirmation: 'Mocne!Haslo1' };
    expect(await statuses(8, () => call('POST', '/auth/password/set', body))).toEqual(Array(8).fill(400));
    await expectTooMany(await call('POST', '/auth/password/set', body));
  });
});
