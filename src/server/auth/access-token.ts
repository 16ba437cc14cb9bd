import { randomUUID } from 'node:crypto';
import type { ContextType } from '../db/schema/user-contexts';
import type { Env } from '../env';
import type { Clock } from '../runtime-types';
import { signJwt, verifyJwt } from './jwt-hs256';
import { serverSecrets } from './secrets';

/** The claims of an access token (SPEC section 3 reads context_type, context_id, username and exp). */
export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) id: revoking the session makes the token unusable. */
  sid: string;
  /** Token id. */
  jti: string;
  context_type: ContextType;
  /** The landing id. */
  context_id: string;
  /** The user's e-mail. */
  username: string;
  iat: number;
  exp: number;
  /** The coordinator viewing the panel as this user, when impersonating. */
  imp?: string;
}

export interface AccessTokenSubject {
  userId: string;
  sessionId: string;
  landingId: string;
  contextType: ContextType;
  email: string;
  impersonatorUserId?: string | null;
}

type TokenDeps = { env: Env; clock: Clock };

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** A signed access token for `subject`, valid ACCESS_TOKEN_TTL_SECONDS from the clock's now. */
export function signAccessToken(deps: TokenDeps, subject: AccessTokenSubject): { token: string; claims: AccessClaims } {
  const iat = Math.floor(deps.clock.now().getTime() / 1000);
  const claims: AccessClaims = {
    sub: subject.userId,
    sid: subject.sessionId,
    jti: randomUUID(),
    context_type: subject.contextType,
    context_id: subject.landingId,
    username: subject.email,
    iat,
    exp: iat + deps.env.ACCESS_TOKEN_TTL_SECONDS,
    ...(subject.impersonatorUserId ? { imp: subject.impersonatorUserId } : {}),
  };
  return { token: signJwt({ ...claims }, serverSecrets(deps.env).jwtKey), claims };
}

/**
 * The claims of a well-formed, correctly signed access token that has not expired by the clock; null
 * otherwise. Whether its session still lives is the caller's question (require-auth.ts).
 */
export function verifyAccessToken(deps: TokenDeps, token: string): AccessClaims | null {
  const claims = verifyJwt(token, serverSecrets(deps.env).jwtKey);
  if (!claims) return null;
  const { sub, sid, jti, context_type, context_id, username, iat, exp, imp } = claims;
  if (![sub, sid, jti, context_id, username].every(isString) || !isTime(iat) || !isTime(exp)) return null;
  if (context_type !== 'advisor-panel' && context_type !== 'investor-panel') return null;
  if (imp !== undefined && !isString(imp)) return null;
  if (deps.clock.now().getTime() >= exp * 1000) return null;
  return claims as unknown as AccessClaims;
}
