// `lost-reason list|add|remove --landing SLUG`: the reasons a landing adds to the built-in ones for marking an offer
// lost (GET /api/advisor/lost-reasons lists both; PATCH .../status accepts their codes).
import { and, eq, sql } from 'drizzle-orm';
import { BUILT_IN_LOST_REASONS } from '../../lib/offers/lost-reasons';
import type { Database } from '../db/client';
import { landingLostReasons } from '../db/schema';
import { landingReasons } from '../offers/lost-reasons';
import type { LostReasonCommand } from './lost-reason-args';
import { landingOfSlug } from './cli-landing';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';

export async function runLostReasonCommand(
  command: LostReasonCommand,
  deps: { database: Database; io: CliIo },
): Promise<number> {
  const db = deps.database.db;
  const landing = await landingOfSlug(db, deps.io, command.landing);
  if (!landing) return EXIT_USAGE;
  if (command.action === 'list') {
    const own = await landingReasons(db, landing.id);
    if (command.json) {
      deps.io.stdout(`${JSON.stringify({ builtIn: BUILT_IN_LOST_REASONS, own }, null, 2)}\n`);
      return EXIT_OK;
    }
    const lines = [
      `Built-in: ${BUILT_IN_LOST_REASONS.join(', ')}`,
      own.length === 0 ? 'Own: none' : 'Own:',
      ...own.map((r) => `  ${r.code}  pl: ${r.labels.pl}  en: ${r.labels.en}`),
    ];
    deps.io.stdout(`${lines.join('\n')}\n`);
    return EXIT_OK;
  }
  if (command.action === 'remove') {
    const removed = await db
      .delete(landingLostReasons)
      .where(and(eq(landingLostReasons.landingId, landing.id), eq(landingLostReasons.code, command.code)))
      .returning({ code: landingLostReasons.code });
    if (removed.length === 0) {
      deps.io.stderr(`No reason "${command.code}" of landing ${command.landing}\n`);
      return EXIT_USAGE;
    }
    // Offers already marked lost for it keep the code; the panel shows the code itself from now on.
    deps.io.stdout(`Removed ${command.code} from ${command.landing}\n`);
    return EXIT_OK;
  }
  const labels = { pl: command.pl, en: command.en };
  await db
    .insert(landingLostReasons)
    .values({
      landingId: landing.id,
      code: command.code,
      labels,
      // Last in the landing's order.
      position: sql`(select coalesce(max(${landingLostReasons.position}), 0) + 1 from ${landingLostReasons}
        where ${landingLostReasons.landingId} = ${landing.id})`,
    })
    .onConflictDoUpdate({
      target: [landingLostReasons.landingId, landingLostReasons.code],
      set: { labels, updatedAt: sql`now()` },
    });
  deps.io.stdout(`Saved ${command.code} for ${command.landing} (pl: ${command.pl}, en: ${command.en})\n`);
  return EXIT_OK;
}
