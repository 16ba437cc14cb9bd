// The coordinators' and compliance officers' side of complaints (issue 20, decisions 0053 and 0070): the landing's
// list with the overdue ones first, one complaint with every step, telling the complainant it is admissible (within 10
// working days), taking it up, extending its deadline to 60 days with a notice saying why, and the answer composed
// with the notices of a refusal, sent by e-mail and kept. Every step is recorded in complaint_events.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { composeComplaintAnswer } from '../../lib/complaints/answer-template';
import {
  COMPLAINT_EXTENDED_DAYS,
  type ComplaintAnswerInput,
  type ComplaintStatus,
  type CoordinatorComplaint,
  type CoordinatorComplaintRow,
} from '../../lib/contracts/complaint';
import { endOfDayAfter, localDayAndHour } from '../../lib/format/time-zone';
import type { AppDeps, AuthContext } from '../app/app-env';
import { assertCoordinatorOrCompliance } from '../compliance/compliance-access';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import type { Clock } from '../runtime-types';
import type { DbOrTx } from '../db/client';
import { complaints, users, type ComplaintRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import {
  complaintAdmissibleTemplate,
  complaintAnsweredTemplate,
  complaintExtendedTemplate,
  type ComplaintMail,
} from '../mail/templates/complaint';
import type { MailTemplate } from '../mail/mail-template';
import { storedFileResponse } from '../uploads/offer-attachments';
import { admissibilityOverdue, AdmissibilityDecidedError, answerFirmOf, checkFulfilment } from './complaint-rules';
import {
  admissibilityDueAt,
  complaintEventsOf,
  complaintOfLanding,
  complaintSummary,
  investorComplaintView,
  mailComplainant,
  recordComplaintEvent,
} from './complaints';

type Deps = Pick<AppDeps, 'database' | 'env' | 'clock' | 'logger' | 'storage' | 'landings' | 'metrics' | 'jobs'>;
interface Caller {
  userId: string;
  landingId: string;
  contextType: AuthContext['contextType'];
  impersonatorUserId?: string | null;
}

class ComplaintAnsweredError extends HttpError {
  constructor() {
    super(409, 'errors.complaintAnswered', ERROR_CODES.complaintAnswered);
  }
}

class ComplaintNotExtendableError extends HttpError {
  constructor(row: ComplaintRow) {
    super(409, 'errors.complaintNotExtendable', ERROR_CODES.complaintNotExtendable, {
      deadline: row.deadlineAt.toISOString(),
      extended: row.extendedAt !== null,
    });
  }
}

/**
 * Complaints are the coordinators' and the compliance officers' (decision 0066): 403 for an advisor who coordinates no
 * network of the landing and is no officer with two-factor on.
 */
const assertCoordinator = (q: DbOrTx, caller: Caller) =>
  assertCoordinatorOrCompliance(q, caller, 'Only coordinators and compliance officers handle complaints');

const isOverdue = (row: Pick<ComplaintRow, 'status' | 'deadlineAt'>, now: Date) =>
  row.status !== 'answered' && row.deadlineAt.getTime() < now.getTime();

/** Not told admissible or not, with the 10 working days over (decision 0070). */

const nameOf = (user: { firstName: string | null; surname: string | null; email: string } | undefined) =>
  user ? [user.firstName, user.surname].filter(Boolean).join(' ') || user.email : null;

async function namesOf(q: DbOrTx, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await q
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, nameOf(row)!]));
}

/**
 * The landing's complaints: the overdue ones first (oldest deadline first), then the open ones by deadline, then
 * the answered ones, newest answer first. `status` narrows to one status; at most 500.
 */
export async function listComplaints(
  q: DbOrTx,
  clock: Clock,
  caller: Caller,
  filter: { status?: ComplaintStatus } = {},
): Promise<CoordinatorComplaintRow[]> {
  await assertCoordinator(q, caller);
  const rows = await q
    .select()
    .from(complaints)
    .where(
      and(eq(complaints.landingId, caller.landingId), filter.status ? eq(complaints.status, filter.status) : undefined),
    )
    .orderBy(desc(complaints.receivedAt))
    .limit(500);
  const now = clock.now();
  const rank = (row: ComplaintRow) => (isOverdue(row, now) ? 0 : row.status === 'answered' ? 2 : 1);
  rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 2
        ? (b.answeredAt?.getTime() ?? 0) - (a.answeredAt?.getTime() ?? 0)
        : a.deadlineAt.getTime() - b.deadlineAt.getTime()),
  );
  const names = await namesOf(
    q,
    rows.map((row) => row.investorUserId),
  );
  const zone = await landingTimeZone(q, caller.landingId);
  return rows.map((row) => ({
    ...complaintSummary(row),
    contactEmail: row.contactEmail,
    overdue: isOverdue(row, now),
    admissibilityOverdue: admissibilityOverdue(row, zone, now),
    investorName: row.investorUserId ? (names.get(row.investorUserId) ?? null) : null,
  }));
}

