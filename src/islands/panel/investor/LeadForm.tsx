// The lead form of /onboarding (SPEC section 5): what the investor is interested in, with at least one industry,
// prefilled from GET /investor-api/lead-form/last and sent with POST /lead-form (use-lead-form.ts).
import { useQuery } from '@tanstack/react-query';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../lib/contracts/campaign';
import { dateTimeCell } from '../../../lib/format/cells';
import { dictionaryQuery, type LeadFormView } from './investor-api';
import { QueryState } from '../ui/page-parts';
import { COMMENT_MAX, type LeadErrors, type LeadValues } from './lead-form-values';
import { useLeadForm } from './use-lead-form';

type Set = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => void;

interface FieldProps {
  values: LeadValues;
  errors: LeadErrors;
  set: Set;
  /** The field was left (a checkbox: changed): its message shows from now on (SPEC section 5). */
  touch: (name: keyof LeadValues) => void;
}

const describedBy = (id: string, hint = false) => [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');

function IndustriesField({
  values,
  errors,
  set,
  touch,
  industries,
  firstIndustry,
}: FieldProps & { industries: readonly string[]; firstIndustry: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const toggle = (industry: string, checked: boolean) => {
    set('industries', checked ? [...values.industries, industry] : values.industries.filter((x) => x !== industry));
    touch('industries');
  };
  return (
    <fieldset aria-describedby={`${id}-error`}>
      <legend className="field-label">
        {t('onboarding.leadForm.industries')}{' '}
        <span className="text-gray-700">({t('onboarding.leadForm.atLeastOne')})</span>
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {industries.map((industry, i) => (
          <label key={industry} className="flex items-center gap-2 text-gray-900">
            <input
              ref={i === 0 ? firstIndustry : undefined}
              type="checkbox"
              className="h-4 w-4"
              checked={values.industries.includes(industry)}
              onChange={(e) => toggle(industry, e.target.checked)}
              value={industry}
              data-industry={industry}
            />
            {t(`investor.leadForm.industries.${industry}`)}
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className="field-error mt-1" hidden={!errors.industries} data-industries-error>
        {errors.industries}
      </p>
    </fieldset>
  );
}

function HorizonField({ values, errors, set, touch, horizons }: FieldProps & { horizons: readonly string[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field max-w-sm">
      <label htmlFor={id} className="field-label">
        {t('onboarding.leadForm.horizon')}
      </label>
      <select
        id={id}
        className="field-input"
        value={values.horizon}
        onChange={(e) => set('horizon', e.target.value)}
        onBlur={() => touch('horizon')}
        aria-describedby={describedBy(id)}
        aria-invalid={errors.horizon ? true : false}
      >
        <option value="">{t('onboarding.leadForm.noAnswer')}</option>
        {horizons.map((h) => (
          <option key={h} value={h}>
            {t(`investor.leadForm.horizons.${h}`)}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="field-error" hidden={!errors.horizon}>
        {errors.horizon}
      </p>
    </div>
  );
}

/** The planned amount with its currency. */
function AmountFields({ values, errors, set, touch }: FieldProps) {
  const { t } = useTranslation();
  const amountId = useId();
  const currencyId = useId();
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div className="field max-w-xs">
        <label htmlFor={amountId} className="field-label">
          {t('onboarding.leadForm.plannedAmount')}
        </label>
        <p id={`${amountId}-hint`} className="text-sm text-gray-700">
          {t('onboarding.leadForm.plannedAmountHint')}
        </p>
        <input
          id={amountId}
          className="field-input"
          inputMode="decimal"
          autoComplete="off"
          value={values.plannedAmount}
          onChange={(e) => set('plannedAmount', e.target.value)}
          onBlur={() => touch('plannedAmount')}
          aria-invalid={errors.plannedAmount ? true : false}
          aria-describedby={describedBy(amountId, true)}
        />
        <p id={`${amountId}-error`} className="field-error" hidden={!errors.plannedAmount}>
          {errors.plannedAmount}
        </p>
      </div>
      <div className="field">
        <label htmlFor={currencyId} className="field-label">
          {t('onboarding.leadForm.currency')}
        </label>
        <select
          id={currencyId}
          className="field-input"
          value={values.currency}
          onChange={(e) => set('currency', e.target.value)}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function CommentField({ values, errors, set, touch }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {t('onboarding.leadForm.comment')}
      </label>
      <textarea
        id={id}
        className="field-input"
        rows={3}
        maxLength={COMMENT_MAX}
        value={values.comment}
        onChange={(e) => set('comment', e.target.value)}
        onBlur={() => touch('comment')}
        aria-invalid={errors.comment ? true : false}
        aria-describedby={describedBy(id)}
      />
      <p id={`${id}-error`} className="field-error" hidden={!errors.comment}>
        {errors.comment}
      </p>
    </div>
  );
}

export function LeadForm({ last }: { last: LeadFormView }) {
  const { t } = useTranslation();
  const dictionary = useQuery(dictionaryQuery());
  const headingId = useId();
  const lead = useLeadForm(last);
  const fields = { values: lead.values, errors: lead.errors, set: lead.set, touch: lead.touch };
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-lead-form
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('onboarding.leadForm.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('onboarding.leadForm.intro')}</p>
      {last.submittedAt && (
        <p className="mt-1 text-sm text-gray-700">
          {t('onboarding.leadForm.lastSaved', { date: dateTimeCell(last.submittedAt) })}
        </p>
      )}
      <QueryState pending={dictionary.isPending} error={dictionary.error} retry={() => void dictionary.refetch()} />
      <form className="mt-4 flex flex-col gap-5" noValidate onSubmit={(e) => void lead.submit(e)}>
        <IndustriesField
          {...fields}
          industries={dictionary.data?.industries ?? []}
          firstIndustry={lead.firstIndustry}
        />
        <HorizonField {...fields} horizons={dictionary.data?.horizons ?? []} />
        <AmountFields {...fields} />
        <CommentField {...fields} />
        {lead.formError && (
          <p className="notice notice-error" role="alert">
            {lead.formError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="btn-primary w-auto"
            disabled={lead.saving}
            aria-busy={lead.saving}
            data-lead-submit
          >
            {t('onboarding.leadForm.submit')}
          </button>
          <a className="link" href="/app">
            {lead.saved ? t('onboarding.toPanel') : t('onboarding.later')}
          </a>
        </div>
        <p ref={lead.statusRef} tabIndex={-1} role="status" className="text-green-800" data-lead-saved>
          {lead.saved}
        </p>
      </form>
    </section>
  );
}
