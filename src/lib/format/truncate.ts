/** The ellipsis appended to truncated text. */
export const ELLIPSIS = '…';

/**
 * Shortens text to at most `maxLength` characters including the ellipsis it appends when it cuts;
 * text that fits is returned unchanged.
 */
export function truncate(text: string | null | undefined, maxLength: number): string {
  const value = text ?? '';
  if (value.length <= maxLength) return value;
  if (maxLength <= ELLIPSIS.length) return ELLIPSIS.slice(0, Math.max(0, maxLength));
  return `${value.slice(0, maxLength - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}
