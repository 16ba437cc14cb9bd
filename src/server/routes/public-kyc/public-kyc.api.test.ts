// The public KYC questionnaire (issue 7): the form and its draft, submit once, the preview, the refusals of
// SPEC section 8, encryption at rest, no-store, and logs free of the answers.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  landingId,
  request,
  sessionFor,
  type TestPerson,
} from '../../../../tests/support/auth-fixtures';
import { latestMail, linkIn } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { validKycForm, VALID_IBAN, VALID_PESEL } from '../../../lib/contracts/kyc.fixtures';
import { V } from '../../../lib/validation/keys';
import { settleAfterResponseWork } from '../../background';
import { kycRequests, webhookDeliveries } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { addWebhookEndpoint } from '../../webhooks/webhook-endpoints';

const API = '/public-api/kyc/investor-request';
let t: TestApp;
let home: string;
let emerald: string;
let adv: TestPerson;
let bearer: string;
let counter = 0;

/** Sends a KYC request from the advisor and returns its id and the token of the e-mailed link. */
async function newRequest(): Promise<{ id: string; token: string }> {
  const email = `investor${++counter}@public-kyc.example`;
  const res = await request(
    t,
    home,
    '/api/advisor/kyc/investor-request/send',
    call('POST', { investorEmail: email, message: ' ' }, { bearer }),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const link = new URL(linkIn(await latestMail(t, email, 'kyc-invitation'), '/kyc-form'));
  return { id, token: link.searchParams.get('token')! };
}

const get = (token: string, landing = home) => request(t, landing, `${API}/${token}`);
const preview = (token: string, landing = home) => request(t, landing, `${API}/preview/${token}`);
const put = (token: string, what: 'draft' | 'submit', body: unknown, landing = home) =>
  request(t, landing, `${API}/${token}/${what}`, call('PUT', body));

async function row(id: string) {
  const [found] = await t.runtime.database.db.select().from(kycRequests).where(eq(kycRequests.id, id));
  return found!;
}

async function expectNotAuthorized(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ label: 'errors.notAuthorizedToSendForm', code: ERROR_CODES.forbidden });
}

async function expectInactive(res: Response) {
  expect(res.status).toBe(409);
  expect(await res.json()).toMatchObject({ label: 'errors.formInactive' });
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: '100' }, captureLogs: true });
  home = await landingId(t, 'default');
  emerald = await landingId(t, 'emerald');
  adv = await createAdvisor(t, { landingId: home, email: 'adv@public-kyc.example' });
  bearer = (await sessionFor(t, adv, 'advisor-panel')).accessToken;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('GET /public-api/kyc/investor-request/{token}', () => {
  it('answers the form (no-store) and marks the request opened once', async () => {
    const { id, token } = await newRequest();
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const form = await res.json();
    expect(form).toMatchObject({
      status: 'opened',
      language: 'pl',
      investorEmail: `investor${counter}@public-kyc.example`,
      draft: null,
      draftSavedAt: null,
      message: null,
    });
    const opened = await row(id);
    expect(opened.status).toBe('opened');
    expect(opened.openedAt?.toISOString()).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    await get(token);
    expect((await row(id)).openedAt).toEqual(opened.openedAt);
  });

  it("refuses an unknown token, a malformed one and another landing's token: 'Not authorized to send the form'", async () => {
    const { token } = await newRequest();
    await expectNotAuthorized(await get('x'.repeat(43)));
    await expectNotAuthorized(await get('not a token'));
    await expectNotAuthorized(await get(token, emerald));
    await expectNotAuthorized(await put(token, 'draft', { firstName: 'A' }, emerald));
    await expectNotAuthorized(await put(token, 'submit', validKycForm(), emerald));
  });

  it('refuses an expired link', async () => {
    const { token } = await newRequest();
    t.clock.advance(31 * 86_400_000);
    try {
      await expectNotAuthorized(await get(token));
    } finally {
      t.clock.advance(-31 * 86_400_000);
    }
  });
});

