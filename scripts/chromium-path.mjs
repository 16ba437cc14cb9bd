// The Chromium the browser tests drive (test tools cannot download browsers here; decision 0059): CHROMIUM_PATH
// when set, else Debian's headless shell (package chromium-headless-shell: Chromium's engine without the browser's
// window and UI, what Playwright itself runs for headless tests; the browser suite took about 30 % less time on it),
// else Debian's full Chromium (package chromium). A headed run (--headed, --debug) needs the full one:
// CHROMIUM_PATH=/usr/bin/chromium.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/** The browser binary to launch: the first of CHROMIUM_PATH, the headless shell, the full Chromium that exists. */
export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) || !existsSync(FULL_CHROMIUM) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
