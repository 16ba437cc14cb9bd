import type { Translate } from '../lib/i18n-types';
import { V } from '../lib/validation/keys';
import type { FieldCheck } from './field-checks';

export interface FormController {
  /** Value of a named control as typed (trim e-mails yourself; never trim a password). */
  value(name: string): string;
  /** Shows a message above the form (API errors, through the error catalogue), or hides it. */
  showFormError(message: string | undefined): void;
  setBusy(busy: boolean): void;
  /** Checks a field again (e.g. the confirmation after the password it must match changed). */
  recheck(name: string): void;
  /** Shows the server's violations on their fields; returns the names it could place. */
  showFieldErrors(messages: Record<string, string>): string[];
}

/**
 * Takes over a server-rendered form: validation on blur (SPEC section 5) with aria-invalid and the error text
 * linked by aria-describedby, the incomplete-form message on a bad submit, a busy state while `submit` runs.
 * Without JavaScript the form keeps working as HTML (native checks, posts to its page).
 */
export function controlForm(
  form: HTMLFormElement,
  checks: Record<string, FieldCheck>,
  t: Translate,
  submit: (form: FormController) => Promise<void>,
): FormController {
  form.noValidate = true;
  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  const button = form.querySelector<HTMLButtonElement>('[data-submit]');
  let busy = false;

  const showFieldError = (name: string, message: string | null) => {
    const field = input(name);
    const error = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
    field.setAttribute('aria-invalid', String(Boolean(message)));
    if (error) {
      error.textContent = message ?? '';
      error.hidden = !message;
    }
  };

  const check = (name: string): boolean => {
    const failure = checks[name]!(input(name).value);
    showFieldError(name, failure ? t(failure.key, failure.params) : null);
    return !failure;
  };

  const controller: FormController = {
    value: (name) => input(name).value,
    showFormError(message) {
      if (!formError) return;
      formError.textContent = message ?? '';
      formError.hidden = !message;
    },
    setBusy(next) {
      busy = next;
      form.setAttribute('aria-busy', String(next));
      if (!button) return;
      button.disabled = next;
      button.querySelector<HTMLElement>('[data-idle-label]')!.hidden = next;
      button.querySelector<HTMLElement>('[data-busy-label]')!.hidden = !next;
    },
    recheck(name) {
      // Only a field the user has already been told about (or filled): an untouched one stays quiet.
      if (input(name).value || input(name).getAttribute('aria-invalid') === 'true') check(name);
    },
    showFieldErrors(messages) {
      const placed = Object.keys(messages).filter((name) => name in checks);
      for (const name of placed) showFieldError(name, messages[name]!);
      if (placed[0]) input(placed[0]).focus();
      return placed;
    },
  };

  checkWhileFilling(form, button, Object.keys(checks), check);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const invalid = Object.keys(checks).filter((name) => !check(name));
    if (invalid.length) {
      controller.showFormError(t(V.formIncomplete));
      input(invalid[0]!).focus();
      return;
    }
    controller.showFormError(undefined);
    controller.setBusy(true);
    submit(controller)
      .catch((error: unknown) => {
        // `submit` turns API failures into catalogue messages itself; this is for the unexpected rest.
        controller.showFormError(t('errors.generic'));
        console.error(error);
      })
      .finally(() => controller.setBusy(false));
  });

  return controller;
}

/**
 * Each field is checked when left, and again as it is typed in once it shows an error. Pressing the submit button
 * blurs the field first; an error appearing then would shift the button away from under the pointer and swallow the
 * click. The submit validates everything anyway, so that blur waits.
 */
function checkWhileFilling(
  form: HTMLFormElement,
  button: HTMLButtonElement | null,
  names: readonly string[],
  check: (name: string) => boolean,
): void {
  let pressingSubmit = false;
  button?.addEventListener('pointerdown', () => (pressingSubmit = true));
  const released = () => setTimeout(() => (pressingSubmit = false));
  form.ownerDocument.addEventListener('pointerup', released);
  form.ownerDocument.addEventListener('pointercancel', released);

  for (const name of names) {
    const field = form.elements.namedItem(name) as HTMLInputElement;
    field.addEventListener('blur', () => {
      if (!pressingSubmit) check(name);
    });
    // Once a field shows an error, fixing it clears the error as the user types.
    field.addEventListener('input', () => {
      if (field.getAttribute('aria-invalid') === 'true') check(name);
    });
  }
}
