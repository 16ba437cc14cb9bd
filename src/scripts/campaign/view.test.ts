import { describe, expect, it, vi } from 'vitest';
import { actionView } from '../../lib/campaign/state';
import { blockedKey, fileSize, raisedPercent, raisedText, statusText, translationIn } from '../../lib/campaign/view';
import { createCampaignApi, offerPath } from './transport';
import { publicTarget } from '../../lib/api/public-request';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('actionView', () => {
  it('follows the server actions; the invest link goes with acceptance; no PDF for a lost offer', () => {
    expect(
      actionView({ status: 'viewed', actions: { interest: true, accept: true, upload: false, blockedBy: null } }),
    ).toEqual({ interest: true, accept: true, investLink: true, upload: false, pdf: true, anyScriptAction: true });
    expect(
      actionView({
        status: 'accepted',
        actions: { interest: false, accept: false, upload: true, blockedBy: 'out-of-date' },
      }),
    ).toMatchObject({ accept: false, investLink: false, upload: true, pdf: true });
    expect(
      actionView({
        status: 'viewed',
        actions: { interest: false, accept: false, upload: false, blockedBy: 'campaign-completed' },
      }),
    ).toMatchObject({ interest: false, accept: false, pdf: true });
    expect(
      actionView({ status: 'rejected', actions: { interest: false, accept: false, upload: false, blockedBy: 'lost' } }),
    ).toMatchObject({ pdf: false, anyScriptAction: false });
  });
});

describe('view helpers', () => {
  it('picks the translation of the language, else Polish, else any', () => {
    expect(translationIn({ pl: { name: 'PL', description: '' }, en: { name: 'EN', description: '' } }, 'en').name).toBe(
      'EN',
    );
    expect(translationIn({ pl: { name: 'PL', description: '' } }, 'en').name).toBe('PL');
    expect(translationIn({ pl: { name: '', description: '' }, en: { name: 'EN', description: '' } }, 'pl').name).toBe(
      'EN',
    );
  });
  it('rounds the raised share down and reaches 100 % only at the target', () => {
    expect(raisedPercent({ raised: 0, target: 0 })).toBe(0);
    expect(raisedPercent({ raised: 9_999, target: 10_000 })).toBe(99);
    expect(raisedPercent({ raised: 10_000, target: 10_000 })).toBe(100);
    // Paid apart from declared; the percentage counts both (issue 17).
    expect(raisedText({ raised: 150_000, paid: 100_000, target: 1_000_000, currency: 'PLN' }, t)).toBe(
      'campaign.raisedOf {"paid":"1 000,00 PLN","declared":"500,00 PLN","target":"10 000,00 PLN","percent":15}',
    );
  });
  it('names why nothing can be done; an accepted offer is not "out of date" to its investor (the tracker says what next)', () => {
    expect(blockedKey(null)).toBeNull();
    expect(blockedKey('campaign-completed')).toBe('campaign.blocked.completed');
    expect(blockedKey('out-of-date')).toBeNull();
  });
  it('shows the status with the stated amount', () => {
    expect(statusText({ status: 'viewed', investmentValue: null, currency: 'PLN' }, t)).toBe('campaign.status.viewed');
    expect(statusText({ status: 'accepted', investmentValue: 1_200_000, currency: 'EUR' }, t)).toContain(
      '"amount":"12 000,00 EUR"',
    );
    expect(fileSize(500)).toBe('500 B');
    expect(fileSize(3 * 1024 * 1024 + 110_000)).toBe('3,1 MB');
  });
});

describe('transport', () => {
  it('posts the PDF request with the landing and turns refusals into ApiError', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response('%PDF', { status: 200, headers: { 'content-disposition': 'attachment; filename="a.pdf"' } }),
      );
    fetch.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'af080e4c', label: 'Token is invalid.' }), { status: 410 }),
    );
    const api = createCampaignApi(
      Object.assign(publicTarget({ backendBaseUrl: 'https://api.example/', id: 'L1' }), { fetch }),
    );
    const pdf = await api.pdf('a/b', 'en');
    expect(pdf.filename).toBe('a.pdf');
    expect(fetch.mock.calls[0]![0]).toBe(`https://api.example${offerPath('a/b', 'pdf')}?lang=en`);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', headers: { 'Context-Id': 'L1' } });
    await expect(api.pdf('t', 'pl')).rejects.toMatchObject({ status: 410, body: { code: 'af080e4c' } });
  });
  it('sends interest, acceptance (with the risk consent when given) and revocation as JSON, with no key', async () => {
    const fetch = vi.fn(async () => new Response('{"offer":{}}', { status: 200 }));
    const api = createCampaignApi({ origin: '', landingId: null, fetch });
    await api.accept('tok', 1_200_000);
    await api.interest('tok');
    await api.accept('tok', 1_300_000, true);
    await api.revoke('tok');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [init.method, url, JSON.parse(init.body as string)])).toEqual([
      ['PATCH', '/public-api/campaign-offer/tok/accept', { investmentValue: 1_200_000 }],
      ['PATCH', '/public-api/campaign-offer/tok/interest', {}],
      ['PATCH', '/public-api/campaign-offer/tok/accept', { investmentValue: 1_300_000, riskConsent: true }],
      ['POST', '/public-api/campaign-offer/tok/revoke', {}],
    ]);
    // The link's token is the credential: the panel's key is neither sent nor cleared (issue 36 item 1).
    for (const [, init] of calls) expect(Object.keys(init.headers as object)).not.toContain('Authorization');
  });
});
