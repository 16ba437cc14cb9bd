// Turns measurements into the markdown appended to bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pct = (x) => `${(x * 100).toFixed(0)} %`;

export function machine() {
  let uname;
  try {
    uname = execFileSync('uname', ['-a'], { encoding: 'utf8' }).trim();
  } catch {
    uname = `${process.platform} ${process.arch}`;
  }
  let cpu = cpus()[0]?.model ?? 'unknown';
  try {
    cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpu;
  } catch {
    // not Linux
  }
  return {
    uname,
    cpu,
    cores: cpus().length,
    node: process.version,
    loadAverage: loadavg()
      .map((n) => n.toFixed(2))
      .join(' '),
  };
}

/** Pass/fail lines of the throughput budgets. */
export function evaluateThroughput(budgets, rows) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return budgets.map((b) => {
    const of = byId.get(b.of);
    const vs = byId.get(b.vs);
    const invalid = !of || !vs || of.non2xx > 0 || vs.non2xx > 0 || !vs.rps;
    const ratio = invalid ? NaN : of.rps / vs.rps;
    return { ...b, ratio, pass: !invalid && ratio >= b.min, invalid };
  });
}

export function evaluatePages(pages) {
  return pages.map((p) => {
    const problems = [];
    if (p.maxJsGzip !== null && p.jsGzip > p.maxJsGzip) problems.push(`JS ${kb(p.jsGzip)} > ${kb(p.maxJsGzip)}`);
    if (p.noReact && p.react) problems.push('React runtime loaded');
    if (p.uncompressed.length) problems.push(`uncompressed: ${p.uncompressed.join(', ')}`);
    return { ...p, pass: problems.length === 0, problems };
  });
}

export function renderMarkdown({ when, env, settings, rows, throughput, pages }) {
  const lines = [];
  lines.push(`## ${when}`, '');
  lines.push(`- Machine: \`${env.uname}\``, `- CPU: ${env.cpu} (${env.cores} cores), Node ${env.node}`);
  if (env.loadAverage)
    lines.push(`- Load average before the run: ${env.loadAverage} (other processes share these cores)`);
  lines.push(
    `- Load: autocannon, ${settings.connections} connections, ${settings.duration} s per ` +
      `scenario after ${settings.warmup} s warm-up, loopback, Accept-Encoding: ${settings.acceptEncoding}`,
    '',
  );
  const cpu = (r) => (r.cpuUsPerRequest === undefined ? '-' : r.cpuUsPerRequest.toFixed(0));
  lines.push(
    '| Scenario | req/s | p50 ms | p99 ms | non-2xx | errors | server CPU µs/req |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of rows) {
    lines.push(`| ${r.label} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${cpu(r)} |`);
    if (r.background) {
      const b = r.background;
      lines.push(
        `| &nbsp;&nbsp;↳ background: ${b.label} | ${fmt(b.rps)} | ${b.p50} | ${b.p99} | ${b.non2xx} | ${b.errors} | (shared) |`,
      );
    }
  }
  lines.push('', '| Budget | measured | result |', '|---|---:|---|');
  for (const b of throughput) {
    const result = b.invalid ? 'n/a (scenario failed or answered non-2xx)' : b.pass ? 'pass' : '**FAIL**';
    lines.push(`| ${b.label} | ${Number.isNaN(b.ratio) ? '-' : pct(b.ratio)} | ${result} |`);
  }
  lines.push(
    '',
    '| Page | status | JS (gzip) | JS files | React | HTML br/gzip | HTML plain | page total compressed | page total plain | budget |',
    '|---|---:|---:|---:|---|---:|---:|---:|---:|---|',
  );
  for (const p of pages) {
    const budget = p.pass ? 'pass' : `**FAIL**: ${p.problems.join('; ')}`;
    lines.push(
      `| ${p.label} | ${p.status} | ${kb(p.jsGzip)} | ${p.jsFiles} | ` +
        `${p.react ? 'yes' : 'no'} | ${kb(p.htmlCompressed)} (${p.htmlEncoding}) | ` +
        `${kb(p.htmlPlain)} | ${kb(p.totalCompressed)} | ${kb(p.totalPlain)} | ${budget} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

/** Prints a report and appends it to the results file (created with its heading when missing). */
export function publishResults(path, text) {
  process.stdout.write(`\n${text}\n`);
  if (!existsSync(path)) writeFileSync(path, '# Benchmark results\n\nAppended by `npm run bench`; newest last.\n\n');
  appendFileSync(path, `${text}\n`);
}
