// Saved views of the offers lists (issue 19, decision 0045): a person's own views and those a coordinator shared
// with a network the person is in. Only the maker changes or deletes a view; sharing is for a network the maker
// coordinates; one personal view per person and list is the default.
import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import { SAVED_VIEWS_MAX, type SavedView, type SavedViewInput } from '../../lib/contracts/saved-view';
import { V } from '../../lib/validation/keys';
import { callerNetworks } from '../advisors/advisor-access';
import type { DbOrTx } from '../db/client';
import { savedViews, users, type SavedViewRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { ForbiddenError, HttpError, NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import type { Clock } from '../runtime-types';
import { isUuid } from '../../lib/validation/patterns';

export interface ViewCaller {
  landingId: string;
  userId: string;
}

const violation = (propertyPath: string, message: string) =>
  new ValidationError([{ propertyPath, title: message, message }]);

function toView(row: SavedViewRow, ownerName: string, callerId: string): SavedView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    ...row.state,
    shared: row.networkId !== null,
    networkId: row.networkId,
    isDefault: row.isDefault && row.ownerUserId === callerId,
    mine: row.ownerUserId === callerId,
    ownerName,
  };
}

const ownerName = (u: { firstName: string | null; surname: string | null; email: string }) =>
  [u.firstName, u.surname].filter(Boolean).join(' ').trim() || u.email;

/** The caller's views and those shared with their networks, oldest first (the order of the tabs). */
export async function listViews(db: DbOrTx, caller: ViewCaller): Promise<SavedView[]> {
  const { memberOf } = await callerNetworks(db, caller.landingId, caller.userId);
  const rows = await db
    .select({ view: savedViews, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerUserId))
    .where(
      and(
        eq(savedViews.landingId, caller.landingId),
        or(
          eq(savedViews.ownerUserId, caller.userId),
          memberOf.length > 0 ? inArray(savedViews.networkId, memberOf) : undefined,
        ),
      ),
    )
    .orderBy(asc(savedViews.createdAt), asc(savedViews.name), asc(savedViews.id));
  return rows.map((r) => toView(r.view, ownerName(r), caller.userId));
}

/** Sharing needs a network the caller coordinates; personal views have none. A shared view is nobody's default. */
async function sharing(db: DbOrTx, caller: ViewCaller, input: SavedViewInput): Promise<string | null> {
  if (!input.shared) return null;
  const networkId = input.networkId?.toLowerCase();
  if (!networkId || !isUuid(networkId)) throw violation('networkId', V.required);
  const { coordinates } = await callerNetworks(db, caller.landingId, caller.userId);
  if (!coordinates.includes(networkId)) throw violation('networkId', V.invalidValue);
  if (input.isDefault) throw violation('isDefault', V.invalidValue);
  return networkId;
}

const values = (input: SavedViewInput, networkId: string | null) => ({
  name: input.name,
  scope: input.scope ?? 'own',
  state: {
    filters: input.filters,
    columns: input.columns,
    sort: input.sort,
    perPage: input.perPage,
    view: input.view,
  },
  networkId,
  isDefault: input.isDefault ?? false,
});

/** Another view of the same person and list stops being the default when this one becomes it. */
async function clearOtherDefaults(tx: DbOrTx, caller: ViewCaller, scope: string, keep: string) {
  await tx
    .update(savedViews)
    .set({ isDefault: false })
    .where(
      and(
        eq(savedViews.ownerUserId, caller.userId),
        eq(savedViews.scope, scope as 'own' | 'network'),
        ne(savedViews.id, keep),
        eq(savedViews.isDefault, true),
      ),
    );
}

/**
 * Takes the owner's user row lock for the rest of the transaction, so the creations of one person's views run one
 * after another: without it, concurrent creations each count the views before any of them inserts, and all pass the
 * limit. NO KEY UPDATE keeps other writers referencing the user (sessions, offers) unblocked.
 */
async function lockOwner(tx: DbOrTx, caller: ViewCaller) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('no key update');
}

export async function createView(db: DbOrTx, caller: ViewCaller, input: SavedViewInput, clock: Clock) {
  const networkId = await sharing(db, caller, input);
  return db.transaction(async (tx) => {
    await lockOwner(tx, caller);
    // A new statement after the lock: under read committed it counts the views committed by the holder before.
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(savedViews)
      .where(eq(savedViews.ownerUserId, caller.userId));
    if (n >= SAVED_VIEWS_MAX)
      throw new HttpError(409, `At most ${SAVED_VIEWS_MAX} views`, ERROR_CODES.conflict, { limit: SAVED_VIEWS_MAX });
    const now = clock.now();
    const [row] = await tx
      .insert(savedViews)
      .values({
        landingId: caller.landingId,
        ownerUserId: caller.userId,
        ...values(input, networkId),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (row!.isDefault) await clearOtherDefaults(tx, caller, row!.scope, row!.id);
    return row!.id;
  });
}

/** The view if the caller may see it; `own`: only its maker may change it (403 for a view shared with them). */
async function visibleView(db: DbOrTx, caller: ViewCaller, id: string, own: boolean): Promise<SavedViewRow> {
  if (!isUuid(id)) throw new NotFoundError('View not found');
  const { memberOf } = await callerNetworks(db, caller.landingId, caller.userId);
  const [row] = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id.toLowerCase()), eq(savedViews.landingId, caller.landingId)));
  const visible =
    row && (row.ownerUserId === caller.userId || (row.networkId !== null && memberOf.includes(row.networkId)));
  if (!row || !visible) throw new NotFoundError('View not found');
  if (own && row.ownerUserId !== caller.userId) throw new ForbiddenError('Only the person who made a view changes it');
  return row;
}

export async function updateView(db: DbOrTx, caller: ViewCaller, id: string, input: SavedViewInput, clock: Clock) {
  const view = await visibleView(db, caller, id, true);
  const networkId = await sharing(db, caller, input);
  await db.transaction(async (tx) => {
    await tx
      .update(savedViews)
      .set({ ...values(input, networkId), updatedAt: clock.now() })
      .where(eq(savedViews.id, view.id));
    if (input.isDefault) await clearOtherDefaults(tx, caller, input.scope ?? 'own', view.id);
  });
}

export async function deleteView(db: DbOrTx, caller: ViewCaller, id: string) {
  const view = await visibleView(db, caller, id, true);
  await db.delete(savedViews).where(eq(savedViews.id, view.id));
}
