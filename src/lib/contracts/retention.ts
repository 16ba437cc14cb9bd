// AML retention of one investor (decisions 0052 and 0066): GET /api/advisor/investors/client/{investorId}/retention,
// the legal hold set and released there, and the hold set by e-mail from the compliance desk.
import { z } from 'zod';
import { instantString } from './common';

/** The investor's retention as coordinators and compliance officers see it. */
export const retentionViewSchema = z.object({
  ongoing: z.boolean(),
  relationshipEnd: instantString.nullable(),
  /** The AML day's last instant (KYC, tests, classification requests go after it). */
  retainUntil: instantString.nullable(),
  /** The account's last instant (with its offers and payment records: the later of AML and accounting). */
  accountUntil: instantString.nullable(),
  hold: z.object({ reason: z.string(), setAt: instantString, setBy: z.string().nullable() }).nullable(),
  /** Whether the caller sets and releases holds (a compliance officer); coordinators only see them. */
  canManageHold: z.boolean(),
  deletions: z.array(z.object({ at: instantString, counts: z.record(z.string(), z.number()) })),
});
export type RetentionView = z.infer<typeof retentionViewSchema>;

/** What POST .../legal-hold takes: the reason of the hold. */
export const legalHoldInputSchema = z.strictObject({ reason: z.string().trim().min(1).max(1000) });
