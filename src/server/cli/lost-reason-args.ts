// The command line of `lost-reason list|add|remove` (run by run-lost-reason.ts): a landing's own reasons for
// marking an offer lost, beside the built-in ones (src/lib/offers/lost-reasons.ts).
import { parseArgs } from 'node:util';
import { isBuiltInLostReason, LOST_REASON_CODE } from '../../lib/offers/lost-reasons';
import { UsageError } from './usage-error';

export type LostReasonCommand =
  | { action: 'list'; landing: string; json: boolean }
  | { action: 'add'; landing: string; code: string; pl: string; en: string }
  | { action: 'remove'; landing: string; code: string };

/** A reason's code: lower-case letters, digits and dashes, 2 to 40 characters, starting with a letter. */
const CODE = LOST_REASON_CODE;
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function label(value: string | undefined, flag: string): string {
  const text = value?.trim() ?? '';
  if (!text) throw new UsageError(`${flag} is required (the reason's name in that language)`);
  if (text.length > 100 || CONTROL.test(text)) throw new UsageError(`${flag}: one line of at most 100 characters`);
  return text;
}

export function parseLostReason(action: string | undefined, args: string[]): LostReasonCommand {
  if (action !== 'list' && action !== 'add' && action !== 'remove')
    throw new UsageError(
      action ? `Unknown lost-reason command "${action}"` : 'lost-reason needs a command: list, add or remove',
    );
  const { values } = parseArgs({
    args,
    options: {
      landing: { type: 'string' },
      code: { type: 'string' },
      pl: { type: 'string' },
      en: { type: 'string' },
      json: { type: 'boolean' },
    },
    strict: true,
  });
  const landing = values.landing?.trim();
  if (!landing) throw new UsageError('--landing SLUG is required');
  if (action === 'list') return { action, landing, json: values.json ?? false };
  const code = values.code?.trim() ?? '';
  if (!CODE.test(code))
    throw new UsageError('--code: 2-40 lower-case letters, digits and dashes, starting with a letter');
  if (action === 'remove') return { action, landing, code };
  if (isBuiltInLostReason(code)) throw new UsageError(`--code ${code} is a built-in reason: every landing has it`);
  return { action, landing, code, pl: label(values.pl, '--pl'), en: label(values.en, '--en') };
}
