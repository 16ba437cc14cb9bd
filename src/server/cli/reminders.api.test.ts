// `npm run admin -- reminders show|set` against a test database, and what the panel's API then reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdvisor, landingId, request, sessionFor } from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
// After the app's modules (they extend zod for OpenAPI before the CLI's imports read schemas).
import { adminCli } from '../../../tests/support/admin-cli';

let t: TestApp;
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
});
afterAll(() => t.close());

describe('reminders commands', () => {
  it("shows the defaults, changes a landing's settings, and the panel reads them", async () => {
    const shown = await adminCli(t, 'reminders', 'show', '--landing', 'default', '--json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toEqual({
      unviewedDays: 3,
      unpaidDays: 5,
      maxPerOffer: 2,
      digestHour: 7,
      timeZone: 'Europe/Warsaw',
    });
    const set = await adminCli(t, 'reminders', 'set', '--landing', 'default', '--unpaid', '7', '--max', '0');
    const zone = await adminCli(
      t,
      'reminders',
      'set',
      '--landing',
      'default',
      '--digest-hour',
      '8',
      '--time-zone',
      'UTC',
    );
    expect(zone.stdout).toContain("Advisors' task digest: from 08:00 UTC");
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect(set.stdout).toContain('after 7 days');
    expect(set.stdout).toContain('reminders off');
    const advisor = await createAdvisor(t, { landingId: home, email: 'reader@reminders-cli.example' });
    const { accessToken } = await sessionFor(t, advisor, 'advisor-panel');
    const res = await request(
      t,
      home,
      '/api/advisor/reminder-settings',
      call('GET', undefined, { bearer: accessToken }),
    );
    expect(await res.json()).toEqual({
      unviewedDays: 3,
      unpaidDays: 7,
      maxPerOffer: 0,
      digestHour: 8,
      timeZone: 'UTC',
      editable: false,
    });
  });

  it('refuses bad values and unknown landings without changing anything', async () => {
    for (const args of [
      ['set', '--landing', 'default', '--unviewed', '0'],
      ['set', '--landing', 'default', '--unpaid', '61'],
      ['set', '--landing', 'default', '--max', 'two'],
      ['set', '--landing', 'default', '--digest-hour', '24'],
      ['set', '--landing', 'default', '--time-zone', 'Mars/Olympus'],
      ['set', '--landing', 'default'],
      ['show'],
      ['purge', '--landing', 'default'],
    ]) {
      const out = await adminCli(t, 'reminders', ...args);
      expect(out.code, args.join(' ')).not.toBe(0);
      expect(out.stderr).not.toBe('');
    }
    expect((await adminCli(t, 'reminders', 'show', '--landing', 'nowhere')).code).not.toBe(0);
    const shown = await adminCli(t, 'reminders', 'show', '--landing', 'default', '--json');
    expect(JSON.parse(shown.stdout)).toEqual({
      unviewedDays: 3,
      unpaidDays: 7,
      maxPerOffer: 0,
      digestHour: 8,
      timeZone: 'UTC',
    });
  });
});
