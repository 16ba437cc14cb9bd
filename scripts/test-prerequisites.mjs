#!/usr/bin/env node
// `npm test` runs this first: the browser tests need Chromium (Debian's headless shell or full Chromium, or
// CHROMIUM_PATH: scripts/chromium-path.mjs; test tools cannot download browsers here). Missing, it is installed with
// apt when we are root (as .ci/run does), else the run stops at once with the command to run, instead of failing
// after the unit and API tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

let chromium = chromiumPath();
const INSTALL = ['install', '-y', 'chromium-headless-shell', 'fonts-dejavu-core'];

function aptInstall() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Chromium is not at ${chromium}: installing Debian's chromium-headless-shell with apt-get`);
  for (const args of [['update'], INSTALL]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return false;
  }
  return true;
}

const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!existsSync(chromium) && canApt && !process.env.CHROMIUM_PATH && aptInstall()) chromium = chromiumPath();
if (!existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium at ${chromium}, and it is not there.\n` +
      `Install it with:  sudo apt-get update && sudo apt-get install -y ${INSTALL.slice(2).join(' ')}\n` +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
