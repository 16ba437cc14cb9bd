// Complaints (issue 20, docs/decisions/0053-complaints-and-gdpr.md): received from an investor (panel or their
// offer's link) or a visitor (the footer's form), acknowledged at once by e-mail with a reference number and the
// deadline (30 days from receipt under the Polish act of 5 August 2015 on complaints to financial market entities),
// the day by which admissibility is told and the complaints unit's contacts (decision 0070). The coordinators'
// handling (admissibility, taking up, extending, answering) is in complaint-handling.ts.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  COMPLAINT_ADMISSIBILITY_WORKING_DAYS,
  COMPLAINT_ANSWER_DAYS,
  complaintInputSchema,
  type ComplaintEventKind,
  type ComplaintSource,
  type ComplaintSummary,
  type InvestorComplaint,
} from '../../lib/contracts/complaint';
import type { Landing } from '../../lib/contracts/landing';
import type { Language } from '../../lib/language';
import { formatDate } from '../../lib/format/date';
import { endOfDayAfter, localDayAndHour, startOfLocalDay } from '../../lib/format/time-zone';
import { workingDaysAfter } from '../../lib/calendar/working-days';
import type { AppDeps } from '../app/app-env';
import { enforceRateLimit, rateLimit, rateLimitKey } from '../auth/rate-limit';
import type { DbOrTx } from '../db/client';
import { complaintEvents, complaints, type ComplaintRow } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { complaintReceivedTemplate, type ComplaintMail } from '../mail/templates/complaint';
import type { MailTemplate } from '../mail/mail-template';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { complaintSettingsOf } from './complaint-settings';
import { safeFileName } from '../uploads/file-name';
import type { StagedFormFile } from '../uploads/multipart-upload';
import { investorSignInPath } from '../../lib/access/investor-sign-in';
import { isUuid } from '../../lib/validation/patterns';

type Deps = Pick<AppDeps, 'database' | 'env' | 'clock' | 'logger' | 'storage' | 'landings' | 'metrics' | 'jobs'>;

/** Crockford's base32: no I, L, O, U, so a reference read aloud or typed is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "RK-2026-7KQ2M9XD": the year and 40 random bits (a reference, not a credential). */
export function complaintReference(at: Date, random: Uint8Array = randomBytes(5)): string {
  let bits = 0n;
  for (const byte of random.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i += 1) code = ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)] + code;
  return `RK-${at.getUTCFullYear()}-${code}`;
}

/** What submitComplaint gives: the complaint stored, and whether its acknowledgement was mailed. */
export interface SubmittedComplaint {
  summary: ComplaintSummary;
  /** False past the landing's daily number of acknowledgements (acknowledgementAllowed): the complaint is kept. */
  acknowledgementMailed: boolean;
}

/** Who sent a complaint: a signed-in investor, an investor through their offer's link, or a visitor. */
export interface ComplaintSender {
  source: ComplaintSource;
  investorUserId: string | null;
  offerId: string | null;
  impersonatorUserId?: string | null;
}

export async function recordComplaintEvent(
  q: DbOrTx,
  complaintId: string,
  kind: ComplaintEventKind,
  at: Date,
  actor: { userId: string | null; impersonatorUserId?: string | null },
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await q.insert(complaintEvents).values({
    complaintId,
    kind,
    at,
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorUserId ?? null,
    details,
  });
}

/**
 * The last instant to tell whether a complaint is admissible: the end of the 10th Polish working day after the day of
 * receipt, in the landing's time zone (Delegated Regulation (EU) 2022/2117 Art. 3(1); decision 0070).
 */
export function admissibilityDueAt(receivedAt: Date, zone: string): Date {
  const due = workingDaysAfter(localDayAndHour(receivedAt, zone).day, COMPLAINT_ADMISSIBILITY_WORKING_DAYS);
  return new Date(startOfLocalDay(due, zone, 1).getTime() - 1);
}

