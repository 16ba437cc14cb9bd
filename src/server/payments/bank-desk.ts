// What the money desk reads and sets besides the queue (issue 38 item 2; decision 0075): the statements imported so
// far, and how the landing's bank lays out its CSV export (saved once, used for every CSV statement after).
import { desc, eq } from 'drizzle-orm';
import type { AppDeps, AuthContext } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { assertCoordinatorOrCompliance } from '../compliance/compliance-access';
import type { DbOrTx } from '../db/client';
import { bankCsvMappings, bankStatements, users } from '../db/schema';
import type { BankCsvMapping, BankStatementView } from '../../lib/contracts/bank-statement';

/** Who acts: the token's user (and the coordinator viewing the panel as them), in the token's landing. */
export type MoneyCaller = Pick<AuthContext, 'userId' | 'landingId' | 'contextType' | 'impersonatorUserId'>;

/** The money desk: a coordinator of the landing (of any network) or its compliance officer; 403 for anyone else. */
export const assertMoneyDesk = (q: DbOrTx, caller: MoneyCaller) =>
  assertCoordinatorOrCompliance(q, caller, 'Only coordinators and compliance officers handle bank statements');

/** The landing's CSV mapping, or null when none is saved (a CSV statement is then refused as 'format-unknown'). */
export async function csvMappingOf(q: DbOrTx, landingId: string): Promise<BankCsvMapping | null> {
  const [row] = await q.select().from(bankCsvMappings).where(eq(bankCsvMappings.landingId, landingId));
  return row?.mapping ?? null;
}

/** The mapping as the desk reads it (403 for anyone else). */
export async function readCsvMapping(q: DbOrTx, caller: MoneyCaller): Promise<BankCsvMapping | null> {
  await assertMoneyDesk(q, caller);
  return csvMappingOf(q, caller.landingId);
}

/** Saves the landing's mapping (checked by bankCsvMappingSchema at the route), audited. */
export async function saveCsvMapping(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  caller: MoneyCaller,
  mapping: BankCsvMapping,
): Promise<BankCsvMapping> {
  await assertMoneyDesk(deps.database.db, caller);
  const who = actedBy(caller);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const values = { mapping, updatedAt: now, updatedByUserId: who.actorUserId };
    await tx
      .insert(bankCsvMappings)
      .values({ landingId: caller.landingId, ...values })
      .onConflictDoUpdate({ target: bankCsvMappings.landingId, set: values });
    await recordAudit(tx, deps.clock, {
      action: 'bank-csv-mapping-saved',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      details: { ...who.details, mapping },
    });
    return mapping;
  });
}

/** The landing's imported statements, newest first, with who imported each. */
export async function listStatements(
  q: DbOrTx,
  caller: MoneyCaller,
  query: { limit: number },
): Promise<BankStatementView[]> {
  await assertMoneyDesk(q, caller);
  const rows = await q
    .select({ statement: bankStatements, email: users.email, firstName: users.firstName, surname: users.surname })
    .from(bankStatements)
    .leftJoin(users, eq(users.id, bankStatements.importedByUserId))
    .where(eq(bankStatements.landingId, caller.landingId))
    .orderBy(desc(bankStatements.importedAt))
    .limit(query.limit);
  return rows.map(({ statement, email, firstName, surname }) => ({
    id: statement.id,
    format: statement.format,
    account: statement.account,
    bankStatementId: statement.bankStatementId,
    fileName: statement.fileName,
    importedAt: statement.importedAt.toISOString(),
    importedBy: [firstName, surname].filter(Boolean).join(' ') || email || null,
    entries: statement.entryCount,
    imported: statement.newCount,
  }));
}
