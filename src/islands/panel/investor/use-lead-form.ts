import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { investorKeys, saveLeadForm, type LeadFormView } from './investor-api';
import { leadAnswers, leadValuesOf, leadViolationErrors, type LeadErrors, type LeadValues } from './lead-form-values';

/**
 * The lead form's state and its submit: checked here first (focus on the first industry, or the first invalid
 * field), then saved; the saved answers become the last ones, a status says so and takes the focus. The server's
 * violations go on their fields and its failure above the buttons.
 */
export function useLeadForm(last: LeadFormView) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<LeadValues>(() => leadValuesOf(last));
  // The form's own messages show field by field once left (SPEC section 5), the server's until the field changes.
  const checked = leadAnswers(values, t);
  const shown = useBlurErrors<keyof LeadValues>('errors' in checked ? checked.errors : {});
  const [serverErrors, setServerErrors] = useState<LeadErrors>({});
  const errors: LeadErrors = { ...serverErrors, ...shown.errors };
  const [formError, setFormError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const firstIndustry = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const save = useMutation({ mutationFn: saveLeadForm });

  /** A change of one answer; the "saved" status goes until the next save. */
  const set = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _gone, ...rest }) => rest);
    setSaved(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if ('errors' in checked) {
      shown.showAll();
      const form = event.currentTarget;
      if (checked.errors.industries) firstIndustry.current?.focus();
      // Drawn with every message first, then the first invalid field takes the focus.
      else setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setServerErrors({});
    try {
      const view = await save.mutateAsync(checked.answers);
      client.setQueryData(investorKeys.leadForm(), view);
      setSaved(t('onboarding.leadForm.saved'));
      toast({ type: 'success', text: t('onboarding.leadForm.saved') });
      statusRef.current?.focus();
    } catch (error) {
      setServerErrors(leadViolationErrors(error, t));
      setFormError(failureText(error, t));
    }
  };

  return {
    values,
    set,
    touch: shown.touch,
    errors,
    formError,
    saved,
    saving: save.isPending,
    submit,
    firstIndustry,
    statusRef,
  };
}
