// Bad input never answers 5xx (issue 15, decision record 0021): NUL (U+0000), a lone surrogate or a control
// character in a JSON string or key, a query parameter, a multipart field or a read header answers 400 with the
// spec's error body naming the field, and writes nothing. PostgreSQL refuses U+0000 in text and a lone surrogate
// cannot be encoded, so before the entry check several of these calls answered 500.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdvisor,
  createInvestor,
  createNetwork,
  landingId,
  RELAXED_LIMITS,
  request,
  sessionFor,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { latestMail, linkIn } from '../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { settleAfterResponseWork } from '../background';
import { kycRequests, leadForms, offerAttachments, offerEvents, offers, users } from '../db/schema';
import {
  addProduct,
  linkOffer,
  PDF_BYTES,
  smallCampaign,
  type SmallCampaign,
} from '../../../tests/support/public-offer.fixtures';

let t: TestApp;
let home: string;
let advisor: TestPerson;
let advisorBearer: string;
let network: string;
let c: SmallCampaign;
let n = 0;
const uploads = mkdtempSync(join(tmpdir(), 'input-hygiene-uploads-'));

interface SpecBody {
  label: string;
  code: string;
  parameters: object;
  violations: Array<{ propertyPath: string; title?: string; message?: string }>;
}

/** A 400 with all four keys of the spec's body, code 9e4235af and the violations' property paths as given. */
async function expectRefused(res: Response, paths: string[], code = '9e4235af'): Promise<SpecBody> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as SpecBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'label', 'parameters', 'violations']);
  expect(body.code).toBe(code);
  expect(body.violations.map((v) => v.propertyPath).sort()).toEqual([...paths].sort());
  for (const violation of body.violations) expect(violation.message).toBe('validation.unsafeCharacters');
  return body;
}

/** A raw JSON body (JSON.stringify would escape a lone surrogate the same way, but this shows the wire). */
const rawJson = (method: string, text: string, bearer?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  body: text,
});

async function offerWithToken(status?: Parameters<typeof linkOffer>[1]['status']) {
  const investor = await createInvestor(t, { landingId: home, email: `hygiene-${++n}@input.example` });
  const product = await addProduct(t, c.campaign);
  const offer = await linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: investor.id,
    ownerUserId: advisor.id,
    networkId: network,
    status,
  });
  return { investor, ...offer };
}

const offerRow = async (id: string) => (await t.runtime.database.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const eventCount = async (id: string) =>
  (await t.runtime.database.db.select().from(offerEvents).where(eq(offerEvents.offerId, id))).length;
const userRow = async (id: string) => (await t.runtime.database.db.select().from(users).where(eq(users.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ env: { ...RELAXED_LIMITS, UPLOADS_DIR: uploads } });
  home = await landingId(t, 'default');
  advisor = await createAdvisor(t, { landingId: home, email: 'owner@input-hygiene.example' });
  network = await createNetwork(t, home, [[advisor, 'coordinator']]);
  advisorBearer = (await sessionFor(t, advisor, 'advisor-panel')).accessToken;
  c = await smallCampaign(t, home);
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('POST /public-api/campaign-offer/{token}/invest-form', () => {
  const valid = {
    investmentValue: 1_200_000,
    firstName: 'Zofia',
    surname: 'Żabińska',
    phone: '+48 600 100 200',
    consents: { documents: true },
  };
  const send = (token: string, init: RequestInit) =>
    request(t, home, `/public-api/campaign-offer/${token}/invest-form`, init);

  it('refuses NUL and lone surrogates in values, keys and nested fields, and changes nothing', async () => {
    const { id, token, investor } = await offerWithToken();
    const before = await offerRow(id);
    const events = await eventCount(id);
    await expectRefused(await send(token, call('POST', { ...valid, firstName: 'Zo\u0000fia' })), ['firstName']);
    await expectRefused(await send(token, rawJson('POST', JSON.stringify(valid).replace('"Żabińska"', '"\\ud800"'))), [
      'surname',
    ]);
    await expectRefused(
      await send(token, call('POST', { ...valid, consents: { documents: true, ['x\u0000']: true } })),
      ['consents.x\ufffd'],
    );
    await expectRefused(await send(token, call('POST', { ...valid, phone: ['\udfff'] })), ['phone[0]']);
    expect(await offerRow(id)).toEqual(before);
    expect(await eventCount(id)).toBe(events);
    expect(await userRow(investor.id)).toMatchObject({ firstName: 'Test', surname: 'Person' });
  });

  it('refuses control and bidirectional characters in a name (single-line), and still accepts the clean form', async () => {
    const { id, token, investor } = await offerWithToken();
    await expectRefused(await send(token, call('POST', { ...valid, firstName: 'Jan\u0007' })), ['firstName']);
    await expectRefused(await send(token, call('POST', { ...valid, surname: 'Kowalski\u202eikswolaK' })), ['surname']);
    await expectRefused(await send(token, call('POST', { ...valid, firstName: 'Jan\nKowalski', phone: '600\t100' })), [
      'firstName',
      'phone',
    ]);
    expect((await offerRow(id)).status).toBe('invited');
    const ok = await send(token, call('POST', valid));
    expect(ok.status).toBe(200);
    expect(await userRow(investor.id)).toMatchObject({ firstName: 'Zofia', surname: 'Żabińska' });
  });

  it('refuses a NUL in the token of the path (no field to name: 93ed15e0)', async () => {
    const res = await send('%00abc', call('POST', valid));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '93ed15e0', violations: [] });
  });
});