/** Sends one of the complaint's messages to its contact address, in the language it was written in. */
export async function mailComplainant(
  deps: Deps,
  q: DbOrTx,
  landing: Landing,
  row: ComplaintRow,
  template: MailTemplate<ComplaintMail>,
  text?: string,
): Promise<void> {
  // The days as the landing's time zone reads them, DD.MM.YYYY: one zone read for the three.
  const zone = await landingTimeZone(q, row.landingId);
  const dayOf = (at: Date) => formatDate(localDayAndHour(at, zone).day);
  const settings = await complaintSettingsOf(q, row.landingId);
  const data: ComplaintMail = {
    reference: row.reference,
    subject: row.subject,
    contact: settings && { unit: settings.unit, email: settings.email, phone: settings.phone },
    receivedOn: dayOf(row.receivedAt),
    admissibleBy: dayOf(admissibilityDueAt(row.receivedAt, zone)),
    deadlineOn: dayOf(row.deadlineAt),
    text,
    link: landingUrl(deps.env, landing, row.investorUserId ? investorSignInPath('/app/complaints') : '/'),
  };
  await sendMail(deps, { landing, to: row.contactEmail, language: row.language, template, data }, q);
}

const DAY_SECONDS = 86_400;

/**
 * Whether the acknowledgement of a complaint sent through the public form or API may be mailed: at most
 * COMPLAINT_ACK_LIMIT_PER_LANDING_PER_DAY a landing per day (a UTC day, counted in rate_limits so every server copy
 * counts the same), so the form cannot make the brand mail strangers in bulk. Past it the complaint is kept all the
 * same (it must never be lost) and only its e-mail is held back; the first one past it tells the operator, once per
 * landing and day. A signed-in investor's complaint from the panel neither counts nor is held back: a flood of
 * anonymous ones must not cost an investor their acknowledgement.
 */
async function acknowledgementAllowed(deps: Deps, landing: Landing, sender: ComplaintSender): Promise<boolean> {
  if (sender.source === 'panel') return true;
  const limit = deps.env.COMPLAINT_ACK_LIMIT_PER_LANDING_PER_DAY;
  const { count } = await rateLimit(deps, {
    key: `complaint-acks:${landing.id}`,
    limit,
    windowSeconds: DAY_SECONDS,
  });
  if (count <= limit) return true;
  if (count === limit + 1) {
    deps.logger.warn(
      `complaint acknowledgements for landing ${landing.slug} reached ${limit} today; further acknowledgements are ` +
        'not mailed (the complaints are kept; raise COMPLAINT_ACK_LIMIT_PER_LANDING_PER_DAY if this is genuine)',
      { landingId: landing.id, limit },
    );
  }
  return false;
}

/** A stored complaint's acknowledgement: mailed and recorded, or past the landing's limit recorded as held back. */
async function acknowledge(deps: Deps, landing: Landing, sender: ComplaintSender, row: ComplaintRow): Promise<boolean> {
  const db = deps.database.db;
  if (await acknowledgementAllowed(deps, landing, sender)) {
    await mailComplainant(deps, db, landing, row, complaintReceivedTemplate);
    await recordComplaintEvent(db, row.id, 'acknowledged', row.receivedAt, { userId: null }, { to: 'contact-email' });
    return true;
  }
  const details = { reason: 'landing-daily-limit', limit: deps.env.COMPLAINT_ACK_LIMIT_PER_LANDING_PER_DAY };
  await recordComplaintEvent(db, row.id, 'acknowledgement-withheld', row.receivedAt, { userId: null }, details);
  return false;
}

/**
 * Records a complaint with its attachment (already staged and checked) and acknowledges it by e-mail, all or
 * nothing: a refusal or a failure discards the file. Invalid fields: 400 with one violation per field. Past the
 * landing's daily number of acknowledgements the complaint is still recorded, without the e-mail (an
 * `acknowledgement-withheld` step the coordinators see instead of `acknowledged`).
 */
