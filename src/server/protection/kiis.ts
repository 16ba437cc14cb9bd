// The key investment information sheet of a campaign (ECSPR Art. 23, Delegated Regulation (EU) 2022/2119;
// decision 0052): version 1 generated from the campaign's data in the template's structure when first needed, the
// operator's versions after it (`npm run admin -- kiis set`), the latest one shown and recorded with an interest or
// acceptance, and its PDF (at most six A4 pages, Art. 23(7)).
import { and, desc, eq, sql } from 'drizzle-orm';
import { getT } from '../../i18n';
import { formatDate } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import type { Language } from '../../lib/language';
import { translationFor } from '../../lib/contracts/campaign';
import { KIIS_MAX_PAGES, KIIS_SECTIONS, type KiisContent } from '../../lib/contracts/kiis';
import type { DbOrTx } from '../db/client';
import { campaignKiis, campaigns, landings, products, type CampaignKiisRow, type CampaignRow } from '../db/schema';
import { ValidationError } from '../errors/validation-error';
import type { Clock } from '../runtime-types';
import { documentKey, documents } from '../pdf/document-cache';
import { renderKiisPdf, type KiisPdfInput } from '../pdf/kiis-pdf';
import { landingLogo } from '../pdf/pdf-logo';

/** What of the landing a sheet shows: its name and its logo. */
type KiisBrand = { siteTitle: string; logoUrl: string | null };

type Products = Array<typeof products.$inferSelect>;

/** The parts written from the campaign's data, in one language (the operator rewrites any of them). */
function generatedSections(
  campaign: CampaignRow,
  items: Products,
  siteTitle: string,
  language: Language,
): Record<(typeof KIIS_SECTIONS)[number], string> {
  const t = getT(language);
  const text = translationFor(campaign.translations, language);
  const money = (minor: number) => formatMoney(minor, campaign.currency);
  const owner = campaign.recipientName ?? siteTitle;
  // The list's labels ("Stałe", "Co kwartał") read inside a sentence.
  const lower = (text: string) => text.charAt(0).toLocaleLowerCase(language) + text.slice(1);
  const terms = items.map((product) =>
    t('kiis.generated.product', {
      name: translationFor(product.translations, language).name,
      code: product.code,
      rate: `${formatMoney(product.annualRateBasisPoints)} %`,
      interestType: lower(t(`campaign.interestType.${product.interestType}`)),
      frequency: lower(t(`campaign.frequency.${product.paymentFrequency}`)),
      duration: t(`campaign.duration.${product.durationUnit}`, { count: product.durationValue }),
    }),
  );
  return {
    owner: t('kiis.generated.owner', { owner, platform: siteTitle }),
    project: [text.name, text.description].filter(Boolean).join('\n\n'),
    conditions: t('kiis.generated.conditions', {
      target: money(campaign.target),
      min: money(campaign.minInvestment),
      max: campaign.maxInvestment === null ? t('kiis.generated.noMax') : money(campaign.maxInvestment),
      step: money(campaign.step),
      from: formatDate(campaign.startDate, 'DD.MM.YYYY'),
      to: formatDate(campaign.endDate, 'DD.MM.YYYY'),
    }),
    risks: t('kiis.generated.risks'),
    terms: terms.length > 0 ? terms.join('\n') : t('kiis.generated.noProducts'),
    rights: t('kiis.generated.rights'),
    costs: t('kiis.generated.costs'),
  };
}

async function generatedContent(q: DbOrTx, campaign: CampaignRow): Promise<KiisContent> {
  const items = await q.select().from(products).where(eq(products.campaignId, campaign.id)).orderBy(products.code);
  const [landing] = await q
    .select({ siteTitle: landings.siteTitle })
    .from(landings)
    .where(eq(landings.id, campaign.landingId));
  const site = landing?.siteTitle ?? '';
  return { pl: generatedSections(campaign, items, site, 'pl'), en: generatedSections(campaign, items, site, 'en') };
}

