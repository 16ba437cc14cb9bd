// What the retention scan deletes of one investor (decisions 0052 and 0065), inside its transaction: the AML records
// after the AML day, the account with everything of it after the account's last day. Each answers counts (never the
// data) and the storage keys of the files to remove after the commit.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { investorAssessments, investorClassifications, kycDocuments, kycRequests } from '../db/schema';
import { count, eraseAccount, eraseInvestorRecords, theirOffers, type ErasureSubject } from '../privacy/erasure-steps';
import { signInActions } from './retention-sweeps';

/** The AML records: KYC questionnaires (documents, review events and access log go with them), tests, requests. */
export async function deleteAmlRecords(tx: DbOrTx, landingId: string, investor: { id: string; email: string }) {
  const mine = and(
    eq(kycRequests.landingId, landingId),
    or(eq(kycRequests.investorUserId, investor.id), eq(kycRequests.investorEmail, investor.email)),
  );
  const ids = (await tx.select({ id: kycRequests.id }).from(kycRequests).where(mine)).map((r) => r.id);
  const files =
    ids.length > 0
      ? await tx.select({ key: kycDocuments.storageKey }).from(kycDocuments).where(inArray(kycDocuments.requestId, ids))
      : [];
  if (ids.length > 0) await tx.delete(kycRequests).where(inArray(kycRequests.id, ids));
  const tests = await tx
    .delete(investorAssessments)
    .where(and(eq(investorAssessments.landingId, landingId), eq(investorAssessments.investorUserId, investor.id)))
    .returning({ id: investorAssessments.id });
  const classifications = await tx
    .delete(investorClassifications)
    .where(
      and(eq(investorClassifications.landingId, landingId), eq(investorClassifications.investorUserId, investor.id)),
    )
    .returning({ id: investorClassifications.id });
  return {
    counts: {
      kycQuestionnaires: ids.length,
      kycDocuments: files.length,
      tests: tests.length,
      classificationRequests: classifications.length,
    },
    keys: files.map((f) => f.key),
  };
}

/**
 * The account at the end of its last period (decision 0065): the offers with their log, schedules, files and refunds,
 * the primary data, lead forms, exports, the copies of e-mails to it and its sign-in log, and the account itself. A
 * person who is also an advisor keeps the account (their advisor's panel) and loses only the investor's side of it.
 */
export async function deleteAccount(tx: DbOrTx, landingId: string, investor: { id: string; email: string }) {
  const subject: ErasureSubject = { id: investor.id, email: investor.email, landingId };
  const counts = {
    offers: await count(tx, sql`select id from offers where id in ${theirOffers(subject)}`),
    offerLogEntries: await count(tx, sql`select id from offer_events where offer_id in ${theirOffers(subject)}`),
    mails: await count(
      tx,
      sql`select id from mail_outbox where to_address = ${investor.email} and landing_id = ${landingId}::uuid`,
    ),
    signInLogEntries: await count(
      tx,
      sql`delete from audit_events where subject_user_id = ${investor.id}::uuid
      and action in ${signInActions()} returning id`,
    ),
    account: 1,
  };
  const advisor = await count(
    tx,
    sql`select 1 from user_contexts where user_id = ${investor.id}::uuid and type = 'advisor-panel'`,
  );
  if (advisor === 0) return { counts, keys: await eraseAccount(tx, subject) };
  // An advisor too: the investor's side only; the account, its advisor panel and the e-mails to it stay.
  const keys = await eraseInvestorRecords(tx, subject);
  for (const table of ['investor_profiles', 'lead_forms', 'data_exports'])
    await tx.execute(sql`delete from ${sql.identifier(table)} where investor_user_id = ${investor.id}::uuid
      and landing_id = ${landingId}::uuid`);
  await tx.execute(sql`delete from user_contexts where user_id = ${investor.id}::uuid
    and landing_id = ${landingId}::uuid and type = 'investor-panel'`);
  return { counts: { ...counts, mails: 0, account: 0, investorPanel: 1 }, keys };
}
