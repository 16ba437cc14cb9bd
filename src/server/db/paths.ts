import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Two files are read at run time rather than imported: the worker script and the migrations folder. Running
// from source (vitest, astro dev) they sit next to this module. In a bundle (dist/entry.mjs, dist/admin/admin.mjs)
// `import.meta.url` is the bundle, so the build copies them beside it (dist/pglite-worker.mjs,
// dist/migrations/); a bundle that was not given copies falls back to the sources of the checkout.

function firstExisting(what: string, candidates: string[]): string {
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Cannot find ${what}; looked in:\n  ${candidates.join('\n  ')}`);
  return found;
}

function candidates(name: string, sourcePath: string): string[] {
  return [
    fileURLToPath(new URL(`./${name}`, import.meta.url)),
    // dist/<bundle>.mjs of a checkout
    fileURLToPath(new URL(`../${sourcePath}`, import.meta.url)),
    resolve(process.cwd(), sourcePath),
  ];
}

/** Absolute path of the PGlite worker script (src/server/db/pglite-worker.mjs, or its copy beside a bundle). */
export function pgliteWorkerPath(): string {
  return firstExisting('the PGlite worker', candidates('pglite-worker.mjs', 'src/server/db/pglite-worker.mjs'));
}

/** Absolute path of the committed drizzle migrations (src/server/db/migrations, or dist/migrations). */
export function migrationsFolder(): string {
  return firstExisting('the database migrations', candidates('migrations', 'src/server/db/migrations'));
}
