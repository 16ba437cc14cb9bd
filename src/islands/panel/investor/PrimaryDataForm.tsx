// The primary-data step of the verification (SPEC section 4: natural person or company, plus the tax residence
// country) on /onboarding: prefilled from GET /investor-api/profile, checked on blur with the shared schema
// (src/lib/contracts/investor-profile.ts), saved with PUT /investor-api/profile. Saving refreshes the verification
// steps, whose primary-data state the server derives from what is stored.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/i18n-types';
import {
  COMPANY_NAME_MAX,
  investorProfileSchema,
  NAME_MAX,
  type InvestorProfile,
} from '../../../lib/contracts/investor-profile';
import type { Language } from '../../../lib/language';
import { toast } from '../../../lib/ui/toast';
import { countryOptions } from '../form/country-options';
import { failureText } from '../failure-text';
import { setServerViolations } from '../form/server-violations';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { dateTimeCell } from '../../../lib/format/cells';
import { profileQuery, saveProfile, verificationKey, type InvestorProfileView } from './investor-api';
import { QueryState } from '../ui/page-parts';

/** The form's values: every field a string, the kind '' until one is chosen. */
interface PrimaryDataValues {
  kind: '' | 'person' | 'company';
  firstName: string;
  surname: string;
  companyName: string;
  nip: string;
  taxResidenceCountry: string;
}

const FIELDS = ['kind', 'firstName', 'surname', 'companyName', 'nip', 'taxResidenceCountry'] as const;
type Field = (typeof FIELDS)[number];
/** What {{max}} says in each field's too-long message. */
const MAX: Partial<Record<Field, number>> = {
  firstName: NAME_MAX,
  surname: NAME_MAX,
  companyName: COMPANY_NAME_MAX,
  nip: 13,
};

/** The stored view as form values (the account's names before the first save). */
function primaryDataValues(view: InvestorProfileView): PrimaryDataValues {
  return {
    kind: view.kind ?? '',
    firstName: view.firstName ?? '',
    surname: view.surname ?? '',
    companyName: view.companyName ?? '',
    nip: view.nip ?? '',
    taxResidenceCountry: view.taxResidenceCountry ?? '',
  };
}

const resolver = zodResolver(investorProfileSchema) as unknown as Resolver<PrimaryDataValues, unknown, InvestorProfile>;

type PrimaryDataForm = UseFormReturn<PrimaryDataValues, unknown, InvestorProfile>;

interface PartProps {
  form: PrimaryDataForm;
  /** A field's error message, if it has one. */
  message: (name: Field) => string | undefined;
}

/** The save: the stored profile becomes the form's, the verification steps are asked for again, a status says so. */
function usePrimaryDataSave(form: PrimaryDataForm) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const save = useMutation({ mutationFn: saveProfile });

  const focusFirstError = (invalid: Partial<Record<Field, unknown>>) => {
    const first = FIELDS.find((name) => invalid[name]);
    if (first) form.setFocus(first);
  };

  const submit = form.handleSubmit(async (profile) => {
    setFailure(undefined);
    try {
      const stored = await save.mutateAsync(profile);
      client.setQueryData(profileQuery().queryKey, stored);
      form.reset(primaryDataValues(stored));
      await client.invalidateQueries({ queryKey: verificationKey });
      setSaved(t('primaryData.saved'));
      toast({ type: 'success', text: t('primaryData.saved') });
      statusRef.current?.focus();
    } catch (error) {
      setServerViolations(error, FIELDS, form.setError, t as Translate);
      setFailure(failureText(error, t));
    }
  }, focusFirstError);

  return { submit, saving: save.isPending, failure, saved, setSaved, statusRef };
}

