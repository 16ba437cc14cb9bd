// The files named on an admin command line are the operator's: relative to the directory the command was typed
// in. A command the running server carries out for the CLI (src/server/cli/remote-cli.ts) names that directory,
// and every file argument is read through `cliPath`, so `kiis upload --file owner.pdf` reads the same file either
// way. AsyncLocalStorage keeps it per command (the server's own working directory is never changed).
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';

const workingDirectory = new AsyncLocalStorage<string>();

/** Runs `run` with `cwd` as the directory file arguments are relative to. */
export const withCliCwd = <T>(cwd: string, run: () => Promise<T>): Promise<T> => workingDirectory.run(cwd, run);

/** The absolute path of a file argument. */
export const cliPath = (file: string): string => resolve(workingDirectory.getStore() ?? process.cwd(), file);
