// The landing a command names with --landing SLUG: read once, or the operator told which command lists them.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { landings, type LandingRow } from '../db/schema';
import type { CliIo } from './run-cli';

export async function landingOfSlug(q: DbOrTx, io: CliIo, slug: string): Promise<LandingRow | null> {
  const [landing] = await q.select().from(landings).where(eq(landings.slug, slug));
  if (!landing) io.stderr(`No landing "${slug}" (npm run admin -- landing list)\n`);
  return landing ?? null;
}