/** Natural person or company; choosing one drops the other's errors. */
function KindField({ form, message, onChange }: PartProps & { onChange: () => void }) {
  const { t } = useTranslation();
  const kindId = useId();
  const kindOption = (value: 'person' | 'company', label: string) => (
    <label className="flex items-center gap-2 text-gray-900">
      <input
        type="radio"
        className="h-4 w-4"
        value={value}
        {...form.register('kind', {
          // The other kind's fields are no longer shown: their errors go with them.
          onChange: () => {
            form.clearErrors(value === 'person' ? ['companyName', 'nip'] : ['firstName', 'surname']);
            onChange();
          },
        })}
        data-kind={value}
      />
      {label}
    </label>
  );
  return (
    <fieldset aria-describedby={`${kindId}-error`}>
      <legend className="field-label">{t('primaryData.kindLegend')}</legend>
      <div className="mt-2 flex flex-wrap gap-6">
        {kindOption('person', t('primaryData.kindPerson'))}
        {kindOption('company', t('primaryData.kindCompany'))}
      </div>
      <p id={`${kindId}-error`} className="field-error mt-1" hidden={!form.formState.errors.kind}>
        {message('kind')}
      </p>
    </fieldset>
  );
}

/** The names of a person, or the name and tax number of a company. */
function KindFields({ form, message, kind }: PartProps & { kind: PrimaryDataValues['kind'] }) {
  const { t } = useTranslation();
  if (kind === 'person') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('primaryData.firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
          error={message('firstName')}
          {...form.register('firstName')}
        />
        <TextField
          label={t('primaryData.surname')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
          error={message('surname')}
          {...form.register('surname')}
        />
      </div>
    );
  }
  if (kind === 'company') {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('primaryData.companyName')}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX}
          error={message('companyName')}
          {...form.register('companyName')}
        />
        <TextField
          label={t('primaryData.nip')}
          hint={t('primaryData.nipHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          error={message('nip')}
          {...form.register('nip')}
        />
      </div>
    );
  }
  return null;
}

function PrimaryDataFields({ view, lang }: { view: InvestorProfileView; lang: Language }) {
  const { t } = useTranslation();
  // react-hook-form would focus the first invalid field in registration order, and the kind's fields register
  // after the country (they appear once a kind is chosen): the first in reading order is focused by hand instead.
  const form = useForm<PrimaryDataValues, unknown, InvestorProfile>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: primaryDataValues(view),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const countries = useMemo(() => countryOptions(view.countries, lang), [view.countries, lang]);
  const { submit, saving, failure, saved, setSaved, statusRef } = usePrimaryDataSave(form);
  // Schema messages are i18n keys; server violations arrive translated (t gives those back unchanged).
  const message = (name: Field) => {
    const text = errors[name]?.message;
    return text ? t(text, { max: MAX[name] }) : undefined;
  };

  return (
    <form
      className="mt-4 flex max-w-xl flex-col gap-4"
      noValidate
      onSubmit={(e) => void submit(e)}
      onInput={() => setSaved(undefined)}
    >
      <KindField form={form} message={message} onChange={() => setSaved(undefined)} />
      <KindFields form={form} message={message} kind={kind} />
      <div className="max-w-sm">
        <SelectField
          label={t('primaryData.country')}
          placeholder={t('primaryData.countryPlaceholder')}
          options={countries}
          autoComplete="country"
          error={message('taxResidenceCountry')}
          {...form.register('taxResidenceCountry')}
        />
      </div>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary w-auto" disabled={saving} aria-busy={saving} data-primary-submit>
          {saving ? t('primaryData.saving') : t('primaryData.submit')}
        </button>
        {view.updatedAt && (
          <p className="text-sm text-gray-700">{t('primaryData.lastSaved', { date: dateTimeCell(view.updatedAt) })}</p>
        )}
      </div>
      <p ref={statusRef} tabIndex={-1} role="status" className="text-green-800" data-primary-saved>
        {saved}
      </p>
    </form>
  );
}

/** The "Primary data" section of /onboarding. */
export function PrimaryDataForm({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const profile = useQuery(profileQuery());
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-primary-data
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('primaryData.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('primaryData.intro')}</p>
      {/* Mounted once the data is there: the form's default values are read once. */}
      {profile.data ? (
        <PrimaryDataFields view={profile.data} lang={lang} />
      ) : (
        <QueryState pending={profile.isPending} error={profile.error} retry={() => void profile.refetch()} />
      )}
    </section>
  );
}
