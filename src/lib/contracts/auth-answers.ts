import { z } from 'zod';

// The answers of the sign-in and session calls (/auth, /api/auth, /api/contexts): one schema per shape, for the
// OpenAPI document, the server's services and the panel's calls alike. Requests: auth.ts, auth-session.ts and
// auth-email.ts.

const CONTEXT_TYPES = ['advisor-panel', 'investor-panel'] as const;

const authTokenSchema = z.object({
  type: z.literal('auth-token'),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  remember2faToken: z.string().optional(),
  remember2faTokenExpiresAt: z.iso.datetime({ offset: true }).optional(),
});

/** POST /auth/login and /auth/login-with-two-factor: the tokens, or the token of the two-factor step. */
export const loginResultSchema = z
  .discriminatedUnion('type', [authTokenSchema, z.object({ type: z.literal('two-factor'), token: z.string() })])
  .meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /auth/login-investor. */
export const investorLoginResultSchema = authTokenSchema
  .pick({ type: true, accessToken: true, refreshToken: true })
  .meta({ id: 'InvestorLoginResult' });

/** The answer of the "e-mail me a token" calls, known address or not. */
export const acceptedSchema = z.object({ status: z.literal('accepted') }).meta({ id: 'Accepted' });

/** GET /api/contexts: id is the landing id. */
export const contextsSchema = z
  .array(z.object({ id: z.string(), context: z.enum(CONTEXT_TYPES), name: z.string() }))
  .meta({ id: 'UserContexts' });

/** GET /api/auth/data: who the caller is. */
export const activeUserDataSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    language: z.string(),
    status: z.string(),
    context: z.object({ type: z.enum(CONTEXT_TYPES), id: z.string() }),
    /** 'advisor' or 'investor' by the context, plus 'coordinator' for coordinators of a network of the landing. */
    roles: z.array(z.string()),
    twoFactor: z.object({ enabled: z.boolean() }),
    /** The coordinator viewing this panel, when impersonating. */
    impersonator: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  })
  .meta({ id: 'ActiveUserData' });
export type ActiveUserData = z.infer<typeof activeUserDataSchema>;

/** GET /api/auth/two-factor. */
export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    /** A setup was started and waits for its first code. */
    pending: z.boolean(),
    /** When two-factor was turned on (ISO time); null while it is off. */
    enabledAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/two-factor/setup: a new pending secret. */
export const twoFactorSetupSchema = z
  .object({
    secret: z.string(),
    otpauthUrl: z.string().startsWith('otpauth://'),
    /** An SVG document; the panel shows it through an <img> data: URL, never injected as markup. */
    qrSvg: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** GET /api/auth/impersonation/candidates: the advisors a coordinator may view the panel of. */
export const impersonationCandidatesSchema = z
  .array(
    z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      surname: z.string().nullable(),
    }),
  )
  .meta({ id: 'ImpersonationCandidates' });
export type ImpersonationCandidate = z.infer<typeof impersonationCandidatesSchema>[number];

/** POST /api/auth/impersonation: the hand-over token for PATCH /auth/change-context (60 s, once). */
export const impersonationTokenSchema = z.object({ token: z.string() }).meta({ id: 'ImpersonationToken' });
