// The /auth pages' forms work only with JavaScript (see src/pages/auth/_components/ScriptForm.astro): once the
// script has taken a form over, its controls are enabled, and after success the outcome replaces the form.

/** Enables the controls the server rendered disabled for visitors without JavaScript. */
export function enableScriptForm(form: HTMLFormElement): void {
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]'))
    fieldset.disabled = false;
}

/** Hides the form's step and shows the page's outcome message, moving focus to it so it is read out. */
export function showDone(root: ParentNode): void {
  const step = root.querySelector<HTMLElement>('[data-step]');
  const done = root.querySelector<HTMLElement>('[data-done]');
  if (step) step.hidden = true;
  if (!done) return;
  done.hidden = false;
  done.querySelector<HTMLElement>('[data-done-text]')?.focus();
}
