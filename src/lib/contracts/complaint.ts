// Complaints (issue 20, docs/decisions/0053-complaints-and-gdpr.md): the form of an investor or a visitor, the
// coordinators' list and the answer. Shared by the server, the public form page and the panel.
import { z } from 'zod';
import { LANGUAGES } from '../language';
import { V } from '../validation/keys';
import { multiLine } from '../validation/text-hygiene';
import { email, requiredString } from './fields';

export const COMPLAINT_STATUSES = ['new', 'in_progress', 'answered'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

const COMPLAINT_EVENT_KINDS = [
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

/** Where a complaint came from: the panel, an offer's link page, or the public form. */
const COMPLAINT_SOURCES = ['panel', 'offer-link', 'public'] as const;
export type ComplaintSource = (typeof COMPLAINT_SOURCES)[number];

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

/** The answer's parts that name the firm (decision 0070; src/lib/complaints/answer-template.ts). */
const complaintAnswerFirmSchema = z.object({
  /** The firm's legal name and registered office: who should be sued (art. 10 pt 4). */
  firm: z.string(),
  /** The court with territorial jurisdiction (art. 10 pt 4); empty while the operator has set none. */
  court: z.string(),
  /** The firm's appeal procedure and how to appeal, in the complaint's language; null: it has none (pt 1). */
  appeal: z.string().nullable(),
  /** Mediation, arbitration or another out-of-court scheme the firm offers; null: none (pt 2). */
  adr: z.string().nullable(),
});
/** What an answer's notices name. */
export type ComplaintAnswerFirm = z.infer<typeof complaintAnswerFirmSchema>;

/** The fields every view of a complaint has; the datetimes are ISO strings. */
const summaryShape = {
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  receivedAt: z.string(),
  deadlineAt: z.string(),
  extended: z.boolean(),
  answeredAt: z.string().nullable(),
  /** When it was found admissible (decision 0070); null before, or when it was refused as inadmissible. */
  admissibleAt: z.string().nullable(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
};

/** What the complainant is given back (and the investor's panel lists). */
export const complaintSummarySchema = z.object(summaryShape).meta({ id: 'ComplaintSummary' });
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

const investorComplaintShape = {
  ...summaryShape,
  body: z.string(),
  contactEmail: z.string(),
  extensionReason: z.string().nullable(),
  answer: z.string().nullable(),
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
};

/** A complaint as the investor who sent it sees it in the panel (with the answer once given). */
export const investorComplaintSchema = z.object(investorComplaintShape).meta({ id: 'InvestorComplaint' });
export type InvestorComplaint = z.infer<typeof investorComplaintSchema>;

/** A row of the coordinators' list. */
export const coordinatorComplaintRowSchema = z
  .object({
    ...summaryShape,
    contactEmail: z.string(),
    overdue: z.boolean(),
    /** Not yet told admissible or not, and the 10 working days are over (decision 0070). */
    admissibilityOverdue: z.boolean(),
    investorName: z.string().nullable(),
  })
  .meta({ id: 'CoordinatorComplaintRow' });
export type CoordinatorComplaintRow = z.infer<typeof coordinatorComplaintRowSchema>;

/** A complaint as a coordinator sees it: with the complainant and every step. */
export const coordinatorComplaintSchema = z
  .object({
    ...investorComplaintShape,
    source: z.enum(COMPLAINT_SOURCES),
    language: z.enum(LANGUAGES),
    overdue: z.boolean(),
    investor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    offerId: z.string().nullable(),
    answeredBy: z.string().nullable(),
    /** The last instant to tell whether it is admissible (10 working days from receipt), and whether it has passed. */
    admissibilityDueAt: z.string(),
    admissibilityOverdue: z.boolean(),
    /** What the answer's notices name, in the complaint's language (the panel previews the answer with it). */
    answerFirm: complaintAnswerFirmSchema,
    events: z.array(
      z.object({
        kind: z.enum(COMPLAINT_EVENT_KINDS),
        at: z.string(),
        actor: z.string().nullable(),
        details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      }),
    ),
  })
  .meta({ id: 'CoordinatorComplaint' });
export type CoordinatorComplaint = z.infer<typeof coordinatorComplaintSchema>;
