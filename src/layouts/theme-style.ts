import { createHash } from 'node:crypto';
import { themePalette, type Landing } from '../lib/contracts/landing';

/** Relative luminance of #rrggbb (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or near-black, whichever reads better on `background` (contrast ratio, WCAG 2.x). */
export function textColorOn(background: string): '#ffffff' | '#111827' {
  const bg = luminance(background);
  const onWhite = 1.05 / (bg + 0.05);
  const onDark = (bg + 0.05) / (luminance('#111827') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#111827';
}

/** The four panel colours and the custom properties they set (global.css reads them on the sign-in pages). */
const PANEL_COLORS = [
  ['advisorPanelHeaderColor', '--advisor-panel-header'],
  ['advisorPanelDescriptionColor', '--advisor-panel-description'],
  ['investorPanelHeaderColor', '--investor-panel-header'],
  ['investorPanelDescriptionColor', '--investor-panel-description'],
] as const;

type ThemeFields = Pick<Landing, 'theme' | 'themeColors'> & Partial<Pick<Landing, (typeof PANEL_COLORS)[number][0]>>;

/**
 * The stylesheet of a landing's own colours: a custom theme's main, hover and highlight, and the panel colours that
 * are set (the title and headline of the advisors' and the investors' sign-in pages); undefined when it has none
 * (a named theme's colours are in global.css). Colours are validated #rrggbb by the landing schema, so nothing else
 * reaches CSS.
 */
export function themeStyleCss(landing: ThemeFields): string | undefined {
  const rules: string[] = [];
  if (landing.theme === 'custom') {
    const { main, hover, highlight } = themePalette('custom', landing.themeColors);
    rules.push(
      `.theme-custom{--color-main:${main};--color-hover:${hover};--color-highlight:${highlight};--color-on-main:${textColorOn(main)}}`,
    );
  }
  const panel = PANEL_COLORS.filter(([field]) => landing[field]).map(
    ([field, property]) => `${property}:${landing[field]}`,
  );
  if (panel.length > 0) rules.push(`:root{${panel.join(';')}}`);
  return rules.length > 0 ? rules.join('') : undefined;
}

/** The CSP source expression (without quotes) allowing exactly this inline style or script text. */
export function cspSha256(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
