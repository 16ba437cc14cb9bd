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
  /** Found admissible (Delegated Regulation (EU) 2022/2117 Art. 3; decision 0070), the complainant told. */
  'admissible',
  'answered',
  'attachment-read',
] as const;
export type ComplaintEventKind = (typeof COMPLAINT_EVENT_KINDS)[number];

/** The answer's decision (decision 0070); 'inadmissible' is the refusal of Delegated Regulation (EU) 2022/2117 Art. 3. */
export const COMPLAINT_OUTCOMES = ['upheld', 'partly', 'rejected', 'inadmissible'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** Delegated Regulation (EU) 2022/2117 Art. 3(1): receipt acknowledged and admissibility told within 10 working days. */
export const COMPLAINT_ADMISSIBILITY_WORKING_DAYS = 10;

/** The act's art. 9 pt 4: an upheld claim is carried out at most 30 days after the answer. */
export const COMPLAINT_FULFILMENT_DAYS = 30;

/** Art. 6 of the Polish act of 5 August 2015 on complaints: an answer within 30 days of receipt... */
export const COMPLAINT_ANSWER_DAYS = 30;
/** ...and, in a particularly complex case with a notice saying why and by when, at most 60 days (art. 7). */
export const COMPLAINT_EXTENDED_DAYS = 60;

export const COMPLAINT_SUBJECT_MAX = 200;
export const COMPLAINT_BODY_MAX = 10_000;
export const COMPLAINT_ANSWER_MAX = 20_000;
export const COMPLAINT_REASON_MAX = 2_000;
export const COMPLAINT_PERSON_MAX = 200;

const longText = (max: number) =>
  multiLine(z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.maxLength }));

/** The complaint's fields (the attachment comes beside them as a file). */
export const complaintInputSchema = z.object({
  subject: requiredString().pipe(z.string().max(COMPLAINT_SUBJECT_MAX, { error: V.maxLength })),
  body: longText(COMPLAINT_BODY_MAX),
  contactEmail: email().pipe(z.string().max(254, { error: V.maxLength })),
});
export type ComplaintInput = z.infer<typeof complaintInputSchema>;

/** The handler's part of the answer (decision 0070); the notices and the signature line are added to it. */
export const complaintAnswerSchema = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: V.required }),
  reasons: longText(COMPLAINT_ANSWER_MAX),
  name: requiredString().pipe(z.string().max(COMPLAINT_PERSON_MAX, { error: V.maxLength })),
  position: requiredString().pipe(z.string().max(COMPLAINT_PERSON_MAX, { error: V.maxLength })),
  /** YYYY-MM-DD: when an upheld (or partly upheld) claim is carried out; the server checks it is within 30 days. */
  fulfilmentBy: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.invalidDate })
    .optional(),
});
export type ComplaintAnswerInput = z.infer<typeof complaintAnswerSchema>;

const perLanguage = z.object({
  pl: longText(COMPLAINT_REASON_MAX).optional(),
  en: longText(COMPLAINT_REASON_MAX).optional(),
});

/** A landing's complaints unit and appeal procedure (decision 0070; set with `npm run admin -- complaints set`). */
export const complaintSettingsSchema = z.object({
  firm: requiredString().pipe(z.string().max(300, { error: V.maxLength })),
  unit: requiredString().pipe(z.string().max(200, { error: V.maxLength })),
  email: email().pipe(z.string().max(254, { error: V.maxLength })),
  phone: requiredString().pipe(z.string().regex(/^\+?[0-9][0-9 ()-]{4,28}$/, { error: V.invalidValue })),
  court: requiredString().pipe(z.string().max(300, { error: V.maxLength })),
  appeal: perLanguage.nullable(),
  adr: perLanguage.nullable(),
});
export type ComplaintSettings = z.infer<typeof complaintSettingsSchema>;
export const complaintExtendSchema = z.object({ reason: longText(COMPLAINT_REASON_MAX) });

/** What an answer's notices name (decision 0070; src/lib/complaints/answer-template.ts). */
export interface ComplaintAnswerFirm {
  /** The firm's legal name and registered office: who should be sued (art. 10 pt 4). */
  firm: string;
  /** The court with territorial jurisdiction (art. 10 pt 4); empty while the operator has set none. */
  court: string;
  /** The firm's appeal procedure and how to appeal, in the complaint's language; null: it has none (pt 1). */
  appeal: string | null;
  /** Mediation, arbitration or another out-of-court scheme the firm offers; null: none (pt 2). */
  adr: string | null;
}

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
  /** When it was found admissible (decision 0070); null before, or when it was refused as inadmissible. */
  admissibleAt: string | null;
  outcome: ComplaintOutcome | null;
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
  /** The last instant to tell whether it is admissible (10 working days from receipt), and whether it has passed. */
  admissibilityDueAt: string;
  admissibilityOverdue: boolean;
  /** What the answer's notices name, in the complaint's language (the panel previews the answer with it). */
  answerFirm: ComplaintAnswerFirm;
}

export interface CoordinatorComplaintRow extends ComplaintSummary {
  contactEmail: string;
  overdue: boolean;
  /** Not yet told admissible or not, and the 10 working days are over (decision 0070). */
  admissibilityOverdue: boolean;
  investorName: string | null;
}
