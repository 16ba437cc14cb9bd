// What an erasure does in the database (decision 0054), inside the answer's transaction. Each step answers how many
// rows it changed, so the answer names only what there was; the stored files to delete are collected for after the
// commit. Nothing here decides what may go: erasure.ts does, from erasureFacts.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import type { ErasureFacts } from './erasure-rules';

export interface ErasureSubject {
  id: string;
  email: string;
  landingId: string;
}

/** The investor's offers on the landing, as a subquery. */
export const theirOffers = (s: ErasureSubject) =>
  sql`(select o.id from offers o where o.investor_user_id = ${s.id}::uuid and o.landing_id = ${s.landingId}::uuid)`;
const theirKyc = (s: ErasureSubject) =>
  sql`k.landing_id = ${s.landingId}::uuid and (k.investor_user_id = ${s.id}::uuid or k.investor_email = ${s.email})`;

/**
 * Whether offers of the subquery hold accounting records (a schedule, a payment confirmation, a refund): what the
 * erasure answer names as payments and the retention job keeps to the end of the accounting period (decision 0065).
 */
export const paymentRecordsIn = (
  offers: SQL,
) => sql`(exists (select 1 from schedule_rows r where r.offer_id in ${offers})
  or exists (select 1 from offer_attachments a where a.offer_id in ${offers} and a.kind = 'payment-confirmation')
  or exists (select 1 from offer_refunds f where f.offer_id in ${offers}))`;

export async function erasureFacts(q: DbOrTx, s: ErasureSubject): Promise<ErasureFacts> {
  const offers = theirOffers(s);
  const { rows } = await q.execute<Record<keyof ErasureFacts, boolean | string | null>>(sql`
    select
      exists (select 1 from offers o where o.id in ${offers}) as "offers",
      exists (select 1 from offers o where o.id in ${offers}
        and (o.status in ('interested', 'accepted', 'active') or o.amount is not null
          or exists (select 1 from offer_events e where e.offer_id = o.id
            and e.to_status in ('interested', 'accepted', 'active')))) as "beyondInvitation",
      exists (select 1 from offer_attachments a where a.offer_id in ${offers}) as "attachments",
      ${paymentRecordsIn(offers)} as "payments",
      exists (select 1 from kyc_requests k where ${theirKyc(s)} and k.submitted_at is not null) as "kyc",
      (exists (select 1 from investor_assessments a
          where a.investor_user_id = ${s.id}::uuid and a.landing_id = ${s.landingId}::uuid)
        or exists (select 1 from investor_classifications c
          where c.investor_user_id = ${s.id}::uuid and c.landing_id = ${s.landingId}::uuid)) as "protection",
      (select max(coalesce(c.answered_at, c.received_at)) from complaints c
        where c.investor_user_id = ${s.id}::uuid and c.landing_id = ${s.landingId}::uuid)::text as "lastComplaint",
      exists (select 1 from user_contexts u where u.user_id = ${s.id}::uuid and u.type = 'advisor-panel') as "advisor",
      exists (select 1 from legal_holds h where h.investor_user_id = ${s.id}::uuid
        and h.landing_id = ${s.landingId}::uuid and h.released_at is null) as "held"`);
  const row = rows[0]!;
  const flag = (key: keyof ErasureFacts) => row[key] === true || row[key] === 't';
  return {
    offers: flag('offers'),
    beyondInvitation: flag('beyondInvitation'),
    attachments: flag('attachments'),
    payments: flag('payments'),
    kyc: flag('kyc'),
    protection: flag('protection'),
    lastComplaint: typeof row.lastComplaint === 'string' ? new Date(row.lastComplaint) : null,
    advisor: flag('advisor'),
    held: flag('held'),
  };
}

/** How many rows a statement answered (a select, or a change with `returning`). */
export const count = async (q: DbOrTx, statement: SQL) => (await q.execute(statement)).rows.length;

/** The marketing consents given on the invest form, taken out of the offers' steps (withdrawn). */
export const eraseMarketingConsents = (q: DbOrTx, s: ErasureSubject) =>
  count(
    q,
    sql`update offer_events
      set details = jsonb_set(details, '{consents}', (details -> 'consents') - 'marketingConsent1' - 'marketingConsent2')
      where offer_id in ${theirOffers(s)} and jsonb_typeof(details -> 'consents') = 'object'
        and ((details -> 'consents') ? 'marketingConsent1' or (details -> 'consents') ? 'marketingConsent2')
      returning id`,
  );

