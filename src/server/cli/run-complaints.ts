// `complaints show|set --landing SLUG`: a landing's complaints unit (the firm, the unit, its e-mail and phone) and
// its court, appeal procedure and out-of-court scheme (decision 0070). set checks the whole result as the server
// reads it; the first set needs --firm, --unit, --email, --phone and --court together.
import { complaintSettingsSchema, type ComplaintSettings } from '../../lib/contracts/complaint';
import { complaintSettingsOf, saveComplaintSettings } from '../complaints/complaint-settings';
import type { Database } from '../db/client';
import { propertyPath } from '../errors/validation-error';
import type { Clock } from '../runtime-types';
import type { ComplaintsCommand } from './complaints-args';
import { landingOfSlug } from './cli-landing';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';

const both = (texts: ComplaintSettings['appeal']) =>
  texts ? `pl: ${texts.pl ?? '-'} | en: ${texts.en ?? '-'}` : 'none';

function describe(settings: ComplaintSettings | null): string {
  if (!settings)
    return (
      'No complaints unit set: acknowledgements lack the e-mail and phone Delegated Regulation (EU) 2022/2117 ' +
      'Art. 3(2)(a) asks for. Set them with complaints set --firm --unit --email --phone --court.\n'
    );
  return (
    `Firm: ${settings.firm}\nComplaints unit: ${settings.unit}\nE-mail: ${settings.email}\nPhone: ${settings.phone}\n` +
    `Court: ${settings.court}\nAppeal procedure: ${both(settings.appeal)}\nOut-of-court scheme: ${both(settings.adr)}\n`
  );
}

export async function runComplaintsCommand(
  command: ComplaintsCommand,
  deps: { database: Database; io: CliIo; clock: Clock },
): Promise<number> {
  const db = deps.database.db;
  const landing = await landingOfSlug(db, deps.io, command.landing);
  if (!landing) return EXIT_USAGE;
  let settings = await complaintSettingsOf(db, landing.id);
  if (command.action === 'set') {
    const { appealPl, appealEn, adrPl, adrEn, ...fields } = command.change;
    const texts = (before: ComplaintSettings['appeal'] | undefined, pl?: string | null, en?: string | null) => {
      const next = { ...before };
      if (pl !== undefined) next.pl = pl ?? undefined;
      if (en !== undefined) next.en = en ?? undefined;
      return next.pl || next.en ? next : null;
    };
    const next = {
      ...settings,
      ...fields,
      appeal: texts(settings?.appeal, appealPl, appealEn),
      adr: texts(settings?.adr, adrPl, adrEn),
    };
    const parsed = complaintSettingsSchema.safeParse(next);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        deps.io.stderr(`--${propertyPath(issue.path).replace(/^(appeal|adr)\./, '$1-')}: ${issue.message}\n`);
      return EXIT_USAGE;
    }
    settings = await saveComplaintSettings(db, deps.clock, landing.id, parsed.data);
  }
  deps.io.stdout(command.json ? `${JSON.stringify(settings, null, 2)}\n` : describe(settings));
  return EXIT_OK;
}
