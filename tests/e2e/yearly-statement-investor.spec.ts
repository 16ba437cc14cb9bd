// The investor's yearly statement in a real browser (issue 38 item 4, decision 0078), against the built server: an
// investor accepts an offer and pays it; the coordinator, through the API (the pages are tested in payouts.spec.ts),
// imports the bank statement that makes it active (the payment booked thirteen months ago, so the schedule's first
// dates have passed), builds a payout run for one of its schedule dates, approves and executes it today. The
// investor's home then offers "Roczne zestawienie za {this year}" / "Yearly statement for {this year}" (the years with
// payouts up to the current one); the PDF it downloads, in the page's language, names the campaign, its issuer as
// recorded, and the run's gross interest, tax withheld and net as the SPEC formats money. On a phone in Polish (PLN)
// and on a desktop in English (EUR), axe clean, nothing scrolling sideways, no console errors. Page 1 is rendered to
// /tmp/yearly-e2e for a look.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import {
  acceptedOffer,
  coordinatorBearer,
  expectClean,
  INVESTOR_NAME,
  investorWithProfile,
  openScheduleDate,
  pastBookingDay,
} from '../support/money-desk';
import { brandApi, demo } from '../support/sign-in';
import { pdfLines } from '../support/pdf-text';
import { camtStatement } from '../support/statements';

const { brand } = demo('default');
const OUT = '/tmp/yearly-e2e';

const RUNS = [
  {
    lang: 'pl',
    width: 390,
    currency: 'PLN',
    // 123 000 PLN: a quarter's interest over a thousand, so the figures show the thousands' space.
    investmentValue: 12_300_000,
    payer: 'PL27114020040000300201355387',
    device: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    text: {
      link: (year: number) => `Roczne zestawienie za ${year}`,
      file: (year: number) => `zestawienie-roczne-${year}.pdf`,
      title: (year: number) => `Roczne zestawienie wypłat za ${year} r.`,
      gross: 'Przychód: odsetki brutto',
      tax: 'Pobrany zryczałtowany podatek',
      net: 'Odsetki netto wypłacone',
      total: 'Razem w PLN',
      issuer: 'Emitent (płatnik podatku)',
      nip: 'NIP emitenta',
      krs: 'KRS emitenta',
      notRecorded: 'nie zapisano na platformie',
    },
  },
  {
    lang: 'en',
    width: 1280,
    currency: 'EUR',
    // The campaign's smallest amount.
    investmentValue: undefined,
    payer: 'DE89370400440532013000',
    device: { viewport: { width: 1280, height: 900 } },
    text: {
      link: (year: number) => `Yearly statement for ${year}`,
      file: (year: number) => `yearly-statement-${year}.pdf`,
      title: (year: number) => `Yearly statement of payouts for ${year}`,
      gross: 'Revenue: interest before tax',
      tax: 'Flat-rate tax withheld',
      net: 'Net interest paid',
      total: 'Total in EUR',
      issuer: 'Issuer (withholding agent)',
      nip: "Issuer's tax number (NIP)",
      krs: "Issuer's KRS number",
      notRecorded: 'not recorded on the platform',
    },
  },
] as const;

type Run = (typeof RUNS)[number];

/** SPEC "Number formatting": thousands grouped with a space, a decimal comma, two decimals; the currency after. */
const money = (minor: number, currency: string) =>
  `${String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${String(minor % 100).padStart(2, '0')} ${currency}`;

interface PaidLine {
  campaignName: string;
  grossInterest: number;
  tax: number;
  netInterest: number;
}

/**
 * The coordinator, through the API: the investor's payment imported (a camt.053 booked thirteen months ago), the offer
 * active (its schedule made from then), a run built for the offer's first schedule date (a further run of the date when
 * payouts.spec.ts or a repeat paid it already: they share the server's campaigns), approved and executed today, which
 * is after that date (a payout is never executed before its schedule date). Resolves to the
 * offer's line as the executed run shows it, in `lang`.
 */
