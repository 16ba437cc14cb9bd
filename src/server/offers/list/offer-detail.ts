// One offer for the advisor panel (GET /api/advisor/investor/offer/{id}) with its history, and the same offer
// as an investment with its schedule (GET /api/advisor/investment/{id}); see
// docs/decisions/0016-offer-lists-and-investments.md for the investment tabs.
import { readBankPayment } from '../../payments/bank-payment';
import { remindersOf } from '../reminders/offer-reminders';
import { sql } from 'drizzle-orm';
import type { Language } from '../../../lib/language';
import { utcDate, type ActorKind, type OfferStatus, type ScheduleStatus } from '../../../lib/contracts/campaign';
import type {
  InvestmentDetail,
  InvestmentGroup,
  OfferDetail,
  OfferHistoryItem,
} from '../../../lib/contracts/offer-list';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors/http-error';
import { nextStatuses } from '../../../lib/offers/transitions';
import { accessOffer, type OfferCaller } from './offer-access';
import { isoInstant, paymentConfirmations, ROW_JOINS, rowColumns, toOfferRow } from './offer-list';
import { OWNER_CHANGE } from './offer-owner';
import { personName, translatedName } from './offer-sql';

type DetailRaw = {
  investor_id: string;
  investor_first: string | null;
  investor_surname: string | null;
  interest_type: string;
  payment_frequency: string;
  campaign_start: string;
  campaign_end: string;
  product_name: string;
  rate: number;
  duration_value: number;
  duration_unit: string;
  message: string | null;
  created_at: string;
};

/** The status and owner changes of an offer, oldest first. */
export async function offerHistoryItems(q: DbOrTx, landingId: string, offerId: string): Promise<OfferHistoryItem[]> {
  const { rows } = await q.execute<{
    at: string;
    from_status: OfferStatus | null;
    to_status: OfferStatus;
    actor_kind: ActorKind;
    actor_id: string | null;
    actor_name: string | null;
    imp_id: string | null;
    imp_name: string | null;
    details: Record<string, unknown> | null;
    from_owner_name: string | null;
    to_owner_name: string | null;
  }>(sql`
    select ${isoInstant('e.at')} as at, e.from_status, e.to_status, e.actor_kind, e.actor_user_id as actor_id,
      case when a.id is null then null else ${personName('a')} end as actor_name,
      e.impersonator_user_id as imp_id, case when i.id is null then null else ${personName('i')} end as imp_name,
      e.details,
      (select ${personName('fo')} from users fo where fo.id::text = e.details ->> 'fromOwnerId') as from_owner_name,
      (select ${personName('t')} from users t where t.id::text = e.details ->> 'toOwnerId') as to_owner_name
    from offer_events e
    left join users a on a.id = e.actor_user_id
    left join users i on i.id = e.impersonator_user_id
    where e.offer_id = ${offerId} and e.landing_id = ${landingId}
    order by e.seq`);
  return rows.map((r) => {
    const owner = r.details?.change === OWNER_CHANGE;
    const item: OfferHistoryItem = {
      at: r.at,
      type: owner ? 'owner' : 'status',
      from: r.from_status,
      to: r.to_status,
      actor: { kind: r.actor_kind, id: r.actor_id, name: r.actor_name },
      impersonator: r.imp_id ? { id: r.imp_id, name: r.imp_name } : null,
      details: r.details,
    };
    if (owner) {
      item.owner = {
        from: { id: String(r.details!.fromOwnerId), name: r.from_owner_name },
        to: { id: String(r.details!.toOwnerId), name: r.to_owner_name },
      };
    }
    return item;
  });
}

