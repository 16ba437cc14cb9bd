// `npm run admin -- lost-reason list|add|remove` against a test database, and what the panel's API then offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAdvisor, landingId, request, signIn } from '../../../tests/support/auth-fixtures';
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

describe('lost-reason commands', () => {
  it("adds, renames, lists and removes a landing's own reasons; the panel lists them after the built-in ones", async () => {
    const added = await adminCli(
      t,
      'lost-reason',
      'add',
      '--landing',
      'default',
      '--code',
      'went-abroad',
      '--pl',
      'Wyjazd',
      '--en',
      'Abroad',
    );
    expect(added).toMatchObject({ code: 0, stderr: '' });
    await adminCli(
      t,
      'lost-reason',
      'add',
      '--landing',
      'default',
      '--code',
      'duplicate',
      '--pl',
      'Duplikat',
      '--en',
      'Duplicate',
    );
    // add again: a new name, same place.
    await adminCli(
      t,
      'lost-reason',
      'add',
      '--landing',
      'default',
      '--code',
      'went-abroad',
      '--pl',
      'Wyjazd za granicę',
      '--en',
      'Moved abroad',
    );
    const listed = await adminCli(t, 'lost-reason', 'list', '--landing', 'default', '--json');
    expect(JSON.parse(listed.stdout).own).toEqual([
      { code: 'went-abroad', labels: { pl: 'Wyjazd za granicę', en: 'Moved abroad' } },
      { code: 'duplicate', labels: { pl: 'Duplikat', en: 'Duplicate' } },
    ]);
    // Another landing has none of them.
    expect(JSON.parse((await adminCli(t, 'lost-reason', 'list', '--landing', 'navy', '--json')).stdout).own).toEqual(
      [],
    );

    const advisor = await createAdvisor(t, { landingId: home });
    const { accessToken } = await signIn(t, advisor);
    const reasons = async () =>
      (await (
        await request(t, home, '/api/advisor/lost-reasons', call('GET', undefined, { bearer: accessToken }))
      ).json()) as Array<{ code: string }>;
    expect((await reasons()).map((r) => r.code)).toEqual([
      'no-answer',
      'other-product',
      'amount-too-high',
      'not-eligible',
      'other',
      'went-abroad',
      'duplicate',
    ]);

    expect((await adminCli(t, 'lost-reason', 'remove', '--landing', 'default', '--code', 'duplicate')).code).toBe(0);
    expect((await reasons()).map((r) => r.code).at(-1)).toBe('went-abroad');
  });

  it('refuses bad codes, built-in codes, missing names, unknown landings and reasons', async () => {
    const refused = async (...argv: string[]) => {
      const result = await adminCli(t, 'lost-reason', ...argv);
      expect(result.code, result.stdout).toBe(2);
      return result.stderr;
    };
    expect(await refused('add', '--landing', 'default', '--code', 'Bad Code', '--pl', 'x', '--en', 'y')).toMatch(
      /--code/,
    );
    expect(await refused('add', '--landing', 'default', '--code', 'other', '--pl', 'x', '--en', 'y')).toMatch(
      /built-in/,
    );
    expect(await refused('add', '--landing', 'default', '--code', 'fine', '--pl', 'x')).toMatch(/--en is required/);
    expect(await refused('add', '--landing', 'default', '--code', 'fine', '--pl', 'a\u0000b', '--en', 'y')).toMatch(
      /--pl/,
    );
    expect(await refused('add', '--landing', 'nowhere', '--code', 'fine', '--pl', 'x', '--en', 'y')).toMatch(
      /No landing "nowhere"/,
    );
    expect(await refused('remove', '--landing', 'default', '--code', 'never-added')).toMatch(/No reason/);
    expect(await refused('list')).toMatch(/--landing SLUG is required/);
    expect(await refused('rename', '--landing', 'default')).toMatch(/Unknown lost-reason command/);
  });
});
