import { z } from 'zod';
import { V } from '../validation/keys';
import { email, requiredString, strongPassword, withPasswordConfirmation } from './fields';

// Payloads of the e-mail token calls (SPEC section 7): investor send-token and login-investor, activation,
// password reset. Shared by the forms and the API.

// Tokens are 43 characters; the bound only keeps absurd input away from hashing and the database.
const token = () => requiredString().max(512, { error: V.maxLength });

/** POST /auth/investor/send-token, /auth/activate/send-token, /auth/password/send-remind-request. */
export const emailRequestSchema = z.object({ email: email() });

/**
 * POST /auth/login-investor: `{token}` with the long token of the e-mailed link, or `{email, token}` with the
 * short code typed from the e-mail (the code is only valid together with the address it was sent to).
 */
/** An e-mail address that may be left out ('' is left out too). */
const optionalEmail = () =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || value === '' || email().safeParse(value).success, { error: V.email });

export const investorLoginSchema = z.object({
  token: token(),
  email: optionalEmail(),
});

/**
 * POST /auth/activate, /auth/activate-from-email and /auth/password/set: the token from the e-mail and the new
 * password (strong, typed twice).
 */
export const setPasswordSchema = withPasswordConfirmation(
  z.object({
    token: token(),
    password: strongPassword().pipe(z.string().max(256, { error: V.maxLength })),
    passwordConfirmation: z.string({ error: V.required }),
  }),
);

/**
 * POST /auth/activate: as setPasswordSchema with the link's token, or `{email, token}` with the short code typed
 * from the activation e-mail (valid only with the address it was sent to).
 */
export const activateSchema = withPasswordConfirmation(
  z.object({
    token: token(),
    email: optionalEmail(),
    password: strongPassword().pipe(z.string().max(256, { error: V.maxLength })),
    passwordConfirmation: z.string({ error: V.required }),
  }),
);