describe('PUT /public-api/kyc/investor-request/{token}/draft', () => {
  it('keeps a draft that the form reads back, sealed in the row', async () => {
    const { id, token } = await newRequest();
    const draft = {
      firstName: 'Anna',
      pesel: VALID_PESEL,
      bankAccount: { iban: VALID_IBAN },
      sanctions: { iran: '90', russia: '20' },
    };
    const saved = await put(token, 'draft', { ...draft, unknownField: 'dropped' });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(await saved.json()).toEqual({ savedAt: t.clock.now().toISOString() });

    const stored = await row(id);
    expect(stored.status).toBe('in-progress');
    expect(stored.draftSealed).toMatch(/^v1\./);
    expect(stored.draftSealed).not.toContain(VALID_PESEL);
    expect(stored.draftSealed).not.toContain('Anna');

    const form = await (await get(token)).json();
    expect(form).toMatchObject({ status: 'in-progress', draft, draftSavedAt: t.clock.now().toISOString() });

    // The next draft replaces the previous one.
    await put(token, 'draft', { firstName: 'Ania' });
    expect((await (await get(token)).json()).draft).toEqual({ firstName: 'Ania' });
  });

  it('refuses a wrongly typed draft with violations', async () => {
    const { token } = await newRequest();
    const res = await put(token, 'draft', { firstName: 12, fundsOrigin: ['lottery'] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; violations: Array<{ propertyPath: string }> };
    expect(body.code).toBe(ERROR_CODES.violations);
    expect(body.violations.map((v) => v.propertyPath)).toEqual(['firstName', 'fundsOrigin[0]']);
  });

  it('needs a JSON object', async () => {
    const { token } = await newRequest();
    const res = await request(t, home, `${API}/${token}/draft`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
    expect((await put(token, 'draft', [1])).status).toBe(400);
  });
});

describe('PUT /public-api/kyc/investor-request/{token}/submit', () => {
  it('stores the answers sealed, once; then the form is inactive and the preview shows them', async () => {
    const { id, token } = await newRequest();
    await put(token, 'draft', { firstName: 'Anna' });
    const res = await put(token, 'submit', validKycForm({ birthDate: '14.05.1944' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ submittedAt: t.clock.now().toISOString() });

    const stored = await row(id);
    expect(stored).toMatchObject({
      status: 'submitted',
      draftSealed: null,
      investorName: 'Anna Nowak',
      peselMasked: '*******1359',
      identityState: 'in-progress',
      identityProvider: 'manual',
    });
    expect(stored.bankAccountMasked).toBe(`PL${'*'.repeat(22)}2874`);
    // Not plain text: the raw column (read by SQL, not through the schema) holds neither the PESEL nor the IBAN.
    const raw = await t.runtime.database.db.execute(sql`select answers_sealed from kyc_requests where id = ${id}`);
    const sealed = (raw as unknown as { rows: Array<{ answers_sealed: string }> }).rows[0]!.answers_sealed;
    expect(sealed).toMatch(/^v1\./);
    for (const secret of [VALID_PESEL, VALID_IBAN, 'Nowak', 'Długa']) expect(sealed).not.toContain(secret);

    await expectInactive(await put(token, 'submit', validKycForm()));
    await expectInactive(await get(token));
    await expectInactive(await put(token, 'draft', { firstName: 'Late' }));

    const seen = await preview(token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('no-store');
    const body = (await seen.json()) as { status: string; answers: Record<string, unknown> };
    expect(body.status).toBe('submitted');
    expect(body.answers).toMatchObject({
      firstName: 'Anna',
      birthDate: '1944-05-14',
      pesel: VALID_PESEL,
      bankAccount: { iban: VALID_IBAN },
    });
  });

  it('checks the answers with the shared schema', async () => {
    const { id, token } = await newRequest();
    const res = await put(
      token,
      'submit',
      validKycForm({
        pesel: '44051401358',
        maritalStatus: 'married',
        sanctions: { iran: '60', russia: '50' },
        bankAccount: {
          iban: 'PL61109010140000071219812875',
          swift: '',
          bankName: 'B',
          bankCity: 'C',
          accountOwner: 'O',
        },
        document: { type: 'ID_CARD', number: 'A1', expiryDate: '2000-01-01', country: 'PL' },
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; violations: Array<{ propertyPath: string; message: string }> };
    expect(body.code).toBe(ERROR_CODES.violations);
    expect(body.violations.map((v) => `${v.propertyPath} ${v.message}`).sort()).toEqual(
      [
        `bankAccount.iban ${V.bankAccount}`,
        `document.expiryDate ${V.documentExpiry}`,
        `pesel ${V.peselInvalid}`,
        `propertyRegime ${V.required}`,
        `sanctions ${V.sanctionsTotal}`,
      ].sort(),
    );
    expect((await row(id)).status).toBe('sent');
  });

  it('refuses the link of a revoked request', async () => {
    const { id, token } = await newRequest();
    const revoked = await request(
      t,
      home,
      `/api/advisor/kyc/investor-request/${id}/revoke`,
      call('POST', undefined, { bearer }),
    );
    expect(revoked.status).toBe(200);
    await expectNotAuthorized(await put(token, 'submit', validKycForm()));
    await expectNotAuthorized(await get(token));
    expect((await row(id)).status).toBe('revoked');
  });

  it('lets only one of two simultaneous submits win', async () => {
    const { token } = await newRequest();
    const answers = await Promise.all([put(token, 'submit', validKycForm()), put(token, 'submit', validKycForm())]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('tells a webhook of the submit that won, once, and not of drafts', async () => {
    const { endpoint } = await addWebhookEndpoint(t.runtime, {
      landingId: home,
      url: 'http://127.0.0.1:9/kyc',
      events: ['kyc.submitted'],
    });
    const deliveries = () =>
      t.runtime.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    const { id, token } = await newRequest();
    expect((await put(token, 'draft', { firstName: 'Jan' })).status).toBe(200);
    expect(await deliveries()).toEqual([]);
    const answers = await Promise.all([put(token, 'submit', validKycForm()), put(token, 'submit', validKycForm())]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const sent = await deliveries();
    expect(sent.map((d) => [d.event, d.payload.data.kycRequestId])).toEqual([['kyc.submitted', id]]);
  });
});

describe('GET /public-api/kyc/investor-request/preview/{token}', () => {
  it('is 404 before the submit and refuses unknown tokens', async () => {
    const { token } = await newRequest();
    expect((await preview(token)).status).toBe(404);
    await expectNotAuthorized(await preview('y'.repeat(43)));
    await expectNotAuthorized(await preview(token, emerald));
  });
});

describe('logs', () => {
  it('never carry the answers nor the token', async () => {
    const { token } = await newRequest();
    await put(token, 'submit', validKycForm());
    const text = JSON.stringify(t.logs);
    expect(text).not.toContain(VALID_PESEL);
    expect(text).not.toContain(VALID_IBAN);
    expect(text).not.toContain(token);
  });
});
