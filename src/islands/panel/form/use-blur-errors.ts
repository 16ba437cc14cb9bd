import { useCallback, useState } from 'react';

/** Whether a button is being pressed (pointer down, until released). */
let pressing = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => (pressing = event.target instanceof Element && event.target.closest('button') !== null),
    true,
  );
  const release = () => setTimeout(() => (pressing = false));
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
}

/**
 * True while a button is pressed: pressing it blurs the field first, and a message appearing then would move the
 * button from under the pointer and swallow the click (as src/scripts/form-controller.ts explains). The button's own
 * action checks the form anyway (a send shows every message), so that blur waits.
 */
export const pressingButton = (): boolean => pressing;

/** Messages by field name, as a form's whole check gives them (only the failing fields). */
export type FieldMessages<K extends string> = Partial<Record<K, string>>;

/**
 * When a form's messages show (SPEC section 5, "validation shows on blur (checkboxes once changed)"), for forms that
 * keep their values in React state rather than in react-hook-form: `current` is the form's whole check of the
 * present values through the shared rules (a zod schema of src/lib/contracts, the product rules); a field's message
 * shows once the field was left (`touch` on blur, or on change for a checkbox) and follows the typing after that;
 * `showAll` (on submit) shows every one. This is react-hook-form's 'onTouched' mode for such forms.
 */
export function useBlurErrors<K extends string>(current: FieldMessages<K>) {
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const [all, setAll] = useState(false);
  const touch = useCallback((name: K) => {
    if (!pressingButton()) setTouched((seen) => (seen.has(name) ? seen : new Set([...seen, name])));
  }, []);
  /** A submit: every field's message shows. */
  const showAll = useCallback(() => setAll(true), []);
  /** A saved form starts again quiet. */
  const reset = useCallback(() => {
    setTouched(new Set());
    setAll(false);
  }, []);
  const errors: FieldMessages<K> = {};
  for (const name of Object.keys(current) as K[]) {
    if (all || touched.has(name)) errors[name] = current[name];
  }
  return { errors, touch, showAll, reset };
}