/** An offer the caller sees (owner, or coordinator of its network); 404 otherwise. */
export async function offerDetail(
  q: DbOrTx,
  caller: OfferCaller,
  offerId: string,
  language: Language,
): Promise<OfferDetail> {
  const access = await accessOffer(q, caller, offerId);
  const id = access.offer.id;
  const { rows } = await q.execute<Parameters<typeof toOfferRow>[0] & DetailRaw>(sql`
    select ${rowColumns(language)}, inv.id as investor_id, inv.first_name as investor_first, inv.surname as investor_surname,
      c.interest_type, c.payment_frequency, to_char(c.start_date, 'YYYY-MM-DD') as campaign_start,
      to_char(c.end_date, 'YYYY-MM-DD') as campaign_end, ${translatedName('p', language)} as product_name,
      p.annual_rate_basis_points as rate, p.duration_value, p.duration_unit, o.message, ${isoInstant('o.created_at')} as created_at
    from offers o ${ROW_JOINS} where o.id = ${id}`);
  const r = rows[0];
  if (!r) throw new NotFoundError('Offer not found');
  const confirmations = await paymentConfirmations(q, [id]);
  const { rows: files } = await q.execute<{
    id: string;
    kind: string;
    name: string;
    media_type: string;
    size: number | string;
    uploaded_at: string;
  }>(sql`
    select a.id, a.kind, a.file_name as name, a.content_type as media_type, a.size_bytes::float8 as size,
      ${isoInstant('a.created_at')} as uploaded_at
    from offer_attachments a where a.offer_id = ${id} order by a.created_at, a.id`);
  const row = toOfferRow(r, true, confirmations.get(id) ?? []);
  return {
    ...row,
    ownerName: row.ownerName!,
    investor: { id: r.investor_id, firstName: r.investor_first, surname: r.investor_surname, email: r.investor_email },
    campaign: {
      id: r.campaign_id,
      name: r.campaign_name,
      interestType: r.interest_type,
      paymentFrequency: r.payment_frequency,
      startDate: r.campaign_start,
      endDate: r.campaign_end,
    },
    product: {
      id: r.product_id,
      code: r.product_code,
      name: r.product_name,
      annualRateBasisPoints: Number(r.rate),
      durationValue: Number(r.duration_value),
      durationUnit: r.duration_unit,
    },
    message: r.message,
    createdAt: r.created_at,
    history: await offerHistoryItems(q, caller.landingId, id),
    reminders: await remindersOf(q, access.offer.id),
    bankPayment: await readBankPayment(q, id),
    attachments: files.map((f) => ({
      id: f.id,
      kind: f.kind,
      name: f.name,
      mediaType: f.media_type,
      size: Number(f.size),
      uploadedAt: f.uploaded_at,
    })),
    nextStatuses: nextStatuses(access.offer.status, 'advisor'),
    ownerChangeable: true,
  };
}

/**
 * The investment tab of an offer (decision 0016): accepted is "in signing"; active is "active" until its
 * end date has passed, then "archived" (completed); rejected or declined after it had been accepted is
 * "archived" too. Anything else is not an investment (null).
 */
function investmentGroup(
  status: OfferStatus,
  endDate: string | null,
  acceptedBefore: boolean,
  today: string,
): InvestmentGroup | null {
  if (status === 'accepted') return 'signing';
  if (status === 'active') return endDate !== null && endDate < today ? 'archived' : 'active';
  if ((status === 'rejected' || status === 'declined') && acceptedBefore) return 'archived';
  return null;
}

/** An offer as an investment, with its schedule; 404 when not visible or not an investment. */
export async function investmentDetail(
  q: DbOrTx,
  caller: OfferCaller,
  offerId: string,
  language: Language,
  now: Date,
): Promise<InvestmentDetail> {
  const detail = await offerDetail(q, caller, offerId, language);
  const acceptedBefore = detail.history.some((h) => h.type === 'status' && h.to === 'accepted');
  const group = investmentGroup(detail.status, detail.endDate, acceptedBefore, utcDate(now));
  if (group === null) throw new NotFoundError('Investment not found');
  const { rows } = await q.execute<{
    seq: number;
    period_from: string;
    period_to: string;
    payment_date: string;
    gross: number | string;
    tax: number | string;
    net: number | string;
    status: ScheduleStatus;
    paid_amount: number | string;
    paid_at: string | null;
  }>(sql`
    select s.seq, to_char(s.period_from, 'YYYY-MM-DD') as period_from, to_char(s.period_to, 'YYYY-MM-DD') as period_to,
      to_char(s.payment_date, 'YYYY-MM-DD') as payment_date, s.gross::float8 as gross, s.tax::float8 as tax, s.net::float8 as net,
      s.status, s.paid_amount::float8 as paid_amount, case when s.paid_at is null then null else ${isoInstant('s.paid_at')} end as paid_at
    from schedule_rows s where s.offer_id = ${detail.id} order by s.seq`);
  const schedule = rows.map((s) => ({
    seq: Number(s.seq),
    periodFrom: s.period_from,
    periodTo: s.period_to,
    paymentDate: s.payment_date,
    gross: Number(s.gross),
    tax: Number(s.tax),
    net: Number(s.net),
    status: s.status,
    paidAmount: Number(s.paid_amount),
    paidAt: s.paid_at,
  }));
  const counted = schedule.filter((s) => s.status !== 'cancelled');
  const sum = (pick: (s: (typeof schedule)[number]) => number) => counted.reduce((n, s) => n + pick(s), 0);
  return {
    ...detail,
    group,
    schedule,
    totals: {
      gross: sum((s) => s.gross),
      tax: sum((s) => s.tax),
      net: sum((s) => s.net),
      paid: sum((s) => s.paidAmount),
    },
  };
}
