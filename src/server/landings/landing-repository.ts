import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Landing } from '../../lib/contracts/landing';
import type { DbOrTx } from '../db/client';
import { landingHosts, landings, type LandingRow } from '../db/schema';
import { isUuid } from '../../lib/validation/patterns';

function toBrand(row: LandingRow, hosts: string[]): Landing {
  return {
    id: row.id,
    slug: row.slug,
    hosts,
    isDefault: row.isDefault,
    language: row.language,
    siteTitle: row.siteTitle,
    favicon: row.favicon,
    theme: row.theme,
    themeColors: row.themeColors,
    investorPanelHeaderColor: row.investorPanelHeaderColor,
    investorPanelDescriptionColor: row.investorPanelDescriptionColor,
    advisorPanelHeaderColor: row.advisorPanelHeaderColor,
    advisorPanelDescriptionColor: row.advisorPanelDescriptionColor,
    logoUrl: row.logoUrl,
    logoSmallUrl: row.logoSmallUrl,
    campaignPlaceholderUrl: row.campaignPlaceholderUrl,
    productPlaceholderUrl: row.productPlaceholderUrl,
    texts: { pl: row.texts?.pl ?? {}, en: row.texts?.en ?? {} },
    investorPanelBlocked: row.investorPanelBlocked,
    backendBaseUrl: row.backendBaseUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withHosts(db: DbOrTx, rows: LandingRow[]): Promise<Landing[]> {
  if (rows.length === 0) return [];
  const hostRows = await db
    .select({ host: landingHosts.host, landingId: landingHosts.landingId })
    .from(landingHosts)
    .where(
      inArray(
        landingHosts.landingId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(landingHosts.createdAt), asc(landingHosts.host));
  const byLanding = new Map<string, string[]>();
  for (const { host, landingId } of hostRows) {
    const list = byLanding.get(landingId) ?? [];
    list.push(host);
    byLanding.set(landingId, list);
  }
  return rows.map((row) => toBrand(row, byLanding.get(row.id) ?? []));
}

/** Every landing with its hosts, oldest first. */
export async function loadLandings(db: DbOrTx): Promise<Landing[]> {
  const rows = await db.select().from(landings).orderBy(asc(landings.createdAt), asc(landings.slug));
  return withHosts(db, rows);
}

/** One landing by id or slug; `forUpdate` locks its row until the transaction ends. */
export async function findLanding(db: DbOrTx, idOrSlug: string, forUpdate = false): Promise<Landing | undefined> {
  const where = isUuid(idOrSlug) ? eq(landings.id, idOrSlug) : eq(landings.slug, idOrSlug);
  const query = db.select().from(landings).where(where);
  const rows = forUpdate ? await query.for('update') : await query;
  const [brand] = await withHosts(db, rows);
  return brand;
}

/**
 * A cheap fingerprint of the whole landings state. Every change bumps some updated_at or a count, so a
 * different fingerprint means "reload" (also for changes made by another process).
 */
export async function landingsFingerprint(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute<{ updated: string | null; landings: number; hosts: number }>(sql`
    select max(updated_at)::text as updated, count(*)::int as landings,
      (select count(*)::int from ${landingHosts}) as hosts
    from ${landings}`);
  const row = rows[0];
  return `${row?.updated ?? '-'}|${row?.landings ?? 0}|${row?.hosts ?? 0}`;
}
