// Reminders to investors (issue 19, decision 0049): the landing's settings (GET/PUT, coordinators only, bounds),
// the automatic scan (unviewed after N days, accepted and unpaid after M days, the same link, the investor's
// language, never twice for one step, never to lost or active offers, at most K per offer), the recurring job,
// and the bulk action's refusals.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, request } from '../../../../tests/support/auth-fixtures';
import { offerScene, type OfferScene } from '../../../../tests/support/offer-scene';
import { latestMail, linkIn, mailsTo } from '../../../../tests/support/outbox';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { createManualClock } from '../../clock';
import { settleAfterResponseWork } from '../../background';
import { auditEvents, offerReminders, offers, products, reminderSettings, users } from '../../db/schema';
import { REMINDER_QUEUE } from '../../offers/reminders/reminder-job';
import { runReminderScan } from '../../offers/reminders/offer-reminders';

const DAY = 86_400_000;
let t: TestApp;
let s: OfferScene;
let productId: string;
let campaignId: string;
let counter = 0;

const api = (who: keyof OfferScene['tokens'], path: string, method = 'GET', body?: unknown) =>
  request(t, s.home, `/api${path}`, call(method, body, { bearer: s.tokens[who] }));

/** The owner invites a fresh investor (an offer and the e-mail with its link); answers the offer and the link. */
async function invite(language: 'pl' | 'en' = 'pl') {
  const email = `investor${++counter}@reminders.example`;
  const res = await api('owner', `/advisor/campaign/${campaignId}/product/${productId}/invite-investor`, 'POST', {
    investorEmail: email,
    message: ' ',
    networkId: (await networkOf(s.offerId))!,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { offerId } = (await res.json()) as { offerId: string };
  if (language === 'en')
    await t.runtime.database.db.update(users).set({ language: 'en' }).where(eq(users.email, email));
  const link = linkIn(await latestMail(t, email, 'campaign-invitation'), '/campaign');
  return { offerId, email, link };
}

async function networkOf(offerId: string) {
  const [row] = await t.runtime.database.db
    .select({ networkId: offers.networkId })
    .from(offers)
    .where(eq(offers.id, offerId));
  return row?.networkId;
}

const setStatus = (offerId: string, status: 'viewed' | 'accepted' | 'rejected' | 'active') =>
  t.runtime.database.db
    .update(offers)
    .set({
      status,
      statusChangedAt: t.clock.now(),
      ...(status === 'accepted' || status === 'active' ? { amount: 100_000 } : {}),
    })
    .where(eq(offers.id, offerId));

async function advance(days: number) {
  t.clock.advance(days * DAY);
  await s.renewTokens();
}

const remindersOf = (offerId: string) =>
  t.runtime.database.db.select().from(offerReminders).where(eq(offerReminders.offerId, offerId));

beforeAll(async () => {
  t = await createTestApp({ clock: createManualClock('2026-11-02T08:00:00Z') });
  s = await offerScene(t, 'reminders');
  const [row] = await t.runtime.database.db
    .select({ productId: offers.productId, campaignId: products.campaignId })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(eq(offers.id, s.offerId));
  productId = row!.productId;
  campaignId = row!.campaignId;
});
afterAll(async () => {
  await settleAfterResponseWork();
  await t.close();
});

describe('reminder settings', () => {
  it('has the defaults until a coordinator changes them; other advisors may only read', async () => {
    const first = await api('owner', '/advisor/reminder-settings');
    expect(await first.json()).toEqual({
      unviewedDays: 3,
      unpaidDays: 5,
      maxPerOffer: 2,
      digestHour: 7,
      timeZone: 'Europe/Warsaw',
      editable: false,
    });
    const refused = await api('owner', '/advisor/reminder-settings', 'PUT', {
      unviewedDays: 4,
      unpaidDays: 5,
      maxPerOffer: 2,
    });
    expect(refused.status).toBe(403);
    const saved = await api('coord', '/advisor/reminder-settings', 'PUT', {
      unviewedDays: 4,
      unpaidDays: 6,
      maxPerOffer: 3,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      unviewedDays: 4,
      unpaidDays: 6,
      maxPerOffer: 3,
      digestHour: 7,
      timeZone: 'Europe/Warsaw',
      editable: true,
    });
    const audit = await t.runtime.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'reminder-settings-changed'));
    expect(audit.map((a) => a.actorUserId)).toEqual([s.people.coord.id]);
  });

  it('refuses values out of bounds, of the wrong type or unknown, and keeps the settings', async () => {
    for (const [body, path] of [
      [{ unviewedDays: 0, unpaidDays: 5, maxPerOffer: 2 }, 'unviewedDays'],
      [{ unviewedDays: 3, unpaidDays: 61, maxPerOffer: 2 }, 'unpaidDays'],
      [{ unviewedDays: 3, unpaidDays: 5, maxPerOffer: 6 }, 'maxPerOffer'],
      [{ unviewedDays: 2.5, unpaidDays: 5, maxPerOffer: 2 }, 'unviewedDays'],
      [{ unviewedDays: '3', unpaidDays: 5, maxPerOffer: 2 }, 'unviewedDays'],
      [{ unpaidDays: 5, maxPerOffer: 2 }, 'unviewedDays'],
      [{ unviewedDays: 3, unpaidDays: 5, maxPerOffer: 2, digestHour: -1 }, 'digestHour'],
      [{ unviewedDays: 3, unpaidDays: 5, maxPerOffer: 2, timeZone: 'Europe/Warsaw\u0000' }, 'timeZone'],
      [{ unviewedDays: 3, unpaidDays: 5, maxPerOffer: 2, timeZone: 7 }, 'timeZone'],
    ] as const) {
      const res = await api('coord', '/advisor/reminder-settings', 'PUT', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { violations } = (await res.json()) as { violations: Array<{ propertyPath: string }> };
      expect(violations.map((v) => v.propertyPath)).toContain(path);
    }
    expect(
      (
        await api('coord', '/advisor/reminder-settings', 'PUT', {
          unviewedDays: 3,
          unpaidDays: 5,
          maxPerOffer: 2,
          x: 1,
        })
      ).status,
    ).toBe(400);
    expect(await (await api('coord', '/advisor/reminder-settings')).json()).toMatchObject({ unviewedDays: 4 });
    // Back to the defaults for the tests below.
    await t.runtime.database.db.delete(reminderSettings);
  });
});

describe('automatic reminders', () => {
  it('reminds an unviewed invitation after 3 days with the same link, once, in the investor language', async () => {
    const pl = await invite('pl');
    const en = await invite('en');
    await advance(2);
    await runReminderScan(t.runtime);
    expect(await mailsTo(t, pl.email, 'offer-reminder')).toHaveLength(0);
    await advance(1.1);
    await runReminderScan(t.runtime);
    const mail = await latestMail(t, pl.email, 'offer-reminder');
    expect(mail.subject).toContain('Przypomnienie');
    expect(linkIn(mail, '/campaign')).toBe(pl.link);
    const english = await latestMail(t, en.email, 'offer-reminder');
    expect(english.subject).toContain('Reminder');
    expect(linkIn(english, '/campaign')).toBe(en.link);
    // Never twice for one step.
    await advance(3);
    await runReminderScan(t.runtime);
    expect(await mailsTo(t, pl.email, 'offer-reminder')).toHaveLength(1);
    expect((await remindersOf(pl.offerId)).map((r) => [r.step, r.actorUserId, r.sameLink])).toEqual([
      ['invitation', null, true],
    ]);
  });

  it('reminds an accepted offer without a payment after 5 days; never a viewed, lost or active one', async () => {
    const viewed = await invite();
    const accepted = await invite();
    const lost = await invite();
    const active = await invite();
    await setStatus(viewed.offerId, 'viewed');
    await setStatus(accepted.offerId, 'accepted');
    await setStatus(lost.offerId, 'rejected');
    await setStatus(active.offerId, 'active');
    await advance(4);
    await runReminderScan(t.runtime);
    expect(await mailsTo(t, accepted.email, 'offer-reminder')).toHaveLength(0);
    await advance(1.1);
    await runReminderScan(t.runtime);
    const mail = await latestMail(t, accepted.email, 'offer-reminder');
    expect(mail.text).toContain('czeka na wpłatę');
    for (const other of [viewed, lost, active]) expect(await mailsTo(t, other.email, 'offer-reminder')).toHaveLength(0);
  });

  it('sends no more than the landing allows, and nothing with reminders off', async () => {
    await t.runtime.database.db
      .insert(reminderSettings)
      .values({ landingId: s.home, unviewedDays: 1, unpaidDays: 1, maxPerOffer: 1, updatedAt: t.clock.now() });
    const once = await invite();
    await advance(1.1);
    await runReminderScan(t.runtime);
    expect(await mailsTo(t, once.email, 'offer-reminder')).toHaveLength(1);
    await setStatus(once.offerId, 'accepted');
    await advance(1.1);
    await runReminderScan(t.runtime);
    // The payment step would be due, but one reminder is the most.
    expect(await mailsTo(t, once.email, 'offer-reminder')).toHaveLength(1);

    await t.runtime.database.db.update(reminderSettings).set({ maxPerOffer: 0 });
    const off = await invite();
    await advance(2);
    await runReminderScan(t.runtime);
    expect(await mailsTo(t, off.email, 'offer-reminder')).toHaveLength(0);
    await t.runtime.database.db.delete(reminderSettings);
  });

  it('runs as a job of the queue', async () => {
    const later = await invite();
    await advance(3.1);
    await t.runtime.jobs.enqueue(t.runtime.database.db, { queue: REMINDER_QUEUE, payload: {}, runAt: t.clock.now() });
    await t.runtime.jobs.runDue();
    expect(await mailsTo(t, later.email, 'offer-reminder')).toHaveLength(1);
  });
});

describe('bulk reminders', () => {
  it('sends each chosen offer its reminder and refuses what may not be reminded, with the reason', async () => {
    const fresh = await invite();
    const reminded = await invite();
    const lost = await invite();
    await setStatus(lost.offerId, 'rejected');
    await advance(3.1);
    await runReminderScan(t.runtime);
    const fresher = await invite();
    await setStatus(fresher.offerId, 'viewed');
    const res = await api('owner', '/advisor/investor/offers/bulk', 'POST', {
      action: 'remind',
      offerIds: [fresher.offerId, reminded.offerId, lost.offerId],
    });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as {
      results: Array<{ offerId: string; outcome: string; label?: string }>;
    };
    expect(results).toEqual([
      { offerId: fresher.offerId, outcome: 'done' },
      expect.objectContaining({ offerId: reminded.offerId, outcome: 'refused', label: 'reminders.errors.alreadySent' }),
      expect.objectContaining({ offerId: lost.offerId, outcome: 'refused', label: 'reminders.errors.notRemindable' }),
    ]);
    const sent = await remindersOf(fresher.offerId);
    expect(sent.map((r) => [r.step, r.actorUserId])).toEqual([['invitation', s.people.owner.id]]);
    expect(await mailsTo(t, fresh.email, 'offer-reminder')).toHaveLength(1);
    // Another member of the network may not remind the owner's offers.
    const member = await api('member', '/advisor/investor/offers/bulk', 'POST', {
      action: 'remind',
      offerIds: [fresh.offerId],
    });
    expect(((await member.json()) as { results: Array<{ outcome: string }> }).results[0]!.outcome).toBe('refused');
  });
});
