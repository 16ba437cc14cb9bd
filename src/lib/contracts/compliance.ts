// The compliance desk (issue 35 item 7, decision 0066): what GET /api/compliance/desk answers and the sanctions hit
// decision, as zod schemas with their types inferred. Shared by the server and the panel.
import { z } from 'zod';
import { instantString } from './common';
import { classificationViewSchema } from './protection';

const deskInvestorSchema = z.object({ id: z.string(), email: z.string(), name: z.string().nullable() });

/** A possible match of an investor with the EU sanctions list (decision 0067). */
const deskHitSchema = z.object({
  id: z.string(),
  investorEmail: z.string(),
  investorUserId: z.string().nullable(),
  screenedName: z.string(),
  listedName: z.string(),
  entityRef: z.string(),
  programme: z.string(),
  score: z.number().int(),
  source: z.enum(['kyc', 'daily']),
  status: z.enum(['open', 'cleared', 'confirmed']),
  foundAt: instantString,
  decidedAt: instantString.nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type DeskHit = z.infer<typeof deskHitSchema>;

export const SANCTIONS_NOTE_MAX = 2000;

/** POST /api/compliance/sanctions/{hitId}/decision: clear or confirm an open hit, with a note. */
export const hitDecisionSchema = z.strictObject({
  status: z.enum(['cleared', 'confirmed']),
  note: z.string().trim().min(1).max(SANCTIONS_NOTE_MAX),
});
export type HitDecision = z.input<typeof hitDecisionSchema>;

/**
 * A request to be treated as sophisticated waiting for the officer, with the investor it is from; standingUntil: the
 * approval still standing while a renewal waits (its end), or null.
 */
const deskClassificationSchema = z.object({
  investor: deskInvestorSchema,
  request: classificationViewSchema,
  standingUntil: instantString.nullable(),
});
export type DeskClassification = z.infer<typeof deskClassificationSchema>;

const deskHoldSchema = z.object({
  investor: deskInvestorSchema,
  reason: z.string(),
  setAt: instantString,
  setBy: z.string().nullable(),
});
export type DeskHold = z.infer<typeof deskHoldSchema>;

export const complianceDeskSchema = z
  .object({
    sanctions: z.array(deskHitSchema),
    classifications: z.array(deskClassificationSchema),
    /** KYC cases flagged PEP or sanctions, proposed for approval by their advisor or a coordinator. */
    kycCases: z.array(
      z.object({
        id: z.string(),
        investorEmail: z.string(),
        flags: z.array(z.string()),
        advisor: z.string().nullable(),
        proposedBy: z.string().nullable(),
        proposedAt: instantString.nullable(),
        submittedAt: instantString.nullable(),
      }),
    ),
    /** Approvals ending within the renewal window, and whether the investor was asked to renew. */
    expiring: z.array(
      z.object({ investor: deskInvestorSchema, expiresAt: instantString, renewalAskedAt: instantString.nullable() }),
    ),
    complaints: z.object({ open: z.number().int(), overdue: z.number().int() }),
    holds: z.array(deskHoldSchema),
  })
  .meta({ id: 'ComplianceDesk' });
export type ComplianceDesk = z.infer<typeof complianceDeskSchema>;
