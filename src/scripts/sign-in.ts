import type { BrowserCore } from '../lib/browser/core';
import type { Translate } from '../lib/i18n-types';
import { startupAccess } from '../lib/access/startup-access';
import { errorBodyOf, isCancel } from '../lib/api/api-error';
import { errorMessage } from '../lib/errors/error-message';
import { translateIfKnown } from '../lib/i18n-types';
import { AccessDeniedError } from '../lib/session/auth-flow';
import type { FormController } from './form-controller';

/** Where a signed-in user goes (SPEC section 2). */
export const PANEL_PATH = '/app';
/** The two-factor step of advisor sign-in (SPEC section 2). */
export const CONFIRM_LOGIN_PATH = '/auth/confirm-login';

/**
 * The start-up access rules on a sign-in page: a visitor who is already signed in goes on to the panel (or, for an
 * investor, to `investorNext`: the place a link meant for them was going to). Resolves true when the page is being
 * left (so the form should not start anything).
 */
export async function leaveIfSignedIn(
  core: BrowserCore,
  path = window.location.pathname,
  investorNext = PANEL_PATH,
): Promise<boolean> {
  if (!(await core.refresher.ensureFresh())) return true;
  const isInvestor = core.store.isInvestor();
  const decision = startupAccess(path, { hasCredentials: Boolean(core.store.$apiKey.get()), isInvestor });
  if (!decision.redirect) return false;
  core.navigate(isInvestor && decision.redirect === PANEL_PATH ? investorNext : decision.redirect);
  return true;
}

/**
 * The message for a failed sign-in call, through the error catalogue (SPEC section 8); undefined when the call
 * was cancelled because the page is already leaving.
 */
export function failureMessage(error: unknown, t: Translate): string | undefined {
  if (isCancel(error)) return undefined;
  if (error instanceof AccessDeniedError) return t(error.messageKey);
  return errorMessage(errorBodyOf(error), t);
}

/**
 * Shows a failed call on its form: the server's violations under the fields they name (`aliases` maps a server
 * property path to the form's field name) and the catalogue's message above the form.
 */
export function reportFailure(
  controls: FormController,
  error: unknown,
  t: Translate,
  aliases: Record<string, string> = {},
): void {
  const message = failureMessage(error, t);
  if (message === undefined) return;
  const byField: Record<string, string> = {};
  for (const violation of errorBodyOf(error).violations ?? []) {
    const name = aliases[violation.propertyPath] ?? violation.propertyPath;
    const text = violation.message ?? violation.title;
    if (text && !(name in byField)) byField[name] = translateIfKnown(t, text) ?? text;
  }
  controls.showFieldErrors(byField);
  controls.showFormError(message);
}
