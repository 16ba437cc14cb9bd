#!/usr/bin/env node
// `npm run build`: astro build -> bundle the production entry -> precompress the client -> write the stamp.
// Also imported by scripts/start.mjs and bench/run.mjs (for isBuildCurrent/build) without running anything.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(ROOT, 'dist');
const STAMP_FILE = join(DIST, 'build-stamp.json');

/** What the build reads: a change to any of these makes dist stale. Tests don't shape the build. */
const STAMP_INPUTS = [
  'package-lock.json',
  'package.json',
  'astro.config.mjs',
  'tsconfig.json',
  'scripts/build.mjs',
  'src',
  'public',
];
const IGNORED = /(^|\/)\.|\.test\.tsx?$|\.api\.test\.ts$/;

/** Text assets that get .br and .gz twins (same list as src/server/http/content-types.ts; .map left out). */
export const PRECOMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
];

/** Injected into server bundles: Hono's lightweight Request/Response for bundled code only (see the file). */
export const SERVER_INJECT = ['src/server/http/lightweight-globals.ts'];
/**
 * Server bundles: each entry becomes dist/<out>. Files the bundles read at run time (not imports) are copied
 * beside them (RUNTIME_FILES); see src/server/db/paths.ts.
 */
const BUNDLES = [{ entry: 'src/server/http/entry.ts', out: 'entry.mjs', inject: SERVER_INJECT }];

/**
 * Packages bundled into the server bundles instead of imported from node_modules: Hono and everything built on
 * it, so that (a) one copy of Hono's classes exists (HTTPException instanceof checks hold) and (b) the
 * `inject` above reaches the Request/Response that Hono constructs.
 */
const BUNDLED_PACKAGES = ['hono', '@hono/node-server', '@hono/zod-openapi', '@hono/zod-validator'];

/** esbuild plugin: bare imports stay imports (resolved from node_modules at run time) unless bundled above. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@/')) return undefined; // tsconfig alias for src/
      const bundled = BUNDLED_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};
const RUNTIME_FILES = [
  { from: 'src/server/db/pglite-worker.mjs', to: 'pglite-worker.mjs' },
  { from: 'src/server/db/migrations', to: 'migrations' },
];

async function listFiles(dir) {
  const out = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Hash of every build input (paths and contents), so start can tell whether dist matches the checkout. */
export async function computeStamp() {
  const hash = createHash('sha256');
  for (const input of STAMP_INPUTS) {
    const full = join(ROOT, input);
    const info = await stat(full).catch(() => undefined);
    if (!info) continue;
    const files = info.isDirectory() ? await listFiles(full) : [full];
    const relatives = files.map((f) => relative(ROOT, f).split(sep).join('/')).filter((f) => !IGNORED.test(f));
    for (const file of relatives.sort()) {
      hash
        .update(file)
        .update('\0')
        .update(await readFile(join(ROOT, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

/** True when dist holds a complete build of exactly the current inputs. */
export async function isBuildCurrent() {
  if (!existsSync(STAMP_FILE) || !existsSync(join(DIST, 'server', 'entry.mjs'))) return false;
  if (BUNDLES.some((b) => !existsSync(join(DIST, b.out)))) return false;
  try {
    const { hash } = JSON.parse(readFileSync(STAMP_FILE, 'utf8'));
    return hash === (await computeStamp());
  } catch {
    return false;
  }
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function astroBuild() {
  const require = createRequire(import.meta.url);
  // The package's own bin entry (astro 5 named it astro.js, astro 7 bin/astro.mjs).
  const astroPackage = require.resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(astroPackage, 'utf8'));
  const astroBin = join(astroPackage, '..', typeof bin === 'string' ? bin : bin.astro);
  await run(process.execPath, [astroBin, 'build']);
}

/** esbuild options of one server bundle (exported for the test that checks what the bundle does). */
export function serverBundleOptions(bundle) {
  return {
    entryPoints: [bundle.entry.startsWith('/') ? bundle.entry : join(ROOT, bundle.entry)],
    outfile: bundle.out.startsWith('/') ? bundle.out : join(DIST, bundle.out),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages],
    inject: (bundle.inject ?? []).map((file) => join(ROOT, file)),
    sourcemap: 'linked',
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
    // CommonJS code reached through the bundle may call require/__dirname; ESM has neither.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        "const __dirname = __fileURLToPath(new URL('.', import.meta.url));",
      ].join('\n'),
    },
  };
}

async function bundleServer() {
  const { build } = await import('esbuild');
  for (const bundle of BUNDLES) await build(serverBundleOptions(bundle));
  for (const file of RUNTIME_FILES) {
    const from = join(ROOT, file.from);
    if (existsSync(from)) await cp(from, join(DIST, file.to), { recursive: true, force: true });
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes .br (quality 11) and .gz (level 9) twins of the client's text assets where they are smaller. */
async function precompress(clientDir) {
  const files = (await listFiles(clientDir)).filter((f) => PRECOMPRESSED_EXTENSIONS.includes(extname(f).toLowerCase()));
  let original = 0;
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      original += data.length;
      compressed += Math.min(data.length, br.length);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return { files: files.length, original, compressed };
}

/** The whole build. */
export async function build() {
  const started = Date.now();
  const stamp = await computeStamp();
  await astroBuild();
  await mkdir(DIST, { recursive: true });
  await bundleServer();
  const pc = await precompress(join(DIST, 'client'));
  await writeFile(STAMP_FILE, `${JSON.stringify({ hash: stamp, builtAt: new Date().toISOString() }, null, 2)}\n`);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  process.stdout.write(
    `build: entry bundled, ${pc.files} text assets precompressed (${kb(pc.original)} -> ${kb(pc.compressed)} brotli), ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  build().catch((error) => {
    process.stderr.write(`build failed: ${error?.stack ?? error}\n`);
    process.exit(1);
  });
}
