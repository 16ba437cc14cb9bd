// /onboarding (SPEC section 2): the investor's first stop after the first sign-in. The verification intro with
// its three steps (SPEC section 4: primary data, identity verification, KYC form; each step's state from
// GET /investor-api/verification), the primary-data form (PrimaryDataForm.tsx, which refreshes the steps), then
// the lead form: what the investor is interested in, with at least one industry (SPEC section 5), prefilled from
// GET /investor-api/lead-form/last and sent with POST /lead-form.
//
// Access: /onboarding is not an /app path, and the generic start-up rule sends a signed-in visitor on such a path
// to /app, which would make this page unreachable. So this page runs its own gate instead of the panel start-up:
// no credentials -> '/', an advisor -> '/app' (onboarding is the investor's), an investor stays.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../../lib/api/api-error';
import { ROOT_PATH } from '../../../lib/access/paths';
import { browserCore } from '../../../lib/browser/core';
import type { Translate } from '../../../lib/i18n-types';
import { translateIfKnown } from '../../../lib/i18n-types';
import { parseMoney } from '../../../lib/format/money';
import type { Language } from '../../../lib/language';
import { CURRENCIES } from '../../../lib/schemas/campaign';
import { V } from '../../../lib/validation/keys';
import { initToasts, toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { dateTimeCell } from '../offers/offer-format';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import {
  dictionaryQuery,
  investorKeys,
  leadFormQuery,
  saveLeadForm,
  verificationQuery,
  type LeadFormAnswers,
  type LeadFormView,
  type VerificationView,
} from './investor-api';
import { amountInput } from './investor-format';
import { PrimaryDataForm } from './PrimaryDataForm';
import { QueryState } from './investor-parts';

/** Where the KYC questionnaire lives for a signed-in investor (SPEC section 2: /app/kyc, the KYC issue's). */
const KYC_PATH = '/app/kyc';
const COMMENT_MAX = 2000;

type GateState = 'starting' | 'ready' | 'leaving';

/** The page's own access gate (see the header comment). */
function useInvestorGate(lang: Language): GateState {
  const { t } = useTranslation();
  const [state, setState] = useState<GateState>('starting');
  useEffect(() => {
    let live = true;
    const core = browserCore();
    initToasts({ dismissLabel: t('toast.dismiss') });
    void core.refresher.ensureFresh().then((fresh) => {
      if (!live) return;
      if (!fresh) return setState('leaving');
      if (core.store.$apiKey.get() === null) {
        setState('leaving');
        core.navigate(ROOT_PATH);
      } else if (!core.store.isInvestor()) {
        setState('leaving');
        core.navigate('/app');
      } else setState('ready');
    });
    return () => {
      live = false;
    };
  }, [lang, t]);
  return state;
}

const STEP_CLASSES = {
  done: 'bg-green-100 text-green-900',
  progress: 'bg-amber-100 text-amber-900',
  todo: 'bg-gray-100 text-gray-900',
} as const;

/** Each step's state as a tone (done, in progress, to do) and its label key. */
export function stepTones(view: VerificationView) {
  return [
    { id: 'primaryData', state: view.primaryData, tone: view.primaryData === 'completed' ? 'done' : 'todo' },
    {
      id: 'identity',
      state: view.identity,
      tone: view.identity === 'confirmed' ? 'done' : view.identity === 'in-progress' ? 'progress' : 'todo',
    },
    { id: 'kyc', state: view.kyc, tone: view.kyc === 'submitted' ? 'done' : view.kyc === 'sent' ? 'progress' : 'todo' },
  ] as const;
}

function VerificationSteps() {
  const { t } = useTranslation();
  const headingId = useId();
  const steps = useQuery(verificationQuery());
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-verification
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('verification.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('verification.intro')}</p>
      <QueryState pending={steps.isPending} error={steps.error} retry={() => void steps.refetch()} />
      {steps.data && (
        <ol className="mt-4 flex flex-col gap-4">
          {stepTones(steps.data).map((step, index) => (
            <li key={step.id} className="flex gap-4" data-step={step.id} data-step-state={step.state}>
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-main font-semibold text-on-main"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-gray-900">{t(`verification.step.${step.id}.title`)}</h3>
                <p className="text-sm text-gray-700">{t(`verification.step.${step.id}.text`)}</p>
                <p>
                  <span className="sr-only">{t('verification.stateLabel')}: </span>
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STEP_CLASSES[step.tone]}`}
                  >
                    {t(`verification.state.${step.state}`)}
                  </span>
                </p>
                {step.id === 'kyc' && step.state !== 'submitted' && (
                  <a className="link self-start" href={KYC_PATH}>
                    {t('verification.kycLink')}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface LeadValues {
  industries: string[];
  horizon: string;
  plannedAmount: string;
  currency: string;
  comment: string;
}

const valuesOf = (view: LeadFormView | undefined): LeadValues => {
  const a = view?.answers;
  return {
    industries: a?.industries ?? [],
    horizon: a?.horizon ?? '',
    plannedAmount: amountInput(a?.plannedAmount ?? null),
    currency: a?.currency ?? 'PLN',
    comment: a?.comment ?? '',
  };
};

type LeadErrors = Partial<Record<keyof LeadValues, string>>;

/** The form's own checks (the server's schema again: src/lib/schemas/lead-form.ts); answers or the errors. */
export function leadAnswers(values: LeadValues, t: Translate): { answers: LeadFormAnswers } | { errors: LeadErrors } {
  const errors: LeadErrors = {};
  if (values.industries.length === 0) errors.industries = t(V.industryRequired);
  let plannedAmount: number | null = null;
  if (values.plannedAmount.trim() !== '') {
    plannedAmount = parseMoney(values.plannedAmount);
    if (plannedAmount === null) errors.plannedAmount = t(V.number);
    else if (plannedAmount <= 0) errors.plannedAmount = t(V.minValue, { min: '0,01' });
  }
  if (values.comment.trim().length > COMMENT_MAX) errors.comment = t(V.maxLength, { max: COMMENT_MAX });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    answers: {
      industries: values.industries,
      horizon: values.horizon || null,
      plannedAmount,
      currency: plannedAmount === null ? null : ((values.currency || 'PLN') as LeadFormAnswers['currency']),
      comment: values.comment.trim() || null,
    },
  };
}

function LeadForm({ last }: { last: LeadFormView }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const dictionary = useQuery(dictionaryQuery());
  const headingId = useId();
  const ids = { industries: useId(), horizon: useId(), amount: useId(), currency: useId(), comment: useId() };
  const [values, setValues] = useState<LeadValues>(() => valuesOf(last));
  const [errors, setErrors] = useState<LeadErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const firstIndustry = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const save = useMutation({ mutationFn: saveLeadForm });
  const industries = dictionary.data?.industries ?? [];
  const horizons = dictionary.data?.horizons ?? [];
  const set = <K extends keyof LeadValues>(key: K, value: LeadValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setSaved(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = leadAnswers(values, t as Translate);
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
      const byField: LeadErrors = {};
      for (const v of errorBodyOf(error).violations ?? []) {
        const name = (v.propertyPath.split('.')[0] ?? '') as keyof LeadValues;
        const text = v.message ?? v.title ?? '';
        if (name in values && !byField[name])
          byField[name] = translateIfKnown(t as Translate, text, { max: COMMENT_MAX }) ?? text;
      }
      setErrors(byField);
      setFormError(failureText(error, t as Translate));
    }
  };

  const describedBy = (id: string, hint = false) =>
    [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
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
      <form className="mt-4 flex flex-col gap-5" noValidate onSubmit={(e) => void submit(e)}>
        <fieldset aria-describedby={`${ids.industries}-error`}>
          <legend className="field-label">
            {t('onboarding.leadForm.industries')}{' '}
            <span className="text-gray-700">({t('onboarding.leadForm.atLeastOne')})</span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {industries.map((id, i) => (
              <label key={id} className="flex items-center gap-2 text-gray-900">
                <input
                  ref={i === 0 ? firstIndustry : undefined}
                  type="checkbox"
                  className="h-4 w-4"
                  checked={values.industries.includes(id)}
                  onChange={(e) =>
                    set(
                      'industries',
                      e.target.checked ? [...values.industries, id] : values.industries.filter((x) => x !== id),
                    )
                  }
                  value={id}
                  data-industry={id}
                />
                {t(`investor.leadForm.industries.${id}`)}
              </label>
            ))}
          </div>
          <p
            id={`${ids.industries}-error`}
            className="field-error mt-1"
            hidden={!errors.industries}
            data-industries-error
          >
            {errors.industries}
          </p>
        </fieldset>
        <div className="field max-w-sm">
          <label htmlFor={ids.horizon} className="field-label">
            {t('onboarding.leadForm.horizon')}
          </label>
          <select
            id={ids.horizon}
            className="field-input"
            value={values.horizon}
            onChange={(e) => set('horizon', e.target.value)}
            aria-describedby={describedBy(ids.horizon)}
            aria-invalid={errors.horizon ? true : false}
          >
            <option value="">{t('onboarding.leadForm.noAnswer')}</option>
            {horizons.map((h) => (
              <option key={h} value={h}>
                {t(`investor.leadForm.horizons.${h}`)}
              </option>
            ))}
          </select>
          <p id={`${ids.horizon}-error`} className="field-error" hidden={!errors.horizon}>
            {errors.horizon}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-4">
          <div className="field max-w-xs">
            <label htmlFor={ids.amount} className="field-label">
              {t('onboarding.leadForm.plannedAmount')}
            </label>
            <p id={`${ids.amount}-hint`} className="text-sm text-gray-700">
              {t('onboarding.leadForm.plannedAmountHint')}
            </p>
            <input
              id={ids.amount}
              className="field-input"
              inputMode="decimal"
              autoComplete="off"
              value={values.plannedAmount}
              onChange={(e) => set('plannedAmount', e.target.value)}
              aria-invalid={errors.plannedAmount ? true : false}
              aria-describedby={describedBy(ids.amount, true)}
            />
            <p id={`${ids.amount}-error`} className="field-error" hidden={!errors.plannedAmount}>
              {errors.plannedAmount}
            </p>
          </div>
          <div className="field">
            <label htmlFor={ids.currency} className="field-label">
              {t('onboarding.leadForm.currency')}
            </label>
            <select
              id={ids.currency}
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
        <div className="field">
          <label htmlFor={ids.comment} className="field-label">
            {t('onboarding.leadForm.comment')}
          </label>
          <textarea
            id={ids.comment}
            className="field-input"
            rows={3}
            maxLength={COMMENT_MAX}
            value={values.comment}
            onChange={(e) => set('comment', e.target.value)}
            aria-invalid={errors.comment ? true : false}
            aria-describedby={describedBy(ids.comment)}
          />
          <p id={`${ids.comment}-error`} className="field-error" hidden={!errors.comment}>
            {errors.comment}
          </p>
        </div>
        {formError && (
          <p className="notice notice-error" role="alert">
            {formError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="btn-primary w-auto"
            disabled={save.isPending}
            aria-busy={save.isPending}
            data-lead-submit
          >
            {t('onboarding.leadForm.submit')}
          </button>
          <a className="link" href="/app">
            {saved ? t('onboarding.toPanel') : t('onboarding.later')}
          </a>
        </div>
        <p ref={statusRef} tabIndex={-1} role="status" className="text-green-800" data-lead-saved>
          {saved}
        </p>
      </form>
    </section>
  );
}

function Content({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const gate = useInvestorGate(lang);
  const last = useQuery({ ...leadFormQuery(), enabled: gate === 'ready' });
  if (gate !== 'ready') return <SessionPending state="starting" />;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">{t('onboarding.title')}</h1>
        <p className="mt-1 text-gray-700">{t('onboarding.intro')}</p>
      </div>
      <VerificationSteps />
      <PrimaryDataForm lang={lang} />
      {last.data ? (
        <LeadForm last={last.data} />
      ) : (
        <QueryState pending={last.isPending} error={last.error} retry={() => void last.refetch()} />
      )}
    </div>
  );
}

/** The /onboarding island (client:load). */
export function Onboarding({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Content lang={lang} />
    </PanelProviders>
  );
}