export async function submitComplaint(
  deps: Deps,
  input: {
    landing: Landing;
    language: Language;
    sender: ComplaintSender;
    fields: Record<string, unknown>;
    file: StagedFormFile | null;
    /** The sender's address, for the rate limit (a complaint mails its contact address). */
    ip: string;
  },
): Promise<SubmittedComplaint> {
  const { landing, sender, file } = input;
  try {
    // A browser sends a textarea's line breaks as CRLF (HTML's form encoding): kept as LF.
    const fields = Object.fromEntries(
      Object.entries(input.fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value,
      ]),
    );
    const parsed = complaintInputSchema.safeParse(fields);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    // Each complaint e-mails its contact address: a sender may not make the platform mail anyone at will.
    await enforceRateLimit(deps, {
      key: rateLimitKey('complaints-ip', input.ip),
      limit: deps.env.RATE_LIMIT_PER_IP,
      windowSeconds: 3600,
    });
    await enforceRateLimit(deps, {
      key: rateLimitKey('complaints-email', parsed.data.contactEmail.toLowerCase()),
      limit: 5,
      windowSeconds: 3600,
    });
    const now = deps.clock.now();
    const zone = await landingTimeZone(deps.database.db, landing.id);
    if (file) await file.staged.store();
    const row = await deps.database.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(complaints)
        .values({
          landingId: landing.id,
          reference: complaintReference(now),
          investorUserId: sender.investorUserId,
          offerId: sender.offerId,
          source: sender.source,
          language: input.language,
          contactEmail: parsed.data.contactEmail.toLowerCase(),
          subject: parsed.data.subject,
          body: parsed.data.body,
          ...(file
            ? {
                attachmentKey: file.staged.storageKey,
                attachmentName: safeFileName(file.fileName, file.staged.mediaType),
                attachmentType: file.staged.mediaType,
                attachmentSize: file.staged.sizeBytes,
                attachmentSha256: file.staged.sha256,
              }
            : {}),
          status: 'new',
          receivedAt: now,
          deadlineAt: endOfDayAfter(now, COMPLAINT_ANSWER_DAYS, zone),
        })
        .returning();
      const actor = { userId: sender.investorUserId, impersonatorUserId: sender.impersonatorUserId };
      await recordComplaintEvent(tx, inserted!.id, 'received', now, actor, {
        source: sender.source,
        attachment: Boolean(file),
      });
      return inserted!;
    });
    // After the commit: the reference the e-mail gives exists, and no mail server holds the transaction open.
    const acknowledgementMailed = await acknowledge(deps, landing, sender, row);
    const logged = { complaintId: row.id, landingId: landing.id, source: sender.source, acknowledgementMailed };
    deps.logger.info('complaint received', logged);
    return { summary: complaintSummary(row), acknowledgementMailed };
  } catch (error) {
    await file?.staged.discard();
    throw error;
  }
}

export const complaintSummary = (row: ComplaintRow): ComplaintSummary => ({
  id: row.id,
  reference: row.reference,
  subject: row.subject,
  status: row.status,
  receivedAt: row.receivedAt.toISOString(),
  deadlineAt: row.deadlineAt.toISOString(),
  extended: row.extendedAt !== null,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  admissibleAt: row.admissibleAt?.toISOString() ?? null,
  outcome: row.outcome,
});

export const investorComplaintView = (row: ComplaintRow): InvestorComplaint => ({
  ...complaintSummary(row),
  body: row.body,
  contactEmail: row.contactEmail,
  extensionReason: row.extensionReason,
  answer: row.answer,
  attachment:
    row.attachmentKey && row.attachmentName && row.attachmentType
      ? { name: row.attachmentName, type: row.attachmentType, size: row.attachmentSize ?? 0 }
      : null,
});

/** The complaints an investor sent on this landing (signed in or through their link), newest first. */
export async function investorComplaints(
  q: DbOrTx,
  caller: { userId: string; landingId: string },
): Promise<InvestorComplaint[]> {
  const rows = await q
    .select()
    .from(complaints)
    .where(and(eq(complaints.investorUserId, caller.userId), eq(complaints.landingId, caller.landingId)))
    .orderBy(desc(complaints.receivedAt), desc(complaints.seq))
    .limit(200);
  return rows.map(investorComplaintView);
}

/** One complaint of the landing by id (404 for a malformed id or another landing's). */
export async function complaintOfLanding(q: DbOrTx, landingId: string, id: string): Promise<ComplaintRow> {
  const [row] = isUuid(id)
    ? await q
        .select()
        .from(complaints)
        .where(and(eq(complaints.id, id.toLowerCase()), eq(complaints.landingId, landingId)))
    : [];
  if (!row) throw new NotFoundError('Complaint not found');
  return row;
}

/** Every step of a complaint, in order. */
export async function complaintEventsOf(q: DbOrTx, complaintId: string) {
  return q
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, complaintId))
    .orderBy(asc(complaintEvents.seq));
}
