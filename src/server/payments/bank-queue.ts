// The money desk's queue (issue 38 item 2; decision 0075): a credit the platform could not match waits until a person
// assigns it to an offer or marks it not ours, with a note. Assigning a payment to an accepted offer makes the offer
// active as the platform would have, through the activation job (after the reflection period where one applies);
// for an offer already active it records where the money went. Each decision is in the audit log with who and when.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import { bankEntries, offers, type BankEntryRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import type { BankEntryView } from '../../lib/contracts/bank-statement';
import { findOfferReferences } from './statements/reference';
import { referencePrefix } from './bank-matching';
import { BANK_ACTIVATION_QUEUE } from './bank-activation';
import { refreshOfferPaid } from './offer-paid';
import { bankEntryView, candidateOffers } from './bank-import';
import { assertMoneyDesk, type MoneyCaller } from './bank-desk';
import { isUuid } from '../../lib/validation/patterns';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'jobs'>;

/** The offer statuses a payment may be assigned to: waiting for it, or made active by an advisor already. */
const PAYABLE = ['accepted', 'active'];

/** The landing's entry waiting for a person, locked; 404 for another landing's, 409 for one resolved already. */
async function waitingEntry(tx: DbOrTx, landingId: string, id: string): Promise<BankEntryRow> {
  if (!isUuid(id)) throw new NotFoundError('errors.bankEntryNotFound');
  const [entry] = await tx
    .select()
    .from(bankEntries)
    .where(and(eq(bankEntries.id, id), eq(bankEntries.landingId, landingId)))
    .for('update');
  if (!entry) throw new NotFoundError('errors.bankEntryNotFound');
  if (entry.direction !== 'credit' || !['review', 'unmatched'].includes(entry.state))
    throw new HttpError(409, 'errors.bankEntryResolved', ERROR_CODES.bankEntryResolved, { state: entry.state });
  return entry;
}

/** The offer a person names, by its reference ("OF-1A2B3C4D", however typed) or its id; 404 when none or several. */
async function namedOffer(tx: DbOrTx, landingId: string, named: string) {
  const text = named.trim();
  const notFound = () =>
    new HttpError(404, 'errors.bankEntryOfferNotFound', ERROR_CODES.bankEntryOfferNotFound, { offer: text });
  if (isUuid(text)) {
    const [offer] = await tx
      .select({ id: offers.id, status: offers.status, reflectionEndsAt: offers.reflectionEndsAt })
      .from(offers)
      .where(and(eq(offers.id, text.toLowerCase()), eq(offers.landingId, landingId)));
    if (!offer) throw notFound();
    return offer;
  }
  const [reference, ...more] = findOfferReferences(text);
  if (!reference || more.length > 0) throw notFound();
  const prefix = referencePrefix(reference);
  const found = (await candidateOffers(tx, landingId, [prefix])).get(prefix) ?? [];
  if (found.length !== 1) throw notFound();
  return found[0]!;
}

/**
 * Assigns a waiting credit to an offer: 404 for an unknown entry or offer, 409 for an entry resolved already or an
 * offer that takes no payment (not accepted nor active). An accepted offer becomes active by the activation job, now
 * or when its reflection period ends, with the booking day as its payment date.
 */
export async function assignBankEntry(
  deps: Deps,
  caller: MoneyCaller,
  id: string,
  input: { offer: string; note?: string | undefined },
): Promise<BankEntryView> {
  await assertMoneyDesk(deps.database.db, caller);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const entry = await waitingEntry(tx, caller.landingId, id);
    const offer = await namedOffer(tx, caller.landingId, input.offer);
    if (!PAYABLE.includes(offer.status))
      throw new HttpError(409, 'errors.bankEntryOfferNotPayable', ERROR_CODES.bankEntryOfferNotPayable, {
        status: offer.status,
      });
    const waits = offer.reflectionEndsAt !== null && offer.reflectionEndsAt.getTime() > now.getTime();
    const activatesAt = offer.status === 'accepted' ? (waits ? offer.reflectionEndsAt : now) : null;
    const who = actedBy(caller);
    const [row] = await tx
      .update(bankEntries)
      .set({
        state: 'assigned',
        offerId: offer.id,
        activatesAt,
        resolvedAt: now,
        resolvedByUserId: who.actorUserId,
        note: input.note?.trim() || null,
      })
      .where(eq(bankEntries.id, entry.id))
      .returning();
    // The credit pays the offer from now on (decision 0077).
    await refreshOfferPaid(tx, [offer.id]);
    if (activatesAt) await deps.jobs.enqueue(tx, { queue: BANK_ACTIVATION_QUEUE, payload: {} });
    await recordAudit(tx, deps.clock, {
      action: 'bank-entry-assigned',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: { ...who.details, bankEntryId: entry.id, offerId: offer.id, reason: entry.reason, note: row!.note },
    });
    return bankEntryView(row!);
  });
}

/** Marks a waiting credit not ours, with a note saying why (a refund, another business's money): 404 / 409 as above. */
export async function dismissBankEntry(
  deps: Deps,
  caller: MoneyCaller,
  id: string,
  input: { note: string },
): Promise<BankEntryView> {
  await assertMoneyDesk(deps.database.db, caller);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const entry = await waitingEntry(tx, caller.landingId, id);
    const who = actedBy(caller);
    const [row] = await tx
      .update(bankEntries)
      .set({
        state: 'dismissed',
        activatesAt: null,
        resolvedAt: now,
        resolvedByUserId: who.actorUserId,
        note: input.note.trim(),
      })
      .where(eq(bankEntries.id, entry.id))
      .returning();
    await recordAudit(tx, deps.clock, {
      action: 'bank-entry-dismissed',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: { ...who.details, bankEntryId: entry.id, reason: entry.reason, note: row!.note },
    });
    return bankEntryView(row!);
  });
}
