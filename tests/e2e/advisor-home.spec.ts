// The advisor panel's home (/app, issue 4): advisor counts linking to the filtered list, what needs
// attention, recent activity; in English and Polish, and axe-clean.
//
// The demo seed's dates put nobody on the attention list (its initial advisors were added when the server
// first started and their documents run for years), so the test makes its own item: an advisor whose
// identity document expires in ten days, added through the API as the panel would, and archived again at
// the end so repeated runs do not pile up.
import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/brands';
import { demo, seriousAxeViolations, signInAdvisor } from '../support/sign-in';

const { brand, people } = demo('default');

/** A call the panel makes, with the token it stores (the same origin, so no CORS). */
function panelApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('apiKey')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as never };
    },
    { method, path, body },
  );
}

/** YYYY-MM-DD and DD.MM.YYYY of the UTC day `days` from today (the server dates documents by UTC days). */
function dayFromToday(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, dotted: `${d}.${m}.${y}` };
}

test('a coordinator sees counts, what needs attention and recent activity', async ({ page }) => {
  await signInAdvisor(page, brand, people.coordinator);
  const coordinatorName = `${people.coordinator.firstName} ${people.coordinator.surname}`;

  const form = await panelApi<{ networks: Array<{ id: string }> }>(page, 'GET', '/api/advisor/advisor-form');
  expect(form.status).toBe(200);
  const expiry = dayFromToday(10);
  const surname = `Wygasa${Date.now().toString(36)}`;
  const created = await panelApi<{ id: string }>(page, 'POST', '/api/advisor/advisor', {
    firstName: 'Irena',
    surname,
    email: `${surname.toLowerCase()}@home-e2e.example`,
    brokerNetworkIds: [form.body.networks[0]!.id],
    documentType: 'ID_CARD',
    documentNumber: 'ABC123456',
    documentExpiryDate: expiry.iso,
    documentCountry: 'PL',
  });
  expect(created.status).toBe(201);
  const advisorName = `Irena ${surname}`;

  try {
    await page.goto(brandUrl(brand, '/app?lang=en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${coordinatorName}`);

    // Counts: one card per status, as links to the filtered list.
    const counts = page.getByRole('region', { name: 'Advisors' });
    const initial = counts.getByRole('link', { name: /^Waiting for activation: \d+\. Show in the advisors list$/ });
    await expect(initial).toBeVisible();
    // At least the advisor just added (other tests may activate the seeded ones).
    expect(Number(await initial.locator('span').first().textContent())).toBeGreaterThanOrEqual(1);
    await expect(counts.getByRole('link', { name: /^Active: \d+/ })).toBeVisible();
    await expect(counts.getByRole('link', { name: /^Archived: \d+/ })).toBeVisible();

    // The new advisor's document needs attention, and the item opens their page.
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const item = attention.getByRole('listitem').filter({ hasText: advisorName });
    await expect(item).toContainText(`Identity document expires on ${expiry.dotted}`);
    await expect(item.getByRole('link', { name: advisorName })).toHaveAttribute(
      'href',
      `/app/advisors/${created.body.id}`,
    );

    // Adding them is the newest activity, told in words.
    const activity = page.getByRole('region', { name: 'Recent activity' });
    const first = activity.getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText(`${coordinatorName} added advisor ${advisorName}`);
    await expect(first.locator('time')).toHaveText(/now|minute/);

    // The account link and "View as" stay.
    await expect(
      page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'Security' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'View the panel as an advisor' })).toBeVisible();

    expect(await seriousAxeViolations(page, '/app (coordinator)')).toEqual([]);

    await initial.click();
    await expect(page).toHaveURL(
      brandUrl(
        brand,
        '/app/advisors?filters%5B0%5D%5Bname%5D=status&filters%5B0%5D%5Boperator%5D=in&filters%5B0%5D%5Bvalue%5D=initial',
      ),
    );
  } finally {
    expect((await panelApi(page, 'DELETE', `/api/advisor/advisor/${created.body.id}`)).status).toBe(204);
  }

  // Archiving was done just now: it leads the activity, and the advisor leaves the attention list.
  await page.goto(brandUrl(brand, '/app?lang=en'));
  await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first()).toContainText(
    `${coordinatorName} archived advisor ${advisorName}`,
  );
  await expect(page.getByRole('region', { name: 'Needs attention' })).not.toContainText(advisorName);
});

test('the home speaks Polish', async ({ page }) => {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app?lang=pl'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Witaj, ${people.coordinator.firstName} ${people.coordinator.surname}`,
  );
  const counts = page.getByRole('region', { name: 'Doradcy' });
  await expect(
    counts.getByRole('link', { name: /^Oczekują na aktywację: \d+\. Pokaż na liście doradców$/ }),
  ).toBeVisible();
  await expect(counts.getByRole('link', { name: /^Aktywni: \d+/ })).toBeVisible();
  await expect(counts.getByRole('link', { name: /^Zarchiwizowani: \d+/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wymaga uwagi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ostatnie zmiany' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Twoje konto' })).toBeVisible();
  expect(await seriousAxeViolations(page, '/app (pl)')).toEqual([]);
});

test('a plain advisor sees counts and activity but no attention list', async ({ page }) => {
  const { people: navy, brand: navyBrand } = demo('navy');
  await signInAdvisor(page, navyBrand, navy.advisor);
  await expect(page.getByRole('region', { name: 'Advisors' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'View the panel as an advisor' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, '/app (advisor)')).toEqual([]);
});

test('offer counts per status match the kanban and open the offers lists filtered to that status', async ({ page }) => {
  await signInAdvisor(page, brand, people.coordinator);
  await page.goto(brandUrl(brand, '/app?lang=en'));
  const offers = page.getByRole('region', { name: 'Offers', exact: true });
  await expect(offers.getByRole('heading', { name: 'My offers' })).toBeVisible();
  await expect(offers.getByRole('heading', { name: 'Offers in my networks' })).toBeVisible();

  // The same numbers as the kanban of each list (read after the page, so a concurrent test's change shows in both).
  type Kanban = { columns: Array<{ status: string; count: number }> };
  for (const [scope, group] of [
    ['own', 'My offers'],
    ['network', 'Offers in my networks'],
  ] as const) {
    const kanban = await panelApi<Kanban>(page, 'GET', `/api/advisor/investor/offers-kanban?scope=${scope}`);
    expect(kanban.status).toBe(200);
    const list = offers.getByRole('list', { name: group });
    for (const column of kanban.body.columns) {
      const label = {
        invited: 'Invited',
        viewed: 'Viewed',
        interested: 'Interested',
        accepted: 'Accepted',
        active: 'Active',
        lost: 'Lost',
      }[column.status];
      const card = list.getByRole('link', { name: new RegExp(`^${group}, ${label}: ${column.count}\\. Show in the`) });
      await expect(card).toHaveAttribute(
        'href',
        `${scope === 'own' ? '/app/investors' : '/app/investors/network'}?filter.status=in:${column.status}`,
      );
    }
  }
  const network = await panelApi<Kanban>(page, 'GET', '/api/advisor/investor/offers-kanban?scope=network');
  expect(network.body.columns.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(0); // the demo seed's offers
  expect(await seriousAxeViolations(page, '/app offer counts')).toEqual([]);

  await offers
    .getByRole('list', { name: 'Offers in my networks' })
    .getByRole('link', { name: /^Offers in my networks, Accepted:/ })
    .click();
  await expect(page).toHaveURL(brandUrl(brand, '/app/investors/network?filter.status=in:accepted'));
});
