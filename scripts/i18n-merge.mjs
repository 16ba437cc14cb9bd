#!/usr/bin/env node
// Merges translation fragments into src/i18n/{pl,en}.json, keeping keys sorted.
// Usage: node scripts/i18n-merge.mjs fragment.json [...]   where a fragment is {"pl": {...}, "en": {...}}.
// A fragment must give every key in both languages; an existing key is overwritten.
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../src/i18n/', import.meta.url));
const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node scripts/i18n-merge.mjs fragment.json [...]');
  process.exit(2);
}
// The catalogues are flat ("panel.home.title": "..."); a fragment written with nested objects is flattened.
const flatten = (object, prefix = '') =>
  Object.entries(object ?? {}).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
const fragments = files
  .map((f) => JSON.parse(readFileSync(f, 'utf8')))
  .map((frag) => ({ pl: Object.fromEntries(flatten(frag.pl)), en: Object.fromEntries(flatten(frag.en)) }));
for (const frag of fragments) {
  const pl = Object.keys(frag.pl ?? {});
  const en = Object.keys(frag.en ?? {});
  const missing = [...pl.filter((k) => !en.includes(k)), ...en.filter((k) => !pl.includes(k))];
  if (missing.length) {
    console.error(`keys present in one language only: ${missing.join(', ')}`);
    process.exit(1);
  }
}
for (const lang of ['pl', 'en']) {
  const path = `${dir}${lang}.json`;
  const current = JSON.parse(readFileSync(path, 'utf8'));
  for (const frag of fragments) Object.assign(current, frag[lang]);
  const sorted = Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]]));
  writeFileSync(`${path}.tmp`, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(`${path}.tmp`, path);
}
console.log(`merged ${fragments.length} fragment(s)`);
