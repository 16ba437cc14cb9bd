import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
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
  const [errors, setErrors] = useState<LeadErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const firstIndustry = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const save = useMutation({ mutationFn: saveLeadForm });

  /** A change of one answer; the "saved" status goes until the next save. */
  const set = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSaved(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = leadAnswers(values, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      if (checked.errors.industries) firstIndustry.current?.focus();
      else event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    try {
      const view = await save.mutateAsync(checked.answers);
      client.setQueryData(investorKeys.leadForm(), view);
      setSaved(t('onboarding.leadForm.saved'));
      toast({ type: 'success', text: t('onboarding.leadForm.saved') });
      statusRef.current?.focus();
    } catch (error) {
      setErrors(leadViolationErrors(error, t));
      setFormError(failureText(error, t));
    }
  };

  return { values, set, errors, formError, saved, saving: save.isPending, submit, firstIndustry, statusRef };
}
