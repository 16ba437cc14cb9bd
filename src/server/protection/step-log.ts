// The investor-protection log of one investor for a supervisor's request (ECSPR Art. 21-23; decision 0052): every
// step of the offers the caller sees (invited, shown, interest, acceptance, revocation, payment confirmation and
// payment), with its time (UTC), the KIIS version shown, the test relied on, the risk warning's threshold and the
// consent, and who acted; plus the investor's tests and sophisticated-investor requests. As CSV (Polish Excel, as the
// offer export) and as a PDF.
import { sql, type SQL } from 'drizzle-orm';
import { getT } from '../../i18n';
import { offerReference } from '../../lib/campaign/reference';
import type { Language } from '../../lib/language';
import { translationFor, type CampaignTranslations, type OfferStatus } from '../../lib/contracts/campaign';
import { REFLECTION_REASON } from '../../lib/offers/offer-stage';
import { callerNetworks } from '../advisors/advisor-access';
import type { DbOrTx } from '../db/client';
import { NotFoundError } from '../errors/http-error';
import { csvAmount, csvCell, CSV_BOM } from '../offers/list/offer-csv';
import { whereOf } from '../offers/list/offer-sql';
import { formatMoney } from '../../lib/format/money';
import { renderStepLogPdf } from '../pdf/step-log-pdf';

type LogStep =
  | 'invited'
  | 'shown'
  | 'interest'
  | 'accept'
  | 'revoke'
  | 'declined'
  | 'rejected'
  | 'payment-confirmation'
  | 'kiis'
  | 'paid'
  | 'test'
  | 'classification';

export interface StepLogEntry {
  at: string;
  step: LogStep;
  offer: string;
  campaign: string;
  amount: number | null;
  currency: string;
  kiisVersion: number | null;
  /** passed, warning-confirmed (failed, warning confirmed), sophisticated, or empty. */
  basis: string;
  threshold: number | null;
  consent: boolean;
  actor: string;
  /** The file name of a payment confirmation, a test's score, a request's status. */
  note: string;
}

const STEP_OF: Partial<Record<OfferStatus, LogStep>> = {
  viewed: 'shown',
  interested: 'interest',
  accepted: 'accept',
  rejected: 'rejected',
  active: 'paid',
};

type EventRow = {
  at: string;
  offer_id: string;
  from_status: OfferStatus | null;
  to_status: OfferStatus;
  actor_kind: string;
  details: Record<string, unknown> | null;
  currency: string;
  translations: CampaignTranslations;
};

function eventEntry(row: EventRow, language: Language): StepLogEntry | null {
  const details = row.details ?? {};
  if (details['change'] !== undefined) return null; // an owner change is not an investor's step
  const protection = (details['protection'] ?? {}) as {
    kiisVersion?: number;
    testPassed?: boolean;
    sophisticated?: boolean;
    riskWarning?: { threshold?: number };
    riskConsent?: boolean;
  };
  let step: LogStep | undefined = row.from_status === null ? 'invited' : STEP_OF[row.to_status];
  if (row.to_status === 'declined') step = details['reason'] === REFLECTION_REASON ? 'revoke' : 'declined';
  if (!step) return null;
  const basis = protection.sophisticated
    ? 'sophisticated'
    : protection.testPassed === true
      ? 'passed'
      : protection.testPassed === false
        ? 'warning-confirmed'
        : '';
  return {
    at: row.at,
    step,
    offer: offerReference(row.offer_id),
    campaign: translationFor(row.translations, language).name,
    amount: typeof details['amount'] === 'number' ? details['amount'] : null,
    currency: row.currency,
    kiisVersion: typeof protection.kiisVersion === 'number' ? protection.kiisVersion : null,
    basis,
    threshold: typeof protection.riskWarning?.threshold === 'number' ? protection.riskWarning.threshold : null,
    consent: protection.riskConsent === true,
    actor: row.actor_kind,
    note: '',
  };
}

