#!/usr/bin/env node
// `npm run lint:i18n` (issue 36 item 2): every key the code asks for exists in the dictionaries, and every key of the
// dictionaries is asked for somewhere. A key counts as asked for when the source holds it as a whole string literal
// ('campaign.title', "errors.x", `a.b`), or when it begins with the fixed part of a template literal or of a string
// that code completes (`campaign.status.${status}`, 'campaign.status.' + status), or ends with the fixed tail of a
// template whose head is a variable (`${prefix}.sentAll`). Missing keys are t('...') calls
// (and <Trans i18nKey="...">) whose literal key is in no dictionary. Tests are not read: they may ask for keys that
// do not exist on purpose. Exits 1 with the keys listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dictionary = JSON.parse(readFileSync(join(root, 'src/i18n/pl.json'), 'utf8'));
const keys = new Set(Object.keys(dictionary));

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|astro|mjs)$/.test(name) && !/\.(test|spec|fixtures)\.tsx?$/.test(name)) yield path;
  }
}

// --extra DIR reads one more folder as source (the script's own test shows a missing key fails it).
const extraAt = process.argv.indexOf('--extra');
const folders = [join(root, 'src'), ...(extraAt > 0 && process.argv[extraAt + 1] ? [process.argv[extraAt + 1]] : [])];

const literals = new Set();
const prefixes = new Set();
const suffixes = new Set();
const asked = [];
const KEY = /^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;
for (const path of folders.flatMap((folder) => [...sources(folder)])) {
  if (path.includes('/i18n/') && path.endsWith('.json')) continue;
  const text = readFileSync(path, 'utf8');
  for (const m of text.matchAll(/(['"`])([a-z][A-Za-z0-9_.-]*\.[A-Za-z0-9_.-]*)\1/g)) literals.add(m[2]);
  // The fixed head of a key completed at run time: `head.${...}` or 'head.' + ...
  for (const m of text.matchAll(/`([a-z][A-Za-z0-9_.-]*\.)\$\{/g)) prefixes.add(m[1]);
  for (const m of text.matchAll(/`([a-z][A-Za-z0-9_.-]*\.[A-Za-z0-9_-]+)\$\{/g)) prefixes.add(m[1]);
  for (const m of text.matchAll(/(['"])([a-z][A-Za-z0-9_.-]*\.)\1\s*\+/g)) prefixes.add(m[2]);
  // The fixed tail of a key whose head is a variable: `${prefix}.sentAll`.
  for (const m of text.matchAll(/\$\{[^}]+\}(\.[A-Za-z0-9_.-]+)`/g)) suffixes.add(m[1]);
  for (const m of text.matchAll(/\bt\(\s*(['"])([^'"\n]+)\1/g))
    if (KEY.test(m[2])) asked.push({ key: m[2], where: relative(root, path) });
  for (const m of text.matchAll(/i18nKey=(['"])([^'"\n]+)\1/g)) asked.push({ key: m[2], where: relative(root, path) });
}

const missing = asked.filter(({ key }) => !keys.has(key) && !keys.has(`${key}_one`));
const plural = (key) => key.replace(/_(zero|one|two|few|many|other)$/, '');
// A key's head held in a variable and completed in a template (`${prefix}.text` with prefix = 'campaign.ended').
const heads = [...literals].map((literal) => `${literal}.`);
const unused = [...keys].filter((key) => {
  const base = plural(key);
  if (literals.has(key) || literals.has(base)) return false;
  for (const prefix of prefixes) if (base.startsWith(prefix)) return false;
  for (const head of heads) if (base.startsWith(head)) return false;
  for (const tail of suffixes) if (base.endsWith(tail)) return false;
  return true;
});

if (missing.length > 0) {
  console.error(`Keys asked for but in no dictionary (${missing.length}):`);
  for (const { key, where } of missing) console.error(`  ${key}  (${where})`);
}
if (unused.length > 0) {
  console.error(`Keys in the dictionaries that nothing asks for (${unused.length}):`);
  for (const key of unused) console.error(`  ${key}`);
}
if (missing.length + unused.length > 0) process.exit(1);
console.log(`i18n keys: ${keys.size} in the dictionaries, ${asked.length} literal t() calls, all present and used`);
