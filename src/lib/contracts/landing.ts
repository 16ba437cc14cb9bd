import { z } from 'zod';

import { LANGUAGES } from '../language';

const THEMES = ['default', 'navy', 'custom'] as const;
export type ThemeName = (typeof THEMES)[number];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1f2937');

/** "main,hover,highlight": three comma-separated colours (SPEC section 3, admin configuration). */
const themeColorsSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^#[0-9a-fA-F]{6},#[0-9a-fA-F]{6},#[0-9a-fA-F]{6}$/, 'expected "#rrggbb,#rrggbb,#rrggbb"'));

/** A link or an asset path: absolute http(s) URL or a path on this server. */
const assetUrl = z.string().regex(/^(https?:\/\/|\/)[^\s"'<>]*$/, 'expected an http(s) URL or a path starting with /');

/**
 * Texts of a landing in one language. Every key is optional; missing titles, headlines, consents and documents fall
 * back to Polish, then to i18n defaults; inviteText and investButton are used in the page language only.
 */
export const landingTextsSchema = z
  .object({
    /** Home page (/) title and headline. */
    title: z.string().max(200),
    headline: z.string().max(500),
    /** Advisors' landing (/doradcy). */
    advisorsTitle: z.string().max(200),
    advisorsHeadline: z.string().max(500),
    /** Investor login (/investor-login). */
    investorTitle: z.string().max(200),
    investorHeadline: z.string().max(500),
    /** What the Invite client dialog's message starts with (the advisor may change it; it goes into the e-mail). */
    inviteText: z.string().max(2000),
    /** The two marketing consents shown on public forms. */
    marketingConsent1: z.string().max(2000),
    marketingConsent2: z.string().max(2000),
    /** Button texts: the sign-in buttons, and the accept button of the public offer page (/campaign). */
    advisorLoginButton: z.string().max(60),
    investorLoginButton: z.string().max(60),
    investButton: z.string().max(60),
    /** Documents. */
    regulationLabel: z.string().max(200),
    regulationUrl: assetUrl,
    privacyLabel: z.string().max(200),
    privacyUrl: assetUrl,
  })
  .partial();
export type LandingTexts = z.infer<typeof landingTextsSchema>;

/** Everything that brands a host: the row of the `landings` table as the rest of the code sees it. */
export const landingSchema = z.object({
  id: z.string().uuid(),
  /** Short operator-facing name used by the admin CLI. */
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/),
  hosts: z.array(z.string().min(1)).min(1),
  isDefault: z.boolean(),
  language: z.enum(LANGUAGES),
  siteTitle: z.string().min(1).max(200),
  favicon: assetUrl,
  theme: z.enum(THEMES),
  /** "main,hover,highlight", used when theme is custom. */
  themeColors: themeColorsSchema.nullable(),
  /**
   * The panels' colours: the title (header) and headline (description) of the investors' sign-in page
   * (/investor-login) and of the advisors' (/ and /doradcy); null keeps the brand's.
   */
  investorPanelHeaderColor: hexColor.nullable(),
  investorPanelDescriptionColor: hexColor.nullable(),
  advisorPanelHeaderColor: hexColor.nullable(),
  advisorPanelDescriptionColor: hexColor.nullable(),
  /** SVG, PNG or JPEG; PDFs draw it only from the site's own /brands/ folder (pdf-logo.ts). */
  logoUrl: assetUrl,
  logoSmallUrl: assetUrl.nullable(),
  /** Images shown on the public offer page where a campaign or a product has none of its own. */
  campaignPlaceholderUrl: assetUrl.nullable(),
  productPlaceholderUrl: assetUrl.nullable(),
  texts: z.object({ pl: landingTextsSchema, en: landingTextsSchema }),
  investorPanelBlocked: z.boolean(),
  /** Backend base URL the browser calls; empty means same origin. */
  backendBaseUrl: z.union([z.literal(''), z.string().url()]),
  updatedAt: z.string(),
});
export type Landing = z.infer<typeof landingSchema>;

/** White-label landing data embedded in every page (SPEC section 3). `language` is upper case, as campaigns use it. */
export interface LandingData {
  id: string;
  language: string;
  favicon: string;
  siteTitle: string;
  theme: string;
  /** Not in SPEC's list but needed by the client API module: where the backend lives ('' = same origin). */
  backendBaseUrl: string;
  investorPanelBlocked: boolean;
}

/** Admin configuration returned by GET /public-api/advisor-panel-configuration (SPEC section 3). */
export const adminConfigurationSchema = z
  .object({
    favicon: z.string().nullable(),
    siteTitle: z.string().nullable(),
    themeColors: z.string().nullable(),
    investorPanelHeaderColor: z.string().nullable(),
    investorPanelDescriptionColor: z.string().nullable(),
    advisorPanelHeaderColor: z.string().nullable(),
    advisorPanelDescriptionColor: z.string().nullable(),
  })
  .meta({ id: 'AdminConfiguration' });
export type AdminConfiguration = z.infer<typeof adminConfigurationSchema>;

/** Theme colours of SPEC section 4. */
const THEME_COLORS: Record<Exclude<ThemeName, 'custom'>, { main: string; hover: string; highlight: string }> = {
  default: { main: '#000000', hover: '#111827', highlight: '#f9fafb' },
  navy: { main: '#172554', hover: '#1f3169', highlight: '#eff6ff' },
};

/** The three colours of a landing's theme: the named theme's, or the custom "main,hover,highlight" (default colours when missing). */
export function themePalette(theme: ThemeName, themeColors: string | null | undefined) {
  if (theme !== 'custom') return THEME_COLORS[theme];
  const parsed = themeColorsSchema.safeParse(themeColors ?? '');
  if (!parsed.success) return THEME_COLORS.default;
  const [main, hover, highlight] = parsed.data.split(',') as [string, string, string];
  return { main, hover, highlight };
}