async function paidPayout(
  page: Page,
  run: Run,
  offer: Awaited<ReturnType<typeof acceptedOffer>>,
): Promise<PaidLine & { campaignId: string }> {
  const bearer = await coordinatorBearer(page, 'default');
  const today = new Date().toISOString().slice(0, 10);
  const tag = `Y${run.lang.toUpperCase()}${Date.now()}`;
  const xml = camtStatement(
    [
      {
        reference: `E2EYS${tag}`,
        direction: 'credit',
        amount: offer.amount,
        title: `Inwestycja ${offer.reference}`,
        account: run.payer,
      },
    ],
    offer.account,
    pastBookingDay(),
    `E2E-YS-${tag}`,
    run.currency,
  );
  const imported = await brandApi(page, brand, 'POST', `/api/advisor/bank-statements?fileName=wyciag-${tag}.xml`, {
    bearer,
    data: Buffer.from(xml),
  });
  expect(imported.status()).toBe(201);
  expect(((await imported.json()) as { matched: number }).matched).toBe(1);

  // The platform's job makes the offer active: its schedule is there.
  await expect
    .poll(
      async () => {
        const detail = (await (
          await brandApi(page, brand, 'GET', `/api/advisor/investment/${offer.id}`, { bearer })
        ).json()) as { schedule: unknown[] };
        return detail.schedule.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const due = await openScheduleDate(page, 'default', offer.id);

  const built = await brandApi(page, brand, 'POST', '/api/advisor/payout-runs', {
    bearer,
    data: { campaignId: due.campaignId, scheduleDate: due.scheduleDate },
  });
  expect(built.status()).toBe(201);
  const { id } = (await built.json()) as { id: string };
  expect((await brandApi(page, brand, 'POST', `/api/advisor/payout-runs/${id}/approve`, { bearer })).status()).toBe(
    200,
  );
  const executed = await brandApi(page, brand, 'POST', `/api/advisor/payout-runs/${id}/execute`, {
    bearer,
    data: { executionDate: today },
  });
  expect(executed.status()).toBe(200);
  const view = (await (
    await brandApi(page, brand, 'GET', `/api/advisor/payout-runs/${id}?lang=${run.lang}`, { bearer })
  ).json()) as {
    state: string;
    campaignName: string;
    lines: Array<PaidLine & { offerId: string; paidOn: string | null; heldReason: string | null }>;
  };
  expect(view.state).toBe('executed');
  const line = view.lines.find((l) => l.offerId === offer.id)!;
  expect(line).toBeDefined();
  expect(line.heldReason).toBeNull();
  expect(line.paidOn).toBe(today);
  expect(line.grossInterest).toBeGreaterThan(0);
  expect(line.tax).toBe(Math.ceil((line.grossInterest * 19) / 100));
  return {
    campaignId: due.campaignId,
    campaignName: view.campaignName,
    grossInterest: line.grossInterest,
    tax: line.tax,
    netInterest: line.netInterest,
  };
}

for (const run of RUNS) {
  test(`the investor downloads this year's statement from their home (${run.width} px, ${run.lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { text } = run;
    const offer = await acceptedOffer(page, 'default', {
      tag: `yearly-${run.lang}`,
      currency: run.currency,
      investmentValue: run.investmentValue,
    });
    const context = await browser.newContext({ ...run.device, acceptDownloads: true });
    const investor = await context.newPage();
    const errors: string[] = [];
    investor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    investor.on('pageerror', (error) => errors.push(error.message));
    const bearer = await investorWithProfile(investor, 'default', offer.email);

    // Before the payout: no statement to offer.
    const before = (await (
      await brandApi(page, brand, 'GET', '/investor-api/yearly-statements', { bearer })
    ).json()) as {
      years: number[];
    };
    expect(before.years).toEqual([]);

    const paid = await paidPayout(page, run, offer);
    // The execution day's year: the statement of the current year is what has been paid so far (decision 0078).
    const year = new Date().getUTCFullYear();
    const listed = (await (
      await brandApi(page, brand, 'GET', '/investor-api/yearly-statements', { bearer })
    ).json()) as {
      years: number[];
    };
    expect(listed.years).toEqual([year]);

    // The home, in the page's language: the link under the summary. The panel may send a first-time investor on to
    // /onboarding once; the home is opened again until it stays.
    const home = brandUrl(brand, `/app?lang=${run.lang}`);
    const link = investor
      .locator('[data-yearly-statements]')
      .getByRole('button', { name: text.link(year), exact: true });
    await expect(async () => {
      await investor.goto(home);
      await expect(link).toBeVisible({ timeout: 5_000 });
      await expect(investor).toHaveURL(home, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(investor.locator('[data-yearly-statements] li')).toHaveCount(1);
    await expectClean(investor, `yearly statement link ${run.width}`);
    await mkdir(OUT, { recursive: true });
    await investor.screenshot({ path: `${OUT}/home-${run.lang}-${run.width}.png`, fullPage: true });

    // Following it: the PDF with the session's bearer, in the page's language, saved under the server's name.
    const responding = investor.waitForResponse((response) =>
      response.url().includes(`/investor-api/yearly-statements/${year}/pdf`),
    );
    const downloading = investor.waitForEvent('download');
    if (run.width < 768) await link.tap();
    else {
      await link.focus();
      await investor.keyboard.press('Enter');
    }
    const response = await responding;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(new URL(response.url()).searchParams.get('lang')).toBe(run.lang);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(text.file(year));
    const pdf = `${OUT}/${run.lang}-${Date.now()}.pdf`;
    await copyFile(await download.path(), pdf);

    // Its text: the title, the investor, the campaign, and the run's figures with their labels, then the totals.
    const lines = await pdfLines(new Uint8Array(await readFile(pdf)));
    const content = lines.join('\n');
    const has = (label: string, value: string) =>
      expect(lines.filter((l) => l.startsWith(label) && l.endsWith(value)).length, `${label} ... ${value}`);
    expect(content).toContain(text.title(year));
    expect(content).toContain(`${INVESTOR_NAME.firstName} ${INVESTOR_NAME.surname}`);
    expect(content).toContain(offer.email);
    expect(content).toContain(paid.campaignName);
    // Each figure twice: the campaign's and the currency's total (the investor has no other payout).
    has(text.gross, money(paid.grossInterest, run.currency)).toBe(2);
    has(text.tax, money(paid.tax, run.currency)).toBe(2);
    has(text.net, money(paid.netInterest, run.currency)).toBe(2);
    expect(content).toContain(text.total);
    // The campaign's issuer as the landing records it (the demo seed gives each demo campaign one, decision 0078).
    const { issuer } = (await (
      await brandApi(page, brand, 'GET', `/api/advisor/campaign/${paid.campaignId}`, {
        bearer: await coordinatorBearer(page, 'default'),
      })
    ).json()) as { issuer: { name: string; address: string; nip: string; krs: string } | null };
    expect(issuer).not.toBeNull();
    has(text.issuer, issuer!.name).toBe(1);
    has(text.nip, issuer!.nip).toBe(1);
    has(text.krs, issuer!.krs).toBe(1);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toContain(issuer!.address);
    // No issuer's row reads "not recorded" (the note on NBP rates may use the same words in a sentence).
    expect(lines.filter((l) => l.trim().endsWith(text.notRecorded))).toEqual([]);
    expect(paid.netInterest).toBe(paid.grossInterest - paid.tax);
    if (run.investmentValue) expect(paid.grossInterest).toBeGreaterThanOrEqual(100_000);

    // Page 1 as an image, to look at, where poppler-utils is installed (the checks above do not need it).
    if (existsSync('/usr/bin/pdftoppm'))
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, `${OUT}/page-${run.lang}`]);

    // The page did not move or fail meanwhile.
    await expect(investor).toHaveURL(home);
    await expect(investor.locator('[data-yearly-statements] [role="alert"]')).toHaveCount(0);
    await expectClean(investor, `after the download ${run.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
}
