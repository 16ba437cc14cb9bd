import { z } from 'zod';
import { V } from '../validation/keys';

/** Login payload (SPEC section 3). */
export const loginPayloadSchema = z.object({
  email: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .pipe(z.email({ error: V.email })),
  password: z.string({ error: V.required }).min(1, { error: V.required }),
  remember2faToken: z.string().optional(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A token pair: login with type auth-token, refresh, change of context, end of impersonation. */
export const tokenPairSchema = z
  .object({ accessToken: z.string().min(1), refreshToken: z.string().min(1) })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * Login response: `type` says whether tokens came (auth-token) or another step follows (e.g. 'two-factor').
 * The two-factor call may add remember2faToken and, optionally, when it expires (ISO time).
 */
const loginResponseSchema = z
  .object({
    type: z.string(),
    accessToken: z.string().optional(),
    refreshToken: z.string().optional(),
    remember2faToken: z.string().optional(),
    remember2faTokenExpiresAt: z.string().optional(),
  })
  .catchall(z.unknown());
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Claims of an access token the client reads (SPEC section 3, session). */
export interface TokenClaims {
  context_type?: string;
  context_id?: string;
  username?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

/** One context a user may act in: `id` is the context id (for panel contexts, the landing id), `context` its type. */
const userContextSchema = z.object({ id: z.string(), context: z.string() }).catchall(z.unknown());
export type UserContext = z.infer<typeof userContextSchema>;

/** The active user (GET /api/auth/data): at least the context with its type. */
const activeUserSchema = z
  .object({ context: z.object({ type: z.string() }).catchall(z.unknown()) })
  .catchall(z.unknown());
export type ActiveUser = z.infer<typeof activeUserSchema>;

/** A broker network (GET /api/advisor/network). */
const networkSchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() }).catchall(z.unknown());
export type Network = z.infer<typeof networkSchema>;
