import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Translate } from '../../../../lib/i18n-types';
import type { AdvisorPayload, AdvisorRow } from '../../../../lib/contracts/advisor';
import { failureText } from '../../failure-text';
import { setServerViolations } from '../../form/server-violations';
import { ADVISOR_FIELDS, violationAliases, type AdvisorFormState } from './advisor-form-values';

interface SubmitOptions {
  form: UseFormReturn<AdvisorFormState, unknown, AdvisorPayload>;
  save: (payload: AdvisorPayload) => Promise<AdvisorRow>;
  onSaved: (saved: AdvisorRow) => void;
  translate: Translate;
}

/**
 * The advisor form's submit: a valid form is sent once (a second submit while one is being sent does nothing),
 * the server's violations go on their fields and its failure above the form; an invalid one says the form is
 * incomplete.
 */
export function useAdvisorSubmit({ form, save, onSaved, translate }: SubmitOptions) {
  const [incomplete, setIncomplete] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Between a successful save and the page leaving, the form stays locked.
  const [saved, setSaved] = useState(false);
  const sending = useRef(false);

  const submit = form.handleSubmit(
    async (payload) => {
      if (sending.current) return;
      sending.current = true;
      setIncomplete(false);
      setFailure(undefined);
      try {
        const result = await save(payload);
        // Saved: the lock stays, so a second submit still being validated now cannot send the advisor again.
        setSaved(true);
        onSaved(result);
      } catch (error) {
        sending.current = false;
        setServerViolations(error, ADVISOR_FIELDS, form.setError, translate, violationAliases(error));
        setFailure(failureText(error, translate));
      }
    },
    () => {
      setFailure(undefined);
      setIncomplete(true);
    },
  );

  return { submit, incomplete, failure, saved };
}
