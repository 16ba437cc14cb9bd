// `network list|create|update`: operators create and rename a landing's broker networks and choose their
// coordinators (the panel's API only lists networks; docs/decisions/0013-advisor-permissions.md).
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Landing } from '../../lib/contracts/landing';
import { networksOfLanding, type NetworkSummary } from '../advisors/network-service';
import type { DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { networkMembers, networks, userContexts, users } from '../db/schema';
import { HttpError } from '../errors/http-error';
import { joinNetwork } from './accounts';
import type { NetworkCommand } from './network-args';
import type { PersonDeps } from './run-person';
import { landingOfHost } from './run-person';
import { EXIT_OK, EXIT_USAGE } from './usage-error';
import { isUuid } from '../../lib/validation/patterns';

const operatorError = (label: string) => new HttpError(400, label, 'cli');

/** The landing's advisors with these e-mails; an operator error naming any that is not one. */
async function advisorsByEmail(tx: DbOrTx, landing: Landing, emails: string[]) {
  if (emails.length === 0) return [];
  const found = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(
      userContexts,
      and(
        eq(userContexts.userId, users.id),
        eq(userContexts.type, 'advisor-panel'),
        eq(userContexts.landingId, landing.id),
      ),
    )
    .where(and(eq(users.landingId, landing.id), inArray(users.email, emails)));
  const missing = emails.filter((e) => !found.some((f) => f.email === e));
  if (missing.length > 0) throw operatorError(`No advisor ${missing.join(', ')} on landing "${landing.slug}"`);
  return found;
}

async function networkOf(tx: DbOrTx, landing: Landing, target: string) {
  const [network] = await tx
    .select({ id: networks.id })
    .from(networks)
    .where(
      and(
        eq(networks.landingId, landing.id),
        isUuid(target)
          ? or(eq(networks.id, target.toLowerCase()), eq(networks.name, target))
          : eq(networks.name, target),
      ),
    );
  if (!network)
    throw new HttpError(
      404,
      `No network "${target}" on landing "${landing.slug}" (see: npm run admin -- network list --host ...)`,
      'cli',
    );
  return network.id;
}

async function change(
  deps: PersonDeps,
  landing: Landing,
  command: Exclude<NetworkCommand, { action: 'list' }>,
): Promise<string> {
  return deps.database.db.transaction(async (tx) => {
    let id: string;
    if (command.action === 'create') {
      [{ id }] = (await tx
        .insert(networks)
        .values({ landingId: landing.id, name: command.name })
        .returning({ id: networks.id })) as [{ id: string }];
    } else {
      id = await networkOf(tx, landing, command.target);
      if (command.name)
        await tx.update(networks).set({ name: command.name, updatedAt: new Date() }).where(eq(networks.id, id));
    }
    const add = command.action === 'create' ? command.coordinators : command.addCoordinators;
    for (const advisor of await advisorsByEmail(tx, landing, add)) await joinNetwork(tx, id, advisor.id, 'coordinator');
    if (command.action === 'update') {
      // A removed coordinator stays in the network as an advisor: their advisors and history keep a home.
      const removed = await advisorsByEmail(tx, landing, command.removeCoordinators);
      for (const advisor of removed) {
        await tx
          .update(networkMembers)
          .set({ role: 'advisor' })
          .where(and(eq(networkMembers.networkId, id), eq(networkMembers.userId, advisor.id)));
      }
    }
    return id;
  });
}

const line = (n: NetworkSummary) =>
  `${n.id}  ${n.name}  (${n.members} members; coordinators: ${n.coordinators.join(', ') || 'none'})`;

/** Runs a network command; input the database refuses (unknown host or network, taken name) is an operator error. */
export async function runNetworkCommand(command: NetworkCommand, deps: PersonDeps): Promise<number> {
  try {
    const landing = await landingOfHost(deps.database, command.host);
    if (command.action === 'list') {
      const list = await networksOfLanding(deps.database.db, landing.id);
      deps.io.stdout(
        command.json
          ? `${JSON.stringify(list, null, 2)}\n`
          : list.length
            ? `${list.map(line).join('\n')}\n`
            : `No networks on landing "${landing.slug}"\n`,
      );
      return EXIT_OK;
    }
    let id: string;
    try {
      id = await change(deps, landing, command);
    } catch (error) {
      if (isUniqueViolation(error))
        throw operatorError(`Landing "${landing.slug}" already has a network named "${command.name}"`);
      throw error;
    }
    const network = (await networksOfLanding(deps.database.db, landing.id)).find((n) => n.id === id)!;
    const verb = command.action === 'create' ? 'Created' : 'Updated';
    deps.io.stdout(
      command.json
        ? `${JSON.stringify(network, null, 2)}\n`
        : `${verb} network on landing "${landing.slug}"\n  ${line(network)}\n`,
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
