// A campaign's payout run for one schedule date (issue 38 item 3; decision 0076): what the money desk builds,
// approves, downloads as a bank file and marks executed. Money in integer minor units of the run's currency.
import { z } from 'zod';
import { dayString } from './common';

const payoutRunStateSchema = z.enum(['draft', 'approved', 'executed']);
export type PayoutRunState = z.infer<typeof payoutRunStateSchema>;

/**
 * Why a line is left out of the bank file (its schedule row stays unpaid): no payment of the offer says which
 * account the money came from, that account is not one the file can carry, the investor has no profile (so no tax
 * status), or (runs built before CIT withholding was modelled, decision 0076) the investor is a company resident
 * abroad: such a company now has the CIT rate withheld instead and is not held.
 */
const payoutHeldReasonSchema = z.enum(['no-account', 'account-invalid', 'no-profile', 'foreign-company']);
export type PayoutHeldReason = z.infer<typeof payoutHeldReasonSchema>;

const money = z.number().int();

/** Why a line's tax is what it is (src/server/payouts/tax.ts TaxBasis), kept for the yearly statement. */
const payoutTaxBasisSchema = z.enum(['pit-30a-flat', 'company-no-withholding', 'treaty-certificate', 'cit-21-flat']);
export type PayoutTaxBasis = z.infer<typeof payoutTaxBasisSchema>;

const payoutTotalsSchema = z.object({
  lines: z.number().int(),
  held: z.number().int(),
  grossInterest: money,
  tax: money,
  netInterest: money,
  principal: money,
  payout: money,
  /**
   * Lines the approval released (held then): listed with the run, not paid by it, not in its other totals (their rows
   * are due again for a further run of the date). Zero for a draft.
   */
  released: z.number().int(),
  /** What the bank file transfers: the payout of the lines that are not held. */
  toTransfer: money,
});

const actedSchema = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

export const payoutRunSummarySchema = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    scheduleDate: z.string(),
    /** 1 for the date's first run; a further run of the same date (the rows no earlier run holds) is 2, 3... */
    ordinal: z.number().int(),
    currency: z.string(),
    state: payoutRunStateSchema,
    totals: payoutTotalsSchema,
    created: actedSchema,
    approved: actedSchema,
    executed: actedSchema,
    executionDate: z.string().nullable(),
  })
  .meta({ id: 'PayoutRunSummary' });
export type PayoutRunSummary = z.infer<typeof payoutRunSummarySchema>;

const payoutLineViewSchema = z
  .object({
    id: z.string(),
    offerId: z.string(),
    reference: z.string(),
    /** Null when the row is gone (the offer revoked in its reflection period): the run must be built again. */
    scheduleRowId: z.string().nullable(),
    seq: z.number().int(),
    investorId: z.string(),
    creditorName: z.string(),
    account: z.string().nullable(),
    grossInterest: money,
    tax: money,
    taxRateBasisPoints: z.number().int(),
    taxBasis: payoutTaxBasisSchema,
    netInterest: money,
    principal: money,
    payout: money,
    heldReason: payoutHeldReasonSchema.nullable(),
    /**
     * When the run's approval released the line (it was held then): this run does not pay it, its schedule row is
     * due again for a further run of the date. The held reason says why.
     */
    releasedAt: z.string().nullable(),
    /** The evidence kept with an account set by hand (the investor's instruction), downloadable by the money desk. */
    accountEvidence: z
      .object({
        fileName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number().int(),
        setAt: z.string().nullable(),
        setBy: z.string().nullable(),
      })
      .nullable(),
    /** The day the line was paid (the run's execution day, or the booking day of the debit that showed it). */
    paidOn: z.string().nullable(),
    /** The statement entry (a debit) that showed the transfer; null when the run's execution paid the line. */
    bankEntryId: z.string().nullable(),
  })
  .meta({ id: 'PayoutLine' });

export const payoutRunViewSchema = payoutRunSummarySchema
  .extend({ lines: z.array(payoutLineViewSchema) })
  .meta({ id: 'PayoutRun' });
export type PayoutRunView = z.infer<typeof payoutRunViewSchema>;

/** POST /api/advisor/payout-runs: the campaign and the schedule date to pay. */
export const payoutRunCreateSchema = z
  .object({ campaignId: z.string().trim().min(1).max(100), scheduleDate: dayString })
  .meta({ id: 'PayoutRunCreate' });

/** A total in minor units as the run's view gives it. */
const seenTotal = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * POST /api/advisor/payout-runs/{id}/approve: the totals the desk has seen (tax withheld and payout). When the run's
 * differ, because its tax was brought up to date meanwhile, the approval is refused (409 payoutRunRetaxed). Without
 * them only the check made at the approval itself applies.
 */
export const payoutRunApproveSchema = z
  .object({ seen: z.object({ tax: seenTotal, payout: seenTotal }).strict().optional() })
  .strict()
  .meta({ id: 'PayoutRunApprove' });

/** POST /api/advisor/payout-runs/{id}/execute: the day the bank executed the transfers. */
export const payoutRunExecuteSchema = z.object({ executionDate: dayString }).meta({ id: 'PayoutRunExecute' });

/**
 * The held reasons a person can clear by setting the line's account by hand (PUT .../lines/{lineId}/account, a
 * multipart form: `account` and `file`, the investor's instruction as its evidence).
 */
export const ACCOUNT_HELD_REASONS: readonly PayoutHeldReason[] = ['no-account', 'account-invalid'];

/**
 * GET /api/advisor/payout-due-dates: a campaign's schedule dates with rows to pay that are in no run yet (a date with
 * a run is offered again when an offer activated after the run was built has a row due that day).
 */
export const payoutDueCampaignSchema = z
  .object({
    campaignId: z.string(),
    campaignName: z.string(),
    currency: z.string(),
    /**
     * Oldest first; `rows`: the active offers' rows due that day (scheduled or unpaid) that no run holds; `runs`: how
     * many runs the date has already (0 for a date never built).
     */
    dates: z.array(z.object({ scheduleDate: z.string(), rows: z.number().int(), runs: z.number().int() })),
  })
  .meta({ id: 'PayoutDueCampaign' });
export type PayoutDueCampaign = z.infer<typeof payoutDueCampaignSchema>;
