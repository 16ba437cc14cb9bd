// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { controlForm } from './form-controller';
import { matchingPassword, required, requiredEmail } from './field-checks';
import { reportFailure } from './sign-in';
import { ApiError } from '../lib/api/api-error';

// Messages as the page would embed them; the test checks what the user sees.
const messages: Record<string, string> = {
  'validation.required': 'This field is required',
  'validation.email': 'Please enter a valid email address.',
  'validation.formIncomplete': 'Sorry, not all fields are filled out correctly.',
  'errors.generic': 'Something went wrong. Please try again later.',
};
const t = (key: string) => messages[key] ?? key;

function renderForm() {
  document.body.innerHTML = `
    <form method="post">
      <p data-form-error hidden></p>
      <input id="e" name="email" aria-describedby="e-error" /><p id="e-error" data-error-for="email" hidden></p>
      <input id="p" name="password" type="password" aria-describedby="p-error" /><p id="p-error" data-error-for="password" hidden></p>
      <button type="submit" data-submit><span data-idle-label>Sign in</span><span data-busy-label hidden>Signing in…</span></button>
    </form>`;
  return document.querySelector('form')!;
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)!;
const type = (id: string, value: string) => {
  field(id).value = value;
  field(id).dispatchEvent(new Event('input'));
};
const blur = (id: string) => field(id).dispatchEvent(new Event('blur'));
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { cancelable: true }));

let form: HTMLFormElement;
beforeEach(() => {
  form = renderForm();
});

describe('controlForm', () => {
  it('validates a field on blur, linking the error and marking it invalid', () => {
    controlForm(form, { email: requiredEmail, password: required }, t, async () => {});
    expect(form.noValidate).toBe(true);
    blur('e');
    expect(field('e').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('e').hidden).toBe(false);
    expect(errorOf('e').textContent).toBe('This field is required');
    type('e', 'not-an-email');
    expect(errorOf('e').textContent).toBe('Please enter a valid email address.');
    type('e', 'ada@example.com');
    expect(field('e').getAttribute('aria-invalid')).toBe('false');
    expect(errorOf('e').hidden).toBe(true);
  });

  it('leaves a blur caused by pressing submit to the submit (no layout shift under the pointer)', () => {
    const send = vi.fn(async () => {});
    controlForm(form, { email: requiredEmail, password: required }, t, send);
    type('e', 'x');
    const button = form.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown'));
    blur('e');
    expect(errorOf('e').hidden).toBe(true);
    document.dispatchEvent(new Event('pointerup'));
    submit(form);
    expect(errorOf('e').textContent).toBe('Please enter a valid email address.');
    expect(send).not.toHaveBeenCalled();
  });

  it('does not show errors while typing into a field that was never invalid', () => {
    controlForm(form, { email: requiredEmail }, t, async () => {});
    type('e', 'a');
    expect(errorOf('e').hidden).toBe(true);
  });

  it('refuses an incomplete form: all errors, the incomplete-form message, focus on the first bad field', () => {
    const send = vi.fn(async () => {});
    controlForm(form, { email: requiredEmail, password: required }, t, send);
    type('e', 'ada@example.com');
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(errorOf('p').textContent).toBe('This field is required');
    expect(form.querySelector<HTMLElement>('[data-form-error]')!.textContent).toBe(
      messages['validation.formIncomplete'],
    );
    expect(document.activeElement).toBe(field('p'));
  });

  it('is busy while submitting, once at a time, and idle again afterwards', async () => {
    let finish!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    controlForm(form, { email: requiredEmail, password: required }, t, send);
    type('e', 'ada@example.com');
    type('p', 'secret');
    submit(form);
    submit(form);
    const button = form.querySelector('button')!;
    expect(send).toHaveBeenCalledOnce();
    expect(button.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector<HTMLElement>('[data-busy-label]')!.hidden).toBe(false);
    finish();
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(button.querySelector<HTMLElement>('[data-idle-label]')!.hidden).toBe(false);
  });

  it('gives the submit handler the values as typed and a place for API errors', async () => {
    controlForm(form, { email: requiredEmail, password: required }, t, async (c) => {
      expect(c.value('email')).toBe('  ada@example.com ');
      expect(c.value('password')).toBe(' secret ');
      c.showFormError('Incorrect login and/or password');
    });
    type('e', '  ada@example.com ');
    type('p', ' secret ');
    submit(form);
    const notice = form.querySelector<HTMLElement>('[data-form-error]')!;
    await vi.waitFor(() => expect(notice.textContent).toBe('Incorrect login and/or password'));
    expect(notice.hidden).toBe(false);
  });

  it('shows the generic message when the submit handler fails unexpectedly', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    controlForm(form, { email: requiredEmail }, t, async () => {
      throw new Error('boom');
    });
    type('e', 'ada@example.com');
    submit(form);
    const notice = form.querySelector<HTMLElement>('[data-form-error]')!;
    await vi.waitFor(() => expect(notice.textContent).toBe(messages['errors.generic']));
  });

  it('checks a field again on request, but leaves an untouched one quiet', () => {
    const controls = controlForm(
      form,
      { email: required, password: matchingPassword(() => field('e').value) },
      t,
      async () => {},
    );
    controls.recheck('password');
    expect(errorOf('p').hidden).toBe(true);
    type('e', 'one');
    type('p', 'one');
    blur('p');
    expect(field('p').getAttribute('aria-invalid')).toBe('false');
    type('e', 'two');
    controls.recheck('password');
    expect(errorOf('p').textContent).toBe('validation.passwordsMustMatch');
  });

  it('puts server violations under their fields and the catalogue message above the form', () => {
    const controls = controlForm(form, { email: requiredEmail, password: required }, t, async () => {});
    const error = new ApiError(400, {
      code: '9e4235af-0000',
      violations: [
        { propertyPath: 'plainPassword', message: 'validation.required' },
        { propertyPath: 'unknownField', message: 'Something else' },
      ],
    });
    reportFailure(controls, error, t, { plainPassword: 'password' });
    expect(errorOf('p').textContent).toBe('This field is required');
    expect(field('p').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('p'));
    expect(errorOf('e').hidden).toBe(true);
    expect(form.querySelector<HTMLElement>('[data-form-error]')!.hidden).toBe(false);
  });
});