describe('POST /investor-api/lead-form', () => {
  let investor: TestPerson;
  let bearer: string;
  const leads = async () =>
    (await t.runtime.database.db.select().from(leadForms).where(eq(leadForms.investorUserId, investor.id))).length;
  const post = (body: unknown) => request(t, home, '/investor-api/lead-form', call('POST', body, { bearer }));

  beforeAll(async () => {
    investor = await createInvestor(t, { landingId: home, email: 'lead@input-hygiene.example' });
    bearer = (await sessionFor(t, investor, 'investor-panel')).accessToken;
  });

  it('refuses a NUL or a lone surrogate in the comment and stores no lead', async () => {
    await expectRefused(await post({ industries: ['energy'], comment: 'call me\u0000' }), ['comment']);
    await expectRefused(await post({ industries: ['energy'], comment: 'a\ud83d' }), ['comment']);
    await expectRefused(await post({ industries: ['energy'], comment: 'bell\u0007' }), ['comment']);
    expect(await leads()).toBe(0);
  });

  it('keeps tabs and line breaks in the comment (multi-line text), and emoji', async () => {
    const comment = 'Line one\n\tindented line two\r\nThird 😀';
    expect((await post({ industries: ['energy'], comment })).status).toBe(201);
    expect(await leads()).toBe(1);
    const last = (await (
      await request(t, home, '/investor-api/lead-form/last', call('GET', undefined, { bearer }))
    ).json()) as { answers: { comment: string } };
    expect(last.answers.comment).toBe(comment.trim());
  });

  it('but not in the industries (single-line), even though the schema knows them only as an enum', async () => {
    await expectRefused(await post({ industries: ['energy\n'] }), ['industries[0]']);
  });
});

describe('the like/leq text filters of the advisor, offer and KYC lists', () => {
  const filter = (name: string, operator: string, value: string) =>
    `filters[0][name]=${name}&filters[0][operator]=${operator}&filters[0][value]=${value}`;
  const list = (path: string) => request(t, home, path, call('GET', undefined, { bearer: advisorBearer }));

  it('answer 400 naming the parameter for NUL, and still filter clean values', async () => {
    for (const [path, field] of [
      ['/api/advisor/advisor', 'surname'],
      ['/api/advisor/investor/offers', 'investorName'],
      ['/api/advisor/kyc/investor-requests', 'investorEmail'],
    ] as const) {
      for (const operator of ['like', 'leq']) {
        await expectRefused(await list(`${path}?${filter(field, operator, 'ab%00c')}`), ['filters[0][value]']);
      }
      await expectRefused(await list(`${path}?${filter(field, 'like', 'a%1Bb')}`), ['filters[0][value]']);
      expect((await list(`${path}?${filter(field, 'like', 'kowal')}`)).status, path).toBe(200);
    }
  });

  it('name a bad parameter name too', async () => {
    await expectRefused(await list('/api/advisor/advisor?limit%00=5'), ['limit\ufffd']);
  });
});

