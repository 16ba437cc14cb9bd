// The investor panel's data (GET /investor-api/...): an investor reaches only their own offers on the landing
// of their token; anything else is 404, so ids cannot be probed. Products: those of the landing's campaigns
// that are running or upcoming, plus any the investor holds an offer for.
import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import { OFFER_STATUSES, translationFor, utcDate, type Currency, type OfferStatus } from '../../lib/contracts/campaign';
import type { ProductTerms } from '../../lib/contracts/campaign-views';
import type { AppDeps } from '../app/app-env';
import type { AuthContext } from '../app/app-env';
import { productTerms } from '../campaigns/campaign-views';
import type { DbOrTx } from '../db/client';
import {
  campaigns,
  leadForms,
  offerAttachments,
  offerEvents,
  offers,
  products,
  scheduleRows,
  type OfferRow,
} from '../db/schema';
import { lostReasonOf } from '../../lib/offers/offer-stage';
import { NotFoundError } from '../errors/http-error';
import { campaignState } from '../../lib/contracts/campaign';
import { campaignView, offerContext, offerView, productView } from '../public-offer/public-offer';
import type { InvestorOfferDetail } from '../../lib/contracts/public-offer';
import { withPaymentCode } from '../payments/payment-code';
import type { InvestorOfferRow, InvestorSummary } from '../../lib/contracts/investor-offers';
import type { LeadFormAnswers, LeadFormView } from '../../lib/contracts/lead-form';
import { isUuid } from '../../lib/validation/patterns';

type Deps = Pick<AppDeps, 'database' | 'clock'>;
export type InvestorCaller = Pick<AuthContext, 'userId' | 'landingId'>;

/** The caller's own offer on their landing, optionally locked; 404 for anything else. */
export async function ownOffer(q: DbOrTx, caller: InvestorCaller, offerId: string): Promise<OfferRow> {
  if (!isUuid(offerId)) throw new NotFoundError('Offer not found');
  const [offer] = await q
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.id, offerId.toLowerCase()),
        eq(offers.landingId, caller.landingId),
        eq(offers.investorUserId, caller.userId),
      ),
    );
  if (!offer) throw new NotFoundError('Offer not found');
  return offer;
}

