import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../lib/language';
import type { LandingTexts, ThemeName } from '../../../lib/contracts/landing';
import { timestamps } from './columns';

/** A landing is one white-label brand. Its hosts live in landing_hosts. */
export const landings = pgTable(
  'landings',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    isDefault: boolean().notNull().default(false),
    language: text().$type<Language>().notNull().default('pl'),
    siteTitle: text().notNull(),
    favicon: text().notNull(),
    theme: text().$type<ThemeName>().notNull().default('default'),
    /** "main,hover,highlight"; used when theme is custom. */
    themeColors: text(),
    investorPanelHeaderColor: text(),
    investorPanelDescriptionColor: text(),
    advisorPanelHeaderColor: text(),
    advisorPanelDescriptionColor: text(),
    logoUrl: text().notNull(),
    logoSmallUrl: text(),
    campaignPlaceholderUrl: text(),
    productPlaceholderUrl: text(),
    /** Per-language texts: titles, headlines, documents, invite text, consents, button texts. */
    texts: jsonb().$type<Record<Language, LandingTexts>>().notNull().default({ pl: {}, en: {} }),
    investorPanelBlocked: boolean().notNull().default(false),
    /** Where the browser sends API calls; empty means the same origin. */
    backendBaseUrl: text().notNull().default(''),
    /** Tax withheld from interest, in basis points: 1900 = 19 % (Polish capital-gains tax). */
    taxRateBasisPoints: integer().notNull().default(1900),
    ...timestamps,
  },
  (t) => [
    // Exactly one landing answers hosts nobody claimed.
    uniqueIndex('landings_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export type LandingRow = typeof landings.$inferSelect;
export type NewLandingRow = typeof landings.$inferInsert;
