#!/usr/bin/env node
// `npm start`: build when dist is missing or older than the sources (build-stamp.json), then run the production
// server (dist/entry.mjs) in this process and print where the demo brands are and how to sign in.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, DIST, isBuildCurrent } from './build.mjs';

// Which Node runs the server: the project's own (the npm package `node`, which npm puts first on the PATH of its
// scripts), or another one when started otherwise.
const own = process.execPath.includes(join('node_modules', 'node', 'bin'));
process.stdout.write(`Node ${process.version}${own ? " (the project's own, from the npm package node)" : ''}\n`);

if (!(await isBuildCurrent())) {
  process.stdout.write('dist is missing or stale: building first (npm run build)\n');
  await build();
}

// The demo's investor sign-in e-mails a code: with no SMTP server to deliver it, the mailbox page shows it.
// Set before the server reads its environment (env.ts parses it once).
const showMailbox = !process.env.SMTP_URL && !process.env.MAILBOX_ENABLED;
if (showMailbox) process.env.MAILBOX_ENABLED = 'true';

const { ready } = await import(pathToFileURL(join(DIST, 'entry.mjs')).href);
const started = await ready;

const lines = ['', 'Demo brands (each host shows its own white-label brand):'];
const width = Math.max(0, ...started.brands.map((b) => b.title.length));
for (const brand of started.brands) lines.push(`  ${brand.title.padEnd(width)}  ${brand.urls.join('  ')}`);

// Extension point: the seed reports demo logins (the sign-in work adds them) as
// { logins: [{ role, email, password?, url? }] } (SeedSummary in src/server/seed); anything listed is printed.
const logins = Array.isArray(started.seed?.logins) ? started.seed.logins : [];
lines.push('', logins.length ? 'Demo logins:' : 'Demo logins: none yet');
for (const login of logins) {
  const secret = login.password ? ` / ${login.password}` : '';
  const totp = login.totpSecret ? `  TOTP secret ${login.totpSecret}` : '';
  lines.push(
    `  ${String(login.role ?? '').padEnd(12)} ${login.email ?? ''}${secret}${login.url ? `  ${login.url}` : ''}${totp}`,
  );
}
if (started.seed?.mailbox) lines.push('', `Mailbox: ${started.seed.mailbox}`);
if (showMailbox) {
  lines.push(
    '',
    `Mailbox: http://localhost:${started.port}/mailbox  (e-mails are not sent: no SMTP_URL; each brand's host shows its own)`,
  );
}
lines.push('', 'Stop with Ctrl+C (the database is closed cleanly).', '');
process.stdout.write(lines.join('\n'));
