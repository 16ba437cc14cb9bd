import type { Violation } from '../../lib/contracts/error-body';
import { HttpError } from '../errors/http-error';
import type { LandingService } from '../landings/landing-service';
import { parseCampaign, type CampaignCommand } from './campaign-args';
import { flagOf, parseCreate, parseList, parseUpdate, type LandingCommand } from './landing-args';
import { landingSummary, landingTable } from './landing-output';
import { parseNetwork, type NetworkCommand } from './network-args';
import { parseAdvisorCreate, parseInvestorCreate, type PersonCommand } from './person-args';
import { parseStorage, type StorageCommand } from './storage-args';
import { parseLostReason, type LostReasonCommand } from './lost-reason-args';
import { parseReminders, type RemindersCommand } from './reminders-args';
import { parseComplaints, type ComplaintsCommand } from './complaints-args';
import { parseProtection, type ProtectionCommand } from './protection-args';
import { parseKiis, type KiisCommand } from './kiis-args';
import { parseRates, type RatesCommand } from './rates-args';
import { parseCompliance, type ComplianceCommand } from './compliance-args';
import { parseSanctions, type SanctionsCommand } from './sanctions-args';
import { parseMail, type MailCommand } from './mail-args';
import { parseWebhook, type WebhookCommand } from './webhook-args';
import { parseBackup, type BackupCommand } from './backup-args';
import { USAGE } from './usage';
import { EXIT_OK, EXIT_USAGE, UsageError } from './usage-error';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

export type ParsedCli =
  | { kind: 'help' }
  | { kind: 'landing'; command: LandingCommand }
  | { kind: 'person'; command: PersonCommand }
  | { kind: 'network'; command: NetworkCommand }
  | { kind: 'campaign'; command: CampaignCommand }
  | { kind: 'storage'; command: StorageCommand }
  | { kind: 'mail'; command: MailCommand }
  | { kind: 'lost-reason'; command: LostReasonCommand }
  | { kind: 'reminders'; command: RemindersCommand }
  | { kind: 'complaints'; command: ComplaintsCommand }
  | { kind: 'protection'; command: ProtectionCommand }
  | { kind: 'kiis'; command: KiisCommand }
  | { kind: 'rates'; command: RatesCommand }
  | { kind: 'compliance'; command: ComplianceCommand }
  | { kind: 'sanctions'; command: SanctionsCommand }
  | { kind: 'webhook'; command: WebhookCommand }
  | { kind: 'backup'; command: BackupCommand };

type Parse = (action: string | undefined, rest: string[]) => ParsedCli;

/** The groups whose words after the group are an action and its options, each with its parser. */
const GROUPS = new Map<string, Parse>([
  ['network', (action, rest) => ({ kind: 'network', command: parseNetwork(action, rest) })],
  ['campaign', (action, rest) => ({ kind: 'campaign', command: parseCampaign(action, rest) })],
  ['webhook', (action, rest) => ({ kind: 'webhook', command: parseWebhook(action, rest) })],
  ['lost-reason', (action, rest) => ({ kind: 'lost-reason', command: parseLostReason(action, rest) })],
  ['reminders', (action, rest) => ({ kind: 'reminders', command: parseReminders(action, rest) })],
  ['complaints', (action, rest) => ({ kind: 'complaints', command: parseComplaints(action, rest) })],
  ['protection', (action, rest) => ({ kind: 'protection', command: parseProtection(action, rest) })],
  ['rates', (action, rest) => ({ kind: 'rates', command: parseRates(action, rest) })],
  ['sanctions', (action, rest) => ({ kind: 'sanctions', command: parseSanctions(action, rest) })],
  ['compliance', (action, rest) => ({ kind: 'compliance', command: parseCompliance(action, rest) })],
  ['kiis', (action, rest) => ({ kind: 'kiis', command: parseKiis(action, rest) })],
  ['mail', (action, rest) => ({ kind: 'mail', command: parseMail(action, rest) })],
  ['storage', (action, rest) => ({ kind: 'storage', command: parseStorage(action, rest) })],
]);

/** `advisor create ...` or `investor create ...`. */
function parsePerson(group: 'advisor' | 'investor', action: string | undefined, rest: string[]): ParsedCli {
  if (action !== 'create')
    throw new UsageError(action ? `Unknown ${group} command "${action}"` : `${group} needs a command: create`);
  return { kind: 'person', command: group === 'advisor' ? parseAdvisorCreate(rest) : parseInvestorCreate(rest) };
}

/** `landing list|create|update ...`. */
function parseLanding(action: string | undefined, rest: string[]): ParsedCli {
  switch (action) {
    case 'list':
      return { kind: 'landing', command: parseList(rest) };
    case 'create':
      return { kind: 'landing', command: parseCreate(rest) };
    case 'update':
      return { kind: 'landing', command: parseUpdate(rest) };
    default:
      throw new UsageError(
        action ? `Unknown landing command "${action}"` : 'landing needs a command: list, create or update',
      );
  }
}

/** Reads the command line; throws UsageError. Needs no database, so bad arguments fail before opening one. */
export function parseCli(argv: string[]): ParsedCli {
  const [group, action, ...rest] = argv;
  if (group === undefined || group === 'help' || group === '--help' || group === '-h') return { kind: 'help' };
  const known = GROUPS.has(group) || ['backup', 'restore', 'landing', 'advisor', 'investor'].includes(group);
  if (!known) throw new UsageError(`Unknown command "${group}"`);
  if (rest.includes('--help') || action === '--help') return { kind: 'help' };
  const parse = GROUPS.get(group);
  if (parse) return parse(action, rest);
  if (group === 'backup' || group === 'restore')
    return { kind: 'backup', command: parseBackup(group, action === undefined ? [] : [action, ...rest]) };
  if (group === 'advisor' || group === 'investor') return parsePerson(group, action, rest);
  return parseLanding(action, rest);
}

function describeViolations(violations: Violation[]): string {
  return violations.map((v) => `  ${flagOf(v.propertyPath)}: ${v.message ?? v.title ?? 'invalid'}`).join('\n');
}

/** Runs a parsed landing command against the service; returns the exit code. */
export async function runLandingCommand(command: LandingCommand, service: LandingService, io: CliIo): Promise<number> {
  try {
    if (command.action === 'list') {
      const brands = await service.list();
      io.stdout(command.json ? `${JSON.stringify(brands, null, 2)}\n` : landingTable(brands));
      return EXIT_OK;
    }
    const brand =
      command.action === 'create'
        ? await service.create(command.input)
        : await service.update(command.target, command.change);
    if (command.json) io.stdout(`${JSON.stringify(brand, null, 2)}\n`);
    else {
      const verb = command.action === 'create' ? 'Created' : 'Updated';
      io.stdout(`${verb} landing "${brand.slug}"\n${landingSummary(brand)}\n`);
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      // Input the database refused: a validation failure, a taken slug or host, an unknown landing.
      io.stderr(`Error: ${error.label}\n${describeViolations(error.violations)}${error.violations.length ? '\n' : ''}`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

/** Prints usage errors the way every command does. */
export function reportUsageError(error: UsageError, io: CliIo): number {
  io.stderr(`Error: ${error.message}\nRun "npm run admin -- --help" for the options.\n`);
  return EXIT_USAGE;
}

export { USAGE };
