// Complaints (issue 20, docs/decisions/0053-complaints-and-gdpr.md): the form of an investor or a visitor, the
// coordinators' list and the answer. Shared by the server, the public form page and the panel.
import { z } from 'zod';
import { V } from '../validation/keys';
import { multiLine } from '../validation/text-hygiene';
import { email, requiredString } from './fields';

export const COMPLAINT_STATUSES = ['new', 'in_progress', 'answered'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_EVENT_KINDS = [
  'received',
  'acknowledged',
  /** The acknowledgement was not mailed: the landing's daily number of them was reached (decision 0053). */
  'acknowledgement-withheld',
  'taken-up',
  'extended',
  'answered',
  'attachment-read',
] as const;
export type ComplaintEventKind = (typeof COMPLAINT_EVENT_KINDS)[number];

/** Art. 6(1) of the Polish act of 5 August 2015 on complaints: an answer within 30 days of receipt... */
export const COMPLAINT_ANSWER_DAYS = 30;
/** ...and, in a particularly complex case with a notice saying why and by when, at most 60 days (art. 7). */
export const COMPLAINT_EXTENDED_DAYS = 60;

export const COMPLAINT_SUBJECT_MAX = 200;
export const COMPLAINT_BODY_MAX = 10_000;
export const COMPLAINT_ANSWER_MAX = 20_000;
export const COMPLAINT_REASON_MAX = 2_000;

const longText = (max: number) =>
  multiLine(z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxLength }));

/** The complaint's fields (the attachment comes beside them as a file). */
export const complaintInputSchema = z.object({
  subject: requiredString().pipe(z.string().max(COMPLAINT_SUBJECT_MAX, { error: V.maxLength })),
  body: longText(COMPLAINT_BODY_MAX),
  contactEmail: email().pipe(z.string().max(254, { error: V.maxLength })),
});
export type ComplaintInput = z.infer<typeof complaintInputSchema>;

export const complaintAnswerSchema = z.object({ answer: longText(COMPLAINT_ANSWER_MAX) });
export const complaintExtendSchema = z.object({ reason: longText(COMPLAINT_REASON_MAX) });

/** What the complainant is given back (and the investor's panel lists). */
export interface ComplaintSummary {
  id: string;
  reference: string;
  subject: string;
  status: ComplaintStatus;
  /** ISO datetimes. */
  receivedAt: string;
  deadlineAt: string;
  extended: boolean;
  answeredAt: string | null;
}

interface ComplaintAttachment {
  name: string;
  type: string;
  size: number;
}

interface ComplaintEventView {
  kind: ComplaintEventKind;
  at: string;
  actor: string | null;
  details: Record<string, string | number | boolean | null>;
}

/** A complaint as the investor who sent it sees it in the panel (with the answer once given). */
export interface InvestorComplaint extends ComplaintSummary {
  body: string;
  contactEmail: string;
  extensionReason: string | null;
  answer: string | null;
  attachment: ComplaintAttachment | null;
}

/** A complaint as a coordinator sees it: with the complainant and every step. */
export interface CoordinatorComplaint extends InvestorComplaint {
  source: 'panel' | 'offer-link' | 'public';
  language: 'pl' | 'en';
  overdue: boolean;
  investor: { id: string; name: string | null } | null;
  offerId: string | null;
  answeredBy: string | null;
  events: ComplaintEventView[];
}

export interface CoordinatorComplaintRow extends ComplaintSummary {
  contactEmail: string;
  overdue: boolean;
  investorName: string | null;
}