async function coordinatorView(q: DbOrTx, clock: Clock, row: ComplaintRow): Promise<CoordinatorComplaint> {
  const events = await complaintEventsOf(q, row.id);
  const names = await namesOf(q, [row.investorUserId, row.answeredByUserId, ...events.map((e) => e.actorUserId)]);
  const zone = await landingTimeZone(q, row.landingId);
  return {
    admissibilityDueAt: admissibilityDueAt(row.receivedAt, zone).toISOString(),
    admissibilityOverdue: admissibilityOverdue(row, zone, clock.now()),
    answerFirm: await answerFirmOf(q, row),
    ...investorComplaintView(row),
    source: row.source,
    language: row.language,
    overdue: isOverdue(row, clock.now()),
    investor: row.investorUserId ? { id: row.investorUserId, name: names.get(row.investorUserId) ?? null } : null,
    offerId: row.offerId,
    answeredBy: row.answeredByUserId ? (names.get(row.answeredByUserId) ?? null) : null,
    events: events.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      actor: event.actorUserId ? (names.get(event.actorUserId) ?? null) : null,
      details: event.details,
    })),
  };
}

export async function complaintForCoordinator(q: DbOrTx, clock: Clock, caller: Caller, id: string) {
  await assertCoordinator(q, caller);
  return coordinatorView(q, clock, await complaintOfLanding(q, caller.landingId, id));
}

/** Locks the complaint's row for a change (the coordinator checked first). */
async function lockedComplaint(tx: DbOrTx, caller: Caller, id: string): Promise<ComplaintRow> {
  await assertCoordinator(tx, caller);
  const row = await complaintOfLanding(tx, caller.landingId, id);
  const [locked] = await tx.select().from(complaints).where(eq(complaints.id, row.id)).for('update');
  return locked!;
}

const actorOf = (caller: Caller) => ({ userId: caller.userId, impersonatorUserId: caller.impersonatorUserId });

async function mailAfterCommit(
  deps: Deps,
  row: ComplaintRow,
  template: MailTemplate<ComplaintMail>,
  text?: string,
): Promise<void> {
  const landing = await deps.landings.byId(row.landingId);
  if (!landing) throw new NotFoundError('Complaint not found');
  await mailComplainant(deps, deps.database.db, landing, row, template, text);
}

/** new -> in progress (nothing to do when it already is; 409 once answered). */
export async function takeUpComplaint(deps: Deps, caller: Caller, id: string): Promise<CoordinatorComplaint> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockedComplaint(tx, caller, id);
    if (row.status === 'answered') throw new ComplaintAnsweredError();
    if (row.status === 'new') {
      await tx.update(complaints).set({ status: 'in_progress' }).where(eq(complaints.id, row.id));
      await recordComplaintEvent(tx, row.id, 'taken-up', deps.clock.now(), actorOf(caller));
    }
    return coordinatorView(tx, deps.clock, { ...row, status: row.status === 'new' ? 'in_progress' : row.status });
  });
}

/**
 * Extends the deadline to 60 days from receipt with the reason, which the complainant is told by e-mail (art. 7:
 * why, what must be established, and by when). Once only, before the 30 days are over; 409 otherwise.
 */
export async function extendComplaint(
  deps: Deps,
  caller: Caller,
  id: string,
  reason: string,
): Promise<CoordinatorComplaint> {
  const changed = await deps.database.db.transaction(async (tx) => {
    const row = await lockedComplaint(tx, caller, id);
    if (row.status === 'answered') throw new ComplaintAnsweredError();
    const now = deps.clock.now();
    if (row.extendedAt || now.getTime() > row.deadlineAt.getTime()) throw new ComplaintNotExtendableError(row);
    const zone = await landingTimeZone(tx, row.landingId);
    const deadlineAt = endOfDayAfter(row.receivedAt, COMPLAINT_EXTENDED_DAYS, zone);
    const [updated] = await tx
      .update(complaints)
      .set({ status: 'in_progress', extendedAt: now, extensionReason: reason, deadlineAt })
      .where(eq(complaints.id, row.id))
      .returning();
    await recordComplaintEvent(tx, row.id, 'extended', now, actorOf(caller), { deadline: deadlineAt.toISOString() });
    return updated!;
  });
  // The notice after the commit (no mail server holds the row's lock); the outbox keeps and retries it.
  await mailAfterCommit(deps, changed, complaintExtendedTemplate, reason);
  return coordinatorView(deps.database.db, deps.clock, changed);
}

