// What the mailbox pages show of a stored message, kept out of the .astro files.
import type { MailRow } from '../db/schema';
import type { MailListItem } from './outbox';

export type DeliveryState = 'outbox' | 'sent' | 'failed';

export function deliveryState(mail: Pick<MailListItem, 'sentAt' | 'error'>): DeliveryState {
  if (mail.sentAt) return 'sent';
  return mail.error ? 'failed' : 'outbox';
}

/** "2025-01-15 10:00:00 UTC": times are UTC everywhere. */
export function utcTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The distinct http(s) links of a message, from its plain-text body (every template writes its links there). */
export function linksOf(mail: Pick<MailRow, 'text'>): string[] {
  const found = mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(found)];
}

/**
 * The stored HTML prepared for the preview frame: links open in the top window (the frame is sandboxed, and
 * a sign-in link is meant to replace the mailbox page, as it would replace the mail client).
 */
export function previewHtml(mail: Pick<MailRow, 'html'>): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(mail.html)
    ? mail.html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${mail.html}`;
}

/** Headers of the preview: its own strict policy (no scripts at all, inline styles for mail markup), framable by the mailbox only. */
export const PREVIEW_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
    "frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};