/** A timestamp column as an ISO 8601 string in UTC, as the log shows it. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The rows behind an investor's log: offer events, payment confirmations, sheets opened, tests and requests. */
async function stepRows(q: DbOrTx, visible: SQL, investor: SQL, landingId: string) {
  const events = await q.execute<EventRow>(sql`
    select ${iso('e.at')} as at, e.offer_id, e.from_status, e.to_status, e.actor_kind, e.details, o.currency,
      c.translations
    from offer_events e join offers o on o.id = e.offer_id join campaigns c on c.id = o.campaign_id
    where ${visible} and o.investor_user_id = ${investor}
    order by e.at, e.seq`);
  const uploads = await q.execute<{
    at: string;
    offer_id: string;
    file_name: string;
    currency: string;
    translations: CampaignTranslations;
  }>(sql`
    select ${iso('a.created_at')} as at, a.offer_id, a.file_name, o.currency, c.translations
    from offer_attachments a join offers o on o.id = a.offer_id join campaigns c on c.id = o.campaign_id
    where ${visible} and o.investor_user_id = ${investor} and a.kind = 'payment-confirmation'`);
  // Decision 0069: each version of the campaign's sheet the investor opened, when, in which language, whose file.
  const receipts = await q.execute<{
    at: string;
    offer_id: string;
    kiis_version: number;
    language: string;
    owner_file: boolean;
    currency: string;
    translations: CampaignTranslations;
  }>(sql`
    select ${iso('r.received_at')} as at, r.offer_id, r.kiis_version, r.language, r.owner_file, o.currency,
      c.translations
    from offer_kiis_receipts r join offers o on o.id = r.offer_id join campaigns c on c.id = o.campaign_id
    where ${visible} and o.investor_user_id = ${investor}`);
  const tests = await q.execute<{
    at: string;
    score: number;
    question_count: number;
    passed: boolean;
    confirmed: string | null;
  }>(sql`
    select ${iso('a.taken_at')} as at, a.score, a.question_count, a.passed,
      ${iso('a.warning_confirmed_at')} as confirmed
    from investor_assessments a where a.landing_id = ${landingId} and a.investor_user_id = ${investor}`);
  const requests = await q.execute<{ at: string; status: string }>(sql`
    select ${iso('r.requested_at')} as at, r.status from investor_classifications r
    where r.landing_id = ${landingId} and r.investor_user_id = ${investor}`);
  return { events, uploads, receipts, tests, requests };
}

