// The bulk owner change (issue 19, decision 0044) with the rules of the single one (offer-owner.ts: the caller owns
// the offer or coordinates its network; the new owner is an active advisor of that network), read for all the
// offers in three queries, then written in one statement: each row is updated only if its owner is still the one
// read (else it is refused as changed meanwhile), and its history entry is written with it. A refusal of one
// offer never holds back another. One request's cost thus hardly grows with the number of offers (the budget:
// 1,000 offers at most 25 times 10).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BulkResult } from '../../../lib/contracts/offer-bulk';
import type { DbOrTx } from '../../db/client';
import { networkMembers, offers, userContexts, users } from '../../db/schema';
import { ERROR_CODES } from '../../errors/codes';
import { NotFoundError, type HttpError } from '../../errors/http-error';
import type { Clock } from '../../runtime-types';
import { LeadOfAnotherAdvisorError, type OfferCaller } from '../list/offer-access';
import { badOwner, OWNER_CHANGE } from '../list/offer-owner';
import { isUuid } from '../../../lib/validation/patterns';

const refused = (offerId: string, error: HttpError): BulkResult => ({
  offerId,
  outcome: 'refused',
  code: error.code,
  label: error.label,
});

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** The networks of the landing in which `ownerId` may take offers (an active advisor-panel member). */
async function ownerNetworks(db: DbOrTx, landingId: string, ownerId: string): Promise<Set<string>> {
  if (!isUuid(ownerId)) return new Set();
  const rows = await db
    .select({ networkId: networkMembers.networkId })
    .from(networkMembers)
    .innerJoin(users, eq(users.id, networkMembers.userId))
    .innerJoin(
      userContexts,
      and(
        eq(userContexts.userId, users.id),
        eq(userContexts.landingId, landingId),
        eq(userContexts.type, 'advisor-panel'),
      ),
    )
    .where(and(eq(users.id, ownerId), eq(users.landingId, landingId), eq(users.status, 'active')));
  return new Set(rows.map((r) => r.networkId));
}

export async function changeOwners(
  db: DbOrTx,
  caller: OfferCaller,
  ids: readonly string[],
  ownerIdInput: string,
  clock: Clock,
): Promise<BulkResult[]> {
  const ownerId = ownerIdInput.toLowerCase();
  const wellFormed = ids.filter((id) => isUuid(id));
  const found =
    wellFormed.length === 0
      ? []
      : await db
          .select({ id: offers.id, owner: offers.ownerUserId, networkId: offers.networkId })
          .from(offers)
          .where(and(inArray(offers.id, wellFormed), eq(offers.landingId, caller.landingId)));
  const byId = new Map(found.map((row) => [row.id, row]));
  const roles = new Map(
    (
      await db
        .select({ networkId: networkMembers.networkId, role: networkMembers.role })
        .from(networkMembers)
        .where(eq(networkMembers.userId, caller.userId))
    ).map((r) => [r.networkId, r.role]),
  );
  const eligible = await ownerNetworks(db, caller.landingId, ownerId);

  const results = new Map<string, BulkResult>();
  const changes: Array<{ id: string; from: string }> = [];
  for (const id of ids) {
    const offer = byId.get(id);
    const role = offer ? roles.get(offer.networkId) : undefined;
    if (!offer || (offer.owner !== caller.userId && role !== 'coordinator' && role !== 'advisor'))
      results.set(id, refused(id, new NotFoundError('Offer not found')));
    else if (offer.owner !== caller.userId && role !== 'coordinator')
      results.set(id, refused(id, new LeadOfAnotherAdvisorError()));
    else if (!eligible.has(offer.networkId)) results.set(id, refused(id, badOwner()));
    else if (offer.owner === ownerId) results.set(id, { offerId: id, outcome: 'done' });
    else changes.push({ id, from: offer.owner });
  }

  if (changes.length > 0) {
    const now = clock.now();
    const { rows } = await db.execute<{ id: string }>(sql`
      with chosen as (
        select unnest(${uuidArray(changes.map((c) => c.id))}) as id, unnest(${uuidArray(changes.map((c) => c.from))}) as from_owner),
      changed as (
        update offers o set owner_user_id = ${ownerId}, updated_at = ${now}
        from chosen c where o.id = c.id and o.owner_user_id = c.from_owner
        returning o.id, o.landing_id, o.status, c.from_owner),
      history as (
        insert into offer_events (offer_id, landing_id, at, from_status, to_status, actor_kind, actor_user_id,
          impersonator_user_id, details)
        select id, landing_id, ${now}, status, status, 'advisor', ${caller.userId}, ${caller.impersonatorUserId},
          jsonb_build_object('change', ${OWNER_CHANGE}::text, 'fromOwnerId', from_owner, 'toOwnerId', ${ownerId}::text)
        from changed)
      select id from changed`);
    const done = new Set(rows.map((r) => r.id));
    for (const { id } of changes)
      results.set(
        id,
        done.has(id)
          ? { offerId: id, outcome: 'done' }
          : { offerId: id, outcome: 'refused', code: ERROR_CODES.conflict, label: 'The offer changed meanwhile' },
      );
  }
  return ids.map((id) => results.get(id)!);
}
