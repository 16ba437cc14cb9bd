// The money received for an offer (decision 0077): what the campaign's paid amount, the kanban's paid sums and the
// home's figures add up. For an accepted or active offer, the credits a bank statement matched or a person
// assigned to it, in its currency, when there are any (the bank's side, known); else, for an active offer, its
// amount (an advisor confirmed the payment by hand: the only knowledge the platform has). Never more than the
// offer's amount (an overpayment is money to give back, not an investment), and 0 for any other status (a revoked
// offer's money is a refund: offer-refunds.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { OfferStatus } from '../../lib/contracts/campaign';
import type { DbOrTx } from '../db/client';
import { bankEntries, campaigns, offers } from '../db/schema';

/** The paid amount of an offer in `status` with `amount`, given the sum of its bank credits (null: none known). */
export function offerPaid(status: OfferStatus, amount: number | null, bankSum: number | null): number {
  if ((status !== 'accepted' && status !== 'active') || amount === null) return 0;
  if (bankSum !== null) return Math.min(bankSum, amount);
  return status === 'active' ? amount : 0;
}

/**
 * offerPaid's rule in SQL, for an offer given by its status, amount, id and currency: the sum of its bank credits
 * in its currency (matched or assigned), else an active offer's amount; at most the amount; 0 for other statuses.
 */
function paidRule(o: { status: SQL; amount: SQL; id: SQL; currency: SQL }): SQL {
  return sql`case when ${o.status} in ('accepted', 'active') and ${o.amount} is not null then least(${o.amount}, coalesce(
      (select sum(b.amount) from ${bankEntries} b
        where b.offer_id = ${o.id} and b.state in ('matched', 'assigned') and b.currency = ${o.currency}),
      case when ${o.status} = 'active' then ${o.amount} else 0 end)) else 0 end`;
}

/** What the offer will have received once it moves to `status` with `amount` (the status service's move). */
export async function paidAfterMove(
  q: DbOrTx,
  offer: { id: string; currency: string },
  status: OfferStatus,
  amount: number | null,
): Promise<number> {
  const { rows } = await q.execute<{ paid: number | string }>(
    sql`select (${paidRule({
      status: sql`${status}::text`,
      amount: sql`${amount}::bigint`,
      id: sql`${offer.id}::uuid`,
      currency: sql`${offer.currency}::text`,
    })})::float8 as paid`,
  );
  return Number(rows[0]!.paid);
}

/**
 * Sets the paid amount of the offers `offerIds` after their bank entries changed (matched by an import, assigned
 * by a person, sent back to the queue), and moves each campaign's paid amount by the difference: one statement,
 * the offers locked, so two writers never count a change twice.
 */
export async function refreshOfferPaid(q: DbOrTx, offerIds: readonly string[]): Promise<void> {
  const ids = [...new Set(offerIds)];
  if (ids.length === 0) return;
  await q.execute(sql`
    with target as (
      select o.id, o.campaign_id, o.paid_amount as old_paid,
        ${paidRule({ status: sql`o.status`, amount: sql`o.amount`, id: sql`o.id`, currency: sql`o.currency` })} as new_paid
      from ${offers} o
      where o.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
      order by o.id
      for update of o
    ), changed as (
      update ${offers} o set paid_amount = t.new_paid from target t
      where o.id = t.id and t.new_paid <> t.old_paid
      returning t.campaign_id, t.new_paid - t.old_paid as delta
    )
    update ${campaigns} c set paid_amount = c.paid_amount + d.delta
    from (select campaign_id, sum(delta) as delta from changed group by campaign_id) d
    where c.id = d.campaign_id`);
}