/** The latest version; the generated version 1 is stored first when the campaign has none (concurrent callers agree). */
export async function currentKiis(q: DbOrTx, clock: Clock, campaignId: string): Promise<CampaignKiisRow> {
  const latest = async () =>
    (
      await q
        .select()
        .from(campaignKiis)
        .where(eq(campaignKiis.campaignId, campaignId))
        .orderBy(desc(campaignKiis.version))
        .limit(1)
    )[0];
  const found = await latest();
  if (found) return found;
  const [campaign] = await q.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw new Error(`no campaign ${campaignId}`);
  await q
    .insert(campaignKiis)
    .values({
      campaignId,
      landingId: campaign.landingId,
      version: 1,
      content: await generatedContent(q, campaign),
      generated: true,
      createdAt: clock.now(),
    })
    .onConflictDoNothing();
  return (await latest())!;
}

/** A new version by the operator: refused (400, nothing stored) when its PDF would pass six pages in a language. */
export async function saveKiis(
  q: DbOrTx,
  clock: Clock,
  campaign: CampaignRow,
  content: KiisContent,
  brand: KiisBrand,
): Promise<CampaignKiisRow> {
  const current = await currentKiis(q, clock, campaign.id);
  for (const language of ['pl', 'en'] as const) {
    const { pages } = await kiisDocument(campaign, { version: current.version + 1, content }, language, brand);
    if (pages > KIIS_MAX_PAGES)
      throw new ValidationError([
        { propertyPath: language, title: 'kiis.tooLong', message: `${pages} pages, at most ${KIIS_MAX_PAGES}` },
      ]);
  }
  const [row] = await q
    .insert(campaignKiis)
    .values({
      campaignId: campaign.id,
      landingId: campaign.landingId,
      version: current.version + 1,
      content,
      generated: false,
      createdAt: clock.now(),
    })
    .returning();
  return row!;
}

/**
 * The sheet as a PDF in one language, and how many pages it has: made once per input and kept (document-cache.ts;
 * the key is everything the PDF shows, the dictionary's texts included). `hit`: kept, not made for this call.
 */
export async function kiisDocument(
  campaign: CampaignRow,
  kiis: Pick<CampaignKiisRow, 'version' | 'content'>,
  language: Language,
  brand: KiisBrand,
): Promise<{ bytes: Buffer; pages: number; hit: boolean }> {
  const t = getT(language);
  const input: KiisPdfInput = {
    language,
    siteTitle: brand.siteTitle,
    logo: landingLogo(brand.logoUrl),
    title: t('kiis.title'),
    campaignName: translationFor(campaign.translations, language).name,
    version: t('kiis.version', { version: kiis.version }),
    disclaimer: t('campaign.protection.warning'),
    riskWarningTitle: t('kiis.riskWarningTitle'),
    riskWarning: t('kiis.riskWarning'),
    // The template's parts in its order (Annex I); E (SPV) and G (loans) do not apply to these offers, said so.
    sections: [
      ...KIIS_SECTIONS.map((key) => ({ title: t(`kiis.section.${key}`), text: kiis.content[language][key] })),
      { title: t('kiis.notApplicable'), text: t('kiis.notApplicableText') },
    ],
    pageLabel: (page, total) => t('kiis.page', { page, total }),
  };
  // The page label is a function: its text for one page of two stands for it in the key.
  const key = documentKey('kiis-pdf', { ...input, pageLabel: input.pageLabel(1, 2) });
  const { value, hit } = await documents.get(
    key,
    () => renderKiisPdf(input),
    (made) => made.bytes.length,
  );
  return { ...value, hit };
}

/** The campaign of a landing by slug or id (the CLI's argument). */
export async function campaignBySlug(q: DbOrTx, landingId: string, slugOrId: string): Promise<CampaignRow | null> {
  const [row] = await q
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.landingId, landingId),
        sql`(${campaigns.slug} = ${slugOrId} or ${campaigns.id}::text = ${slugOrId.toLowerCase()})`,
      ),
    );
  return row ?? null;
}