/**
 * Delegated Regulation (EU) 2022/2117 Art. 3(1) (decision 0070): the complaint is admissible; the complainant is told,
 * with the deadline and the complaints unit's contacts. Once; 409 when it was already found admissible or is
 * answered. An inadmissible complaint is refused through the answer (outcome 'inadmissible') with the reasons.
 */
export async function admitComplaint(deps: Deps, caller: Caller, id: string): Promise<CoordinatorComplaint> {
  const changed = await deps.database.db.transaction(async (tx) => {
    const row = await lockedComplaint(tx, caller, id);
    if (row.status === 'answered') throw new ComplaintAnsweredError();
    if (row.admissibleAt) throw new AdmissibilityDecidedError();
    const now = deps.clock.now();
    const zone = await landingTimeZone(tx, row.landingId);
    const [updated] = await tx
      .update(complaints)
      .set({ status: 'in_progress', admissibleAt: now })
      .where(eq(complaints.id, row.id))
      .returning();
    await recordComplaintEvent(tx, row.id, 'admissible', now, actorOf(caller), {
      late: admissibilityDueAt(row.receivedAt, zone) < now,
    });
    return updated!;
  });
  await mailAfterCommit(deps, changed, complaintAdmissibleTemplate);
  return coordinatorView(deps.database.db, deps.clock, changed);
}

/**
 * Answers the complaint (decision 0070): the decision, the reasons, who answers and their position, composed with
 * the notices a refusal carries (the appeal procedure, the Financial Ombudsman, the courts) in the complaint's
 * language; kept, e-mailed to the contact address, status answered. 409 when it already is; an 'inadmissible'
 * answer after the complaint was found admissible is 409 too.
 */
export async function answerComplaint(
  deps: Deps,
  caller: Caller,
  id: string,
  parts: ComplaintAnswerInput,
): Promise<CoordinatorComplaint> {
  const changed = await deps.database.db.transaction(async (tx) => {
    const row = await lockedComplaint(tx, caller, id);
    if (row.status === 'answered') throw new ComplaintAnsweredError();
    if (parts.outcome === 'inadmissible' && row.admissibleAt) throw new AdmissibilityDecidedError();
    const now = deps.clock.now();
    checkFulfilment(parts, localDayAndHour(now, await landingTimeZone(tx, row.landingId)).day);
    const answer = composeComplaintAnswer(row.language, parts, await answerFirmOf(tx, row));
    const [updated] = await tx
      .update(complaints)
      .set({
        status: 'answered',
        answer,
        answeredAt: now,
        answeredByUserId: caller.userId,
        outcome: parts.outcome,
        fulfilmentBy: parts.fulfilmentBy ?? null,
        answeredByName: parts.name,
        answeredByPosition: parts.position,
      })
      .where(eq(complaints.id, row.id))
      .returning();
    await recordComplaintEvent(tx, row.id, 'answered', now, actorOf(caller), {
      late: isOverdue(row, now),
      outcome: parts.outcome,
    });
    return updated!;
  });
  await mailAfterCommit(deps, changed, complaintAnsweredTemplate, changed.answer!);
  return coordinatorView(deps.database.db, deps.clock, changed);
}

/**
 * The complaint's attachment, for a coordinator (the read is recorded) or the investor who sent it (`owner`).
 * 404 when there is none or its file is gone.
 */
export async function complaintAttachmentResponse(
  deps: Deps,
  caller: Caller,
  id: string,
  owner = false,
): Promise<Response> {
  const q = deps.database.db;
  if (!owner) await assertCoordinator(q, caller);
  const row = await complaintOfLanding(q, caller.landingId, id);
  if (owner && row.investorUserId !== caller.userId) throw new NotFoundError('Complaint not found');
  if (!row.attachmentKey || !row.attachmentName || !row.attachmentType || !row.attachmentSha256)
    throw new NotFoundError('Attachment not found');
  if (!owner) await recordComplaintEvent(q, row.id, 'attachment-read', deps.clock.now(), actorOf(caller));
  return storedFileResponse(
    deps,
    {
      id: row.id,
      storageKey: row.attachmentKey,
      sha256: row.attachmentSha256,
      contentType: row.attachmentType,
      fileName: row.attachmentName,
    },
    "a complaint's attachment",
    'Attachment not found',
  );
}
