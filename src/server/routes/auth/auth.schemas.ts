// Response schemas of the sign-in and session calls (/auth, /api/auth, /api/contexts), for the OpenAPI document
// (decision 0029). Typed against the services' own types where they have one.
import type { ActiveUserData } from '../../auth/account-service';
import type { ImpersonationCandidate } from '../../auth/impersonation-service';
import type { LoginResult } from '../../auth/login-service';
import type { TwoFactorStatus } from '../../auth/two-factor/two-factor-service';
import { z } from '../../openapi/common';

const CONTEXT_TYPES = ['advisor-panel', 'investor-panel'] as const;

/** {accessToken, refreshToken}: refresh, change of context, end of impersonation. */
export const tokenPairSchema = z
  .object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) })
  .openapi('TokenPair');

const authTokenSchema = z.object({
  type: z.literal('auth-token'),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  remember2faToken: z.string().optional(),
  remember2faTokenExpiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** POST /auth/login and /auth/login-with-two-factor: the tokens, or the token of the two-factor step. */
export const loginResultSchema: z.ZodType<LoginResult> = z
  .discriminatedUnion('type', [authTokenSchema, z.object({ type: z.literal('two-factor'), token: z.string() })])
  .openapi('LoginResult');

/** POST /auth/login-investor. */
export const investorLoginResultSchema = authTokenSchema
  .pick({ type: true, accessToken: true, refreshToken: true })
  .openapi('InvestorLoginResult');

/** The answer of the "e-mail me a token" calls, known address or not. */
export const acceptedSchema = z.object({ status: z.literal('accepted') }).openapi('Accepted');

export const contextsSchema = z
  .array(z.object({ id: z.string(), context: z.enum(CONTEXT_TYPES), name: z.string() }))
  .openapi('UserContexts');

export const activeUserDataSchema: z.ZodType<ActiveUserData> = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    language: z.string(),
    status: z.string(),
    context: z.object({ type: z.enum(CONTEXT_TYPES), id: z.string() }),
    roles: z.array(z.string()),
    twoFactor: z.object({ enabled: z.boolean() }),
    impersonator: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  })
  .openapi('ActiveUserData');

export const twoFactorStatusSchema: z.ZodType<TwoFactorStatus> = z
  .object({ enabled: z.boolean(), pending: z.boolean(), enabledAt: z.iso.datetime({ offset: true }).nullable() })
  .openapi('TwoFactorStatus');

export const twoFactorSetupSchema = z
  .object({ secret: z.string(), otpauthUrl: z.string().startsWith('otpauth://'), qrSvg: z.string() })
  .openapi('TwoFactorSetup');

export const impersonationCandidatesSchema: z.ZodType<ImpersonationCandidate[]> = z
  .array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      surname: z.string().nullable(),
    }),
  )
  .openapi('ImpersonationCandidates');

export const impersonationTokenSchema = z.object({ token: z.string() }).openapi('ImpersonationToken');
