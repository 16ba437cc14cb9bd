// The step the investor was on, remembered in this browser so that reopening the link (after closing the tab)
// goes back to it: the draft API keeps answers only (kycDraftSchema drops unknown keys). Keyed by a hash of the
// token, never the token itself (it is the credential). On another device the answers decide (resumeStep).
import { FORM_STEPS, type FormStepId } from './kyc-form-values';

const PREFIX = 'kycForm.step.';

/** FNV-1a of the token: a stable, short key that does not reveal the token. */
function keyOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${PREFIX}${(hash >>> 0).toString(36)}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedStep(token: string, steps: readonly FormStepId[] = FORM_STEPS): FormStepId | null {
  const value = storage()?.getItem(keyOf(token));
  return value && (steps as readonly string[]).includes(value) ? (value as FormStepId) : null;
}

export function rememberStep(token: string, step: FormStepId): void {
  try {
    storage()?.setItem(keyOf(token), step);
  } catch {
    // Storage full or refused: reopening then starts from the answers.
  }
}

export function forgetStep(token: string): void {
  try {
    storage()?.removeItem(keyOf(token));
  } catch {
    // Nothing to forget.
  }
}
