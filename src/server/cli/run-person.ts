// `advisor create` and `investor create`: a new brand's first people.
import type { JobQueue } from '../jobs/job-queue';
import { eq } from 'drizzle-orm';
import type { Landing } from '../../lib/contracts/landing';
import { sendActivationMailTo } from '../auth/one-time-activation';
import { hashPassword } from '../auth/passwords';
import { systemClock } from '../clock';
import type { Database } from '../db/client';
import { landingHosts } from '../db/schema';
import type { Env } from '../env';
import { HttpError } from '../errors/http-error';
import { normalizeHost } from '../landings/host';
import { findLanding } from '../landings/landing-repository';
import { createLogger } from '../logging/logger';
import type { SentMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { ensureNetwork, insertAccount, joinNetwork } from './accounts';
import { emitWebhookEvent } from '../webhooks/emit-event';
import { investorData } from '../webhooks/event-data';
import type { AdvisorCreateCommand, InvestorCreateCommand, PersonCommand } from './person-args';
import type { CliIo } from './run-cli';
import { EXIT_OK, EXIT_USAGE } from './usage-error';

export interface PersonDeps {
  database: Database;
  env: Env;
  io: CliIo;
}

/** Creating a person may e-mail them (an advisor's activation): through the job queue. */
type PersonCommandDeps = PersonDeps & { jobs: JobQueue };

/** The landing that claims `host`; an operator error when none does (the default landing is not guessed). */
export async function landingOfHost(database: Database, host: string): Promise<Landing> {
  const [row] = await database.db
    .select({ landingId: landingHosts.landingId })
    .from(landingHosts)
    .where(eq(landingHosts.host, normalizeHost(host)));
  const landing = row && (await findLanding(database.db, row.landingId));
  if (!landing)
    throw new HttpError(
      404,
      `No landing has the host "${normalizeHost(host)}" (see: npm run admin -- landing list)`,
      'cli',
    );
  return landing;
}

async function createAdvisor(deps: PersonCommandDeps, landing: Landing, command: AdvisorCreateCommand) {
  const passwordHash = command.password ? await hashPassword(command.password) : null;
  return deps.database.db.transaction(async (tx) => {
    const user = await insertAccount(tx, {
      landing,
      email: command.email,
      firstName: command.firstName,
      surname: command.surname,
      language: command.language ?? landing.language,
      contextType: 'advisor-panel',
      status: passwordHash ? 'active' : 'initial',
      passwordHash,
    });
    const names = command.networks.length > 0 ? command.networks : [undefined];
    const joined = [];
    for (const name of names) {
      const network = await ensureNetwork(tx, landing, name);
      await joinNetwork(tx, network.id, user.id, command.coordinator ? 'coordinator' : 'advisor');
      joined.push(network.name);
    }
    return { user, networks: joined };
  });
}

async function createInvestor(deps: PersonCommandDeps, landing: Landing, command: InvestorCreateCommand) {
  const user = await deps.database.db.transaction(async (tx) => {
    const created = await insertAccount(tx, {
      landing,
      email: command.email,
      firstName: command.firstName,
      surname: command.surname,
      language: command.language ?? landing.language,
      contextType: 'investor-panel',
      status: 'active',
    });
    await emitWebhookEvent(deps.jobs, tx, {
      landingId: landing.id,
      type: 'investor.created',
      data: investorData(created),
      at: created.createdAt,
    });
    return created;
  });
  return { user, networks: [] as string[] };
}

function mailNote(deps: PersonDeps, landing: Landing, email: string, mail: SentMail): string {
  if (mail.delivered === true) return `Activation e-mail sent to ${email}.`;
  const mailbox = landingUrl(deps.env, landing, `/mailbox?to=${encodeURIComponent(email)}`);
  if (mail.delivered === false)
    return `The activation e-mail could not be delivered (see the server log); it is in the outbox: ${mailbox}`;
  return `No SMTP_URL: the activation e-mail is in the outbox, readable on a running server at ${mailbox}`;
}

/** Runs a person command; input the database refuses (unknown host, e-mail taken) is an operator error. */
export async function runPersonCommand(command: PersonCommand, deps: PersonCommandDeps): Promise<number> {
  try {
    const landing = await landingOfHost(deps.database, command.host);
    const created =
      command.role === 'advisor'
        ? await createAdvisor(deps, landing, command)
        : await createInvestor(deps, landing, command);
    const { user } = created;
    let note = '';
    let activationEmail: 'sent' | 'outbox' | 'failed' | undefined;
    if (command.role === 'advisor' && user.status === 'initial') {
      const logger = createLogger(deps.env.LOG_LEVEL === 'silent' ? 'silent' : 'warn');
      const mail = await sendActivationMailTo(
        { database: deps.database, env: deps.env, clock: systemClock, logger, jobs: deps.jobs },
        landing,
        user,
      );
      note = mailNote(deps, landing, user.email, mail);
      activationEmail = mail.delivered === true ? 'sent' : mail.delivered === false ? 'failed' : 'outbox';
    }
    const role = command.role === 'advisor' && command.coordinator ? 'coordinator' : command.role;
    if (command.json) {
      const { id, email, status } = user;
      const summary = { id, email, role, status, landing: landing.slug, networks: created.networks, activationEmail };
      deps.io.stdout(`${JSON.stringify(summary, null, 2)}\n`);
    } else {
      const lines = [
        `Created ${role} ${user.email} on landing "${landing.slug}"`,
        `  id:       ${user.id}`,
        `  status:   ${user.status}`,
        ...(created.networks.length ? [`  networks: ${created.networks.join(', ')}`] : []),
        ...(note ? [note] : []),
      ];
      deps.io.stdout(`${lines.join('\n')}\n`);
    }
    return EXIT_OK;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      deps.io.stderr(`Error: ${error.label}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
