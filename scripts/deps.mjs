#!/usr/bin/env node
// `npm run deps`: every direct dependency a major version (or more) behind the registry's `latest`, as a report. It
// never fails (exit 0 whatever it finds, and when the registry cannot be reached): a new major elsewhere must not
// break our build; taking it is a decision (docs/operations.md, "Keeping dependencies current"). The registry's
// dist-tag is asked for each package: `npm outdated` leaves out versions whose engines the running Node does not
// meet, which hides exactly the majors a runtime upgrade is waiting for.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})].sort();

const installed = (name) => {
  try {
    return require(`${name}/package.json`).version;
  } catch {
    return null;
  }
};
const latest = async (name) => {
  try {
    const { stdout } = await run('npm', ['view', name, 'dist-tags.latest'], { timeout: 60_000 });
    return stdout.trim() || null;
  } catch {
    return null;
  }
};
const major = (version) => Number.parseInt(String(version ?? '').split('.')[0], 10);

// A few at a time: one npm process per package.
const answers = [];
for (let i = 0; i < names.length; i += 8) {
  const batch = names.slice(i, i + 8);
  answers.push(
    ...(await Promise.all(batch.map(async (name) => ({ name, current: installed(name), latest: await latest(name) })))),
  );
}
const unknown = answers.filter((a) => !a.latest).map((a) => a.name);
const behind = answers.filter((a) => a.latest && a.current && major(a.latest) > major(a.current));
if (unknown.length > 0) console.log(`The registry did not answer for: ${unknown.join(', ')}\n`);
if (behind.length === 0) {
  console.log('Every direct dependency is on the latest major version.');
  process.exit(0);
}
const width = Math.max(...behind.map((b) => b.name.length));
console.log(`${behind.length} direct dependencies are a major version (or more) behind:\n`);
console.log(`  ${'package'.padEnd(width)}  ${'installed'.padEnd(12)}  latest`);
for (const { name, current, latest: newest } of behind)
  console.log(`  ${name.padEnd(width)}  ${String(current).padEnd(12)}  ${newest}`);
