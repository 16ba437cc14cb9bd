// Tasks on offers (issue 19, decision 0047). Who sees an offer sees its tasks; its owner and the coordinators of
// its network add them, for someone who sees the offer (the owner or a coordinator, active; the caller by default);
// the assignee, the owner or a coordinator marks one done (or open again). Days are UTC calendar days, as every date of the platform.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { OfferTask, OfferTaskInput } from '../../lib/contracts/offer-task';
import { V } from '../../lib/validation/keys';
import { landingToday } from './reminders/reminder-settings';
import type { DbOrTx } from '../db/client';
import { networkMembers, offers, offerTasks, userContexts, users } from '../db/schema';
import { ForbiddenError, NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import type { Clock } from '../runtime-types';
import { accessOffer, networkRole, type OfferCaller } from './list/offer-access';
import { personName } from './list/offer-sql';
import { isUuid } from '../../lib/validation/patterns';

const columns = {
  id: offerTasks.id,
  offerId: offerTasks.offerId,
  kind: offerTasks.kind,
  title: offerTasks.title,
  dueDate: offerTasks.dueDate,
  doneAt: offerTasks.doneAt,
  assigneeId: offerTasks.assigneeUserId,
  assigneeName: sql<string>`(select ${personName('a')} from users a where a.id = "offer_tasks"."assignee_user_id")`,
  investorName: sql<string>`(select ${personName('i')} from offers o join users i on i.id = o.investor_user_id
    where o.id = "offer_tasks"."offer_id")`,
};

type Row = { [K in keyof typeof columns]: unknown };

function toTask(r: Row, today: string): OfferTask {
  const dueDate = String(r.dueDate);
  const doneAt = r.doneAt instanceof Date ? r.doneAt.toISOString() : typeof r.doneAt === 'string' ? r.doneAt : null;
  return {
    id: String(r.id),
    offerId: String(r.offerId),
    kind: r.kind as OfferTask['kind'],
    title: (r.title as string | null) ?? null,
    dueDate,
    assignee: { id: String(r.assigneeId), name: String(r.assigneeName) },
    investorName: String(r.investorName),
    doneAt,
    overdue: doneAt === null && dueDate < today,
  };
}

/** The offer's tasks: open ones by due day first, then the done ones. */
export async function listTasks(db: DbOrTx, caller: OfferCaller, offerId: string, clock: Clock): Promise<OfferTask[]> {
  const { offer } = await accessOffer(db, caller, offerId);
  const rows = await db
    .select(columns)
    .from(offerTasks)
    .where(eq(offerTasks.offerId, offer.id))
    .orderBy(sql`${offerTasks.doneAt} is not null`, asc(offerTasks.dueDate), asc(offerTasks.createdAt));
  const { day: today } = await landingToday(db, offer.landingId, clock);
  return rows.map((r) => toTask(r, today));
}

/** The caller's open tasks due today or earlier, oldest day first (the advisor home). */
export async function dueTasks(db: DbOrTx, caller: OfferCaller, clock: Clock): Promise<OfferTask[]> {
  const { day: today } = await landingToday(db, caller.landingId, clock);
  const rows = await db
    .select(columns)
    .from(offerTasks)
    .where(
      and(
        eq(offerTasks.assigneeUserId, caller.userId),
        eq(offerTasks.landingId, caller.landingId),
        isNull(offerTasks.doneAt),
        lte(offerTasks.dueDate, today),
      ),
    )
    .orderBy(asc(offerTasks.dueDate), asc(offerTasks.createdAt))
    .limit(100);
  return rows.map((r) => toTask(r, today));
}

const violation = (propertyPath: string, message: string) =>
  new ValidationError([{ propertyPath, title: message, message }]);

/**
 * Whether `userId` may be given a task on `offer`: someone who sees the offer (its owner or a coordinator of its
 * network), active on the landing's advisor panel.
 */
async function mayBeAssigned(
  db: DbOrTx,
  landingId: string,
  offer: { networkId: string; ownerUserId: string },
  userId: string,
) {
  const networkId = offer.networkId;
  const [row] = await db
    .select({ id: users.id, role: networkMembers.role })
    .from(users)
    .innerJoin(networkMembers, and(eq(networkMembers.userId, users.id), eq(networkMembers.networkId, networkId)))
    .innerJoin(
      userContexts,
      and(
        eq(userContexts.userId, users.id),
        eq(userContexts.landingId, landingId),
        eq(userContexts.type, 'advisor-panel'),
      ),
    )
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return row !== undefined && (row.role === 'coordinator' || userId === offer.ownerUserId);
}

/** A new task by the offer's owner or a coordinator (another member: c22631ff), due today or later. */
export async function addTask(db: DbOrTx, caller: OfferCaller, offerId: string, input: OfferTaskInput, clock: Clock) {
  const { offer } = await accessOffer(db, caller, offerId, { forAction: true });
  const now = clock.now();
  if (input.dueDate < (await landingToday(db, offer.landingId, clock)).day) throw violation('dueDate', V.dateNotPast);
  const assignee = (input.assigneeId ?? caller.userId).toLowerCase();
  if (!isUuid(assignee) || !(await mayBeAssigned(db, caller.landingId, offer, assignee)))
    throw violation('assigneeId', V.invalidValue);
  const [task] = await db
    .insert(offerTasks)
    .values({
      offerId: offer.id,
      landingId: offer.landingId,
      kind: input.kind,
      title: input.title || null,
      dueDate: input.dueDate,
      assigneeUserId: assignee,
      createdByUserId: caller.userId,
      impersonatorUserId: caller.impersonatorUserId,
      createdAt: now,
    })
    .returning({ id: offerTasks.id });
  return task!.id;
}

/** Done (or open again) by the assignee, the offer's owner or a coordinator of its network. */
export async function setTaskDone(db: DbOrTx, caller: OfferCaller, taskId: string, done: boolean, clock: Clock) {
  if (!isUuid(taskId)) throw new NotFoundError('Task not found');
  const [task] = await db
    .select({ id: offerTasks.id, assignee: offerTasks.assigneeUserId, offerId: offerTasks.offerId })
    .from(offerTasks)
    .where(and(eq(offerTasks.id, taskId.toLowerCase()), eq(offerTasks.landingId, caller.landingId)));
  if (!task) throw new NotFoundError('Task not found');
  if (task.assignee !== caller.userId) {
    const [offer] = await db
      .select({ owner: offers.ownerUserId, networkId: offers.networkId })
      .from(offers)
      .where(eq(offers.id, task.offerId));
    const role = offer ? await networkRole(db, offer.networkId, caller.userId) : null;
    if (!offer || (offer.owner !== caller.userId && role !== 'coordinator')) {
      if (role === null && offer?.owner !== caller.userId) throw new NotFoundError('Task not found');
      throw new ForbiddenError('Only the assignee, the offer’s owner or a coordinator marks a task done');
    }
  }
  await db
    .update(offerTasks)
    .set(done ? { doneAt: clock.now(), doneByUserId: caller.userId } : { doneAt: null, doneByUserId: null })
    .where(eq(offerTasks.id, task.id));
  return task.offerId;
}
