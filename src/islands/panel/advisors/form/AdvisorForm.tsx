import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../../lib/i18n-types';
import type { AdvisorFormData, AdvisorPayload, AdvisorRow } from '../../../../lib/contracts/advisor';
import { V } from '../../../../lib/validation/keys';
import {
  ADVISOR_FIELDS,
  advisorResolver,
  advisorToForm,
  emptyAdvisorForm,
  type AdvisorField,
  type AdvisorFormState,
} from './advisor-form-values';
import { DocumentSection, PersonSection, PowerOfAttorneySection } from './AdvisorFormSections';
import { useAdvisorSubmit } from './use-advisor-submit';

export const ADVISORS_LIST_PATH = '/app/advisors';

interface Props {
  lang: string;
  formData: AdvisorFormData;
  /** The advisor being edited; a new one when missing. */
  advisor?: AdvisorRow | undefined;
  /** Sends the validated data (POST or PUT); rejects with the API error. */
  save: (payload: AdvisorPayload) => Promise<AdvisorRow>;
  /** After a successful save (the page then leaves for the list). */
  onSaved: (saved: AdvisorRow) => void;
  /** Today's source for the document expiry rule (tests fix it). */
  clock?: () => number;
}

/**
 * The advisor form of SPEC sections 3 and 5, for adding and editing: the shared schema validates on blur
 * ('onTouched'); a submit with mistakes says so at the top and focuses the first invalid field; the server's
 * violations go on their fields.
 */
export function AdvisorForm({ lang, formData, advisor, save, onSaved, clock = Date.now }: Props) {
  const { t } = useTranslation();
  const translate = t as Translate;
  const formId = useId();
  const editing = advisor !== undefined;
  const resolver = useMemo(() => advisorResolver(clock, translate), [clock, translate]);
  const form = useForm<AdvisorFormState, unknown, AdvisorPayload>({
    resolver,
    mode: 'onTouched',
    defaultValues: advisor ? advisorToForm(advisor) : emptyAdvisorForm(formData.networks.map((n) => n.id)),
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const { submit, incomplete, failure, saved } = useAdvisorSubmit({ form, save, onSaved, translate });

  const message = (name: AdvisorField) => errors[name]?.message || undefined;
  const hasErrors = ADVISOR_FIELDS.some((name) => errors[name]);
  const busy = isSubmitting || saved;
  const sectionProps = { form, formId, message };

  return (
    <form
      id={formId}
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? t('advisors.form.titleEdit') : t('advisors.form.titleNew')}
      data-advisor-form
    >
      {incomplete && hasErrors && (
        // Keyed by the submit count, so a repeated failed submit is announced again.
        <p key={submitCount} className="notice notice-error" role="alert" data-form-incomplete>
          {t(V.formIncomplete)}
        </p>
      )}
      {failure && (
        <p className="notice notice-error whitespace-pre-line" role="alert" data-form-failure>
          {failure}
        </p>
      )}

      <PersonSection {...sectionProps} networks={formData.networks} advisor={advisor} />
      <DocumentSection {...sectionProps} formData={formData} lang={lang} clock={clock} />
      <PowerOfAttorneySection {...sectionProps} />

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary sm:w-auto" disabled={busy} aria-disabled={busy} data-submit>
          {busy ? t('form.saving') : editing ? t('advisors.form.submitEdit') : t('advisors.form.submitNew')}
        </button>
        <a className="link" href={ADVISORS_LIST_PATH}>
          {t('form.cancel')}
        </a>
      </div>
    </form>
  );
}
