// Enrolment and removal of TOTP two-factor from the panel's security page (docs/decisions/0008-two-factor.md).
import { and, eq, isNotNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TwoFactorStatus } from '../../../lib/contracts/auth-answers';
import type { Database, DbOrTx } from '../../db/client';
import { userTwoFactor } from '../../db/schema';
import type { Env } from '../../env';
import type { Clock } from '../../runtime-types';
import { recordAudit } from '../audit';
import { serverSecrets } from '../secrets';
import { encryptSecret } from './secret-box';
import { revokeRememberTokens } from './remember-tokens';
import { generateTotpSecret, otpauthUrl } from './totp';
import { checkTwoFactorCode } from './two-factor-codes';
import { TwoFactorStateError } from './two-factor-errors';

export interface TwoFactorDeps {
  database: Database;
  clock: Clock;
  env: Env;
}

const codeDeps = (deps: TwoFactorDeps) => ({ ...deps, encryptionKey: serverSecrets(deps.env).encryptionKey });

async function stateOf(deps: TwoFactorDeps, userId: string) {
  const [row] = await deps.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

/** Whether two-factor is on for a user (an active secret and enabledAt). */
export async function isTwoFactorEnabled(deps: Pick<TwoFactorDeps, 'database'>, userId: string): Promise<boolean> {
  return twoFactorEnabledIn(deps.database.db, userId);
}

/** The same, read through `q` (a transaction's connection too). */
export async function twoFactorEnabledIn(q: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        isNotNull(userTwoFactor.enabledAt),
        isNotNull(userTwoFactor.secretEncrypted),
      ),
    );
  return Boolean(row);
}

export async function twoFactorStatus(deps: TwoFactorDeps, userId: string): Promise<TwoFactorStatus> {
  const row = await stateOf(deps, userId);
  const enabled = Boolean(row?.enabledAt && row.secretEncrypted);
  return {
    enabled,
    pending: Boolean(row?.pendingSecretEncrypted),
    enabledAt: enabled ? row!.enabledAt!.toISOString() : null,
  };
}

/**
 * Starts an enrolment: a new secret kept encrypted as pending until a first code confirms it. Answers the
 * secret (for typing), the otpauth URL and its QR code as SVG. A new setup replaces an unconfirmed one.
 */
export async function startTwoFactorSetup(
  deps: TwoFactorDeps,
  user: { id: string; email: string; issuer: string },
): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const row = await stateOf(deps, user.id);
  if (row?.enabledAt && row.secretEncrypted) throw new TwoFactorStateError('errors.twoFactorAlreadyEnabled');
  const secret = generateTotpSecret();
  const sealed = encryptSecret(serverSecrets(deps.env).encryptionKey, secret);
  const now = deps.clock.now();
  await deps.database.db
    .insert(userTwoFactor)
    // A new secret starts with no used step: the replay guard concerns codes of the same secret only.
    .values({ userId: user.id, pendingSecretEncrypted: sealed, lastUsedStep: null, updatedAt: now })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { pendingSecretEncrypted: sealed, lastUsedStep: null, updatedAt: now },
    });
  const url = otpauthUrl(secret, user.issuer, user.email);
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUrl: url, qrSvg };
}

/** Confirms the pending secret with a code from it; two-factor is then on. */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  user: { id: string; landingId: string },
  code: string,
  requestId?: string,
): Promise<void> {
  const row = await stateOf(deps, user.id);
  if (row?.enabledAt && row.secretEncrypted) throw new TwoFactorStateError('errors.twoFactorAlreadyEnabled');
  if (!row?.pendingSecretEncrypted) throw new TwoFactorStateError('errors.twoFactorNoSetup');
  await checkTwoFactorCode(codeDeps(deps), user.id, code, 'pending');
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(userTwoFactor)
      .set({
        secretEncrypted: row.pendingSecretEncrypted,
        pendingSecretEncrypted: null,
        enabledAt: now,
        updatedAt: now,
      })
      .where(eq(userTwoFactor.userId, user.id));
    await recordAudit(tx, deps.clock, {
      action: 'two-factor-enabled',
      landingId: user.landingId,
      actorUserId: user.id,
      subjectUserId: user.id,
      requestId: requestId ?? null,
    });
  });
}

/** Turns two-factor off after a valid code, and forgets every remembered device. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  user: { id: string; landingId: string },
  code: string,
  requestId?: string,
): Promise<void> {
  const row = await stateOf(deps, user.id);
  if (!row?.enabledAt || !row.secretEncrypted) throw new TwoFactorStateError('errors.twoFactorNotEnabled');
  await checkTwoFactorCode(codeDeps(deps), user.id, code, 'active');
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(userTwoFactor)
      .set({ secretEncrypted: null, pendingSecretEncrypted: null, enabledAt: null, lastUsedStep: null, updatedAt: now })
      .where(eq(userTwoFactor.userId, user.id));
    await revokeRememberTokens(tx, deps.clock, user.id);
    await recordAudit(tx, deps.clock, {
      action: 'two-factor-disabled',
      landingId: user.landingId,
      actorUserId: user.id,
      subjectUserId: user.id,
      requestId: requestId ?? null,
    });
  });
}

/** Checks a sign-in code against the user's active secret (attempt cap and replay rules of two-factor-codes.ts). */
export function checkSignInCode(deps: TwoFactorDeps, userId: string, code: string): Promise<number> {
  return checkTwoFactorCode(codeDeps(deps), userId, code, 'active');
}
