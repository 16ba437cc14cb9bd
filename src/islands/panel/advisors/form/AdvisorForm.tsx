import { useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../../lib/i18n-types';
import {
  DOCUMENT_INDEFINITELY,
  type AdvisorFormData,
  type AdvisorPayload,
  type AdvisorRow,
} from '../../../../lib/schemas/advisor';
import { V } from '../../../../lib/validation/keys';
import { DOCUMENT_EXPIRY_MIN_DAYS } from '../../../../lib/validation/product-rules';
import { failureText } from '../../failure-text';
import { CheckboxField } from '../../form/CheckboxField';
import { CheckboxGroupField, type CheckboxOption } from '../../form/CheckboxGroupField';
import { DateField } from '../../form/DateField';
import { SelectField } from '../../form/SelectField';
import { setServerViolations } from '../../form/server-violations';
import { TextField } from '../../form/TextField';
import {
  ADVISOR_FIELDS,
  advisorResolver,
  advisorToForm,
  earliestDocumentExpiry,
  emptyAdvisorForm,
  violationAliases,
  type AdvisorField,
  type AdvisorFormState,
} from './advisor-form-values';
import { countryOptions } from './country-options';

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
  const [incomplete, setIncomplete] = useState(false);
  const [failure, setFailure] = useState<string>();
  // Between a successful save and the page leaving, the form stays locked.
  const [saved, setSaved] = useState(false);
  const sending = useRef(false);
  const lastExpiryDate = useRef('');

  const message = (name: AdvisorField) => errors[name]?.message || undefined;
  const hasErrors = ADVISOR_FIELDS.some((name) => errors[name]);

  const networkOptions = useMemo<CheckboxOption[]>(() => {
    const coordinated = formData.networks.map((n) => ({ value: n.id, label: n.name }));
    // Networks of the advisor the caller doesn't coordinate stay as they are: shown, but not changeable.
    const others = (advisor?.brokerNetworks ?? [])
      .filter((n) => !formData.networks.some((c) => c.id === n.id))
      .map((n) => ({ value: n.id, label: t('advisors.form.networkNotCoordinated', { name: n.name }), disabled: true }));
    return [...coordinated, ...others];
  }, [formData.networks, advisor, t]);
  const documentTypes = formData.documentTypes.map((type) => ({
    value: type,
    label: t(`advisors.form.documentType.${type}`),
  }));
  const countries = useMemo(() => countryOptions(formData.countries, lang), [formData.countries, lang]);
  const earliestExpiry = earliestDocumentExpiry(clock());

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

  const expiry = form.watch('documentExpiryDate');
  const indefinitely = expiry === DOCUMENT_INDEFINITELY;
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

  const busy = isSubmitting || saved;
  const optional = (label: string) => t('form.optionalField', { label });

  return (
    <form
      id={formId}
      className="flex flex-col gap-6"
      noValidate
      onSubmit={submit}
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

      <section
        className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
        aria-labelledby={`${formId}-person`}
      >
        <h2 id={`${formId}-person`} className="text-lg font-semibold text-gray-900">
          {t('advisors.form.sections.person')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            autoComplete="off"
            error={message('firstName')}
            {...form.register('firstName')}
          />
          <TextField
            label={t('fields.surname')}
            autoComplete="off"
            error={message('surname')}
            {...form.register('surname')}
          />
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            hint={editing ? undefined : t('advisors.form.emailHint')}
            error={message('email')}
            {...form.register('email')}
          />
          <TextField
            label={optional(t('fields.externalId'))}
            hint={t('advisors.form.externalIdHint')}
            autoComplete="off"
            error={message('externalId')}
            {...form.register('externalId')}
          />
        </div>
        <div className="mt-4">
          <Controller
            control={form.control}
            name="brokerNetworkIds"
            render={({ field }) => (
              <CheckboxGroupField
                ref={field.ref}
                name={field.name}
                label={t('fields.brokerNetworkIds')}
                hint={t('advisors.form.networksHint')}
                options={networkOptions}
                value={field.value ?? []}
                onChange={field.onChange}
                onChanged={field.onBlur}
                error={message('brokerNetworkIds')}
              />
            )}
          />
        </div>
      </section>

      <section
        className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
        aria-labelledby={`${formId}-document`}
      >
        <h2 id={`${formId}-document`} className="text-lg font-semibold text-gray-900">
          {t('advisors.form.sections.document')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.documentType')}
            placeholder={t('form.choose')}
            options={documentTypes}
            error={message('documentType')}
            {...form.register('documentType')}
          />
          <TextField
            label={t('fields.documentNumber')}
            autoComplete="off"
            error={message('documentNumber')}
            {...form.register('documentNumber')}
          />
          <div className="flex flex-col gap-2">
            <Controller
              control={form.control}
              name="documentExpiryDate"
              render={({ field }) => (
                <DateField
                  ref={field.ref}
                  name={field.name}
                  label={t('fields.documentExpiryDate')}
                  hint={t('advisors.form.expiryHint', { days: DOCUMENT_EXPIRY_MIN_DAYS })}
                  value={indefinitely ? '' : (field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={indefinitely}
                  min={earliestExpiry}
                  error={message('documentExpiryDate')}
                />
              )}
            />
            <CheckboxField
              label={t('form.indefinitely')}
              checked={indefinitely}
              onChange={(event) => toggleIndefinitely(event.target.checked)}
              data-expiry-indefinitely
            />
          </div>
          <SelectField
            label={t('fields.documentCountry')}
            placeholder={t('form.choose')}
            options={countries}
            error={message('documentCountry')}
            {...form.register('documentCountry')}
          />
        </div>
      </section>

      <section
        className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
        aria-labelledby={`${formId}-attorney`}
      >
        <h2 id={`${formId}-attorney`} className="text-lg font-semibold text-gray-900">
          {t('advisors.form.sections.powerOfAttorney')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="powerOfAttorneyStartDate"
            rules={{ deps: ['powerOfAttorneyEndDate'] }}
            render={({ field }) => (
              <DateField
                ref={field.ref}
                name={field.name}
                label={optional(t('fields.powerOfAttorneyStartDate'))}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message('powerOfAttorneyStartDate')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="powerOfAttorneyEndDate"
            render={({ field }) => (
              <DateField
                ref={field.ref}
                name={field.name}
                label={optional(t('fields.powerOfAttorneyEndDate'))}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message('powerOfAttorneyEndDate')}
              />
            )}
          />
        </div>
      </section>

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
