import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DOCUMENT_INDEFINITELY, type AdvisorPayload } from '../../../../lib/contracts/advisor';
import type { AdvisorFormState } from './advisor-form-values';

/**
 * The document's "indefinitely" checkbox: ticking it stores the marker in place of the expiry date; unticking it
 * brings back the date typed before.
 */
export function useIndefiniteExpiry(form: UseFormReturn<AdvisorFormState, unknown, AdvisorPayload>) {
  const lastExpiryDate = useRef('');
  const indefinitely = form.watch('documentExpiryDate') === DOCUMENT_INDEFINITELY;

  const toggleIndefinitely = (checked: boolean) => {
    const options = { shouldDirty: true, shouldTouch: true } as const;
    if (checked) {
      lastExpiryDate.current = form.getValues('documentExpiryDate');
      form.setValue('documentExpiryDate', DOCUMENT_INDEFINITELY, { ...options, shouldValidate: true });
    } else {
      // Back to the date typed before, checked again; with none, the field waits for the user to type one.
      const previous = lastExpiryDate.current === DOCUMENT_INDEFINITELY ? '' : lastExpiryDate.current;
      form.setValue('documentExpiryDate', previous, { ...options, shouldValidate: previous !== '' });
      if (!previous) form.clearErrors('documentExpiryDate');
    }
  };

  return { indefinitely, toggleIndefinitely };
}
