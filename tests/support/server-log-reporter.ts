// A Playwright reporter that keeps the test log readable: the e2e server writes its output (build, seed, one
// JSON line per request) to a file (tests/support/e2e-server.mjs), and this prints that file's last lines only
// when the run did not pass, where they help to see what the server did.
import { existsSync, readFileSync } from 'node:fs';
import type { FullResult, Reporter } from '@playwright/test/reporter';

const TAIL_LINES = 300;

export default class ServerLogReporter implements Reporter {
  constructor(private readonly options: { logFiles: string[] }) {}

  printsToStdio(): boolean {
    return false;
  }

  onEnd(result: FullResult): void {
    if (result.status === 'passed') return;
    // One server per worker (playwright.config.ts): each one's end.
    for (const logFile of this.options.logFiles) if (existsSync(logFile)) this.printTail(logFile);
  }

  private printTail(logFile: string): void {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    const shown = lines.slice(-TAIL_LINES);
    process.stdout.write(
      `\n--- the e2e server's last ${shown.length} of ${lines.length} lines (${logFile}) ` +
        `---\n${shown.join('\n')}\n--- end of the server's output ---\n`,
    );
  }
}
