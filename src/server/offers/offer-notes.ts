// Notes on an offer (issue 19, decision 0046): read by whoever sees the offer (its owner, the coordinators of its
// network), written by its owner or a coordinator, edited only by their author with the earlier text kept.
// The investor's APIs never read them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { OfferNote } from '../../lib/contracts/offer-note';
import type { DbOrTx } from '../db/client';
import { offerNotes, offerNoteVersions, users } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import type { Clock } from '../runtime-types';
import { accessOffer, type OfferCaller } from './list/offer-access';
import { isUuid } from '../../lib/validation/patterns';

const nameOf = (u: { firstName: string | null; surname: string | null; email: string } | null) =>
  u ? [u.firstName, u.surname].filter(Boolean).join(' ').trim() || u.email : null;

/** The offer's notes, oldest first, with their authors. */
export async function listNotes(db: DbOrTx, caller: OfferCaller, offerId: string): Promise<OfferNote[]> {
  const { offer } = await accessOffer(db, caller, offerId);
  const rows = await db
    .select({
      note: offerNotes,
      versions: sql<number>`(select count(*)::int from offer_note_versions v where v.note_id = "offer_notes"."id")`,
    })
    .from(offerNotes)
    .where(eq(offerNotes.offerId, offer.id))
    .orderBy(asc(offerNotes.createdAt), asc(offerNotes.id));
  const people = new Map<string, string | null>();
  const ids = [...new Set(rows.flatMap((r) => [r.note.authorUserId, r.note.impersonatorUserId]).filter(Boolean))];
  for (const id of ids as string[]) {
    const [u] = await db
      .select({ firstName: users.firstName, surname: users.surname, email: users.email })
      .from(users)
      .where(eq(users.id, id));
    people.set(id, nameOf(u ?? null));
  }
  return rows.map(({ note, versions }) => ({
    id: note.id,
    body: note.deletedAt ? '' : note.body,
    author: { id: note.authorUserId, name: note.authorUserId ? (people.get(note.authorUserId) ?? null) : null },
    impersonator: note.impersonatorUserId
      ? { id: note.impersonatorUserId, name: people.get(note.impersonatorUserId) ?? null }
      : null,
    createdAt: note.createdAt.toISOString(),
    editedAt: note.editedAt?.toISOString() ?? null,
    deletedAt: note.deletedAt?.toISOString() ?? null,
    versions: Number(versions),
    mine: note.authorUserId === caller.userId,
  }));
}

/** A new note by the offer's owner or a coordinator of its network (another member: c22631ff; others 404). */
export async function addNote(db: DbOrTx, caller: OfferCaller, offerId: string, body: string, clock: Clock) {
  const { offer } = await accessOffer(db, caller, offerId, { forAction: true });
  const [note] = await db
    .insert(offerNotes)
    .values({
      offerId: offer.id,
      landingId: offer.landingId,
      authorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorUserId,
      body,
      createdAt: clock.now(),
    })
    .returning({ id: offerNotes.id });
  return note!.id;
}

/** The offer's note under its row lock; undefined when it has none of that id. */
async function lockNote(tx: DbOrTx, offerId: string, noteId: string) {
  const [note] = await tx
    .select()
    .from(offerNotes)
    .where(and(eq(offerNotes.id, noteId.toLowerCase()), eq(offerNotes.offerId, offerId)))
    .for('update');
  return note;
}

/** The author's new text; the earlier one is kept as a version. Another person's note: 403. */
export async function editNote(
  db: DbOrTx,
  caller: OfferCaller,
  offerId: string,
  noteId: string,
  body: string,
  clock: Clock,
) {
  const { offer } = await accessOffer(db, caller, offerId);
  if (!isUuid(noteId)) throw new NotFoundError('Note not found');
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, offer.id, noteId);
    if (!note || note.deletedAt) throw new NotFoundError('Note not found');
    if (note.authorUserId !== caller.userId) throw new ForbiddenError('Only its author edits a note');
    if (note.body === body) return;
    const now = clock.now();
    await tx.insert(offerNoteVersions).values({ noteId: note.id, body: note.body, replacedAt: now });
    await tx.update(offerNotes).set({ body, editedAt: now }).where(eq(offerNotes.id, note.id));
  });
}

/**
 * Its author deletes a note (issue 36 item 6): the line stays in the offer's notes as "deleted by X on ...", without
 * the text, which is kept for the record. Another person's note: 403; a note already deleted: nothing changes.
 */
export async function deleteNote(db: DbOrTx, caller: OfferCaller, offerId: string, noteId: string, clock: Clock) {
  const { offer } = await accessOffer(db, caller, offerId);
  if (!isUuid(noteId)) throw new NotFoundError('Note not found');
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, offer.id, noteId);
    if (!note) throw new NotFoundError('Note not found');
    if (note.authorUserId !== caller.userId) throw new ForbiddenError('Only its author deletes a note');
    if (note.deletedAt) return;
    await tx.update(offerNotes).set({ deletedAt: clock.now() }).where(eq(offerNotes.id, note.id));
  });
}
