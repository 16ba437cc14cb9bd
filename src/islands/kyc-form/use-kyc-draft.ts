import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { KycFormData } from '../../lib/contracts/kyc';
import { endingOf, type KycFormApi } from './kyc-form-api';
import { valuesToDraft, type KycFormValues } from './kyc-form-values';
import type { KycEnding } from './KycFormEnding';
import { useDraftAutosave } from './use-draft-autosave';

/**
 * Every change is a reason to save the draft; a field showing an error is checked again as it is corrected (not
 * only when left), so the message goes while typing rather than moving the page under the next click.
 */
export function useRecheckWhileCorrecting(
  form: UseFormReturn<KycFormValues, unknown, KycFormData>,
  changed: () => void,
) {
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      changed();
      if (type === 'change' && name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form, changed]);
}

/**
 * The draft saved as the investor goes (see useDraftAutosave); a refusal of the link while saving ends the form
 * (the first ending stays).
 */
export function useKycDraft({
  form,
  api,
  token,
  debounceMs,
  setEnding,
}: {
  form: UseFormReturn<KycFormValues, unknown, KycFormData>;
  api: KycFormApi;
  token: string;
  debounceMs: number | undefined;
  setEnding: Dispatch<SetStateAction<KycEnding | null>>;
}) {
  return useDraftAutosave({
    read: () => valuesToDraft(form.getValues()),
    save: (draft) => api.saveDraft(token, draft),
    saveOnLeave: (draft) => api.saveDraftOnLeave(token, draft),
    isFinal: (error) => endingOf(error) !== null,
    onFinal: (error) => setEnding((current) => current ?? endingOf(error)),
    ...(debounceMs !== undefined ? { debounceMs } : {}),
  });
}
