// The EU consolidated financial sanctions list (issue 35 item 8, decision 0067), as the Commission publishes it
// (xmlFullSanctionsList_1_1: <export xmlns="http://eu.europa.ec/fpi/fsd/export" generationDate=...> with one
// <sanctionEntity> per listed person or entity, each with its <nameAlias wholeName=...> names, <subjectType code>
// and <regulation programme>). `npm run admin -- sanctions import FILE` reads it into sanctions_lists and
// sanctions_names; the screening reads the latest import.
import { desc, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { DbOrTx } from '../db/client';
import { sanctionsLists, sanctionsNames } from '../db/schema';
import type { Clock } from '../runtime-types';
import { normalizedName } from './sanctions-match';

/** The full list is about 25 MB; anything much larger is not it. */
export const MAX_SANCTIONS_BYTES = 200 * 1024 * 1024;

/** A file that is not the EU sanctions list export (the message says what is wrong, for the operator). */
export class SanctionsFileError extends Error {}

interface ListedName {
  entityRef: string;
  subjectType: 'person' | 'enterprise';
  wholeName: string;
  programme: string;
  /** The entry's dates of birth: "YYYY-MM-DD", or "YYYY" where only the year is given (decision 0067). */
  birthDates: string[];
}

/** An entity's dates of birth: each <birthdate>'s full @birthdate when it is a real day, else its @year. */
function birthDatesOf(entity: Attrs): string[] {
  const dates = asArray(entity.birthdate as Attrs[] | undefined).flatMap((b) => {
    const full = text(b.birthdate);
    if (/^\d{4}-\d{2}-\d{2}$/.test(full) && !Number.isNaN(Date.parse(`${full}T00:00:00Z`))) return [full];
    const year = text(b.year);
    return /^\d{4}$/.test(year) ? [year] : [];
  });
  return [...new Set(dates)];
}

export interface ParsedList {
  generatedAt: Date;
  entities: number;
  names: ListedName[];
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

type Attrs = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads the export; throws SanctionsFileError when it is not well-formed XML of that shape or lists nobody. */
export function parseSanctionsList(xml: string): ParsedList {
  if (xml.length > MAX_SANCTIONS_BYTES) throw new SanctionsFileError('the file is too large to be the EU list');
  // The export declares no DTD; one here could only expand entities (billion laughs), so it is refused.
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw new SanctionsFileError('a DOCTYPE or ENTITY declaration: not the EU list');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new SanctionsFileError(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    processEntities: true,
    parseAttributeValue: false,
    parseTagValue: false,
    // <birthdate> elements repeat; their own @birthdate attribute is a single value.
    isArray: (name, _path, _leaf, attribute) =>
      !attribute && ['sanctionEntity', 'nameAlias', 'regulation', 'birthdate'].includes(name),
  });
  const root = parser.parse(xml) as { export?: Attrs & { sanctionEntity?: Attrs[] } };
  const list = root.export;
  if (!list) throw new SanctionsFileError('no <export>: not the EU consolidated financial sanctions list');
  const generatedAt = new Date(text(list.generationDate));
  if (Number.isNaN(generatedAt.getTime()))
    throw new SanctionsFileError(`export/@generationDate is not a date: ${text(list.generationDate)}`);
  const names: ListedName[] = [];
  const entities = asArray(list.sanctionEntity);
  for (const entity of entities) {
    const ref = text(entity.euReferenceNumber) || (text(entity.logicalId) ? `logical:${text(entity.logicalId)}` : '');
    if (!ref) throw new SanctionsFileError('a <sanctionEntity> has neither euReferenceNumber nor logicalId');
    const code = text((entity.subjectType as Attrs | undefined)?.code);
    const subjectType = code === 'enterprise' ? 'enterprise' : 'person';
    const programme = [
      ...new Set(
        asArray(entity.regulation as Attrs[] | undefined)
          .map((r) => text(r.programme))
          .filter(Boolean),
      ),
    ].join(',');
    const birthDates = subjectType === 'person' ? birthDatesOf(entity) : [];
    for (const alias of asArray(entity.nameAlias as Attrs[] | undefined)) {
      const wholeName =
        text(alias.wholeName) ||
        [alias.firstName, alias.middleName, alias.lastName].map(text).filter(Boolean).join(' ');
      if (wholeName && normalizedName(wholeName))
        names.push({ entityRef: ref, subjectType, wholeName, programme, birthDates });
    }
  }
  if (names.length === 0) throw new SanctionsFileError('no <sanctionEntity> with a name: not the EU list');
  return { generatedAt, entities: entities.length, names };
}

/** Stores a parsed list as the current one (older imports stay for the hits found with them); answers its id. */
export async function importSanctionsList(q: DbOrTx, clock: Clock, list: ParsedList, source: string): Promise<string> {
  return q.transaction(async (tx) => {
    const [row] = await tx
      .insert(sanctionsLists)
      .values({
        generatedAt: list.generatedAt,
        importedAt: clock.now(),
        source,
        entities: list.entities,
        names: list.names.length,
      })
      .returning({ id: sanctionsLists.id });
    for (let i = 0; i < list.names.length; i += 500)
      await tx.insert(sanctionsNames).values(
        list.names.slice(i, i + 500).map((name) => ({
          listId: row!.id,
          entityRef: name.entityRef,
          subjectType: name.subjectType,
          wholeName: name.wholeName,
          normalized: normalizedName(name.wholeName),
          programme: name.programme,
          birthDates: name.birthDates,
        })),
      );
    // Only the latest import is screened against: the older ones' names go (their hits keep what they matched).
    await tx.execute(sql`delete from sanctions_names where list_id <> ${row!.id}::uuid`);
    return row!.id;
  });
}

/** The current list (null before any import). */
export async function currentSanctionsList(q: DbOrTx) {
  const [row] = await q.select().from(sanctionsLists).orderBy(desc(sanctionsLists.importedAt)).limit(1);
  return row ?? null;
}
