import { z } from 'zod';
import {
  changePasswordSchema as changePasswordPayloadSchema,
  twoFactorCodeSchema,
} from '../../../lib/contracts/auth-session';
import { withPasswordConfirmation } from '../../../lib/contracts/fields';
import { V } from '../../../lib/validation/keys';

/** A code from the authenticator app: the API's own schema (six digits, spaces ignored). */
export { twoFactorCodeSchema };
export type TwoFactorCodeForm = z.input<typeof twoFactorCodeSchema>;

/**
 * The change-password form: the API's payload (current password, strong new password) plus the new password typed
 * again, which never leaves the browser.
 */
export const changePasswordSchema = withPasswordConfirmation(
  changePasswordPayloadSchema.extend({ newPasswordConfirmation: z.string({ error: V.required }) }),
  'newPassword',
  'newPasswordConfirmation',
);
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
