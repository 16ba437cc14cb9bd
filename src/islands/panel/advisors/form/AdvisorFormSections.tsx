// The three sections of the advisor form (SPEC sections 3 and 5): the person with their networks, the identity
// document, the power of attorney. Each is a card headed by its title; the form owns the state they register in.
import { useMemo, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdvisorFormData, AdvisorPayload, AdvisorRow } from '../../../../lib/contracts/advisor';
import { DOCUMENT_EXPIRY_MIN_DAYS } from '../../../../lib/validation/product-rules';
import { CheckboxField } from '../../form/CheckboxField';
import { CheckboxGroupField, type CheckboxOption } from '../../form/CheckboxGroupField';
import { DateField } from '../../form/DateField';
import { SelectField } from '../../form/SelectField';
import { TextField } from '../../form/TextField';
import { earliestDocumentExpiry, type AdvisorField, type AdvisorFormState } from './advisor-form-values';
import { countryOptions } from '../../form/country-options';
import { useIndefiniteExpiry } from './use-indefinite-expiry';

interface SectionProps {
  form: UseFormReturn<AdvisorFormState, unknown, AdvisorPayload>;
  /** The form's id: the sections' heading ids start with it. */
  formId: string;
  /** A field's error message, if it has one. */
  message: (name: AdvisorField) => string | undefined;
}

function FormSection({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function useOptionalLabel() {
  const { t } = useTranslation();
  return (label: string) => t('form.optionalField', { label });
}

/** The networks the form offers: the caller's own, then the advisor's others, shown but not changeable. */
function useNetworkOptions(networks: AdvisorFormData['networks'], advisor: AdvisorRow | undefined) {
  const { t } = useTranslation();
  return useMemo<CheckboxOption[]>(() => {
    const coordinated = networks.map((n) => ({ value: n.id, label: n.name }));
    const others = (advisor?.brokerNetworks ?? [])
      .filter((n) => !networks.some((c) => c.id === n.id))
      .map((n) => ({ value: n.id, label: t('advisors.form.networkNotCoordinated', { name: n.name }), disabled: true }));
    return [...coordinated, ...others];
  }, [networks, advisor, t]);
}

export function PersonSection({
  form,
  formId,
  message,
  networks,
  advisor,
}: SectionProps & { networks: AdvisorFormData['networks']; advisor: AdvisorRow | undefined }) {
  const { t } = useTranslation();
  const optional = useOptionalLabel();
  const networkOptions = useNetworkOptions(networks, advisor);
  return (
    <FormSection headingId={`${formId}-person`} title={t('advisors.form.sections.person')}>
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
          hint={advisor !== undefined ? undefined : t('advisors.form.emailHint')}
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
    </FormSection>
  );
}

export function DocumentSection({
  form,
  formId,
  message,
  formData,
  lang,
  clock,
}: SectionProps & { formData: AdvisorFormData; lang: string; clock: () => number }) {
  const { t } = useTranslation();
  const { indefinitely, toggleIndefinitely } = useIndefiniteExpiry(form);
  const documentTypes = formData.documentTypes.map((type) => ({
    value: type,
    label: t(`advisors.form.documentType.${type}`),
  }));
  const countries = useMemo(() => countryOptions(formData.countries, lang), [formData.countries, lang]);
  const earliestExpiry = earliestDocumentExpiry(clock());
  return (
    <FormSection headingId={`${formId}-document`} title={t('advisors.form.sections.document')}>
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
    </FormSection>
  );
}

export function PowerOfAttorneySection({ form, formId, message }: SectionProps) {
  const { t } = useTranslation();
  const optional = useOptionalLabel();
  return (
    <FormSection headingId={`${formId}-attorney`} title={t('advisors.form.sections.powerOfAttorney')}>
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
    </FormSection>
  );
}
