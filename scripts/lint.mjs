#!/usr/bin/env node
// `npm run lint`: every check of decision 0028 (as amended by 0057), run side by side instead of one after another.
// Each step is an npm script of its own (run one alone while working: `npm run lint:eslint`, `npm run check:types`,
// ...). Steps start longest first, as many at a time as the machine has cores; each one's output is printed whole
// when it ends, then a table of the steps and their times. Exits 1 when any step failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The steps, longest first (ESLint with type information takes most of the time). */
const STEPS = [
  'lint:eslint',
  'format:check',
  'check:types',
  'check:astro',
  'lint:architecture',
  'lint:unused',
  'lint:i18n',
  'lint:docs',
];

const npm = process.env.npm_execpath;

/** Runs one npm script, its output buffered; resolves with its exit code, output and time. */
function runStep(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, args] = npm
      ? [process.execPath, [npm, 'run', '--silent', script]]
      : ['npm', ['run', '--silent', script]];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (code) =>
      resolve({
        script,
        code,
        output: Buffer.concat(output).toString('utf8'),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const queue = [...STEPS];
const results = [];
const lanes = Math.max(1, Math.min(availableParallelism(), STEPS.length));
const startedAll = performance.now();
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      const result = await runStep(script);
      results.push(result);
      process.stdout.write(`\n── ${script} (${result.code === 0 ? 'ok' : 'FAILED'}, ${result.seconds.toFixed(1)} s)\n`);
      process.stdout.write(result.output.trimEnd() ? `${result.output.trimEnd()}\n` : '');
    }
  }),
);

const failed = results.filter((result) => result.code !== 0);
process.stdout.write('\nlint steps:\n');
for (const result of STEPS.map((script) => results.find((r) => r.script === script))) {
  process.stdout.write(
    `  ${result.script.padEnd(18)} ${result.code === 0 ? 'ok    ' : 'FAILED'} ${result.seconds.toFixed(1).padStart(6)} s\n`,
  );
}
process.stdout.write(
  `  ${'all'.padEnd(18)} ${failed.length ? 'FAILED' : 'ok    '} ${((performance.now() - startedAll) / 1000).toFixed(1).padStart(6)} s\n`,
);
process.exit(failed.length ? 1 : 0);
