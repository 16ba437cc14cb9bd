// Notes on an offer (issue 19): who reads, writes and edits them, the edit history, bad input; never the investor's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, request, sessionFor } from '../../../../tests/support/auth-fixtures';
import { offerScene, type OfferScene } from '../../../../tests/support/offer-scene';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { OfferNote } from '../../../lib/contracts/offer-note';
import { offerNoteVersions, offerNotes } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';

let t: TestApp;
let scene: OfferScene;
let offerId: string;
let investorToken: string;
const notes = (offer: string) => `/api/advisor/investor/offer/${offer}/notes`;
const api = (who: string, method: string, path: string, body?: unknown) =>
  request(
    t,
    scene.home,
    path,
    call(method, body, { bearer: who === 'investor' ? investorToken : scene.tokens[who as 'coord'] }),
  );

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-15T09:00:00Z');
  scene = await offerScene(t, 'notes');
  offerId = scene.offerId;
  investorToken = (await sessionFor(t, scene.people.investor, 'investor-panel')).accessToken;
});

afterAll(async () => {
  await t.close();
});

describe('offer notes', () => {
  it('are written by the owner and the coordinator, read by whoever sees the offer', async () => {
    const first = await api('owner', 'POST', notes(offerId), { body: 'Zadzwonić w piątek,\npo 15:00' });
    expect(first.status).toBe(201);
    t.clock.set('2026-06-15T09:01:00Z');
    expect((await api('coord', 'POST', notes(offerId), { body: 'Klient VIP' })).status).toBe(201);
    const list = (await (await api('coord', 'GET', notes(offerId))).json()) as OfferNote[];
    expect(list.map((n) => [n.body, n.author.id, n.mine])).toEqual([
      ['Zadzwonić w piątek,\npo 15:00', scene.people.owner.id, false],
      ['Klient VIP', scene.people.coord.id, true],
    ]);
    expect(list[0]).toMatchObject({ createdAt: '2026-06-15T09:00:00.000Z', editedAt: null, versions: 0 });
    // Another member of the network may not write (the lead is another advisor's); outsiders see nothing.
    const member = await api('member', 'POST', notes(offerId), { body: 'x' });
    expect(member.status).toBe(403);
    expect(((await member.json()) as { code: string }).code).toBe(ERROR_CODES.leadOfAnotherAdvisor);
    expect((await api('member', 'GET', notes(offerId))).status).toBe(404);
    expect((await api('outsider', 'GET', notes(offerId))).status).toBe(404);
    // The investor's token opens no advisor route.
    expect((await api('investor', 'GET', notes(offerId))).status).toBe(403);
  });

  it('are edited by their author only, keeping the earlier text', async () => {
    const [own, coords] = (await (await api('owner', 'GET', notes(offerId))).json()) as OfferNote[];
    expect((await api('owner', 'PUT', `${notes(offerId)}/${coords!.id}`, { body: 'zmiana' })).status).toBe(403);
    t.clock.set('2026-06-15T09:05:00Z');
    const edited = await api('owner', 'PUT', `${notes(offerId)}/${own!.id}`, { body: 'Zadzwonić w poniedziałek' });
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as OfferNote[])[0]!;
    expect(after).toMatchObject({
      body: 'Zadzwonić w poniedziałek',
      editedAt: '2026-06-15T09:05:00.000Z',
      versions: 1,
    });
    const kept = await t.runtime.database.db
      .select()
      .from(offerNoteVersions)
      .where(eq(offerNoteVersions.noteId, own!.id));
    expect(kept.map((v) => v.body)).toEqual(['Zadzwonić w piątek,\npo 15:00']);
    expect((await api('owner', 'PUT', `${notes(offerId)}/not-a-note`, { body: 'x' })).status).toBe(404);
  });

  it('are deleted by their author only; the line stays as a record, without the text (issue 36)', async () => {
    const added = (await (await api('coord', 'POST', notes(offerId), { body: 'Do usunięcia' })).json()) as OfferNote[];
    const note = added.at(-1)!;
    expect((await api('owner', 'DELETE', `${notes(offerId)}/${note.id}`)).status).toBe(403);
    t.clock.set('2026-06-15T09:10:00Z');
    const deleted = await api('coord', 'DELETE', `${notes(offerId)}/${note.id}`);
    expect(deleted.status).toBe(200);
    const line = ((await deleted.json()) as OfferNote[]).find((n) => n.id === note.id)!;
    expect(line).toMatchObject({
      body: '',
      deletedAt: '2026-06-15T09:10:00.000Z',
      author: { id: scene.people.coord.id },
    });
    // The owner's list says so too; the text is kept for the record, shown to nobody; a deleted note stays deleted.
    const seen = ((await (await api('owner', 'GET', notes(offerId))).json()) as OfferNote[]).find(
      (n) => n.id === note.id,
    );
    expect(seen).toMatchObject({ body: '', deletedAt: '2026-06-15T09:10:00.000Z' });
    const [row] = await t.runtime.database.db.select().from(offerNotes).where(eq(offerNotes.id, note.id));
    expect(row!.body).toBe('Do usunięcia');
    expect((await api('coord', 'DELETE', `${notes(offerId)}/${note.id}`)).status).toBe(200);
    expect((await api('coord', 'PUT', `${notes(offerId)}/${note.id}`, { body: 'x' })).status).toBe(404);
    expect((await api('coord', 'DELETE', `${notes(offerId)}/not-a-note`)).status).toBe(404);
  });

  it('refuses empty, too long or broken text and unknown keys, writing nothing', async () => {
    for (const body of [
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 'a\u0000b' },
      { body: 'x', pinned: true },
      {},
    ]) {
      expect((await api('owner', 'POST', notes(offerId), body)).status, JSON.stringify(body)).toBe(400);
    }
    const standing = ((await (await api('owner', 'GET', notes(offerId))).json()) as OfferNote[]).filter(
      (n) => !n.deletedAt,
    );
    expect(standing.length).toBe(2);
  });
});
