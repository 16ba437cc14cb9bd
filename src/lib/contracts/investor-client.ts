// The advisor's page of one investor (issue 19): GET /api/advisor/investors/client/{investorId} for
// /app/investors/client/{investorId}: their data, the offers the caller sees across campaigns, their KYC
// questionnaires, documents, notes, tasks, and one timeline of what happened (newest first).
import { z } from 'zod';
import { idString, instantString, languageSchema } from './common';
import { kycListSchema } from './kyc-views';
import { offerHistoryItemSchema, offerListRowsSchema } from './offer-list';
import { offerNoteSchema } from './offer-note';
import { offerTaskSchema } from './offer-task';
import { offerReminderSchema } from './reminders';

/** Which offer a timeline entry, note or file belongs to; offerLabel is "Campaign – product", as the lists name it. */
const offerRef = { offerId: idString, offerLabel: z.string() };

/** One entry of the investor's timeline: an offer's step, a reminder, an upload, a note or a KYC event. */
const clientTimelineItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), at: instantString, item: offerHistoryItemSchema, ...offerRef }),
  z.object({ kind: z.literal('reminder'), at: instantString, reminder: offerReminderSchema, ...offerRef }),
  z.object({ kind: z.literal('upload'), at: instantString, name: z.string(), ...offerRef }),
  z.object({
    kind: z.literal('note'),
    at: instantString,
    author: z.string().nullable(),
    body: z.string(),
    ...offerRef,
  }),
  z.object({
    kind: z.literal('kyc'),
    at: instantString,
    kycRequestId: idString,
    // Sent, resent and submitted, then the review's events (KycReviewEvent's kinds).
    event: z.enum([
      'sent',
      'resent',
      'submitted',
      'proposed',
      'approved',
      'rejected',
      'more-information',
      'resubmitted',
    ]),
    actor: z.string().nullable(),
    reason: z.string().nullable(),
  }),
]);
export type ClientTimelineItem = z.infer<typeof clientTimelineItemSchema>;

/** A file of the investor: an offer's (payment confirmation ...) or a KYC questionnaire's document. */
const clientDocumentSchema = z.object({
  id: idString,
  name: z.string(),
  kind: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  uploadedAt: instantString,
  offerId: idString.nullable(),
  kycRequestId: idString.nullable(),
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

export const investorClientSchema = z
  .object({
    investor: z.object({
      id: idString,
      email: z.string(),
      firstName: z.string().nullable(),
      surname: z.string().nullable(),
      language: languageSchema,
      /** Client since: the account's creation, or the earliest event of the timeline when that is earlier. */
      createdAt: instantString,
    }),
    offers: offerListRowsSchema,
    kyc: kycListSchema,
    documents: z.array(clientDocumentSchema),
    notes: z.array(z.intersection(offerNoteSchema, z.object(offerRef))),
    tasks: z.array(offerTaskSchema),
    timeline: z.array(clientTimelineItemSchema),
    /** The landing has ECSPR's investor protections on (decision 0052): the page offers the investor's step log. */
    investorProtection: z.boolean(),
  })
  .meta({ id: 'InvestorClient' });
export type InvestorClient = z.infer<typeof investorClientSchema>;
