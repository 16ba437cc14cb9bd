// Campaigns and products of a landing for operators (the admin CLI): create, update, import (upsert by
// campaign slug and product code), list. Validates with campaign-input.ts; money stays integer minor units.
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignState, type CampaignState } from '../../lib/contracts/campaign';
import type { Violation } from '../../lib/contracts/error-body';
import type { AppDb, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { campaigns, offers, products, type CampaignRow, type ProductRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/http-error';
import { propertyPath, ValidationError, violationsFromZod } from '../errors/validation-error';
import type { Clock } from '../runtime-types';
import {
  campaignChangeSchema,
  campaignFileSchema,
  campaignImportSchema,
  campaignProblems,
  campaignValues,
  mergeCampaign,
  productValues,
  type CampaignChangeInput,
  type CampaignValues,
  type ProductFileInput,
} from './campaign-input';
import { isUuid } from '../../lib/validation/patterns';

export { campaignState } from '../../lib/contracts/campaign';
/** SPEC section 8 code for a campaign that is not active (not started, completed, closed); null when active. */
export { campaignStateErrorCode } from '../offers/offer-errors';

export interface CampaignWithState extends CampaignRow {
  state: CampaignState;
  products: ProductRow[];
}

interface ImportResult {
  created: string[];
  updated: string[];
  campaigns: CampaignWithState[];
}

export interface CampaignService {
  list(landingId: string): Promise<CampaignWithState[]>;
  get(landingId: string, slugOrId: string): Promise<CampaignWithState>;
  create(landingId: string, file: unknown): Promise<CampaignWithState>;
  update(landingId: string, slugOrId: string, change: unknown): Promise<CampaignWithState>;
  importFile(landingId: string, file: unknown): Promise<ImportResult>;
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ValidationError(violationsFromZod(parsed.error), 'The campaign file is not valid');
  return parsed.data;
}

const violation = (prefix: Array<string | number>, path: Array<string | number>, message: string): Violation => ({
  propertyPath: propertyPath([...prefix, ...path]),
  title: message,
  message,
});

async function findCampaign(
  db: DbOrTx,
  landingId: string,
  slugOrId: string,
  lock = false,
): Promise<CampaignRow | undefined> {
  const key = isUuid(slugOrId)
    ? or(eq(campaigns.id, slugOrId.toLowerCase()), eq(campaigns.slug, slugOrId))
    : eq(campaigns.slug, slugOrId);
  const query = db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.landingId, landingId), key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function views(db: DbOrTx, rows: CampaignRow[], now: Date): Promise<CampaignWithState[]> {
  if (rows.length === 0) return [];
  const productRows = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.campaignId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(products.position), asc(products.code));
  return rows.map((row) => ({
    ...row,
    state: campaignState(row, now),
    products: productRows.filter((p) => p.campaignId === row.id),
  }));
}

const valuesOf = (row: CampaignRow): CampaignValues => ({ ...row });

/**
 * Writes one campaign (new when `existing` is undefined) and upserts its products by code. `prefix` is the
 * property path of the campaign in the file, for the violations.
 */
async function save(
  tx: DbOrTx,
  landingId: string,
  values: CampaignValues,
  extra: { closed?: boolean; products?: ProductFileInput[] },
  existing: CampaignRow | undefined,
  now: Date,
  prefix: Array<string | number>,
): Promise<string> {
  const problems = campaignProblems(values).map((p) => violation(prefix, p.path, p.message));
  if (existing) {
    if (values.target < existing.raisedAmount)
      problems.push(
        violation(prefix, ['target'], `cannot be below the raised funds (${existing.raisedAmount} minor units)`),
      );
    if (values.currency !== existing.currency) {
      const [row] = await tx.select({ n: count() }).from(offers).where(eq(offers.campaignId, existing.id));
      if ((row?.n ?? 0) > 0) problems.push(violation(prefix, ['currency'], 'cannot change: the campaign has offers'));
    }
  }
  if (problems.length > 0) throw new ValidationError(problems, 'The campaign file is not valid');

  const closedAt =
    extra.closed === undefined ? (existing?.closedAt ?? null) : extra.closed ? (existing?.closedAt ?? now) : null;
  let id: string;
  try {
    if (existing) {
      id = existing.id;
      await tx
        .update(campaigns)
        .set({ ...values, closedAt, updatedAt: now })
        .where(eq(campaigns.id, id));
    } else {
      [{ id }] = (await tx
        .insert(campaigns)
        .values({ ...values, landingId, closedAt, createdAt: now, updatedAt: now })
        .returning({ id: campaigns.id })) as [{ id: string }];
    }
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`The landing already has a campaign "${values.slug}"`, [
        violation(prefix, ['slug'], 'already taken'),
      ]);
    throw error;
  }
  await saveProducts(tx, landingId, id, values, extra.products ?? [], now, prefix);
  return id;
}

