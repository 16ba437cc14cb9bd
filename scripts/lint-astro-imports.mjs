// The architecture rules of .dependency-cruiser.cjs for .astro files, which dependency-cruiser does not parse:
// the imports of each file's frontmatter and <script> blocks are resolved and checked against the same
// forbidden rules (from.path / to.path / to.pathNot). Relative imports and the path aliases of tsconfig.json (`@/...`) are
// resolved; package imports are not checked. Part of `npm run lint:architecture` (decision 0027).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));
const rules = config.forbidden.filter((rule) => rule.from?.path && rule.to?.path);
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json', '/index.ts', '/index.tsx', '/index.js'];

function astroFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) astroFiles(full, out);
    else if (entry.name.endsWith('.astro')) out.push(full);
  }
  return out;
}

/**
 * The code parts of an .astro file: the frontmatter (runs on the server) and the bodies of its <script> elements
 * (bundled for the browser: browser code wherever the file lives, so they are checked as if under src/scripts).
 */
function codeParts(source) {
  const parts = [];
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (frontmatter) parts.push({ code: frontmatter[1], browser: false });
  for (const script of source.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
    parts.push({ code: script[1], browser: true });
  return parts;
}

/**
 * The path aliases of tsconfig.json (`compilerOptions.paths`, e.g. `@/*` -> `./src/*`), each as a prefix and a
 * function that maps the rest of a specifier to its candidate paths. The file is read as JSON after removing the
 * comments and trailing commas that tsconfig allows.
 */
function tsconfigAliases() {
  const text = readFileSync(path.join(root, 'tsconfig.json'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1');
  const { compilerOptions = {} } = JSON.parse(text);
  const baseUrl = path.resolve(root, compilerOptions.baseUrl ?? '.');
  return Object.entries(compilerOptions.paths ?? {}).map(([pattern, targets]) => ({
    prefix: pattern.replace(/\*$/, ''),
    wildcard: pattern.endsWith('*'),
    resolveRest: (rest) => targets.map((target) => path.resolve(baseUrl, target.replace(/\*$/, '') + rest)),
  }));
}
const ALIASES = tsconfigAliases();

/** The file a path without extension names (the first of EXTENSIONS that exists), or null. */
function withExtension(base) {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** A specifier through the tsconfig aliases: the first target that exists, else the first target; null if none. */
function resolveAlias(specifier) {
  for (const alias of ALIASES) {
    const hit = alias.wildcard ? specifier.startsWith(alias.prefix) : specifier === alias.prefix;
    if (!hit) continue;
    const bases = alias.resolveRest(specifier.slice(alias.prefix.length));
    return bases.map(withExtension).find(Boolean) ?? bases[0];
  }
  return null;
}

/** Relative imports and tsconfig aliases resolve to a project path; packages (null) are not checked. */
function resolve(fromFile, specifier) {
  if (!specifier.startsWith('.')) return resolveAlias(specifier);
  const base = path.resolve(path.dirname(fromFile), specifier);
  return withExtension(base) ?? base;
}

const matches = (pattern, value) => pattern !== undefined && new RegExp(pattern).test(value);
const violations = [];
const files = astroFiles(path.join(root, 'src'));
for (const file of files) {
  const from = path.relative(root, file).split(path.sep).join('/');
  for (const { code, browser } of codeParts(readFileSync(file, 'utf8'))) {
    const checkedAs = browser ? `src/scripts/${from}` : from;
    for (const match of code.matchAll(
      /(?:^|[\s;])(?:import|export)\s+(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const target = resolve(file, match[1] ?? match[2]);
      if (!target) continue;
      const to = path.relative(root, target).split(path.sep).join('/');
      for (const rule of rules) {
        if (
          matches(rule.from.path, checkedAs) &&
          !matches(rule.from.pathNot, checkedAs) &&
          matches(rule.to.path, to) &&
          !matches(rule.to.pathNot, to)
        ) {
          violations.push(`  error ${rule.name}: ${from}${browser ? ' (<script>)' : ''} → ${to}`);
        }
      }
    }
  }
}

if (violations.length > 0) {
  console.error(violations.join('\n'));
  console.error(`\nx ${violations.length} dependency violations in .astro files (${files.length} files checked).`);
  process.exit(1);
}
console.log(`✔ no dependency violations found in .astro files (${files.length} files checked)`);
