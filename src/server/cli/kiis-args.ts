// The command line of `kiis show|set|upload` (run by run-kiis.ts): a campaign's key investment information sheet.
import { parseArgs } from 'node:util';
import { isLanguage, type Language } from '../../lib/language';
import { KIIS_OWNER_MAX, KIIS_STATEMENT_MAX } from '../../lib/contracts/kiis';
import { UsageError } from './usage-error';

export type KiisCommand =
  | { action: 'show'; landing: string; campaign: string; json: boolean }
  | { action: 'set'; landing: string; campaign: string; file: string; json: boolean }
  | {
      action: 'upload';
      landing: string;
      campaign: string;
      file: string;
      language: Language;
      owner: string;
      statement: string;
      json: boolean;
    };

/** `kiis upload`'s own options: the owner's PDF in one language, who is responsible for it, their statement. */
function uploadOptions(values: { language?: string; owner?: string; statement?: string }) {
  const language = values.language?.trim();
  if (!isLanguage(language)) throw new UsageError('kiis upload needs --language pl|en (the language of the file)');
  const owner = values.owner?.trim();
  if (!owner || owner.length > KIIS_OWNER_MAX)
    throw new UsageError(
      `kiis upload needs --owner NAME (up to ${KIIS_OWNER_MAX} characters): who is responsible for the sheet, ` +
        'names and functions, or a company and its registered office',
    );
  const statement = values.statement?.trim();
  if (!statement || statement.length > KIIS_STATEMENT_MAX)
    throw new UsageError(
      `kiis upload needs --statement TEXT (up to ${KIIS_STATEMENT_MAX} characters): the owner's statement of ` +
        'responsibility as the sheet gives it, in its language',
    );
  return { language, owner, statement };
}

export function parseKiis(action: string | undefined, args: string[]): KiisCommand {
  if (action !== 'show' && action !== 'set' && action !== 'upload')
    throw new UsageError(action ? `Unknown kiis command "${action}"` : 'kiis needs a command: show, set or upload');
  const { values } = parseArgs({
    args,
    options: {
      landing: { type: 'string' },
      campaign: { type: 'string' },
      file: { type: 'string' },
      language: { type: 'string' },
      owner: { type: 'string' },
      statement: { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  const landing = values.landing?.trim();
  const campaign = values.campaign?.trim();
  if (!landing) throw new UsageError('--landing SLUG is required');
  if (!campaign) throw new UsageError('--campaign SLUG (or id) is required');
  const json = values.json ?? false;
  if (action === 'show') return { action, landing, campaign, json };
  const file = values.file?.trim();
  if (action === 'upload') {
    if (!file) throw new UsageError("kiis upload needs --file FILE (the project owner's sheet as a PDF)");
    return { action, landing, campaign, file, json, ...uploadOptions(values) };
  }
  if (!file) throw new UsageError('kiis set needs --file FILE (JSON: every part in pl and en; kiis show --json)');
  return { action, landing, campaign, file, json };
}