async function saveProducts(
  tx: DbOrTx,
  landingId: string,
  campaignId: string,
  campaign: CampaignValues,
  list: ProductFileInput[],
  now: Date,
  prefix: Array<string | number>,
): Promise<void> {
  if (list.length === 0) return;
  const codes = list.map((p) => p.code);
  const duplicate = codes.find((code, i) => codes.indexOf(code) !== i);
  if (duplicate)
    throw new ValidationError(
      [violation(prefix, ['products'], `product code ${duplicate} appears twice`)],
      'The campaign file is not valid',
    );
  const existing = await tx
    .select({ id: products.id, code: products.code, campaignId: products.campaignId })
    .from(products)
    .where(and(eq(products.landingId, landingId), inArray(products.code, codes)));
  const elsewhere = existing.filter((p) => p.campaignId !== campaignId);
  if (elsewhere.length > 0) {
    throw new ConflictError(
      'A product code belongs to another campaign of the landing',
      elsewhere.map((p) =>
        violation(prefix, ['products', codes.indexOf(p.code), 'code'], `${p.code} belongs to another campaign`),
      ),
    );
  }
  // Changed terms apply to offers that become active from now on; existing schedules keep theirs.
  for (const [position, product] of list.entries()) {
    const values = { ...productValues(product, campaign), position };
    const own = existing.find((p) => p.code === product.code);
    if (own)
      await tx
        .update(products)
        .set({ ...values, updatedAt: now })
        .where(eq(products.id, own.id));
    else await tx.insert(products).values({ ...values, landingId, campaignId, createdAt: now, updatedAt: now });
  }
}

export function createCampaignService(deps: { db: AppDb; clock: Clock }): CampaignService {
  const { db, clock } = deps;

  async function get(landingId: string, slugOrId: string): Promise<CampaignWithState> {
    const row = await findCampaign(db, landingId, slugOrId);
    if (!row) throw new NotFoundError(`No campaign "${slugOrId}" on this landing`);
    return (await views(db, [row], clock.now()))[0]!;
  }

  return {
    async list(landingId) {
      const rows = await db
        .select()
        .from(campaigns)
        .where(eq(campaigns.landingId, landingId))
        .orderBy(asc(campaigns.startDate), asc(campaigns.slug));
      return views(db, rows, clock.now());
    },
    get,
    async create(landingId, file) {
      const input = parse(campaignFileSchema, file);
      const id = await db.transaction(async (tx) => {
        if (await findCampaign(tx, landingId, input.slug)) {
          throw new ConflictError(
            `The landing already has a campaign "${input.slug}" (use campaign update or import)`,
            [violation([], ['slug'], 'already taken')],
          );
        }
        return save(tx, landingId, campaignValues(input), input, undefined, clock.now(), []);
      });
      return get(landingId, id);
    },
    async update(landingId, slugOrId, change) {
      const input: CampaignChangeInput = parse(campaignChangeSchema, change);
      const id = await db.transaction(async (tx) => {
        const existing = await findCampaign(tx, landingId, slugOrId, true);
        if (!existing) throw new NotFoundError(`No campaign "${slugOrId}" on this landing`);
        return save(tx, landingId, mergeCampaign(valuesOf(existing), input), input, existing, clock.now(), []);
      });
      return get(landingId, id);
    },
    async importFile(landingId, file) {
      const list = parse(campaignImportSchema, file);
      const slugs = list.map((c) => c.slug);
      const twice = slugs.find((s, i) => slugs.indexOf(s) !== i);
      if (twice)
        throw new ValidationError(
          [violation([], ['campaigns'], `campaign ${twice} appears twice`)],
          'The campaign file is not valid',
        );
      const result = await db.transaction(async (tx) => {
        const created: string[] = [];
        const updated: string[] = [];
        const ids: string[] = [];
        for (const [index, input] of list.entries()) {
          const existing = await findCampaign(tx, landingId, input.slug, true);
          const values = existing ? mergeCampaign(valuesOf(existing), input) : campaignValues(input);
          ids.push(await save(tx, landingId, values, input, existing, clock.now(), ['campaigns', index]));
          (existing ? updated : created).push(input.slug);
        }
        return { created, updated, ids };
      });
      const rows = await db
        .select()
        .from(campaigns)
        .where(inArray(campaigns.id, result.ids))
        .orderBy(asc(campaigns.startDate), asc(campaigns.slug));
      return { created: result.created, updated: result.updated, campaigns: await views(db, rows, clock.now()) };
    },
  };
}
