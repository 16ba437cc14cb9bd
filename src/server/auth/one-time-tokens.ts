// One-time tokens: investor sign-in (a long link token plus a short typed code), activation, password reset,
// impersonation hand-over. Only hashes are stored. A token works once (guarded update), expires by the
// injected clock, is cancelled by a newer token of the same user and purpose, and dies after 5 wrong codes.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { oneTimeTokens, users, type OneTimePurpose, type OneTimeTokenRow } from '../db/schema';
import type { Clock } from '../runtime-types';
import { hashToken, randomToken } from './tokens';

/** Wrong codes that kill a token (the right code afterwards no longer works). */
const MAX_FAILED_ATTEMPTS = 5;

// 32 symbols: digits 2-9 and A-Z without I and O (no 0/O or 1/I to confuse). 8 of them are 40 bits, plenty
// for a code that lives 10 minutes and allows 5 tries. 256 is a multiple of 32, so `byte % 32` is uniform.
const CODE_SYMBOLS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;

export interface OneTimeDeps {
  database: Pick<Database, 'db'>;
  clock: Clock;
}

export interface IssueOneTimeInput {
  purpose: OneTimePurpose;
  userId: string;
  landingId: string;
  ttlSeconds: number;
  /** Also issue a short code to type (investor sign-in). */
  withCode?: boolean;
}

export interface IssuedOneTimeToken {
  id: string;
  /** The long token (256 bits, base64url) for links. */
  token: string;
  /** The short code, CODE_LENGTH symbols, when asked for. */
  code?: string;
  expiresAt: Date;
}

function randomCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return Array.from(bytes, (byte) => CODE_SYMBOLS[byte % CODE_SYMBOLS.length]).join('');
}

/** A typed code as stored: upper case, without spaces or dashes ("abcd-efgh " -> "ABCDEFGH"). */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** A code as shown in e-mails: two groups of four ("ABCD-EFGH"); typing it with or without the dash works. */
export function displayCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

// Salted with the token id, so a leaked table does not give codes away to a lookup table of 2^40 hashes.
const codeHash = (tokenId: string, code: string) => hashToken(`${tokenId}:${normalizeCode(code)}`);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

function inTransaction<T>(deps: OneTimeDeps, tx: DbOrTx | undefined, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return tx ? work(tx) : deps.database.db.transaction((inner) => work(inner));
}

/**
 * Issues a token and cancels every older unused one of the same user and purpose. The user's row is locked
 * for the transaction, so two requests at once still leave exactly one live token.
 */
export function issueOneTimeToken(
  deps: OneTimeDeps,
  input: IssueOneTimeInput,
  tx?: DbOrTx,
): Promise<IssuedOneTimeToken> {
  return inTransaction(deps, tx, async (db) => {
    const now = deps.clock.now();
    await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    await db
      .update(oneTimeTokens)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, input.userId),
          eq(oneTimeTokens.purpose, input.purpose),
          isNull(oneTimeTokens.usedAt),
          isNull(oneTimeTokens.cancelledAt),
        ),
      );
    const id = randomUUID();
    const token = randomToken(32);
    const code = input.withCode ? randomCode() : undefined;
    const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
    await db.insert(oneTimeTokens).values({
      id,
      userId: input.userId,
      landingId: input.landingId,
      purpose: input.purpose,
      tokenHash: hashToken(token),
      codeHash: code ? codeHash(id, code) : null,
      expiresAt,
      createdAt: now,
    });
    return { id, token, expiresAt, ...(code ? { code } : {}) };
  });
}

/** Conditions of a token that may still be used at `now`. */
function live(now: Date) {
  return and(
    isNull(oneTimeTokens.usedAt),
    isNull(oneTimeTokens.cancelledAt),
    gt(oneTimeTokens.expiresAt, now),
    lt(oneTimeTokens.failedAttempts, MAX_FAILED_ATTEMPTS),
  );
}

/**
 * Uses a long token: one guarded UPDATE, so of any number of parallel calls exactly one gets the row.
 * `landingId` confines it to the landing the request came to. Undefined when unknown, used, cancelled,
 * expired, dead or of another purpose or landing.
 */
export async function consumeOneTimeToken(
  deps: OneTimeDeps,
  input: { purpose: OneTimePurpose; token: string; landingId?: string },
  tx?: DbOrTx,
): Promise<OneTimeTokenRow | undefined> {
  const db = tx ?? deps.database.db;
  const now = deps.clock.now();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(input.token)),
        eq(oneTimeTokens.purpose, input.purpose),
        input.landingId ? eq(oneTimeTokens.landingId, input.landingId) : undefined,
        live(now),
      ),
    )
    .returning();
  return row;
}

/**
 * Uses the short code of the user's live token. Every try first claims one of the 5 attempts (an atomic
 * increment), so even parallel guesses get 5 tries in all; the right code gives the attempt back and uses
 * the token. Undefined for a wrong code or when no live token is left.
 */
export async function consumeOneTimeCode(
  deps: OneTimeDeps,
  input: { purpose: OneTimePurpose; userId: string; code: string },
  tx?: DbOrTx,
): Promise<OneTimeTokenRow | undefined> {
  const db = tx ?? deps.database.db;
  const now = deps.clock.now();
  const claimed = await db
    .update(oneTimeTokens)
    .set({ failedAttempts: sql`${oneTimeTokens.failedAttempts} + 1` })
    .where(
      and(
        eq(oneTimeTokens.userId, input.userId),
        eq(oneTimeTokens.purpose, input.purpose),
        isNotNull(oneTimeTokens.codeHash),
        live(now),
      ),
    )
    .returning();
  const token = claimed.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (!token?.codeHash || !sameHash(codeHash(token.id, input.code), token.codeHash)) return undefined;
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now, failedAttempts: sql`${oneTimeTokens.failedAttempts} - 1` })
    .where(
      and(
        eq(oneTimeTokens.id, token.id),
        isNull(oneTimeTokens.usedAt),
        isNull(oneTimeTokens.cancelledAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return used;
}

/**
 * The live token with this value, without using it: a cheap check before expensive work (hashing a new
 * password) so junk tokens cost nothing. The guarded consume still decides.
 */
export async function findLiveOneTimeToken(
  deps: OneTimeDeps,
  input: { purpose: OneTimePurpose; token: string; landingId: string },
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await deps.database.db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(input.token)),
        eq(oneTimeTokens.purpose, input.purpose),
        eq(oneTimeTokens.landingId, input.landingId),
        live(deps.clock.now()),
      ),
    );
  return row;
}
