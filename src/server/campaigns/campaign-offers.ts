// GET /api/advisor/campaign/{id}/offers: the offers of one campaign the caller may see: their own, and for a
// coordinator every offer of the networks they coordinate (with its owner). One page, newest status change
// first, and the total; ?status=a,b narrows (lost = rejected and declined).
import { and, count, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { expandStatusFilter, OFFER_STATUSES } from '../../lib/contracts/campaign';
import type { CampaignOfferRow } from '../../lib/contracts/campaign-views';
import { V } from '../../lib/validation/keys';
import { callerNetworks } from '../advisors/advisor-access';
import type { DbOrTx } from '../db/client';
import { networks, offers, products, users } from '../db/schema';
import { pagingShape } from '../lists/bracket-query';
import { findCampaign, type CampaignReader } from './campaign-queries';

const STATUS_VALUES: readonly string[] = [...OFFER_STATUSES, 'lost'];

/** The query string of the list (its route validates it; a bad parameter is a 400 naming it). */
export const campaignOffersQuerySchema = z.object({
  ...pagingShape,
  status: z
    .string()
    .optional()
    .refine((value) => !value || value.split(',').every((s) => STATUS_VALUES.includes(s)), { error: V.invalidValue })
    .transform((value) => (value ? expandStatusFilter(value.split(',')) : null)),
});

export type CampaignOffersQuery = z.output<typeof campaignOffersQuerySchema>;

type PersonColumns = { firstName: AnyColumn; surname: AnyColumn; email: AnyColumn };

/** "First Surname", or the e-mail when no name is known. */
const personName = (table: PersonColumns) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${table.firstName}, ${table.surname})), ''), ${table.email})`;

export async function campaignOffers(
  db: DbOrTx,
  reader: CampaignReader,
  campaignId: string,
  query: CampaignOffersQuery,
): Promise<{ rows: CampaignOfferRow[]; total: number }> {
  const campaign = await findCampaign(db, reader.landingId, campaignId);
  const { coordinates } = await callerNetworks(db, reader.landingId, reader.userId);
  const visible: SQL =
    coordinates.length > 0
      ? or(eq(offers.ownerUserId, reader.userId), inArray(offers.networkId, coordinates))!
      : eq(offers.ownerUserId, reader.userId);
  const where = and(
    eq(offers.landingId, reader.landingId),
    eq(offers.campaignId, campaign.id),
    visible,
    query.status ? inArray(offers.status, query.status) : undefined,
  );
  const investor = alias(users, 'investor');
  const owner = alias(users, 'owner');
  const [page, [total]] = await Promise.all([
    db
      .select({
        id: offers.id,
        investorName: personName(investor),
        investorEmail: investor.email,
        ownerId: offers.ownerUserId,
        ownerName: personName(owner),
        networkId: offers.networkId,
        networkName: networks.name,
        productId: offers.productId,
        productCode: products.code,
        status: offers.status,
        statusChangedAt: offers.statusChangedAt,
        investmentValue: offers.amount,
        currency: offers.currency,
        agreementDate: offers.agreementDate,
        paymentDate: offers.paymentDate,
        endDate: offers.endDate,
      })
      .from(offers)
      .innerJoin(investor, eq(investor.id, offers.investorUserId))
      .innerJoin(owner, eq(owner.id, offers.ownerUserId))
      .innerJoin(networks, eq(networks.id, offers.networkId))
      .innerJoin(products, eq(products.id, offers.productId))
      .where(where)
      .orderBy(desc(offers.statusChangedAt), desc(offers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return {
    rows: page.map(({ statusChangedAt, ...row }) => ({ ...row, statusDate: statusChangedAt.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}
