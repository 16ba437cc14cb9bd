/* eslint-disable max-lines -- the view of one offer page and its one loader, which read the same rows */
// The public campaign offer opened by its invitation link (/campaign?token=...): the data of the page, for
// the API (GET /public-api/campaign-offer/{token}) and for the server-rendered page, which calls
// loadPublicOffer directly (no HTTP hop). The same view, with full contact data and the schedule, serves the
// investor panel's offer detail (src/server/investor).
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language';
import { campaignState, daysLeft, isLostStatus, type CampaignState } from '../../lib/contracts/campaign';
import type { AppDeps } from '../app/app-env';
import { hashToken } from '../auth/tokens';
import type { AppDb, DbOrTx } from '../db/client';
import {
  campaigns,
  campaignKiis,
  investorAssessments,
  investorClassifications,
  landingProtection,
  landings,
  offerAttachments,
  offerEvents,
  offerKiisReceipts,
  offerRefunds,
  offers,
  products,
  reminderSettings,
  users,
  type CampaignRow,
  type OfferRow,
  type ProductRow,
} from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { refundOf, refundView } from '../offers/offer-refunds';
import type { BankPayment } from '../../lib/contracts/bank-statement';
import { bankPaymentOfJson, bankPaymentSql, readBankPayment } from '../payments/bank-payment';
import type { OfferRefund } from '../../lib/contracts/refund';
import { createReadBatcher, type ReadBatcher } from '../db/read-batcher';
import { listAttachments, type AttachmentView } from '../uploads/offer-attachments';
import { firstOpeningCtes } from '../offers/offer-status-service';
import { markViewed, TokenInactiveError } from './offer-actions';
import { offerReference } from '../../lib/campaign/reference';
import { emitWebhookEvent, hasWebhookSubscribers } from '../webhooks/emit-event';
import { offerChangeData } from '../webhooks/event-data';
import { describeError } from '../errors/describe-error';
import { revocableAt } from '../../lib/contracts/protection';
import { lostReasonOf } from '../../lib/offers/offer-stage';
import { DEFAULT_REMINDER_SETTINGS } from '../../lib/contracts/reminders';
import type {
  PublicCampaignView,
  OfferActions,
  OfferStatusChange,
  OfferView,
  ProductView,
  PublicOffer,
} from '../../lib/contracts/public-offer';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'jobs'> & Partial<Pick<AppDeps, 'logger'>>;

const BLOCKED_BY_STATE: Record<Exclude<CampaignState, 'active'>, OfferActions['blockedBy']> = {
  'not-started': 'campaign-not-started',
  completed: 'campaign-completed',
  closed: 'campaign-closed',
};

/** What the investor may still do: interest and acceptance while open and the campaign runs; uploads once accepted. */
function offerActions(status: OfferRow['status'], state: CampaignState): OfferActions {
  if (isLostStatus(status)) return { interest: false, accept: false, upload: false, blockedBy: 'lost' };
  if (status === 'accepted' || status === 'active')
    return { interest: false, accept: false, upload: true, blockedBy: 'out-of-date' };
  if (state !== 'active') return { interest: false, accept: false, upload: false, blockedBy: BLOCKED_BY_STATE[state] };
  return { interest: status !== 'interested', accept: true, upload: false, blockedBy: null };
}

export function campaignView(campaign: CampaignRow, now: Date): PublicCampaignView {
  const state = campaignState(campaign, now);
  return {
    id: campaign.id,
    translations: campaign.translations,
    state,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    imageUrl: campaign.imageUrl,
    metrics: {
      interestType: campaign.interestType,
      paymentFrequency: campaign.paymentFrequency,
      duration: { value: campaign.durationValue, unit: campaign.durationUnit },
      currency: campaign.currency,
      minInvestment: campaign.minInvestment,
      maxInvestment: campaign.maxInvestment,
      step: campaign.step,
      target: campaign.target,
      raised: campaign.raisedAmount,
      paid: campaign.paidAmount,
      available: Math.max(0, campaign.target - campaign.raisedAmount),
      // A campaign closed early has no days left even if its end date is ahead.
      daysLeft: state === 'closed' ? 0 : daysLeft(campaign.endDate, now),
    },
    paymentRecipient:
      campaign.recipientName && campaign.recipientAccount
        ? { name: campaign.recipientName, account: campaign.recipientAccount }
        : null,
  };
}

