// `kiis show|set|upload --landing SLUG --campaign SLUG`: a campaign's key investment information sheet (decisions
// 0052 and 0069). upload stores the project owner's own sheet (a PDF) in one language as a new version.
// show prints the latest version (generated from the campaign's data when there is none yet); --json prints the
// content as a file `kiis set --file` takes back, every part in pl and en. set stores a new version after checking
// the file and that its PDF stays within six pages in each language.
import { readFile } from 'node:fs/promises';
import { KIIS_SECTIONS, kiisContentSchema } from '../../lib/contracts/kiis';
import type { Database } from '../db/client';
import type { CampaignKiisRow, CampaignRow } from '../db/schema';
import type { Env } from '../env';
import { createLogger } from '../logging/logger';
import { uploadOwnerKiis } from '../protection/kiis-owner';
import { createFileStorage } from '../storage/create-storage';
import { propertyPath, ValidationError } from '../errors/validation-error';
import { campaignBySlug, currentKiis, saveKiis } from '../protection/kiis';
import type { Clock } from '../runtime-types';
import type { KiisCommand } from './kiis-args';
import { landingOfSlug } from './cli-landing';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';
import { cliPath } from './cli-files';

/** `kiis upload`: the owner's PDF stored as a new version (refused with the reason when it is not one we can give). */
async function upload(
  command: Extract<KiisCommand, { action: 'upload' }>,
  campaign: CampaignRow,
  deps: { database: Database; io: CliIo; clock: Clock; env: Env },
): Promise<CampaignKiisRow | null> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(cliPath(command.file));
  } catch {
    deps.io.stderr(`--file ${command.file}: cannot be read\n`);
    return null;
  }
  const storage = createFileStorage(deps.env, createLogger(deps.env.LOG_LEVEL));
  try {
    return await uploadOwnerKiis(deps.database.db, storage, deps.clock, campaign, {
      language: command.language,
      bytes,
      ownerName: command.owner,
      statement: command.statement,
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const v of error.violations) deps.io.stderr(`--file ${command.file}: ${v.message}\n`);
    return null;
  } finally {
    storage.close();
  }
}

/** Which languages have the owner's own file, for `show`. */
function describe(kiis: CampaignKiisRow): string {
  const owned = (['pl', 'en'] as const).filter((language) => kiis.files?.[language]);
  if (owned.length === 0) return "generated from the campaign's data, no file of the project owner";
  const parts = owned.map((language) => `${language}: ${kiis.files![language]!.pages} page(s)`);
  return `the project owner's file (${parts.join(', ')}), responsible: ${kiis.ownerName}`;
}

export async function runKiisCommand(
  command: KiisCommand,
  deps: { database: Database; io: CliIo; clock: Clock; env: Env },
): Promise<number> {
  const db = deps.database.db;
  const landing = await landingOfSlug(db, deps.io, command.landing);
  if (!landing) return EXIT_USAGE;
  const campaign = await campaignBySlug(db, landing.id, command.campaign);
  if (!campaign) {
    deps.io.stderr(`No campaign "${command.campaign}" on ${command.landing} (npm run admin -- campaign list)\n`);
    return EXIT_USAGE;
  }
  let kiis = await currentKiis(db, deps.clock, campaign.id);
  if (command.action === 'upload') {
    const stored = await upload(command, campaign, deps);
    if (!stored) return EXIT_USAGE;
    kiis = stored;
  }
  if (command.action === 'set') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(cliPath(command.file), 'utf8'));
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
        `Given to investors: ${describe(kiis)}\n` +
        KIIS_SECTIONS.map((key) => `\n[${key}]\n${kiis.content.pl[key]}\n`).join(''),
    );
  return EXIT_OK;
}
