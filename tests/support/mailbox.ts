// Reading e-mails the way a person does in the demo: the development mailbox page (/mailbox, landing-scoped,
// enabled by `npm start` when no SMTP server is configured) lists a recipient's messages, newest first.
import { expect, type Page } from '@playwright/test';
import { brandUrl, type DemoBrand } from './brands';

export interface OpenedMail {
  subject: string;
  text: string;
  /** The links of the message, absolute. */
  links: string[];
}

/**
 * Opens the newest message to `to` (of `kind`, e.g. 'investor-login', 'password-reset') on the brand's mailbox,
 * waiting for it to arrive, and returns what it says.
 */
export async function openLatestMail(page: Page, brand: DemoBrand, to: string, kind?: string): Promise<OpenedMail> {
  const rows = page.locator(kind ? `[data-mail-row][data-mail-kind="${kind}"]` : '[data-mail-row]');
  await expect(async () => {
    await page.goto(brandUrl(brand, `/mailbox?to=${encodeURIComponent(to)}&lang=en`));
    await expect(rows.first()).toBeVisible({ timeout: 1_000 });
    // Mails go out through the job queue: on a loaded machine one may take a while to arrive.
  }).toPass({ timeout: 30_000 });
  await rows.first().getByRole('link').click();
  const subject = (await page.locator('[data-mail-subject]').textContent())?.trim() ?? '';
  const text = (await page.locator('[data-mail-text]').textContent()) ?? '';
  const links = await page
    .locator('[data-mail-link]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  return { subject, text, links };
}

/** The number of messages to `to` of `kind` the mailbox lists now. */
export async function mailCount(page: Page, brand: DemoBrand, to: string, kind: string): Promise<number> {
  await page.goto(brandUrl(brand, `/mailbox?to=${encodeURIComponent(to)}&lang=en`));
  return page.locator(`[data-mail-row][data-mail-kind="${kind}"]`).count();
}

/** The short sign-in code of an investor's e-mail (8 symbols, shown as XXXX-XXXX). */
export function signInCode(text: string): string {
  const code = /^\s*([A-Z0-9]{4}-[A-Z0-9]{4})\s*$/m.exec(text)?.[1];
  if (!code) throw new Error(`no sign-in code in:\n${text}`);
  return code;
}
