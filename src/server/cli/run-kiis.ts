// `kiis show|set --landing SLUG --campaign SLUG`: a campaign's key investment information sheet (decision 0052).
// show prints the latest version (generated from the campaign's data when there is none yet); --json prints the
// content as a file `kiis set --file` takes back, every part in pl and en. set stores a new version after checking
// the file and that its PDF stays within six pages in each language.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { KIIS_SECTIONS, kiisContentSchema } from '../../lib/schemas/kiis';
import type { Database } from '../db/client';
import { landings } from '../db/schema';
import { propertyPath, ValidationError } from '../errors/validation-error';
import { campaignBySlug, currentKiis, saveKiis } from '../protection/kiis';
import type { Clock } from '../runtime-types';
import type { KiisCommand } from './kiis-args';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';

export async function runKiisCommand(
  command: KiisCommand,
  deps: { database: Database; io: CliIo; clock: Clock },
): Promise<number> {
  const db = deps.database.db;
  const [landing] = await db.select().from(landings).where(eq(landings.slug, command.landing));
  if (!landing) {
    deps.io.stderr(`No landing "${command.landing}" (npm run admin -- landing list)\n`);
    return EXIT_USAGE;
  }
  const campaign = await campaignBySlug(db, landing.id, command.campaign);
  if (!campaign) {
    deps.io.stderr(`No campaign "${command.campaign}" on ${command.landing} (npm run admin -- campaign list)\n`);
    return EXIT_USAGE;
  }
  let kiis = await currentKiis(db, deps.clock, campaign.id);
  if (command.action === 'set') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(command.file, 'utf8'));
    } catch (error) {
      deps.io.stderr(`--file ${command.file}: ${error instanceof SyntaxError ? 'not JSON' : 'cannot be read'}\n`);
      return EXIT_USAGE;
    }
    const result = kiisContentSchema.safeParse(parsed);
    if (!result.success) {
      for (const issue of result.error.issues)
        deps.io.stderr(`--file ${command.file}: ${propertyPath(issue.path) || '(file)'}: ${issue.message}\n`);
      return EXIT_USAGE;
    }
    try {
      kiis = await saveKiis(db, deps.clock, campaign, result.data, landing);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const v of error.violations) deps.io.stderr(`--file ${command.file}: ${v.propertyPath}: ${v.message}\n`);
      return EXIT_USAGE;
    }
  }
  if (command.json) deps.io.stdout(`${JSON.stringify(kiis.content, null, 2)}\n`);
  else
    deps.io.stdout(
      `KIIS of ${campaign.slug}: version ${kiis.version} ` +
        `(${kiis.generated ? 'generated from the campaign' : 'written by the operator'}), ` +
        `${kiis.createdAt.toISOString()}\n` +
        KIIS_SECTIONS.map((key) => `\n[${key}]\n${kiis.content.pl[key]}\n`).join(''),
    );
  return EXIT_OK;
}
