import { getRuntime, type Runtime } from './runtime';
import { seedIfEmpty } from './seed';

let ready: Promise<Runtime> | undefined;

/**
 * The runtime for pages and API calls that reach Astro without the production entry (`astro dev`): the
 * process-wide singleton, with the demo seeded on an empty database as `npm start` does, so a fresh clone's
 * dev server shows the demo brands instead of failing for want of a landing.
 */
export function devRuntime(): Promise<Runtime> {
  ready ??= getRuntime().then(async (runtime) => {
    await seedIfEmpty(runtime);
    runtime.jobs.start();
    return runtime;
  });
  return ready;
}
