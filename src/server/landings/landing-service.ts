import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import type { Database, DbOrTx } from '../db/client';
import { isUniqueViolation, pgConstraint } from '../db/errors';
import { landingHosts, landings } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import type { LandingRegistry } from '../runtime-types';
import { normalizeHost } from './host';
import { LANDING_DEFAULTS, landingFieldsSchema, type LandingFields } from './landing-fields';
import { findLanding, loadLandings } from './landing-repository';

/** A new landing: slug, hosts and siteTitle are required, the rest has defaults (LANDING_DEFAULTS). */
export type LandingCreateInput = Partial<LandingFields> & Pick<LandingFields, 'slug' | 'hosts' | 'siteTitle'>;

/** Per-language text changes: a string sets the key, null removes it. */
export type TextsChange = Partial<Record<Language, Record<string, string | null>>>;

export interface LandingChange {
  /** Fields to overwrite (hosts and texts have their own, finer operations below). */
  set?: Partial<Omit<LandingFields, 'hosts' | 'texts'>>;
  texts?: TextsChange;
  addHosts?: string[];
  removeHosts?: string[];
}

export interface LandingService {
  list(): Promise<Landing[]>;
  get(idOrSlug: string): Promise<Landing | undefined>;
  create(input: LandingCreateInput): Promise<Landing>;
  update(idOrSlug: string, change: LandingChange): Promise<Landing>;
}

function validate(candidate: unknown): LandingFields {
  const parsed = landingFieldsSchema.safeParse(candidate);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  return parsed.data;
}

/** Refuses hosts that another landing already has, naming that landing. */
async function assertHostsFree(tx: DbOrTx, hosts: string[], ownId?: string): Promise<void> {
  if (hosts.length === 0) return;
  const taken = await tx
    .select({ host: landingHosts.host, slug: landings.slug })
    .from(landingHosts)
    .innerJoin(landings, eq(landings.id, landingHosts.landingId))
    .where(and(inArray(landingHosts.host, hosts), ownId ? ne(landingHosts.landingId, ownId) : undefined));
  if (taken.length > 0) {
    throw new ConflictError(
      'Host already belongs to another landing',
      taken.map(({ host, slug }) => ({
        propertyPath: `hosts[${hosts.indexOf(host)}]`,
        title: 'Host taken',
        message: `${host} already belongs to the landing "${slug}"`,
      })),
    );
  }
}

async function assertSlugFree(tx: DbOrTx, slug: string, ownId?: string): Promise<void> {
  const [row] = await tx
    .select({ id: landings.id })
    .from(landings)
    .where(and(eq(landings.slug, slug), ownId ? ne(landings.id, ownId) : undefined));
  if (row) {
    throw new ConflictError('Slug already used', [
      { propertyPath: 'slug', title: 'Slug taken', message: `another landing already has the slug "${slug}"` },
    ]);
  }
}

/** A race lost to another writer (the checks above passed, the insert did not) as a ConflictError. */
function mapConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = pgConstraint(error) ?? '';
    if (constraint.includes('slug')) throw new ConflictError('Slug already used');
    if (constraint.includes('host')) throw new ConflictError('Host already belongs to another landing');
    if (constraint.includes('default')) throw new ConflictError('Another landing became the default meanwhile');
  }
  throw error;
}

/** The landings-table columns of a landing (its hosts live in landing_hosts). */
function columns<T extends Partial<LandingFields>>(fields: T): Omit<T, 'hosts'> {
  const { hosts: _hosts, ...rest } = fields;
  return rest;
}

