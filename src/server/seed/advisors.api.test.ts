// Issue 4's demo advisors, as the demo coordinator sees them in the panel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, landingId, login, request } from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { AdvisorRow } from '../../lib/contracts/advisor';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_IP: '100000' } });
});
afterAll(() => t.close());

describe('demo advisors', () => {
  it.each(['default', 'navy', 'emerald'] as const)(
    'give the %s coordinator two networks and advisors in every status',
    async (slug) => {
      const landing = await landingId(t, slug);
      const people = DEMO_PEOPLE[slug]!;
      const { accessToken } = (await (
        await login(t, { email: people.coordinator.email, landingId: landing }, DEMO_PASSWORD)
      ).json()) as { accessToken: string };
      const networks = (await (
        await request(t, landing, '/api/advisor/network', call('GET', undefined, { bearer: accessToken }))
      ).json()) as Array<{
        name: string;
        role: string;
      }>;
      expect(networks.map((n) => [n.name, n.role])).toHaveLength(2);
      expect(networks.map((n) => [n.name, n.role])).toEqual(
        expect.arrayContaining([
          [people.network, 'coordinator'],
          [`${people.network} Zachód`, 'coordinator'],
        ]),
      );
      const res = await request(
        t,
        landing,
        '/api/advisor/advisor?limit=99999',
        call('GET', undefined, { bearer: accessToken }),
      );
      const rows = (await res.json()) as AdvisorRow[];
      const statuses = rows.map((r) => r.status);
      for (const status of ['active', 'initial', 'deleted'] as const)
        expect(statuses.filter((s) => s === status).length).toBeGreaterThanOrEqual(2);
      expect(rows.map((r) => r.email)).toEqual(
        expect.arrayContaining([people.advisor.email, people.advisorWithTwoFactor.email]),
      );
      expect(rows.find((r) => r.status === 'initial')).toMatchObject({ documentCountry: 'PL', editable: true });
    },
  );
});
