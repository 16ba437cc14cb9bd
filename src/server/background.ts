// Work that runs after the response has gone: the account-dependent part of "send me an e-mail" requests. The
// handler answers the same thing at the same speed whether the address is known or not, because nothing that
// depends on the account happens before the answer.
import { describeError } from './errors/describe-error';
import type { Logger } from './runtime-types';

const KEY = Symbol.for('invest-platform.mail-background');
// On globalThis like the runtime: the production entry and Astro's bundle may each load this module.
const pending = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Set<Promise<void>>()) as Set<Promise<void>>;

/** Starts `work` without waiting for it; a failure is logged (with `what`), never thrown. */
export function runAfterResponse(logger: Logger, what: string, work: () => Promise<unknown>): void {
  const task: Promise<void> = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => logger.error('background work failed', { what, ...describeError(error) }),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves when every piece of work started so far (and any it started) has finished: for tests and shutdown. */
export async function settleAfterResponseWork(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