export const productView = (product: ProductRow): ProductView => ({
  id: product.id,
  code: product.code,
  translations: product.translations,
  interestType: product.interestType,
  annualRateBasisPoints: product.annualRateBasisPoints,
  paymentFrequency: product.paymentFrequency,
  duration: { value: product.durationValue, unit: product.durationUnit },
  imageUrl: product.imageUrl,
});

/** "Jan K.": enough to recognise one's own offer, not a full name for whoever the link was forwarded to. */
function maskName(first: string | null, surname: string | null): string | null {
  const given = first?.trim();
  const family = surname?.trim();
  if (!given && !family) return null;
  if (!given) return `${[...family!][0]}.`;
  return family ? `${given} ${[...family][0]}.` : given;
}

/** "j***i@example.com": first and last character of the local part (one character: just it). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/** A transaction handle (drizzle's PgTransaction has rollback; the database handle has not). */
const isTransaction = (q: DbOrTx): boolean => 'rollback' in q;

/** Everything the offer's page shows, read in one go. */
export interface OfferContext {
  offer: OfferRow;
  campaign: CampaignRow;
  product: ProductRow;
  investor: { firstName: string | null; surname: string | null; email: string; language: Language };
  landingLanguage: Language;
  protection: ProtectionColumns;
}

/**
 * The landing's investor protection as the offer's page needs it (decision 0052), read with the page: whether it
 * is on, until when the investor's latest test lets them go on (passed or its warning confirmed; null: never), and
 * the landing's time zone (the reflection period's deadline is written in it before the script shows local time).
 */
const protectionColumns = (landing: SQLWrapper, investor: SQLWrapper, offer: SQLWrapper, campaign: SQLWrapper) => ({
  protectionOn: sql<boolean>`exists (select 1 from ${landingProtection} lp where lp.landing_id = ${landing} and lp.mode = 'ecspr')`,
  testValidUntil: sql<
    string | null
  >`(select case when a.passed or a.warning_confirmed_at is not null then a.valid_until end
    from ${investorAssessments} a where a.landing_id = ${landing} and a.investor_user_id = ${investor}
    order by a.taken_at desc limit 1)`,
  // A failed test whose warning waits for the investor's confirmation (what blocks then is the warning, not the test).
  warningDueUntil: sql<
    string | null
  >`(select case when not a.passed and a.warning_confirmed_at is null then a.valid_until end
    from ${investorAssessments} a where a.landing_id = ${landing} and a.investor_user_id = ${investor}
    order by a.taken_at desc limit 1)`,
  timeZone: sql<string | null>`(select rs.time_zone from ${reminderSettings} rs where rs.landing_id = ${landing})`,
  sophisticated: sql<boolean>`coalesce((select c.status = 'approved' from ${investorClassifications} c
    where c.landing_id = ${landing} and c.investor_user_id = ${investor} order by c.seq desc limit 1), false)`,
  // The campaign's sheet (decision 0069): who drew up its latest version (null: generated by the platform), and
  // whether the investor has opened that version (an acceptance needs it).
  kiisOwner: sql<string | null>`(select k.owner_name from ${campaignKiis} k where k.campaign_id = ${campaign}
    order by k.version desc limit 1)`,
  kiisReceived: sql<boolean>`exists (select 1 from ${offerKiisReceipts} r where r.offer_id = ${offer}
    and r.kiis_version = (select max(k.version) from ${campaignKiis} k where k.campaign_id = ${campaign}))`,
});
type ProtectionColumns = {
  protectionOn: boolean;
  testValidUntil: string | Date | null;
  warningDueUntil: string | Date | null;
  timeZone: string | null;
  sophisticated: boolean;
  kiisOwner: string | null;
  kiisReceived: boolean;
};

const contextQuery = (q: DbOrTx) =>
  q
    .select({
      campaign: campaigns,
      product: products,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      language: users.language,
      landingLanguage: landings.language,
      ...protectionColumns(
        sql.placeholder('landingId'),
        sql.placeholder('investorUserId'),
        sql.placeholder('offerId'),
        sql.placeholder('campaignId'),
      ),
    })
    .from(campaigns)
    .innerJoin(products, eq(products.id, sql.placeholder('productId')))
    .innerJoin(users, eq(users.id, sql.placeholder('investorUserId')))
    .innerJoin(landings, eq(landings.id, sql.placeholder('landingId')))
    .where(eq(campaigns.id, sql.placeholder('campaignId')));