describe('PUT /public-api/kyc/investor-request/{token}/draft', () => {
  async function kycToken(): Promise<{ id: string; token: string }> {
    const email = `kyc-${++n}@input-hygiene.example`;
    const res = await request(
      t,
      home,
      '/api/advisor/kyc/investor-request/send',
      call('POST', { investorEmail: email, message: ' ' }, { bearer: advisorBearer }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const link = new URL(linkIn(await latestMail(t, email, 'kyc-invitation'), '/kyc-form'));
    return { id, token: link.searchParams.get('token')! };
  }
  const put = (token: string, body: unknown) =>
    request(t, home, `/public-api/kyc/investor-request/${token}/draft`, call('PUT', body));
  const draftOf = async (id: string) =>
    (await t.runtime.database.db.select().from(kycRequests).where(eq(kycRequests.id, id)))[0]!;

  it('refuses NUL in a nested answer and keeps no draft; keeps line breaks in the long answer', async () => {
    const { id, token } = await kycToken();
    const before = await draftOf(id);
    await expectRefused(await put(token, { firstName: 'Anna', residentialAddress: { city: 'Kraków\u0000' } }), [
      'residentialAddress.city',
    ]);
    await expectRefused(await put(token, { firstName: 'Anna\nMaria' }), ['firstName']);
    expect(await draftOf(id)).toEqual(before);
    const ok = await put(token, { firstName: 'Anna', fundsOriginDescription: 'Salary\nand\tsavings' });
    expect(ok.status).toBe(200);
  });
});

describe('the invitation message (multi-line) and e-mail (single-line)', () => {
  it('keeps line breaks in the message and refuses them in the e-mail', async () => {
    const send = (body: unknown) =>
      request(t, home, '/api/advisor/kyc/investor-request/send', call('POST', body, { bearer: advisorBearer }));
    await expectRefused(await send({ investorEmail: 'a@b.pl\n', message: ' ' }), ['investorEmail']);
    await expectRefused(await send({ investorEmail: 'a@b.pl', message: 'Hello there,\u0000 please fill it' }), [
      'message',
    ]);
    expect(
      (
        await send({
          investorEmail: `multi-${++n}@input-hygiene.example`,
          message: 'Dear investor,\n\nplease fill in the form.\n\tRegards',
        })
      ).status,
    ).toBe(201);
  });
});

describe('multipart fields of an upload', () => {
  const upload = (token: string, form: FormData) =>
    request(t, home, `/public-api/campaign-offer/${token}/upload`, { method: 'POST', body: form });
  const stored = async (id: string) =>
    (await t.runtime.database.db.select().from(offerAttachments).where(eq(offerAttachments.offerId, id))).length;

  it('refuses NUL in a field value or name and in the file name, and stores nothing', async () => {
    const { id, token } = await offerWithToken('accepted');
    const withField = (name: string, value: string, fileName = 'confirmation.pdf') => {
      const form = new FormData();
      form.append('file', new File([PDF_BYTES], fileName, { type: 'application/pdf' }));
      form.append(name, value);
      return form;
    };
    await expectRefused(await upload(token, withField('note', 'a\u0000b')), ['note']);
    await expectRefused(await upload(token, withField('no\u0000te', 'x')), ['no\ufffdte']);
    await expectRefused(await upload(token, withField('note', 'x', 'evil\u0000.pdf')), ['file']);
    expect(await stored(id)).toBe(0);
    expect((await upload(token, withField('note', 'x'))).status).toBe(201);
    expect(await stored(id)).toBe(1);
  });
});

describe('read headers', () => {
  it('refuse a control character in Accept-Language (and in X-Forwarded-For only behind a trusted proxy)', async () => {
    const res = await request(t, home, '/public-api/advisor-panel-configuration', {
      headers: { 'accept-language': 'pl\u0001' },
    });
    await expectRefused(res, ['Accept-Language']);
    const forwarded = await request(t, home, '/public-api/advisor-panel-configuration', {
      headers: { 'x-forwarded-for': '10.0.0.1\u0085' },
    });
    expect(forwarded.status).toBe(200);
  });
});

describe('the query of a public route', () => {
  it('GET /public-api/campaign-offer/{token}?lang=%00 answers 400 naming lang', async () => {
    const { token } = await offerWithToken();
    await expectRefused(await request(t, home, `/public-api/campaign-offer/${token}?lang=%00`), ['lang']);
  });
});