/** The log of an investor the caller sees (404 otherwise), oldest first. */
export async function stepLog(
  q: DbOrTx,
  caller: { userId: string; landingId: string },
  investorId: string,
  language: Language,
): Promise<StepLogEntry[]> {
  if (!/^[0-9a-f-]{36}$/i.test(investorId)) throw new NotFoundError('Investor not found');
  const { coordinates } = await callerNetworks(q, caller.landingId, caller.userId);
  const visible = whereOf({ landingId: caller.landingId, scope: 'visible', userId: caller.userId, coordinates }, []);
  const investor = sql`${investorId.toLowerCase()}::uuid`;
  const seen = await q.execute<{ id: string }>(
    sql`select o.id from offers o where ${visible} and o.investor_user_id = ${investor} limit 1`,
  );
  if (seen.rows.length === 0) throw new NotFoundError('Investor not found');
  const { events, uploads, receipts, tests, requests } = await stepRows(q, visible, investor, caller.landingId);
  const blank = {
    offer: '',
    campaign: '',
    amount: null,
    currency: '',
    kiisVersion: null,
    threshold: null,
    consent: false,
  };
  const entries: StepLogEntry[] = [
    ...events.rows.flatMap((row) => eventEntry(row, language) ?? []),
    ...uploads.rows.map((row): StepLogEntry => ({
      ...blank,
      at: row.at,
      step: 'payment-confirmation',
      offer: offerReference(row.offer_id),
      campaign: translationFor(row.translations, language).name,
      currency: row.currency,
      basis: '',
      actor: 'investor',
      note: row.file_name,
    })),
    ...receipts.rows.map((row): StepLogEntry => ({
      ...blank,
      at: row.at,
      step: 'kiis',
      offer: offerReference(row.offer_id),
      campaign: translationFor(row.translations, language).name,
      currency: row.currency,
      kiisVersion: row.kiis_version,
      basis: '',
      actor: 'investor',
      note: `${row.language.toUpperCase()}${row.owner_file ? `, ${getT(language)('stepLog.kiisOwnerFile')}` : ''}`,
    })),
    ...tests.rows.map((row): StepLogEntry => ({
      ...blank,
      at: row.at,
      step: 'test',
      basis: row.passed ? 'passed' : row.confirmed ? 'warning-confirmed' : 'failed',
      actor: 'investor',
      note: `${row.score}/${row.question_count}`,
    })),
    ...requests.rows.map((row): StepLogEntry => ({
      ...blank,
      at: row.at,
      step: 'classification',
      basis: '',
      actor: 'investor',
      note: row.status,
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

const COLUMNS = [
  'at',
  'step',
  'offer',
  'campaign',
  'amount',
  'currency',
  'kiisVersion',
  'basis',
  'threshold',
  'consent',
  'actor',
  'note',
] as const;

/** The log as CSV: semicolons, UTF-8 with a BOM, CRLF, amounts with a decimal comma, instants in UTC. */
export function stepLogCsv(entries: readonly StepLogEntry[], language: Language): string {
  const t = getT(language);
  const header = COLUMNS.map((column) => csvCell(t(`stepLog.column.${column}`))).join(';');
  const lines = entries.map((e) =>
    [
      csvCell(e.at),
      csvCell(t(`stepLog.step.${e.step}`)),
      csvCell(e.offer),
      csvCell(e.campaign),
      csvAmount(e.amount),
      csvCell(e.currency),
      e.kiisVersion === null ? '' : String(e.kiisVersion),
      csvCell(e.basis ? t(`stepLog.basis.${e.basis}`) : ''),
      csvAmount(e.threshold),
      e.consent ? t('stepLog.yes') : '',
      csvCell(t(`stepLog.actor.${e.actor}`)),
      csvCell(e.note),
    ].join(';'),
  );
  return `${CSV_BOM}${[header, ...lines].join('\r\n')}\r\n`;
}

/** The log as a PDF: one line per step, the same facts as the CSV in words. */
export function stepLogPdf(
  entries: readonly StepLogEntry[],
  language: Language,
  about: { siteTitle: string; investor: string; generatedAt: Date },
): Promise<Buffer> {
  const t = getT(language);
  const money = (minor: number | null, currency: string) => (minor === null ? '' : formatMoney(minor, currency));
  return renderStepLogPdf({
    language,
    siteTitle: about.siteTitle,
    title: t('stepLog.title'),
    subtitle: t('stepLog.subtitle', {
      investor: about.investor,
      at: `${about.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    }),
    headers: [t('stepLog.column.at'), t('stepLog.column.step'), t('stepLog.column.offer'), t('stepLog.details')],
    rows: entries.map((e) => [
      `${e.at.slice(0, 19).replace('T', ' ')} UTC`,
      t(`stepLog.step.${e.step}`),
      [e.offer, e.campaign].filter(Boolean).join(' · '),
      [
        money(e.amount, e.currency),
        e.kiisVersion === null ? '' : t('stepLog.kiis', { version: e.kiisVersion }),
        e.basis ? t(`stepLog.basis.${e.basis}`) : '',
        e.threshold === null ? '' : t('stepLog.warning', { threshold: money(e.threshold, e.currency) }),
        e.consent ? t('stepLog.consented') : '',
        e.note,
        t(`stepLog.actor.${e.actor}`),
      ]
        .filter(Boolean)
        .join(' · '),
    ]),
    pageLabel: (page, total) => t('kiis.page', { page, total }),
  });
}
