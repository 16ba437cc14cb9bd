// Runs the admin CLI in-process against a test app's database and environment, capturing what it prints.
import { runCli } from '../../src/server/cli/main';
import type { TestApp } from './test-app';

export async function adminCli(t: Pick<TestApp, 'runtime'>, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    database: t.runtime.database,
    env: t.runtime.env,
    io: { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) },
  });
  return { code, stdout, stderr };
}
