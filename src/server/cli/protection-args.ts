// The command line of `protection show|set|example-test` (run by run-protection.ts): a landing's investor
// protection (decision 0052).
import { parseArgs } from 'node:util';
import { PROTECTION_MODES, type EurRates, type ProtectionMode } from '../../lib/contracts/protection';
import { actionOf } from './cli-args';
import { UsageError } from './usage-error';

export type ProtectionCommand =
  | { action: 'example-test' }
  | { action: 'show'; landing: string; json: boolean }
  | {
      action: 'set';
      landing: string;
      mode?: ProtectionMode;
      testFile?: string;
      rates: Partial<EurRates>;
      json: boolean;
    };

/** "PLN=4.3051": units per EUR with at most four decimals, as integer ten-thousandths. */
function rate(value: string): [keyof EurRates, number] {
  const match = /^(PLN|USD)=(\d{1,4})(?:[.,](\d{1,4}))?$/.exec(value.trim().toUpperCase());
  if (!match) throw new UsageError('--eur-rate: CURRENCY=RATE, e.g. PLN=4.30 (PLN or USD per 1 EUR, up to 4 decimals)');
  const units = Number(match[2]) * 10_000 + Number((match[3] ?? '').padEnd(4, '0'));
  if (units <= 0) throw new UsageError('--eur-rate: the rate must be more than 0');
  return [match[1] as keyof EurRates, units];
}

const OPTIONS = {
  landing: { type: 'string' },
  mode: { type: 'string' },
  test: { type: 'string' },
  'eur-rate': { type: 'string', multiple: true },
  json: { type: 'boolean' },
} as const;

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; strict: true }>>['values'];

/** `protection set ...`: the mode, the test's file and the rates it changes; at least one of them. */
function parseSet(landing: string, values: Values, json: boolean): ProtectionCommand {
  const mode = values.mode?.trim().toLowerCase();
  if (mode !== undefined && !(PROTECTION_MODES as readonly string[]).includes(mode))
    throw new UsageError(`--mode: one of ${PROTECTION_MODES.join(', ')}`);
  const rates: Partial<EurRates> = {};
  for (const value of values['eur-rate'] ?? []) {
    const [currency, units] = rate(value);
    rates[currency] = units;
  }
  const testFile = values.test?.trim() || undefined;
  if (mode === undefined && testFile === undefined && Object.keys(rates).length === 0)
    throw new UsageError('protection set needs --mode, --test or --eur-rate');
  return {
    action: 'set',
    landing,
    ...(mode ? { mode: mode as ProtectionMode } : {}),
    ...(testFile ? { testFile } : {}),
    rates,
    json,
  };
}

export function parseProtection(action: string | undefined, args: string[]): ProtectionCommand {
  if (action === 'example-test') {
    if (args.length > 0) throw new UsageError('protection example-test takes no options');
    return { action };
  }
  const command = actionOf('protection', action, ['show', 'set'] as const, 'show, set or example-test');
  const { values } = parseArgs({ args, options: OPTIONS, strict: true });
  const landing = values.landing?.trim();
  if (!landing) throw new UsageError('--landing SLUG is required');
  const json = values.json ?? false;
  if (command === 'show') return { action: command, landing, json };
  return parseSet(landing, values, json);
}
