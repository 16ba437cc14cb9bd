// The platform makes an offer active on a matched payment (issue 38 item 2; decision 0075): the transition table's
// "platform (bank reconciliation)" actor. A job, queued by each import that matched something and run hourly for
// the payments that waited for a reflection period to end. Each entry in its own transaction: the offer is locked
// by the status service; an offer no longer accepted (revoked in the period, or made active by an advisor
// meanwhile) sends its payment to a person instead.
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { recordAudit } from '../auth/audit';
import { bankEntries, offers, type BankEntryRow } from '../db/schema';
import { HttpError } from '../errors/http-error';
import type { JobHandler } from '../jobs/job-queue';
import { changeOfferStatus } from '../offers/offer-status-service';
import { refreshOfferPaid } from './offer-paid';

export const BANK_ACTIVATION_QUEUE = 'bank.activate';
/** Reflection periods end at midnight in the landing's zone: an hourly sweep activates within the hour after. */
export const BANK_ACTIVATION_EVERY_MS = 60 * 60_000;

type Deps = Pick<AppDeps, 'database' | 'clock' | 'jobs' | 'logger'>;
const BATCH = 200;

async function activateOne(deps: Deps, entry: BankEntryRow): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const [offer] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, entry.offerId!));
    const toReview = async (reason: 'offer-already-paid' | 'offer-not-accepted') => {
      await tx
        .update(bankEntries)
        .set({ state: 'review', reason, activatesAt: null })
        .where(eq(bankEntries.id, entry.id));
      // The credit no longer pays the offer (decision 0077).
      await refreshOfferPaid(tx, [entry.offerId!]);
    };
    if (offer?.status !== 'accepted') {
      await toReview(offer?.status === 'active' ? 'offer-already-paid' : 'offer-not-accepted');
      return false;
    }
    try {
      await changeOfferStatus(tx, {
        offerId: entry.offerId!,
        to: 'active',
        actor: { kind: 'system' },
        clock: deps.clock,
        jobs: deps.jobs,
        landingId: entry.landingId,
        startDate: entry.bookingDate,
        details: { bankEntryId: entry.id, bankReference: entry.bankReference },
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await toReview('offer-not-accepted');
      return false;
    }
    await tx.update(bankEntries).set({ activatesAt: null }).where(eq(bankEntries.id, entry.id));
    await recordAudit(tx, deps.clock, {
      action: 'bank-payment-matched',
      landingId: entry.landingId,
      details: { bankEntryId: entry.id, offerId: entry.offerId, bookingDate: entry.bookingDate },
    });
    return true;
  });
}

/** Makes active every offer whose matched payment is due now; resolves to how many became active. */
async function activateMatchedPayments(deps: Deps): Promise<number> {
  let activated = 0;
  for (;;) {
    const due = await deps.database.db
      .select()
      .from(bankEntries)
      .where(
        and(
          inArray(bankEntries.state, ['matched', 'assigned']),
          isNotNull(bankEntries.activatesAt),
          lte(bankEntries.activatesAt, deps.clock.now()),
        ),
      )
      .orderBy(asc(bankEntries.activatesAt))
      .limit(BATCH);
    for (const entry of due) if (await activateOne(deps, entry)) activated += 1;
    if (due.length < BATCH) return activated;
  }
}

export const bankActivationJob =
  (deps: Deps): JobHandler =>
  async () => {
    const activated = await activateMatchedPayments(deps);
    if (activated > 0) deps.logger.info('bank: offers made active on matched payments', { count: activated });
  };
