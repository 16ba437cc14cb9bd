// People, networks and sessions for the sign-in API tests, written straight to the database.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/passwords';
import { serverSecrets } from '../../src/server/auth/secrets';
import { issueSession } from '../../src/server/auth/session-service';
import { encryptSecret } from '../../src/server/auth/two-factor/secret-box';
import { generateTotpSecret } from '../../src/server/auth/two-factor/totp';
import {
  networkMembers,
  networks,
  userContexts,
  userTwoFactor,
  users,
  type NetworkRole,
  type UserStatus,
  complianceOfficers,
} from '../../src/server/db/schema';
import type { ContextType } from '../../src/server/db/schema/user-contexts';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Str0ng!Passw0rd';

// One hash for every fixture: argon2id takes tens of milliseconds per hash.
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export interface TestPerson {
  id: string;
  email: string;
  landingId: string;
  /** The base32 TOTP secret when created with twoFactor. */
  totpSecret?: string;
}

/** A landing of the demo seed by slug (default: localhost, navy: 127.0.0.1, emerald: invest.localhost). */
export async function landingId(t: TestApp, slug: 'default' | 'navy' | 'emerald'): Promise<string> {
  const landing = (await t.runtime.landings.all()).find((brand) => brand.slug === slug);
  if (!landing) throw new Error(`no landing ${slug}`);
  return landing.id;
}

export interface PersonOptions {
  landingId: string;
  email?: string;
  status?: UserStatus;
  /** Default: a password (TEST_PASSWORD) for advisors, none for investors. */
  password?: string | null;
  contexts?: Array<{ type: ContextType; landingId?: string }>;
  twoFactor?: boolean;
}

export async function createPerson(t: TestApp, options: PersonOptions): Promise<TestPerson> {
  const db = t.runtime.database.db;
  const email = options.email ?? `person-${randomUUID().slice(0, 8)}@test.example`;
  const hash =
    options.password === null
      ? null
      : options.password
        ? await hashPassword(options.password)
        : await testPasswordHash();
  const [user] = await db
    .insert(users)
    .values({
      landingId: options.landingId,
      email,
      passwordHash: hash,
      status: options.status ?? 'active',
      firstName: 'Test',
      surname: 'Person',
    })
    .returning({ id: users.id });
  for (const context of options.contexts ?? []) {
    await db
      .insert(userContexts)
      .values({ userId: user!.id, landingId: context.landingId ?? options.landingId, type: context.type });
  }
  const person: TestPerson = { id: user!.id, email, landingId: options.landingId };
  if (options.twoFactor) {
    const secret = generateTotpSecret();
    await db.insert(userTwoFactor).values({
      userId: user!.id,
      secretEncrypted: encryptSecret(serverSecrets(t.runtime.env).encryptionKey, secret),
      enabledAt: t.clock.now(),
    });
    person.totpSecret = secret;
  }
  return person;
}

export const createAdvisor = (
  t: TestApp,
  options: Omit<PersonOptions, 'contexts'> & { contexts?: PersonOptions['contexts'] },
) => createPerson(t, { contexts: [{ type: 'advisor-panel' }], ...options });

/** A compliance officer of the landing (decision 0066): an advisor-panel account in no network, two-factor on by default. */
export async function createComplianceOfficer(
  t: TestApp,
  options: Omit<PersonOptions, 'contexts'> & { twoFactor?: boolean },
): Promise<TestPerson> {
  const person = await createPerson(t, { contexts: [{ type: 'advisor-panel' }], twoFactor: true, ...options });
  await t.runtime.database.db
    .insert(complianceOfficers)
    .values({ landingId: options.landingId, userId: person.id, createdAt: t.clock.now() });
  return person;
}

export const createInvestor = (t: TestApp, options: Omit<PersonOptions, 'contexts' | 'password'>) =>
  createPerson(t, { contexts: [{ type: 'investor-panel' }], password: null, ...options });

export async function createNetwork(
  t: TestApp,
  landing: string,
  members: Array<[TestPerson, NetworkRole]>,
): Promise<string> {
  const db = t.runtime.database.db;
  const [network] = await db
    .insert(networks)
    .values({ landingId: landing, name: `Network ${randomUUID().slice(0, 8)}` })
    .returning({ id: networks.id });
  for (const [person, role] of members)
    await db.insert(networkMembers).values({ networkId: network!.id, userId: person.id, role });
  return network!.id;
}

/** A session straight from the service (for investors, whose sign-in is the e-mail engineer's). */
export function sessionFor(t: TestApp, person: TestPerson, contextType: ContextType) {
  return issueSession(t.runtime, { userId: person.id, landingId: person.landingId, contextType });
}

/** Request options: JSON body, optional bearer token and extra headers. */
export function call(
  method: string,
  body?: unknown,
  options: { bearer?: string; headers?: Record<string, string> } = {},
): RequestInit {
  return {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** Hono's node bindings as @hono/node-server passes them: the socket's peer address. */
export const fromIp = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** The first host of a landing: requests "from" that brand. */
async function hostOf(t: TestApp, landing: string): Promise<string> {
  const brand = await t.runtime.landings.byId(landing);
  if (!brand) throw new Error(`no landing ${landing}`);
  return brand.hosts[0]!;
}

/** Limits high enough for tests that are not about rate limits. */
export const RELAXED_LIMITS = {
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_ACCOUNT: '100000',
  SIGN_IN_FAILURES_PER_ADDRESS: '100000',
  SIGN_IN_FAILURES_PER_ACCOUNT: '100000',
};

/** POST /auth/login on the person's landing host with its Context-Id. */
export async function login(
  t: TestApp,
  person: { email: string; landingId: string },
  password = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
) {
  const host = await hostOf(t, person.landingId);
  return t.app.request(
    `http://${host}/auth/login`,
    call(
      'POST',
      { email: person.email, password, ...extra },
      { headers: { 'context-id': person.landingId, 'context-type': 'advisor-panel' } },
    ),
    fromIp('192.0.2.1'),
  );
}

/** Signs an advisor in and answers the token pair (fails the test on any other answer). */
export async function signIn(
  t: TestApp,
  person: { email: string; landingId: string },
): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await login(t, person);
  const body = (await res.json()) as { type: string; accessToken: string; refreshToken: string };
  if (res.status !== 200 || body.type !== 'auth-token')
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A request "from" a person's landing: its host, optional bearer. */
export async function request(t: TestApp, landing: string, path: string, init: RequestInit = {}) {
  return t.app.request(`http://${await hostOf(t, landing)}${path}`, init, fromIp('192.0.2.1'));
}
