import { z } from 'zod';
import { V } from '../validation/keys';
import { requiredString, strongPassword } from './fields';
import { UUID_PATTERN } from '../validation/patterns';

// Payloads of the session, two-factor, password and impersonation calls (SPEC section 7 and the panel's
// security page). Shared by the forms and the API.

// Tokens are 43-80 characters; the bound only keeps absurd input away from hashing and the database.
const token = () => requiredString().max(512, { error: V.maxLength });
const id = () =>
  requiredString()
    .regex(UUID_PATTERN, { error: V.invalidValue })
    .transform((value) => value.toLowerCase());

/** A code from the authenticator app: 6 digits (spaces typed between groups are ignored). */
const twoFactorCode = () =>
  z
    .string({ error: V.required })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: V.required, abort: true })
        .regex(/^\d{6}$/, { error: 'validation.twoFactorCode' }),
    );

/** POST /auth/login-with-two-factor: the token of the login answer of type two-factor, the code, and "remember this device". */
export const twoFactorLoginSchema = z.object({
  token: token(),
  code: twoFactorCode(),
  remember: z.boolean().optional(),
});

/** POST /auth/refresh-token and /auth/refresh-investor-token. */
export const refreshTokenSchema = z.object({ refreshToken: token() });

/** PATCH /api/auth/change-context: the landing id of one of the user's contexts, optionally its type. */
export const changeContextSchema = z.object({
  contextId: id(),
  contextType: z.enum(['advisor-panel', 'investor-panel']).optional(),
});

/** PATCH /auth/change-context: a hand-over token (impersonation). */
export const changeContextTokenSchema = z.object({ token: token() });

/** POST /api/auth/impersonation: the advisor whose panel a coordinator views. */
export const impersonationSchema = z.object({ advisorId: id() });

/** POST /api/auth/two-factor/enable and /disable. */
export const twoFactorCodeSchema = z.object({ code: twoFactorCode() });

/** POST /api/auth/password/change: the current password and a strong new one. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: V.required }).min(1, { error: V.required }).max(256, { error: V.maxLength }),
  newPassword: strongPassword().pipe(z.string().max(256, { error: V.maxLength })),
});
