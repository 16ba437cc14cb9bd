// `campaign list|create|update|import`: operators set up a landing's campaigns and products from JSON files
// (the spec has no screen for it; the file format is in usage.ts and docs/decisions/0015-campaign-data.md).
import { readFile } from 'node:fs/promises';
import { formatMoney } from '../../lib/format/money';
import { formatBankAccount } from '../../lib/format/bank-account';
import type { Violation } from '../../lib/contracts/error-body';
import { translateIfKnown } from '../../lib/i18n-types';
import { getT } from '../../i18n';
import { systemClock } from '../clock';
import { HttpError } from '../errors/http-error';
import { createCampaignService, type CampaignWithState } from '../campaigns/campaign-service';
import type { Clock } from '../runtime-types';
import type { CampaignCommand } from './campaign-args';
import type { PersonDeps } from './run-person';
import { landingOfHost } from './run-person';
import { EXIT_OK, EXIT_USAGE, UsageError } from './usage-error';
import { cliPath } from './cli-files';

export interface CampaignDeps extends PersonDeps {
  clock?: Clock;
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(cliPath(path), 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

const money = (minor: number | null, currency: string) => (minor === null ? '-' : formatMoney(minor, currency));

function describe(c: CampaignWithState): string {
  const head = `${c.slug}  ${c.translations.pl.name}  [${c.state}]  ${c.startDate} .. ${c.endDate}`;
  const m = (amount: number | null) => money(amount, c.currency);
  const terms =
    `    raised ${m(c.raisedAmount)} of ${m(c.target)}; ` +
    `min ${m(c.minInvestment)}, max ${m(c.maxInvestment)}, step ${m(c.step)}`;
  const lines = c.products.map(
    (p) =>
      `    ${p.code}  ${p.translations.pl.name}  ${(p.annualRateBasisPoints / 100).toFixed(2)} % ` +
      `${p.interestType}, ${p.paymentFrequency}, ${p.durationValue} ${p.durationUnit}`,
  );
  const payee = c.recipientName
    ? `    pay to ${c.recipientName}, ${formatBankAccount(c.recipientAccount)}`
    : '    pay to: not set (advisors give the transfer details)';
  const issuerParts = [
    c.issuerName,
    c.issuerAddress,
    c.issuerNip && `NIP ${c.issuerNip}`,
    c.issuerKrs && `KRS ${c.issuerKrs}`,
  ];
  const issuer = issuerParts.some(Boolean)
    ? `    issuer: ${issuerParts.map((part) => part ?? '-').join(', ')}`
    : '    issuer: not recorded';
  return [head, terms, payee, issuer, ...lines].join('\n');
}

/** A message that is an i18n key (the shared contracts' validation.*) in English; others as they are. */
const english = (text: string) => translateIfKnown(getT('en'), text) ?? text;

const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `  ${v.propertyPath || '(file)'}: ${english(v.message ?? v.title ?? '')}`).join('\n');

/** Runs a campaign command; input the database or the schema refuses is an operator error (exit 2). */
export async function runCampaignCommand(command: CampaignCommand, deps: CampaignDeps): Promise<number> {
  const service = createCampaignService({ db: deps.database.db, clock: deps.clock ?? systemClock });
  const print = (text: string, value: unknown) =>
    deps.io.stdout(command.json ? `${JSON.stringify(value, null, 2)}\n` : `${text}\n`);
  try {
    const landing = await landingOfHost(deps.database, command.host);
    switch (command.action) {
      case 'list': {
        const list = await service.list(landing.id);
        print(list.length ? list.map(describe).join('\n') : `No campaigns on landing "${landing.slug}"`, list);
        break;
      }
      case 'create': {
        const created = await service.create(landing.id, await readJson(command.file));
        print(`Created campaign on landing "${landing.slug}"\n${describe(created)}`, created);
        break;
      }
      case 'update': {
        const fromFile = command.file ? await readJson(command.file) : {};
        if (typeof fromFile !== 'object' || fromFile === null || Array.isArray(fromFile))
          throw new UsageError(`${command.file} must hold one JSON object`);
        const updated = await service.update(landing.id, command.target, { ...fromFile, ...command.change });
        print(`Updated campaign on landing "${landing.slug}"\n${describe(updated)}`, updated);
        break;
      }
      case 'import': {
        const result = await service.importFile(landing.id, await readJson(command.file));
        print(
          `Imported into landing "${landing.slug}": ${result.created.length} created, ` +
            `${result.updated.length} updated\n${result.campaigns.map(describe).join('\n')}`,
          result,
        );
        break;
      }
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      deps.io.stderr(`Error: ${error.message}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof HttpError && error.status < 500) {
      deps.io.stderr(
        `Error: ${error.label}\n${describeViolations(error.violations)}${error.violations.length ? '\n' : ''}`,
      );
      return EXIT_USAGE;
    }
    throw error;
  }
}
