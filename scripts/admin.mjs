#!/usr/bin/env node
// `npm run admin -- <command>`: the admin CLI (src/server/cli). The TypeScript is bundled with esbuild to
// dist/admin/admin.mjs (dependencies stay external) when that file is missing or older than any server or lib
// source, then run. Works from a fresh clone after `npm install`.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'src/server/cli/main.ts');
const outdir = join(root, 'dist/admin');
const outfile = join(outdir, 'admin.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, item.name);
    if (item.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (/\.(ts|mjs|js|json|sql)$/.test(item.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function isStale() {
  if (!existsSync(outfile)) return true;
  const built = statSync(outfile).mtimeMs;
  const sources = Math.max(
    newestMtime(join(root, 'src/server')),
    newestMtime(join(root, 'src/lib')),
    statSync(join(root, 'package.json')).mtimeMs,
  );
  return sources > built;
}

if (isStale()) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
}
// The files the CLI reads at run time (src/server/db/paths.ts looks beside the bundle first), copied from the
// sources on every run: a folder of its own, so the production build's copies in dist/ (as old as that build)
// are never the ones a newer CLI migrates with.
cpSync(join(root, 'src/server/db/pglite-worker.mjs'), join(outdir, 'pglite-worker.mjs'));
cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true, force: true });

const { main } = await import(pathToFileURL(outfile).href);
await main(process.argv.slice(2));
