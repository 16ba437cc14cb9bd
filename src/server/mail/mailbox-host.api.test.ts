// The development mailbox on a host that no landing claims (decision 0022): the pages fall back to the default
// brand's look there, but the mailbox shows none of its mail (the 404 page), though the API did mail the default
// brand's investor from that host. The pages read the outbox directly; this runs their server code
// (mailboxLandingId, then listMail/findMail) with the locals src/middleware.ts gives a request of that host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInvestor,
  fromIp,
  landingId,
  RELAXED_LIMITS,
  type TestPerson,
} from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { settleAfterResponseWork } from '../background';
import { normalizeHost } from '../landings/host';
import { mailboxLandingId } from './mailbox-access';
import { findMail, listMail } from './outbox';

let t: TestApp;
let home: string;
let investor: TestPerson;

beforeAll(async () => {
  t = await createTestApp({ env: RELAXED_LIMITS });
  home = await landingId(t, 'default');
  investor = await createInvestor(t, { landingId: home, email: 'mailbox-host@test.example' });
});
afterAll(() => t.close());

const UNCLAIMED = 'unclaimed.example:4321';

/** Astro.locals of a page request on `host`, as src/middleware.ts sets them. */
async function pageLocals(host: string) {
  const landing = await t.runtime.landings.resolveHost(host);
  return { landing, hostOwned: landing.hosts.includes(normalizeHost(host)) };
}

/** What /mailbox?to=... renders on `host`: its list of mails, or 'not found' (the 404 page). */
async function mailboxPage(host: string, to: string) {
  const landingId = mailboxLandingId(t.runtime.env, await pageLocals(host));
  return landingId ? listMail(t.runtime.database.db, { landingId, to }) : 'not found';
}

/** What /mailbox/{id} (and its HTML frame) shows on `host`. */
async function mailPage(host: string, id: string) {
  const landingId = mailboxLandingId(t.runtime.env, await pageLocals(host));
  return landingId ? ((await findMail(t.runtime.database.db, { landingId, id })) ?? 'not found') : 'not found';
}

describe('the mailbox on a host no landing claims', () => {
  it("shows none of the default brand's mail, which its own hosts show", async () => {
    // Asked from the unclaimed host, the sign-in code goes out on the default landing (decision 0011: a call
    // without a token keeps the host's fallback landing, and the link points at the landing's own host).
    const sent = await t.app.request(
      `http://${UNCLAIMED}/auth/investor/send-token`,
      {
        method: 'POST',
        headers: { host: UNCLAIMED, 'content-type': 'application/json' },
        body: JSON.stringify({ email: investor.email }),
      },
      fromIp('192.0.2.1'),
    );
    expect(sent.status).toBe(202);
    await settleAfterResponseWork();
    const onHome = await mailboxPage('localhost:4321', investor.email);
    expect(onHome).toHaveLength(1);
    const [mail] = onHome as Array<{ id: string }>;

    // The unclaimed host looks like the default brand, yet its mailbox lists nothing and opens nothing.
    expect((await pageLocals(UNCLAIMED)).landing.id).toBe(home);
    expect(await mailboxPage(UNCLAIMED, investor.email)).toBe('not found');
    expect(await mailboxPage(UNCLAIMED, '')).toBe('not found');
    expect(await mailPage(UNCLAIMED, mail!.id)).toBe('not found');
    // Its own hosts, the dotted spelling included, still show it.
    expect(await mailPage('localhost', mail!.id)).toMatchObject({ id: mail!.id, toAddress: investor.email });
    expect(await mailboxPage('localhost.:4321', investor.email)).toHaveLength(1);
  });
});
