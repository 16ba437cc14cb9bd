import { createHash } from 'node:crypto';
import { themePalette, type Landing } from '../lib/schemas/landing';

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

/**
 * The stylesheet that gives a custom-theme landing its colours, or undefined for the named themes (their
 * colours are in global.css). Colours are validated #rrggbb by the landing schema, so nothing else reaches CSS.
 */
export function themeStyleCss(landing: Pick<Landing, 'theme' | 'themeColors'>): string | undefined {
  if (landing.theme !== 'custom') return undefined;
  const { main, hover, highlight } = themePalette('custom', landing.themeColors);
  return `.theme-custom{--color-main:${main};--color-hover:${hover};--color-highlight:${highlight};--color-on-main:${textColorOn(main)}}`;
}

/** The CSP source expression (without quotes) allowing exactly this inline style or script text. */
export function cspSha256(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
