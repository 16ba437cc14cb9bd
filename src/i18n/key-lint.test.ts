// Issue 36 item 2: `npm run lint:i18n` (scripts/lint-i18n-keys.mjs) passes on the tree and fails on a deliberate
// missing key, naming it and where it is asked for.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/lint-i18n-keys.mjs', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('the i18n key check', () => {
  it('passes on the tree: every key asked for exists, every key is asked for', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on a key the dictionaries do not have', () => {
    const dir = mkdtempSync(join(tmpdir(), 'i18n-lint-'));
    try {
      writeFileSync(join(dir, 'page.tsx'), "export const Page = ({ t }) => t('deliberately.missing.key');\n");
      const result = run('--extra', dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('deliberately.missing.key');
      expect(result.stderr).toContain('page.tsx');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
