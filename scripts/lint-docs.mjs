#!/usr/bin/env node
// `npm run lint:docs` (issue 37): the docs say what is true of the tree.
// - docs/decisions/README.md is the index of the decision records, one line each (the record's own title); it is
//   made by `npm run lint:docs -- --write` and fails the check when a record is added or renamed without it.
// - Every file or folder that docs/architecture.md and docs/glossary.md name in backquotes (a path under src, tests,
//   scripts, bench, docs or public, without placeholders such as <area>) exists, and every `npm run <script>` they
//   name is a script of package.json: the recipes name real files.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const decisionsDir = path.join(root, 'docs/decisions');
const indexPath = path.join(decisionsDir, 'README.md');
const write = process.argv.includes('--write');
const problems = [];

/** The index as it should be: one line per record, from its first heading ("# 12. Title"). */
function decisionIndex() {
  const lines = readdirSync(decisionsDir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const heading = readFileSync(path.join(decisionsDir, name), 'utf8').split('\n', 1)[0];
      const match = /^# (\d+)\. (.+)$/.exec(heading);
      if (!match) problems.push(`docs/decisions/${name}: the first line is not "# <number>. <title>"`);
      return `- [${name.slice(0, 4)}](${name}): ${match ? match[2] : name}`;
    });
  return [
    '# Decision records',
    '',
    'Why the project is built the way it is, one record per choice, newest last. This index is made by',
    "`npm run lint:docs -- --write` from each record's title; `npm run lint` fails when it is out of date.",
    '',
    ...lines,
    '',
  ].join('\n');
}

const index = decisionIndex();
if (write) writeFileSync(indexPath, index);
else if (!existsSync(indexPath) || readFileSync(indexPath, 'utf8') !== index)
  problems.push('docs/decisions/README.md is out of date: run `npm run lint:docs -- --write`');

const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
for (const doc of ['docs/architecture.md', 'docs/glossary.md']) {
  const text = readFileSync(path.join(root, doc), 'utf8');
  for (const [, quoted] of text.matchAll(/`([^`\n]+)`/g)) {
    const npmRun = /^npm run ([\w:-]+)/.exec(quoted);
    if (npmRun && !scripts[npmRun[1]]) problems.push(`${doc}: \`${quoted}\` names no script of package.json`);
    const file = /^((?:src|tests|scripts|bench|docs|public)\/[\w.@\-/[\]]*)(?::\d+)?$/.exec(quoted)?.[1];
    if (file && !existsSync(path.join(root, file))) problems.push(`${doc}: \`${quoted}\` does not exist`);
  }
}

for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
console.log(`docs: ${readdirSync(decisionsDir).length - 1} decision records indexed; the paths the docs name exist`);
