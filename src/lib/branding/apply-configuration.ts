import type { AdminConfiguration } from '../contracts/landing';

/** CSS custom properties the admin configuration sets on <html> (the layouts' theme reads the first three). */
const BRAND_CSS_VARIABLES = {
  main: '--color-main',
  hover: '--color-hover',
  highlight: '--color-highlight',
  investorPanelHeaderColor: '--investor-panel-header',
  investorPanelDescriptionColor: '--investor-panel-description',
  advisorPanelHeaderColor: '--advisor-panel-header',
  advisorPanelDescriptionColor: '--advisor-panel-description',
} as const;

const COLOR = /^#[0-9a-fA-F]{3,8}$/;
/** Only real colours reach a CSS property; anything else from the server is ignored. */
const color = (value: string | null | undefined) => (value && COLOR.test(value.trim()) ? value.trim() : null);

/** "main,hover,highlight" -> the three colours, or null when the value isn't three colours. */
export function parseThemeColors(
  value: string | null | undefined,
): { main: string; hover: string; highlight: string } | null {
  const parts = (value ?? '').split(',').map(color);
  if (parts.length !== 3 || parts.some((p) => p === null)) return null;
  const [main, hover, highlight] = parts as [string, string, string];
  return { main, hover, highlight };
}

/** The document title with the site-title part replaced: pages are titled "page title · site title". */
export function retitle(current: string, renderedSiteTitle: string | undefined, siteTitle: string): string {
  if (renderedSiteTitle && current.endsWith(renderedSiteTitle)) {
    return current.slice(0, current.length - renderedSiteTitle.length) + siteTitle;
  }
  return siteTitle;
}

/**
 * Lets the admin configuration override the brand (SPEC section 1): favicon, the site-title part of the
 * document title (the page's own part stays), theme colours and the four panel colours as CSS variables on
 * <html>. Missing or invalid values leave the brand as it was.
 */
export function applyAdminConfiguration(
  doc: Document,
  config: Partial<AdminConfiguration>,
  renderedSiteTitle?: string,
): void {
  if (config.siteTitle) doc.title = retitle(doc.title, renderedSiteTitle, config.siteTitle);
  if (config.favicon) {
    let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.append(link);
    }
    link.href = config.favicon;
  }
  const style = doc.documentElement.style;
  const theme = parseThemeColors(config.themeColors);
  if (theme) {
    style.setProperty(BRAND_CSS_VARIABLES.main, theme.main);
    style.setProperty(BRAND_CSS_VARIABLES.hover, theme.hover);
    style.setProperty(BRAND_CSS_VARIABLES.highlight, theme.highlight);
  }
  for (const field of [
    'investorPanelHeaderColor',
    'investorPanelDescriptionColor',
    'advisorPanelHeaderColor',
    'advisorPanelDescriptionColor',
  ] as const) {
    const value = color(config[field]);
    if (value) style.setProperty(BRAND_CSS_VARIABLES[field], value);
  }
}
