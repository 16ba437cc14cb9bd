// Sanctions screening (issue 35 item 8, decision 0067): every KYC submission, and daily every investor of a landing,
// is compared with the names of the current EU list. Candidates come from the trigram index (similarity of the
// normalised names, or the investor's name found within a longer listed one), each scored word by word
// (sanctions-match.ts); a score from HIT_SCORE opens a hit, a compliance case. While a hit is open or confirmed the
// investor cannot accept (409 complianceReview, worded without the reason: AML act art. 54); the officer clears
// it as a false positive or confirms it, with a note.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { sanctionsHits, users, type SanctionsHitRow } from '../db/schema';
import { displayName } from '../dashboard/advisor-scope';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import type { JobHandler } from '../jobs/job-queue';
import { requireCompliance, type ComplianceCaller } from './compliance-access';
import { birthDateMayMatch, HIT_SCORE, nameScore, normalizedName } from './sanctions-match';

interface ScreeningMatch {
  entityRef: string;
  listedName: string;
  programme: string;
  score: number;
}

/** The listed names close to `name`, best first, one per listed entity (none before a list is imported). */
async function screenName(q: DbOrTx, name: string, birthDate: string | null): Promise<ScreeningMatch[]> {
  const key = normalizedName(name);
  if (!key) return [];
  const { rows } = await q.execute<{
    entity_ref: string;
    whole_name: string;
    programme: string;
    birth_dates: string[] | null;
  }>(sql`
    select entity_ref, whole_name, programme, birth_dates from sanctions_names
    where normalized % ${key} or ${key} <% normalized
    limit 500`);
  const best = new Map<string, ScreeningMatch>();
  for (const row of rows) {
    if (!birthDateMayMatch(birthDate, row.birth_dates ?? [])) continue;
    const score = nameScore(name, row.whole_name);
    if (score < HIT_SCORE) continue;
    const known = best.get(row.entity_ref);
    if (!known || known.score < score)
      best.set(row.entity_ref, {
        entityRef: row.entity_ref,
        listedName: row.whole_name,
        programme: row.programme,
        score,
      });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

export interface ScreeningSubject {
  landingId: string;
  investorUserId: string | null;
  email: string;
  /** The names to screen: a person's "first surname", a company's name. */
  names: string[];
  /** The person's date of birth (YYYY-MM-DD) where known: a listed person born on another day is no hit. */
  birthDate?: string | null;
  source: 'kyc' | 'daily';
  now: Date;
}

/** Screens one investor; a match not already a case (open, or decided as confirmed) opens one. Answers the new hits. */
export async function screenInvestor(q: DbOrTx, subject: ScreeningSubject): Promise<number> {
  let opened = 0;
  for (const name of new Set(subject.names.map((n) => n.trim()).filter(Boolean)))
    for (const match of await screenName(q, name, subject.birthDate ?? null)) {
      const inserted = await q
        .insert(sanctionsHits)
        .values({
          landingId: subject.landingId,
          investorUserId: subject.investorUserId,
          investorEmail: subject.email.toLowerCase(),
          screenedName: name,
          entityRef: match.entityRef,
          listedName: match.listedName,
          programme: match.programme,
          score: match.score,
          source: subject.source,
          status: 'open',
          foundAt: subject.now,
        })
        .onConflictDoNothing()
        .returning({ id: sanctionsHits.id });
      opened += inserted.length;
    }
  return opened;
}

/** The 409 of an acceptance while a hit stands: the investor is told only that a review is needed. */
class ComplianceReviewError extends HttpError {
  constructor() {
    super(409, 'errors.complianceReview', ERROR_CODES.complianceReview);
  }
}

/** Refuses the move (acceptance) of an investor with an open or confirmed hit on the landing. */
export async function assertNoSanctionsHit(
  q: DbOrTx,
  landingId: string,
  investor: { id: string; email: string },
): Promise<void> {
  const { rows } = await q.execute<{ id: string }>(sql`
    select id from sanctions_hits where landing_id = ${landingId}::uuid and status in ('open', 'confirmed')
      and (investor_user_id = ${investor.id}::uuid or investor_email = ${investor.email.toLowerCase()})
    limit 1`);
  if (rows.length > 0) throw new ComplianceReviewError();
}

/**
 * The daily screening: every investor of every landing with their primary data's name (a person's names, a company's
 * name) or, without it, the account's names, and the date of birth of their latest KYC. Answers how many hits it
 * opened.
 */
export async function runDailyScreening(deps: Pick<AppDeps, 'database' | 'clock'>): Promise<number> {
  const db = deps.database.db;
  const list = await db.execute<{ n: number }>(sql`select count(*)::int as n from sanctions_names`);
  if (Number(list.rows[0]?.n ?? 0) === 0) return 0;
  const { rows } = await db.execute<{
    id: string;
    landing_id: string;
    email: string;
    first_name: string | null;
    surname: string | null;
    company_name: string | null;
    birth_date: string | null;
  }>(sql`
    select u.id, u.landing_id, u.email, coalesce(p.first_name, u.first_name) as first_name,
      coalesce(p.surname, u.surname) as surname, p.company_name,
      (select to_char(k.investor_birth_date, 'YYYY-MM-DD') from kyc_requests k
        where k.investor_user_id = u.id and k.landing_id = u.landing_id and k.investor_birth_date is not null
        order by k.submitted_at desc nulls last limit 1) as birth_date
    from users u
    join user_contexts c on c.user_id = u.id and c.type = 'investor-panel' and c.landing_id = u.landing_id
    left join investor_profiles p on p.investor_user_id = u.id
    where u.status <> 'deleted'`);
  const now = deps.clock.now();
  let opened = 0;
  for (const row of rows) {
    const person = [row.first_name, row.surname].filter((part) => part?.trim()).join(' ');
    opened += await screenInvestor(db, {
      landingId: row.landing_id,
      investorUserId: row.id,
      email: row.email,
      names: [person, row.company_name ?? ''],
      birthDate: row.birth_date,
      source: 'daily',
      now,
    });
  }
  return opened;
}

export const SANCTIONS_QUEUE = 'sanctions.screen' as const;
export const SANCTIONS_SCREEN_EVERY_MS = 24 * 60 * 60_000;

export const sanctionsScreeningJob =
  (deps: Pick<AppDeps, 'database' | 'clock' | 'logger'>): JobHandler =>
  async () => {
    const opened = await runDailyScreening(deps);
    if (opened > 0) deps.logger.warn('sanctions: screening opened compliance cases', { hits: opened });
  };

const decider = alias(users, 'hit_decider');

/**
 * The landing's hits waiting for the officer (first), and those decided in the last 90 days, newest first, each with
 * the name of who decided it.
 */
export async function hitsForDesk(
  q: DbOrTx,
  landingId: string,
  now: Date,
): Promise<Array<{ hit: SanctionsHitRow; decidedBy: string | null }>> {
  const since = new Date(now.getTime() - 90 * 86_400_000);
  const rows = await q
    .select({ hit: sanctionsHits, decider })
    .from(sanctionsHits)
    .leftJoin(decider, eq(decider.id, sanctionsHits.decidedByUserId))
    .where(
      and(
        eq(sanctionsHits.landingId, landingId),
        sql`(${sanctionsHits.status} = 'open' or ${sanctionsHits.decidedAt} >= ${since.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(sql`${sanctionsHits.status} = 'open' desc`, desc(sanctionsHits.foundAt));
  return rows.map((row) => ({ hit: row.hit, decidedBy: row.decider ? displayName(row.decider) : null }));
}

/**
 * POST /api/compliance/sanctions/{hitId}/decision {status: cleared|confirmed, note}: the officer's decision on an open
 * hit. Cleared (a false positive) lets the investor accept again; confirmed keeps them blocked.
 */
export async function decideSanctionsHit(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  caller: ComplianceCaller,
  hitId: string,
  decision: { status: 'cleared' | 'confirmed'; note: string },
): Promise<SanctionsHitRow> {
  const officer = await requireCompliance(deps.database.db, caller);
  const id = hitId.toLowerCase();
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFoundError('Hit not found');
  const [hit] = await deps.database.db
    .select()
    .from(sanctionsHits)
    .where(and(eq(sanctionsHits.id, id), eq(sanctionsHits.landingId, officer.landingId)));
  if (!hit) throw new NotFoundError('Hit not found');
  const [changed] = await deps.database.db
    .update(sanctionsHits)
    .set({ status: decision.status, note: decision.note, decidedAt: deps.clock.now(), decidedByUserId: officer.userId })
    .where(and(eq(sanctionsHits.id, hit.id), inArray(sanctionsHits.status, ['open'])))
    .returning();
  if (!changed) throw new HttpError(409, 'errors.sanctionsHitDecided', ERROR_CODES.sanctionsHitDecided);
  return changed;
}
