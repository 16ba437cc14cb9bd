#!/usr/bin/env node
// `npm run deps`: every direct dependency a major version (or more) behind the registry's latest, as a report. It
// never fails (exit 0 whatever it finds, and when the registry cannot be reached): a new major elsewhere must not
// break our build; taking it is a decision (docs/operations.md, "Upgrading").
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const direct = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
// npm outdated exits 1 when anything is outdated: its answer is in stdout either way.
const run = spawnSync('npm', ['outdated', '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
let outdated;
try {
  outdated = JSON.parse(run.stdout || '{}');
} catch {
  console.log(`npm outdated gave no answer (is the registry reachable?)\n${run.stderr ?? ''}`.trim());
  process.exit(0);
}
const major = (version) => Number.parseInt(String(version ?? '').split('.')[0], 10);
const behind = Object.entries(outdated)
  .filter(([name]) => direct.has(name))
  .map(([name, info]) => ({ name, current: info.current ?? '(not installed)', latest: info.latest, info }))
  .filter(({ info }) => major(info.latest) > major(info.current ?? info.wanted))
  .sort((a, b) => a.name.localeCompare(b.name));
if (behind.length === 0) {
  console.log('Every direct dependency is on the latest major version.');
  process.exit(0);
}
const width = Math.max(...behind.map((b) => b.name.length));
console.log(`${behind.length} direct dependencies are a major version (or more) behind:\n`);
console.log(`  ${'package'.padEnd(width)}  ${'installed'.padEnd(12)}  latest`);
for (const { name, current, latest } of behind)
  console.log(`  ${name.padEnd(width)}  ${String(current).padEnd(12)}  ${latest}`);