/** The phone number the invest form recorded with the steps (not needed by any law). */
export const erasePhone = (q: DbOrTx, s: ErasureSubject) =>
  count(
    q,
    sql`update offer_events set details = details - 'phone'
      where offer_id in ${theirOffers(s)} and jsonb_typeof(details) = 'object' and details ? 'phone' returning id`,
  );

/** The lead forms (investment preferences). */
export const eraseLeadForms = (q: DbOrTx, s: ErasureSubject) =>
  count(
    q,
    sql`delete from lead_forms where investor_user_id = ${s.id}::uuid and landing_id = ${s.landingId}::uuid
      returning id`,
  );

/** KYC questionnaires never sent back (nothing of customer due diligence yet), and drafts of the others. */
export async function eraseKycDrafts(q: DbOrTx, s: ErasureSubject): Promise<number> {
  const unsent = await count(
    q,
    sql`delete from kyc_requests k where ${theirKyc(s)} and k.submitted_at is null returning k.id`,
  );
  const drafts = await count(
    q,
    sql`update kyc_requests k set draft_sealed = null, draft_saved_at = null
      where ${theirKyc(s)} and k.draft_sealed is not null returning k.id`,
  );
  return unsent + drafts;
}

/**
 * Prepared exports: expired at once, their files' keys kept for after the commit; one being prepared holds data from
 * before the erasure, so it fails (its job then finds no pending row and drops its file).
 */
export async function eraseExports(q: DbOrTx, s: ErasureSubject): Promise<{ count: number; keys: string[] }> {
  const mine = sql`investor_user_id = ${s.id}::uuid and landing_id = ${s.landingId}::uuid`;
  const { rows } = await q.execute<{ storage_key: string | null }>(
    sql`select storage_key from data_exports where ${mine} and status = 'ready'`,
  );
  const expired = await count(
    q,
    sql`update data_exports set status = 'expired', storage_key = null where ${mine} and status = 'ready' returning id`,
  );
  const failed = await count(
    q,
    sql`update data_exports set status = 'failed' where ${mine} and status = 'pending' returning id`,
  );
  return { count: expired + failed, keys: rows.flatMap((r) => (r.storage_key ? [r.storage_key] : [])) };
}

/**
 * The investor's side of an account: their offers (with their steps, notes, tasks, schedules, refunds and files) and KYC
 * questionnaires. Answers the stored files' keys (exports' too), for after the commit.
 */
export async function eraseInvestorRecords(q: DbOrTx, s: ErasureSubject): Promise<string[]> {
  const { rows } = await q.execute<{ key: string }>(sql`
    select a.storage_key as key from offer_attachments a where a.offer_id in ${theirOffers(s)}
    union all select d.storage_key from kyc_documents d join kyc_requests k on k.id = d.request_id where ${theirKyc(s)}
    union all select x.storage_key from data_exports x
      where x.investor_user_id = ${s.id}::uuid and x.storage_key is not null`);
  await q.execute(sql`delete from offers where id in ${theirOffers(s)}`);
  await q.execute(sql`delete from kyc_requests k where ${theirKyc(s)}`);
  return rows.map((r) => r.key).filter(Boolean);
}

/**
 * Everything of an account the law keeps nothing of: its invitations (offers never taken further, with their steps,
 * notes, tasks and files), KYC questionnaires never sent back, copies of the e-mails sent to it, and the account
 * itself (its panels, sessions, primary data, lead forms and exports go with it). Answers the files' keys.
 */
export async function eraseAccount(q: DbOrTx, s: ErasureSubject): Promise<string[]> {
  const keys = await eraseInvestorRecords(q, s);
  await q.execute(sql`delete from mail_outbox where to_address = ${s.email} and landing_id = ${s.landingId}::uuid`);
  await q.execute(sql`delete from users where id = ${s.id}::uuid and landing_id = ${s.landingId}::uuid`);
  return keys;
}