/** Inserts a landing inside `tx` (no cache invalidation: the caller does that after commit). */
export async function insertLanding(tx: DbOrTx, input: LandingCreateInput): Promise<Landing> {
  const fields = validate({
    ...LANDING_DEFAULTS,
    ...input,
    texts: { pl: { ...input.texts?.pl }, en: { ...input.texts?.en } },
  });
  await assertSlugFree(tx, fields.slug);
  await assertHostsFree(tx, fields.hosts);
  const [existingDefault] = await tx.select({ id: landings.id }).from(landings).where(eq(landings.isDefault, true));
  // The first landing answers every host, so it is the default whatever the input says.
  const isDefault = fields.isDefault || !existingDefault;
  if (isDefault && existingDefault) {
    await tx
      .update(landings)
      .set({ isDefault: false, updatedAt: sql`now()` })
      .where(eq(landings.isDefault, true));
  }
  try {
    const [row] = await tx
      .insert(landings)
      .values({ ...columns(fields), isDefault })
      .returning({ id: landings.id });
    await tx.insert(landingHosts).values(fields.hosts.map((host) => ({ host, landingId: row!.id })));
    return (await findLanding(tx, row!.id))!;
  } catch (error) {
    mapConflict(error);
  }
}

function applyTexts(current: Landing['texts'], change: TextsChange = {}): Landing['texts'] {
  const next = { pl: { ...current.pl }, en: { ...current.en } } as Record<Language, Record<string, unknown>>;
  for (const language of ['pl', 'en'] as const) {
    for (const [key, value] of Object.entries(change[language] ?? {})) {
      if (value === null) delete next[language][key];
      else next[language][key] = value;
    }
  }
  return next;
}

/** Changes a landing inside `tx` (no cache invalidation: the caller does that after commit). */
async function changeLanding(tx: DbOrTx, idOrSlug: string, change: LandingChange): Promise<Landing> {
  const current = await findLanding(tx, idOrSlug, true);
  if (!current) throw new NotFoundError(`No landing "${idOrSlug}"`);
  const removed = new Set((change.removeHosts ?? []).map((host) => normalizeHost(host)));
  const unknown = [...removed].filter((host) => !current.hosts.includes(host));
  if (unknown.length > 0) {
    throw new ValidationError(
      unknown.map((host) => ({
        propertyPath: 'hosts',
        title: 'Unknown host',
        message: `${host} is not a host of this landing`,
      })),
    );
  }
  const { id: _id, updatedAt: _updatedAt, ...currentFields } = current;
  const fields = validate({
    ...currentFields,
    ...change.set,
    hosts: [...current.hosts.filter((host) => !removed.has(host)), ...(change.addHosts ?? [])],
    texts: applyTexts(current.texts, change.texts),
  });
  if (current.isDefault && !fields.isDefault) {
    throw new ValidationError([
      { propertyPath: 'isDefault', title: 'Default required', message: 'make another landing the default instead' },
    ]);
  }
  await assertSlugFree(tx, fields.slug, current.id);
  const added = fields.hosts.filter((host) => !current.hosts.includes(host));
  await assertHostsFree(tx, added, current.id);
  try {
    if (fields.isDefault && !current.isDefault) {
      await tx
        .update(landings)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(eq(landings.isDefault, true));
    }
    // updated_at moves with every change (hosts included): running servers reload when it does.
    await tx
      .update(landings)
      .set({ ...columns(fields), updatedAt: sql`now()` })
      .where(eq(landings.id, current.id));
    if (removed.size > 0) await tx.delete(landingHosts).where(inArray(landingHosts.host, [...removed]));
    if (added.length > 0) await tx.insert(landingHosts).values(added.map((host) => ({ host, landingId: current.id })));
  } catch (error) {
    mapConflict(error);
  }
  return (await findLanding(tx, current.id))!;
}

/** Landings for the admin CLI, the seed and (later) an admin API. Changes refresh the registry at once. */
export function createLandingService(deps: {
  database: Database;
  landings?: Pick<LandingRegistry, 'refresh'>;
}): LandingService {
  const { db } = deps.database;
  // Resolves once the registry serves the change (the CLI's answer comes after the new host is served).
  const changed = async <T>(result: T): Promise<T> => {
    await deps.landings?.refresh();
    return result;
  };
  return {
    list: () => loadLandings(db),
    get: (idOrSlug) => findLanding(db, idOrSlug),
    create: async (input) => changed(await db.transaction((tx) => insertLanding(tx, input))),
    update: async (idOrSlug, change) => changed(await db.transaction((tx) => changeLanding(tx, idOrSlug, change))),
  };
}
