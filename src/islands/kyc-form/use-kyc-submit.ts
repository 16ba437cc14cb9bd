import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { Translate } from '../../lib/i18n-types';
import type { KycFormData, KycStepId } from '../../lib/contracts/kyc';
import { failureText } from '../panel/failure-text';
import { endingOf, type KycFormApi } from './kyc-form-api';
import type { KycFormValues } from './kyc-form-values';
import type { KycEnding } from './KycFormEnding';
import { fieldViolations, firstStepOf } from './kyc-violations';
import { forgetStep } from './step-memory';

interface SubmitOptions {
  form: UseFormReturn<KycFormValues, unknown, KycFormData>;
  api: KycFormApi;
  token: string;
  /** The draft's autosave: saved before the submit, stopped after it. */
  autosave: { flush: () => Promise<unknown>; stop: () => void };
  setEnding: (ending: KycEnding) => void;
  setFailure: (failure: string | undefined) => void;
  /** Back to the step of the first invalid field, which then takes focus. */
  showStep: (step: KycStepId) => void;
  showInvalid: () => void;
  translate: Translate;
}

/**
 * The questionnaire's submit from the review: the draft saved first, then the answers; success or a refusal of
 * the link ends the form, the server's violations go on their fields and the form back to their step; answers
 * that no longer pass the schema (the document now expires too soon) send the form back to their step.
 */
export function useKycSubmit(options: SubmitOptions) {
  const { form, api, token, autosave, setEnding, setFailure, showStep, showInvalid, translate } = options;
  const [submitting, setSubmitting] = useState(false);

  const refused = (error: unknown) => {
    const end = endingOf(error);
    if (end) {
      autosave.stop();
      setEnding(end);
      return;
    }
    // The server's rules (the same schema) found something: its violations go on their fields and step.
    const placed = fieldViolations(error, translate);
    for (const { name, message } of placed)
      form.setError(name as FieldPath<KycFormValues>, { type: 'server', message });
    setFailure(failureText(error, translate));
    const target = firstStepOf(placed.map((violation) => violation.name));
    if (target) {
      showStep(target);
      showInvalid();
    }
  };

  const submit = form.handleSubmit(
    async (answers) => {
      if (submitting) return;
      setSubmitting(true);
      setFailure(undefined);
      try {
        await autosave.flush();
        await api.submit(token, answers);
        autosave.stop();
        forgetStep(token);
        setEnding('submitted');
      } catch (error) {
        refused(error);
      } finally {
        setSubmitting(false);
      }
    },
    (invalid) => {
      // Something no longer passes (e.g. the document now expires too soon): back to its step.
      const target = firstStepOf(Object.keys(invalid));
      if (target) showStep(target);
      showInvalid();
    },
  );

  return { submit, submitting };
}
