// `npm run admin -- network list|create|update` against a test database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvisor, landingId } from '../../../tests/support/auth-fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { networksOfCaller } from '../advisors/network-service';
import { runCli } from './main';

let t: TestApp;
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  home = await landingId(t, 'default');
});
afterAll(() => t.close());

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    database: t.runtime.database,
    env: t.runtime.env,
    io: { stdout: (s) => void out.push(s), stderr: (s) => void err.push(s) },
  });
  return { code, out: out.join(''), err: err.join('') };
}

describe('network commands', () => {
  it('creates a network with a coordinator, renames it and changes coordinators', async () => {
    const ola = await createAdvisor(t, { landingId: home, email: 'ola@networks.example' });
    const ewa = await createAdvisor(t, { landingId: home, email: 'ewa@networks.example' });
    const created = await admin(
      'network',
      'create',
      '--host',
      'localhost',
      '--name',
      'Sieć Północ',
      '--coordinator',
      'ola@networks.example',
      '--json',
    );
    expect(created.code).toBe(0);
    const network = JSON.parse(created.out) as { id: string; name: string; coordinators: string[] };
    expect(network).toMatchObject({ name: 'Sieć Północ', coordinators: ['ola@networks.example'], members: 1 });
    expect(await networksOfCaller(t.runtime.database.db, home, ola.id)).toEqual([
      { id: network.id, name: 'Sieć Północ', role: 'coordinator' },
    ]);

    const updated = await admin(
      'network',
      'update',
      'Sieć Północ',
      '--host',
      'localhost',
      '--name',
      'Sieć Południe',
      '--coordinator',
      'ewa@networks.example',
      '--remove-coordinator',
      'ola@networks.example',
    );
    expect(updated.code).toBe(0);
    expect(updated.out).toContain('Sieć Południe');
    expect(await networksOfCaller(t.runtime.database.db, home, ola.id)).toEqual([
      { id: network.id, name: 'Sieć Południe', role: 'advisor' },
    ]);
    expect(await networksOfCaller(t.runtime.database.db, home, ewa.id)).toEqual([
      { id: network.id, name: 'Sieć Południe', role: 'coordinator' },
    ]);

    const listed = await admin('network', 'list', '--host', 'localhost');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${network.id}  Sieć Południe  (2 members; coordinators: ewa@networks.example)`);
  });

  it('refuses a taken name, an unknown network, host or advisor, and bad arguments', async () => {
    await admin('network', 'create', '--host', 'localhost', '--name', 'Sieć Zachód');
    const taken = await admin('network', 'create', '--host', 'localhost', '--name', 'Sieć Zachód');
    expect(taken).toMatchObject({ code: 2, err: expect.stringContaining('already has a network named "Sieć Zachód"') });
    expect((await admin('network', 'update', 'Nie ma', '--host', 'localhost', '--name', 'X')).err).toContain(
      'No network "Nie ma"',
    );
    expect((await admin('network', 'list', '--host', 'nowhere.example')).err).toContain('No landing has the host');
    expect(
      (
        await admin(
          'network',
          'update',
          'Sieć Zachód',
          '--host',
          'localhost',
          '--coordinator',
          'ghost@networks.example',
        )
      ).err,
    ).toContain('No advisor ghost@networks.example');
    expect((await admin('network', 'create', '--host', 'localhost')).code).toBe(2);
    expect((await admin('network', 'rename', '--host', 'localhost')).err).toContain('Unknown network command "rename"');
  });
});
