// `compliance create | list | remove` (decision 0066): the operator names a landing's compliance officers. create
// makes an advisor-panel account for a new e-mail (with an activation e-mail when no --password is given), or makes an
// existing advisor of the landing an officer; the desk asks them to turn two-factor sign-in on before it opens.
import { and, asc, eq } from 'drizzle-orm';
import { sendActivationMailTo } from '../auth/one-time-activation';
import { hashPassword } from '../auth/passwords';
import { systemClock } from '../clock';
import { complianceOfficers, userContexts, users, userTwoFactor } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { createLogger } from '../logging/logger';
import { insertAccount } from './accounts';
import type { ComplianceCommand } from './compliance-args';
import { landingOfHost, type PersonDeps } from './run-person';
import type { JobQueue } from '../jobs/job-queue';
import { EXIT_OK, EXIT_USAGE } from './usage-error';

type Deps = PersonDeps & { jobs: JobQueue };

async function officers(deps: Deps, landingId: string) {
  return deps.database.db
    .select({
      email: users.email,
      firstName: users.firstName,
      surname: users.surname,
      status: users.status,
      since: complianceOfficers.createdAt,
      twoFactor: userTwoFactor.enabledAt,
    })
    .from(complianceOfficers)
    .innerJoin(users, eq(users.id, complianceOfficers.userId))
    .leftJoin(userTwoFactor, eq(userTwoFactor.userId, users.id))
    .where(eq(complianceOfficers.landingId, landingId))
    .orderBy(asc(users.email));
}

async function create(deps: Deps, command: Extract<ComplianceCommand, { action: 'create' }>) {
  const landing = await landingOfHost(deps.database, command.host);
  const passwordHash = command.password ? await hashPassword(command.password) : null;
  const now = new Date();
  const { user, created } = await deps.database.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ user: users })
      .from(users)
      .innerJoin(
        userContexts,
        and(
          eq(userContexts.userId, users.id),
          eq(userContexts.type, 'advisor-panel'),
          eq(userContexts.landingId, landing.id),
        ),
      )
      .where(and(eq(users.landingId, landing.id), eq(users.email, command.email)));
    const person =
      existing?.user ??
      (await insertAccount(tx, {
        landing,
        email: command.email,
        firstName: command.firstName,
        surname: command.surname,
        language: command.language ?? landing.language,
        contextType: 'advisor-panel',
        status: passwordHash ? 'active' : 'initial',
        passwordHash,
      }));
    await tx
      .insert(complianceOfficers)
      .values({ landingId: landing.id, userId: person.id, createdAt: now })
      .onConflictDoNothing();
    return { user: person, created: !existing };
  });
  let note = '';
  if (created && user.status === 'initial') {
    const logger = createLogger(deps.env.LOG_LEVEL === 'silent' ? 'silent' : 'warn');
    const mail = await sendActivationMailTo(
      { database: deps.database, env: deps.env, clock: systemClock, logger, jobs: deps.jobs },
      landing,
      user,
    );
    note = mail.delivered === true ? 'Activation e-mail sent.' : 'The activation e-mail is in the outbox.';
  }
  if (command.json)
    deps.io.stdout(
      `${JSON.stringify({ id: user.id, email: user.email, status: user.status, landing: landing.slug, created }, null, 2)}\n`,
    );
  else
    deps.io.stdout(
      [
        `${created ? 'Created' : 'Made'} compliance officer ${user.email} on landing "${landing.slug}"`,
        `  id:     ${user.id}`,
        `  status: ${user.status}`,
        'The compliance desk (/app/compliance) opens once they turn two-factor sign-in on (/app/security).',
        ...(note ? [note] : []),
      ].join('\n') + '\n',
    );
}

export async function runComplianceCommand(command: ComplianceCommand, deps: Deps): Promise<number> {
  try {
    if (command.action === 'create') {
      await create(deps, command);
      return EXIT_OK;
    }
    const landing = await landingOfHost(deps.database, command.host);
    if (command.action === 'remove') {
      const [user] = await deps.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.landingId, landing.id), eq(users.email, command.email)));
      const removed = user
        ? await deps.database.db
            .delete(complianceOfficers)
            .where(and(eq(complianceOfficers.landingId, landing.id), eq(complianceOfficers.userId, user.id)))
            .returning({ userId: complianceOfficers.userId })
        : [];
      if (removed.length === 0) {
        deps.io.stderr(`Error: ${command.email} is no compliance officer of landing "${landing.slug}"\n`);
        return EXIT_USAGE;
      }
      deps.io.stdout(
        command.json
          ? `${JSON.stringify({ email: command.email, landing: landing.slug, removed: true })}\n`
          : `${command.email} is no longer a compliance officer of landing "${landing.slug}"\n`,
      );
      return EXIT_OK;
    }
    const rows = await officers(deps, landing.id);
    if (command.json) {
      const list = rows.map((r) => ({ ...r, since: r.since.toISOString(), twoFactor: r.twoFactor !== null }));
      deps.io.stdout(`${JSON.stringify(list, null, 2)}\n`);
    } else if (rows.length === 0) deps.io.stdout(`Landing "${landing.slug}" has no compliance officers.\n`);
    else
      deps.io.stdout(
        rows
          .map(
            (r) =>
              `${r.email}  ${[r.firstName, r.surname].filter(Boolean).join(' ') || '-'}  ${r.status}  ` +
              `two-factor: ${r.twoFactor ? 'on' : 'off'}`,
          )
          .join('\n') + '\n',
      );
    return EXIT_OK;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      deps.io.stderr(`Error: ${error.label}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