const tokenQuery = (q: DbOrTx) =>
  q
    .select()
    .from(offers)
    .where(
      and(eq(offers.publicTokenHash, sql.placeholder('hash')), eq(offers.landingId, sql.placeholder('landingId'))),
    );

// The link page's whole read in one statement: the offer of the token with its campaign, product, investor, the
// landing's language and the attachments (a burst of visitors pays one round trip each, not four). With
// `markViewed` the same statement also moves the offers still invited to viewed, only on the landing each token
// was opened on, with their history entries (firstOpeningCtes, in the offer status service); the read's snapshot
// is from before that change, so `justViewed` says which rows it moved (the caller sets their status and time).
const pageQuery = (q: DbOrTx, markViewed: boolean) => {
  const { moved, logged } = firstOpeningCtes(q);
  const builder = (markViewed ? q.with(moved, logged) : q) as AppDb;
  return builder
    .select({
      offer: offers,
      campaign: campaigns,
      product: products,
      firstName: users.firstName,
      surname: users.surname,
      email: users.email,
      language: users.language,
      landingLanguage: landings.language,
      ...protectionColumns(offers.landingId, offers.investorUserId, offers.id, offers.campaignId),
      attachments: sql<AttachmentJson[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'name', a.file_name, 'mediaType', a.content_type,
          'size', a.size_bytes, 'uploadedAt', a.created_at) order by a.created_at, a.id)
        from ${offerAttachments} a where a.offer_id = ${offers.id}), '[]'::json)`,
      history: historySql,
      refund: refundSql,
      bankPayment: bankPaymentSql,
      justViewed: markViewed
        ? sql<boolean>`exists (select 1 from moved where moved.id = ${offers.id})`
        : sql<boolean>`false`,
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(users, eq(users.id, offers.investorUserId))
    .innerJoin(landings, eq(landings.id, offers.landingId))
    .where(sql`${offers.publicTokenHash} = any(${sql.placeholder('hashes')}::text[])`);
};

/** The offer's status changes as JSON, oldest first, with the reason recorded with each (a rejection's). */
const historySql = sql<HistoryJson[]>`coalesce((
  select json_agg(json_build_object('status', e.to_status, 'at', e.at, 'reason', e.details->>'reason') order by e.seq)
  from ${offerEvents} e where e.offer_id = ${offers.id}), '[]'::json)`;

/** The offer's refund after a revocation (decision 0060) as JSON, or null. */
const refundSql = sql<RefundJson | null>`(
  select json_build_object('basis', r.basis, 'dueAmount', r.due_amount, 'currency', r.currency, 'dueSince', r.due_since,
    'outcome', r.outcome, 'refundedOn', r.refunded_on, 'amount', r.amount, 'reference', r.reference,
    'recordedAt', r.recorded_at)
  from ${offerRefunds} r where r.offer_id = ${offers.id})`;

/** offer_refunds as refundSql gives it: instants in the session's zone, bigints as numbers. */
type RefundJson = Omit<OfferRefund, 'recordedBy'>;

/** The investor's view of the refund: instants as ISO strings, nobody's name. */
function refundOfJson(json: RefundJson | null): OfferRefund | null {
  if (!json) return null;
  return {
    ...json,
    dueAmount: Number(json.dueAmount),
    amount: json.amount === null ? null : Number(json.amount),
    dueSince: new Date(json.dueSince).toISOString(),
    recordedAt: json.recordedAt === null ? null : new Date(json.recordedAt).toISOString(),
  };
}

/** The offer's refund, if one was opened (the ways that read the offer alone). */
async function readRefund(q: DbOrTx, offerId: string): Promise<OfferRefund | null> {
  const row = await refundOf(q, offerId);
  if (!row) return null;
  const { recordedBy: _recordedBy, ...view } = refundView(row);
  return view;
}

/** A status change as the history's JSON gives it (the time in the session's zone). */
interface HistoryJson {
  status: OfferStatusChange['status'];
  at: string;
  reason: string | null;
}

/** The investor's view of the history: statuses and times (nobody's name), and why the offer ended if it did. */
function historyOfJson(
  offer: OfferRow,
  rows: HistoryJson[],
  now: Date,
): Pick<OfferView, 'history' | 'lostReason' | 'revocableUntil'> {
  const history = rows.map((r) => ({ status: r.status, at: new Date(r.at).toISOString() }));
  return {
    history,
    lostReason: lostReasonOf(offer.status, rows.at(-1)?.reason),
    revocableUntil: revocableUntil(offer, now),
  };
}

/** Why the offer ended (by its last change's reason), or null while it stands. */
/**
 * An acceptance made under the protections can be revoked until this instant (ECSPR Art. 22, decision 0060: the last
 * instant of the period, whether the offer is accepted or already active); null otherwise.
 */
function revocableUntil(offer: OfferRow, now: Date): string | null {
  const until = revocableAt(offer, now);
  return until ? until.toISOString() : null;
}

/** The history of one offer (the page query reads it with the offer; the other ways read it here). */
async function listHistory(q: DbOrTx, offerId: string): Promise<HistoryJson[]> {
  const rows = await q
    .select({ status: offerEvents.toStatus, at: offerEvents.at, details: offerEvents.details })
    .from(offerEvents)
    .where(eq(offerEvents.offerId, offerId))
    .orderBy(offerEvents.seq);
  return rows.map((r) => ({
    status: r.status,
    at: r.at.toISOString(),
    reason: typeof r.details?.reason === 'string' ? r.details.reason : null,
  }));
}

type PageStatement = ReturnType<ReturnType<typeof pageQuery>['prepare']>;
type PageRow = Awaited<ReturnType<PageStatement['execute']>>[number];

/** An attachment as json_build_object gives it (the size may come as a string, the time in the session's zone). */
interface AttachmentJson {
  id: string;
  kind: AttachmentView['kind'];
  name: string;
  mediaType: string;
  size: number | string;
  uploadedAt: string;
}

const attachmentOfJson = (a: AttachmentJson): AttachmentView => ({
  id: a.id,
  kind: a.kind,
  name: a.name,
  mediaType: a.mediaType,
  size: Number(a.size),
  uploadedAt: new Date(a.uploadedAt).toISOString(),
});

/**
 * The reads of the public link page, prepared once per database handle: the page answers every visitor of a
 * marketing burst with its own token, and building these queries each time cost more CPU than running them
 * (bench/campaign.mjs). On PostgreSQL the names also make them server-side prepared statements per connection.
 * Inside a transaction the plain builders run (a prepared query is bound to the handle it was made on).
 */
const prepared = new WeakMap<
  AppDb,
  {
    context: ReturnType<ReturnType<typeof contextQuery>['prepare']>;
    token: ReturnType<ReturnType<typeof tokenQuery>['prepare']>;
    /** The page read, without and with the first opening's change (see pageQuery). */
    page: PageStatement;
    viewedPage: PageStatement;
  }
>();

function preparedFor(q: DbOrTx) {
  const db = q as AppDb;
  let p = prepared.get(db);
  if (!p) {
    p = {
      context: contextQuery(db).prepare('public_offer_context'),
      token: tokenQuery(db).prepare('public_offer_by_token'),
      page: pageQuery(db, false).prepare('public_offer_page'),
      viewedPage: pageQuery(db, true).prepare('public_offer_page_viewed'),
    };
    prepared.set(db, p);
  }
  return p;
}

interface OpenedRow {
  row: PageRow;
  /** The time the statement set on offers it moved to viewed. */
  at: Date;
}

// Page reads batched (a burst of visitors shares statements) per clock and database handle (tests run apps with
// their own clocks), without and with the first opening's change. Keys are "<token hash> <landing id>"; each
// answers the row of its hash whatever its landing (the caller checks it), or nothing.
const pageBatchers = new WeakMap<object, WeakMap<AppDb, Record<'plain' | 'viewed', ReadBatcher<string, OpenedRow>>>>();

function pageBatcher(deps: Deps, markViewed: boolean): ReadBatcher<string, OpenedRow> {
  let byDb = pageBatchers.get(deps.clock);
  if (!byDb) pageBatchers.set(deps.clock, (byDb = new WeakMap()));
  const db = deps.database.db;
  let batchers = byDb.get(db);
  if (!batchers) {
    const statements = preparedFor(db);
    const reader = (statement: PageStatement) =>
      createReadBatcher<string, OpenedRow>({
        read: async (keys) => {
          const opened = keys.map((key) => key.split(' ') as [string, string]);
          const at = deps.clock.now();
          const rows = await statement.execute({
            hashes: opened.map(([hash]) => hash),
            landings: opened.map(([, landing]) => landing),
            at,
          });
          const byHash = new Map(rows.map((row) => [row.offer.publicTokenHash!, row]));
          return new Map(
            opened.flatMap(([hash, landing]) =>
              byHash.has(hash) ? [[`${hash} ${landing}`, { row: byHash.get(hash)!, at }] as const] : [],
            ),
          );
        },
      });
    batchers = { plain: reader(statements.page), viewed: reader(statements.viewedPage) };
    byDb.set(db, batchers);
  }
  return markViewed ? batchers.viewed : batchers.plain;
}

/**
 * The event of a first opening, written right after the batched statement that made the move (delivery and job in
 * one transaction). A failure here is logged, never the visitor's: the offer has moved either way.
 */
async function tellViewed(deps: Deps, offer: OfferRow, at: Date): Promise<void> {
  try {
    if (!(await hasWebhookSubscribers(deps.database.db, offer.landingId, 'offer.status_changed'))) return;
    await deps.database.db.transaction((tx) =>
      emitWebhookEvent(deps.jobs, tx, {
        landingId: offer.landingId,
        type: 'offer.status_changed',
        data: offerChangeData(offer, 'invited', 'investor'),
        at,
      }),
    );
  } catch (error) {
    deps.logger?.error('webhooks: the event of a first opening was not recorded', {
      offerId: offer.id,
      ...describeError(error),
    });
  }
}

export async function offerContext(q: DbOrTx, offer: OfferRow): Promise<OfferContext> {
  const params = {
    productId: offer.productId,
    investorUserId: offer.investorUserId,
    landingId: offer.landingId,
    campaignId: offer.campaignId,
    offerId: offer.id,
  };
  const [row] = isTransaction(q) ? await contextQuery(q).execute(params) : await preparedFor(q).context.execute(params);
  if (!row) throw new NotFoundError('Offer not found');
  return contextOf(offer, row);
}

/** The context of an offer from a row of the context query or of the page query. */
function contextOf(
  offer: OfferRow,
  row: Pick<OfferContext, 'campaign' | 'product'> &
    OfferContext['investor'] &
    ProtectionColumns & { landingLanguage: string | null },
): OfferContext {
  return {
    offer,
    campaign: row.campaign,
    product: row.product,
    investor: { firstName: row.firstName, surname: row.surname, email: row.email, language: row.language },
    landingLanguage: (row.landingLanguage as Language | null) ?? DEFAULT_LANGUAGE,
    protection: {
      protectionOn: row.protectionOn,
      testValidUntil: row.testValidUntil,
      warningDueUntil: row.warningDueUntil,
      timeZone: row.timeZone,
      sophisticated: row.sophisticated,
      kiisOwner: row.kiisOwner,
      kiisReceived: row.kiisReceived,
    },
  };
}

export async function offerView(q: DbOrTx, ctx: OfferContext, now: Date): Promise<OfferView> {
  const [attachments, history, refund, bankPayment] = await Promise.all([
    listAttachments(q, ctx.offer.id),
    listHistory(q, ctx.offer.id),
    readRefund(q, ctx.offer.id),
    readBankPayment(q, ctx.offer.id),
  ]);
  return offerViewWith(ctx, now, { attachments, history, refund, bankPayment });
}

/** What an offer's view reads besides the offer: its files, its history, its refund, its payment by the bank. */
interface OfferParts {
  attachments: AttachmentView[];
  history: HistoryJson[];
  refund: OfferRefund | null;
  bankPayment: BankPayment | null;
}

function offerViewWith(
  ctx: OfferContext,
  now: Date,
  { attachments, history, refund, bankPayment }: OfferParts,
): OfferView {
  const { offer } = ctx;
  return {
    id: offer.id,
    reference: offerReference(offer.id),
    status: offer.status,
    statusDate: offer.statusChangedAt.toISOString(),
    investmentValue: offer.amount,
    currency: offer.currency,
    message: offer.message?.trim() ? offer.message : null,
    agreementDate: offer.agreementDate,
    paymentDate: offer.paymentDate,
    endDate: offer.endDate,
    actions: offerActions(offer.status, campaignState(ctx.campaign, now)),
    attachments,
    ...historyOfJson(offer, history, now),
    refund,
    bankPayment,
    kiis: ctx.protection.protectionOn
      ? { received: ctx.protection.kiisReceived, owner: ctx.protection.kiisOwner }
      : null,
  };
}

/** The page data of an offer as the public link shows it. */
export async function publicOfferOf(deps: Deps, offer: OfferRow): Promise<PublicOffer> {
  const db = deps.database.db;
  const ctx = await offerContext(db, offer);
  const [attachments, history, refund, bankPayment] = await Promise.all([
    listAttachments(db, offer.id),
    listHistory(db, offer.id),
    readRefund(db, offer.id),
    readBankPayment(db, offer.id),
  ]);
  return publicOfferWith(ctx, deps.clock.now(), { attachments, history, refund, bankPayment });
}

function publicOfferWith(ctx: OfferContext, now: Date, parts: OfferParts): PublicOffer {
  return {
    language: ctx.landingLanguage,
    investor: { name: maskName(ctx.investor.firstName, ctx.investor.surname), email: maskEmail(ctx.investor.email) },
    campaign: campaignView(ctx.campaign, now),
    product: productView(ctx.product),
    offer: offerViewWith(ctx, now, parts),
    protection: ctx.protection.protectionOn ? protectionState(ctx.protection, now) : null,
  };
}

const stillValid = (until: string | Date | null, now: Date) => until !== null && new Date(until) > now;

/** Whether the investor may go on, and if not, what stands in the way: the test, or the warning of a failed one. */
function protectionState(p: ProtectionColumns, now: Date): NonNullable<PublicOffer['protection']> {
  const ready = p.sophisticated || stillValid(p.testValidUntil, now);
  const pending = ready ? null : stillValid(p.warningDueUntil, now) ? 'warning' : 'test';
  return { ready, pending, timeZone: p.timeZone ?? DEFAULT_REMINDER_SETTINGS.timeZone };
}

/** The offer of a link's token on `landingId`; 404 af080e4c ("token is no longer active") for any other token. */
export async function offerOfToken(
  deps: Pick<AppDeps, 'database'>,
  landingId: string,
  token: string,
): Promise<OfferRow> {
  // As offerByPublicToken (src/server/campaigns/public-token.ts), through the prepared query.
  const [offer] =
    !token || token.length > 200
      ? []
      : await preparedFor(deps.database.db).token.execute({ hash: hashToken(token), landingId });
  if (!offer) throw new TokenInactiveError(true);
  return offer;
}

/**
 * The page data of the offer of `token` on `landingId`. With markViewed (a person opened the link, not a
 * preview or a refetch after an action) an invited offer becomes viewed, once, recorded in its history.
 * Throws TokenInactiveError (404 af080e4c) for a token that opens nothing here, and (410 af080e4c) for an
 * ended (rejected or declined) offer, whose link shows no offer data any more. Concurrent calls share their
 * statements (one read, one viewed-marking transaction per batch; decision docs/decisions/0020).
 */
export async function loadPublicOffer(
  deps: Deps,
  landingId: string,
  token: string,
  options: { markViewed?: boolean } = {},
): Promise<PublicOffer> {
  const opened =
    !token || token.length > 200
      ? undefined
      : await pageBatcher(deps, Boolean(options.markViewed)).load(`${hashToken(token)} ${landingId}`);
  // Another landing's token opens nothing here, as an unknown one.
  if (!opened || opened.row.offer.landingId !== landingId) throw new TokenInactiveError(true);
  // An ended offer's link shows nothing of it any more (410; docs/decisions/0024).
  // It says why, and nothing else (issue 36 item 5): revoked, withdrawn, rejected or replaced.
  if (isLostStatus(opened.row.offer.status))
    throw new TokenInactiveError(false, lostReasonOf(opened.row.offer.status, opened.row.history.at(-1)?.reason));
  const { row, at } = opened;
  let offer = row.offer;
  // The first opening moved the offer to viewed (with its history entry); the rest of what was read stands.
  let history = row.history;
  if (row.justViewed) {
    offer = { ...offer, status: 'viewed', statusChangedAt: at, updatedAt: at };
    history = [...history, { status: 'viewed', at: at.toISOString(), reason: null }];
    // The batched statement made the move; its event follows it (checked against a cached list of subscribers,
    // so an opening costs nothing more where no integrator listens).
    await tellViewed(deps, offer, at);
  }
  // Still invited: changed by someone else at the same moment (another tab's opening won): the ordinary way,
  // which reads it afresh.
  else if (options.markViewed && offer.status === 'invited') return publicOfferOf(deps, await markViewed(deps, offer));
  return publicOfferWith(contextOf(offer, row), deps.clock.now(), {
    attachments: row.attachments.map(attachmentOfJson),
    history,
    refund: refundOfJson(row.refund),
    bankPayment: bankPaymentOfJson(row.bankPayment),
  });
}
