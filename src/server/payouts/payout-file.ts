// The bank file of an approved (or executed) payout run (issue 38 item 3; decision 0076): SEPA pain.001.001.09 for a
// EUR campaign, Elixir-O for a PLN one, from the campaign's account (its recipient name and account) to the account
// each investment came from. Held lines are left out. The download is audited.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { actedBy, recordAudit } from '../auth/audit';
import { campaigns, type CampaignRow, type PayoutLineRow, type PayoutRunRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { offerReference } from '../../lib/campaign/reference';
import { normalisedIban } from '../../lib/format/bank-account';
import { isBankAccount } from '../../lib/validation/patterns';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import { writeElixirO } from './elixir-o';
import { writePain001 } from './pain001';
import { assertState, linesOf, runOf } from './payout-runs';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

interface PayoutFile {
  bytes: Uint8Array<ArrayBuffer>;
  fileName: string;
  mediaType: string;
}

const compact = (id: string) => id.replaceAll('-', '');

/** The transfer's title: the offer's reference and the schedule date it pays. */
const title = (line: PayoutLineRow, run: PayoutRunRow) =>
  `${run.currency === 'PLN' ? 'Wyplata' : 'Payout'} ${offerReference(line.offerId)} ${run.scheduleDate}`;

/** The campaign's account the transfers leave from; 409 when it has none the file can carry. */
function debtorOf(campaign: CampaignRow): { name: string; iban: string } {
  const iban = campaign.recipientAccount ? normalisedIban(campaign.recipientAccount) : '';
  const fits = campaign.currency === 'PLN' ? /^PL\d{26}$/.test(iban) : /^[A-Z]{2}\d{2}/.test(iban);
  if (!campaign.recipientName || !isBankAccount(iban) || !fits)
    throw new HttpError(409, 'errors.payoutRunNoDebtorAccount', ERROR_CODES.payoutRunNoDebtorAccount, {
      campaignId: campaign.id,
    });
  return { name: campaign.recipientName, iban };
}

/**
 * The requested execution day: the schedule date, or today when that has passed. The same rule as marking the run
 * executed (never before the schedule date: interest accrues until then).
 */
function executionDay(run: PayoutRunRow, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  return run.scheduleDate < today ? today : run.scheduleDate;
}

function fileOf(run: PayoutRunRow, campaign: CampaignRow, lines: PayoutLineRow[], now: Date): PayoutFile {
  const debtor = debtorOf(campaign);
  const executionDate = executionDay(run, now);
  // A further run of the same date (decision 0076) has its own name: `...-2026-12-15-2.pli`.
  const ordinal = run.ordinal > 1 ? `-${run.ordinal}` : '';
  const base = `payout-${campaign.slug.replace(/[^A-Za-z0-9._-]/g, '-')}-${run.scheduleDate}${ordinal}`;
  if (run.currency === 'EUR') {
    const xml = writePain001({
      messageId: `PR${compact(run.id)}`,
      createdAt: now,
      executionDate,
      debtor,
      payments: lines.map((line) => ({
        endToEndId: `PL${compact(line.id)}`,
        creditor: { name: line.creditorName, iban: line.account! },
        amount: line.payout,
        remittance: title(line, run),
      })),
    });
    return { bytes: new TextEncoder().encode(xml), fileName: `${base}.xml`, mediaType: 'application/xml' };
  }
  const file = writeElixirO({
    executionDate,
    debtor: { account: debtor.iban, name: debtor.name },
    payments: lines.map((line) => ({
      payee: { account: line.account!, name: line.creditorName },
      amount: line.payout,
      title: title(line, run),
      reference: compact(line.id).slice(0, 35),
    })),
  });
  return {
    bytes: new Uint8Array(file.bytes),
    fileName: `${base}.pli`,
    mediaType: 'application/octet-stream',
  };
}

/**
 * The run's bank file: 409 for a draft (approve it first), for a campaign without its account, or when every line
 * is held (nothing to transfer).
 */
export async function downloadRunFile(deps: Deps, caller: MoneyCaller, id: string): Promise<Response> {
  const db = deps.database.db;
  await assertMoneyDesk(db, caller);
  const run = await runOf(db, caller.landingId, id);
  assertState(run, ['approved', 'executed']);
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, run.campaignId));
  const lines = (await linesOf(db, [run.id])).filter((line) => line.heldReason === null && line.payout > 0);
  if (lines.length === 0)
    throw new HttpError(409, 'errors.payoutRunNothingToTransfer', ERROR_CODES.payoutRunNothingToTransfer, {});
  const file = fileOf(run, campaign!, lines, deps.clock.now());
  const who = actedBy(caller);
  await recordAudit(db, deps.clock, {
    action: 'payout-run-downloaded',
    landingId: caller.landingId,
    actorUserId: who.actorUserId,
    details: {
      ...who.details,
      runId: run.id,
      fileName: file.fileName,
      transfers: lines.length,
      total: lines.reduce((sum, line) => sum + line.payout, 0),
    },
  });
  return new Response(file.bytes, {
    status: 200,
    headers: {
      'content-type': file.mediaType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}