/** GET /investor-api/offers: newest status change first. */
export async function listInvestorOffers(
  deps: Deps,
  caller: InvestorCaller,
  page: { limit: number; offset: number },
  language: Language,
) {
  const db = deps.database.db;
  const mine = and(eq(offers.landingId, caller.landingId), eq(offers.investorUserId, caller.userId));
  const [total] = await db.select({ n: count() }).from(offers).where(mine);
  const rows = await db
    .select({
      offer: offers,
      campaign: campaigns,
      productCode: products.code,
      productTranslations: products.translations,
      rate: products.annualRateBasisPoints,
      attachments: sql<number>`(select count(*) from ${offerAttachments} a where a.offer_id = ${offers.id})`.mapWith(
        Number,
      ),
      confirmationSentAt: sql<string | null>`(select min(a.created_at) from ${offerAttachments} a
        where a.offer_id = ${offers.id} and a.kind = 'payment-confirmation')`,
      // The reason of the last status change: why a lost offer ended (revoked, replaced; offer-stage.ts).
      lastReason: sql<string | null>`(select e.details->>'reason' from ${offerEvents} e
        where e.offer_id = ${offers.id} order by e.seq desc limit 1)`,
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(mine)
    .orderBy(desc(offers.statusChangedAt), asc(offers.id))
    .limit(page.limit)
    .offset(page.offset);
  const now = deps.clock.now();
  const result: InvestorOfferRow[] = rows.map((r) => ({
    id: r.offer.id,
    status: r.offer.status,
    statusDate: r.offer.statusChangedAt.toISOString(),
    investmentValue: r.offer.amount,
    currency: r.offer.currency,
    agreementDate: r.offer.agreementDate,
    paymentDate: r.offer.paymentDate,
    endDate: r.offer.endDate,
    confirmationSentAt: r.confirmationSentAt === null ? null : new Date(r.confirmationSentAt).toISOString(),
    lostReason: lostReasonOf(r.offer.status, r.lastReason),
    campaign: {
      id: r.campaign.id,
      name: translationFor(r.campaign.translations, language).name,
      state: campaignState(r.campaign, now),
    },
    product: {
      id: r.offer.productId,
      code: r.productCode,
      name: translationFor(r.productTranslations, language).name,
      annualRateBasisPoints: r.rate,
    },
    attachmentCount: r.attachments,
  }));
  return { total: total?.n ?? 0, rows: result };
}

/**
 * GET /investor-api/offer/:id: the offer page's data with full contact data, the stored schedule, and while it is
 * accepted the payment code (its title in `language`, the panel's).
 */
export async function investorOfferDetail(
  deps: Deps,
  offer: OfferRow,
  language: Language,
): Promise<InvestorOfferDetail> {
  const db = deps.database.db;
  const ctx = await offerContext(db, offer);
  const now = deps.clock.now();
  const schedule = await db
    .select()
    .from(scheduleRows)
    .where(eq(scheduleRows.offerId, offer.id))
    .orderBy(asc(scheduleRows.seq));
  return withPaymentCode(
    {
      language: ctx.landingLanguage,
      investor: { firstName: ctx.investor.firstName, surname: ctx.investor.surname, email: ctx.investor.email },
      campaign: campaignView(ctx.campaign, now),
      product: productView(ctx.product),
      offer: await offerView(db, ctx, now),
      schedule: schedule.map((s) => ({
        seq: s.seq,
        periodFrom: s.periodFrom,
        periodTo: s.periodTo,
        paymentDate: s.paymentDate,
        gross: s.gross,
        tax: s.tax,
        net: s.net,
        status: s.status,
        paidAmount: s.paidAmount,
        paidAt: s.paidAt?.toISOString() ?? null,
      })),
    },
    language,
  );
}

/** GET /investor-api/investor/summary. */
export async function investorSummary(
  deps: Deps,
  caller: InvestorCaller,
  language: Language,
): Promise<InvestorSummary> {
  const db = deps.database.db;
  const mine = and(eq(offers.landingId, caller.landingId), eq(offers.investorUserId, caller.userId));
  const today = utcDate(deps.clock.now());
  const byStatus = await db
    .select({
      status: offers.status,
      currency: offers.currency,
      n: count(),
      amount: sql<number>`coalesce(sum(${offers.amount}), 0)`.mapWith(Number),
    })
    .from(offers)
    .where(mine)
    .groupBy(offers.status, offers.currency);
  const interest = await db
    .select({
      currency: offers.currency,
      expected: sql<number>`coalesce(sum(case when ${scheduleRows.status} in ('scheduled', 'unpaid', 'partially-paid')
        then ${scheduleRows.net} - ${scheduleRows.paidAmount} else 0 end), 0)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(case when ${scheduleRows.status} <> 'cancelled'
        then ${scheduleRows.paidAmount} else 0 end), 0)`.mapWith(Number),
    })
    .from(scheduleRows)
    .innerJoin(offers, eq(offers.id, scheduleRows.offerId))
    .where(and(mine, eq(offers.status, 'active')))
    .groupBy(offers.currency);
  const next = await upcomingPayments(db, mine, today);

  const currencies = new Map<Currency, InvestorSummary['currencies'][number]>();
  const entry = (currency: Currency) => {
    let e = currencies.get(currency);
    if (!e) currencies.set(currency, (e = { currency, invested: 0, pending: 0, expectedInterest: 0, paidInterest: 0 }));
    return e;
  };
  const offerCounts = Object.fromEntries(OFFER_STATUSES.map((s) => [s, 0])) as Record<OfferStatus, number>;
  for (const r of byStatus) {
    offerCounts[r.status] += Number(r.n);
    if (r.status === 'active') entry(r.currency).invested += r.amount;
    if (r.status === 'accepted') entry(r.currency).pending += r.amount;
  }
  for (const r of interest) {
    entry(r.currency).expectedInterest += r.expected;
    entry(r.currency).paidInterest += r.paid;
  }
  return {
    currencies: [...currencies.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    offerCounts,
    nextPayments: next.map((r) => ({
      offerId: r.offerId,
      campaignName: translationFor(r.campaignTranslations, language).name,
      productCode: r.productCode,
      paymentDate: r.paymentDate,
      net: r.net - r.paid,
      currency: r.currency,
      status: r.status,
    })),
  };
}

/** The investor's next five payments due (today or later) on active offers. */
function upcomingPayments(db: Deps['database']['db'], mine: SQL | undefined, today: string) {
  return db
    .select({
      offerId: offers.id,
      campaignTranslations: campaigns.translations,
      productCode: products.code,
      paymentDate: scheduleRows.paymentDate,
      net: scheduleRows.net,
      paid: scheduleRows.paidAmount,
      currency: offers.currency,
      status: scheduleRows.status,
    })
    .from(scheduleRows)
    .innerJoin(offers, eq(offers.id, scheduleRows.offerId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(
      and(
        mine,
        eq(offers.status, 'active'),
        gte(scheduleRows.paymentDate, today),
        inArray(scheduleRows.status, ['scheduled', 'unpaid', 'partially-paid']),
      ),
    )
    .orderBy(asc(scheduleRows.paymentDate), asc(scheduleRows.id))
    .limit(5);
}

/** Products the investor may see: of running or upcoming campaigns of the landing, or ones they have an offer for. */
function visibleProducts(caller: InvestorCaller, today: string) {
  return and(
    eq(products.landingId, caller.landingId),
    or(
      and(sql`${campaigns.endDate} >= ${today}`, sql`${campaigns.closedAt} is null`),
      sql`exists (select 1 from ${offers} o where o.product_id = ${products.id} and o.investor_user_id = ${caller.userId})`,
    ),
  );
}

/** GET /investor-api/products: by campaign start (newest first), then position. */
export async function listInvestorProducts(
  deps: Deps,
  caller: InvestorCaller,
  page: { limit: number; offset: number },
  language: Language,
) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const where = visibleProducts(caller, utcDate(now));
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
    .where(where);
  const rows = await db
    .select({ product: products, campaign: campaigns })
    .from(products)
    .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
    .where(where)
    .orderBy(desc(campaigns.startDate), asc(campaigns.id), asc(products.position), asc(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r): ProductTerms => productTerms(r.product, r.campaign, language, now)),
  };
}

/** GET /investor-api/product/:id; 404 when not visible. */
export async function investorProduct(
  deps: Deps,
  caller: InvestorCaller,
  productId: string,
  language: Language,
): Promise<ProductTerms> {
  if (!isUuid(productId)) throw new NotFoundError('Product not found');
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .select({ product: products, campaign: campaigns })
    .from(products)
    .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
    .where(and(eq(products.id, productId.toLowerCase()), visibleProducts(caller, utcDate(now))));
  if (!row) throw new NotFoundError('Product not found');
  return productTerms(row.product, row.campaign, language, now);
}

/** GET /investor-api/lead-form/last: the last answers, or nulls before the first. */
export async function lastLeadForm(q: DbOrTx, caller: InvestorCaller): Promise<LeadFormView> {
  const [row] = await q
    .select()
    .from(leadForms)
    .where(and(eq(leadForms.landingId, caller.landingId), eq(leadForms.investorUserId, caller.userId)))
    .orderBy(desc(leadForms.createdAt), desc(leadForms.id))
    .limit(1);
  return row
    ? { submittedAt: row.createdAt.toISOString(), answers: row.answers }
    : { submittedAt: null, answers: null };
}

/** POST /investor-api/lead-form: a new submission (kept, so earlier answers stay on record). */
export async function saveLeadForm(
  deps: Deps,
  caller: InvestorCaller,
  answers: LeadFormAnswers,
): Promise<LeadFormView> {
  const [row] = await deps.database.db
    .insert(leadForms)
    .values({ landingId: caller.landingId, investorUserId: caller.userId, answers, createdAt: deps.clock.now() })
    .returning();
  return { submittedAt: row!.createdAt.toISOString(), answers: row!.answers };
}
