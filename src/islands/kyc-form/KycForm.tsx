// The KYC questionnaire of /kyc-form?token=... (issue 7; SPEC sections 3 and 5; docs/decisions/0019-kyc.md):
// one react-hook-form across the steps of KYC_STEPS plus a review, validated by the shared schema (on blur,
// checkboxes once changed, and the whole step on Next), the incomplete-form message with focus on the first
// invalid field, the draft saved as the investor goes and restored with its step when the link is opened again,
// and the submit. A refusal (403: the link no longer opens the form; 409: already sent) ends the form.
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, get, useForm, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../lib/api/api-error';
import { formatDate } from '../../lib/format/date';
import { translateIfKnown, type Translate } from '../../lib/i18n-types';
import type { KycFormData, KycStepId, PublicKycForm } from '../../lib/schemas/kyc';
import { V } from '../../lib/validation/keys';
import { failureText } from '../panel/failure-text';
import { dateTimeCell } from '../panel/offers/offer-format';
import { endingOf, kycFormApi, type KycFormApi } from './kyc-form-api';
import { secondaryButton } from './kyc-field-parts';
import {
  draftToValues,
  fieldNameOfPath,
  FORM_STEPS,
  kycResolver,
  REVIEW_STEP,
  resumeStep,
  stepFields,
  stepOfField,
  valuesToDraft,
  type FormStepId,
  type KycFormValues,
} from './kyc-form-values';
import { kycSummary } from './kyc-summary';
import { forgetStep, rememberedStep, rememberStep } from './step-memory';
import { KycStepFields } from './KycSteps';
import { useDraftAutosave, type DraftState } from './use-draft-autosave';

export type KycEnding = 'submitted' | 'inactive' | 'not-authorized';

export interface KycFormProps {
  token: string;
  form: PublicKycForm;
  /** ISO 3166-1 alpha-2 codes the country fields offer. */
  countries: readonly string[];
  lang: string;
  api?: KycFormApi;
  /** Today's source for the document expiry rule. */
  clock?: () => number;
  /** Override of the autosave pause (tests). */
  debounceMs?: number;
}

const stepName = (t: Translate, step: FormStepId) =>
  step === REVIEW_STEP ? t('kycForm.step.review') : t(`kyc.step.${step}`);
const timeOf = (iso: string) => dateTimeCell(iso);

export function KycForm({
  token,
  form: request,
  countries,
  lang,
  api = kycFormApi,
  clock = Date.now,
  debounceMs,
}: KycFormProps) {
  const { t } = useTranslation();
  const translate = t as Translate;
  const initialValues = useMemo(() => draftToValues(request.draft), [request.draft]);
  const resolver = useMemo(() => kycResolver(clock, translate), [clock, translate]);
  const form = useForm<KycFormValues, unknown, KycFormData>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialValues,
  });
  const [step, setStep] = useState<FormStepId>(() =>
    request.draft ? resumeStep(initialValues, clock) : FORM_STEPS[0]!,
  );
  const [ending, setEnding] = useState<KycEnding | null>(null);
  const [incomplete, setIncomplete] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ kind: 'heading' | 'invalid'; n: number } | null>(null);
  const stepRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const autosave = useDraftAutosave({
    read: () => valuesToDraft(form.getValues()),
    save: (draft) => api.saveDraft(token, draft),
    saveOnLeave: (draft) => api.saveDraftOnLeave(token, draft),
    isFinal: (error) => endingOf(error) !== null,
    onFinal: (error) => setEnding((current) => current ?? endingOf(error)),
    ...(debounceMs !== undefined ? { debounceMs } : {}),
  });
  const { changed, flush, stop } = autosave;

  // The step this browser remembers for the link wins over the one the answers suggest (set after mounting, so
  // the server's render and the first client render agree).
  useEffect(() => {
    const remembered = rememberedStep(token);
    if (remembered) setStep(remembered);
  }, [token]);
  useEffect(() => rememberStep(token, step), [token, step]);

  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      changed();
      // A field showing an error is checked again as it is corrected (not only when left), so the message goes
      // while typing rather than moving the page under the next click.
      if (type === 'change' && name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form, changed]);

  // After a step change the heading takes focus (where the new content starts); after a failed check, the first
  // invalid field of the step in reading order (conditional fields register late, so the DOM decides).
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.kind === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const invalid = stepRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"]:not([disabled]), [data-invalid="true"]',
    );
    (invalid ?? headingRef.current)?.focus();
  }, [focusRequest]);

  const { errors } = form.formState;
  const index = FORM_STEPS.indexOf(step);

  const goTo = (next: FormStepId) => {
    setStep(next);
    setIncomplete(0);
    setFailure(undefined);
    setFocusRequest({ kind: 'heading', n: Date.now() });
    // A step change is a natural save point: nothing typed waits for the pause.
    void flush();
    if (typeof window !== 'undefined') window.scrollTo?.({ top: 0 });
  };

  const showInvalid = () => {
    setIncomplete((n) => n + 1);
    setFocusRequest({ kind: 'invalid', n: Date.now() });
  };

  const next = async () => {
    const names = stepFields(step) as FieldPath<KycFormValues>[];
    const valid = await form.trigger(names);
    if (!valid) return showInvalid();
    goTo(FORM_STEPS[index + 1]!);
  };

  /** The first step (in order) any of these field names belongs to. */
  const firstStepOf = (names: readonly string[]): KycStepId | undefined => {
    const steps = new Set(names.map(stepOfField));
    return FORM_STEPS.find((s) => steps.has(s as KycStepId)) as KycStepId | undefined;
  };

  const submit = form.handleSubmit(
    async (answers) => {
      if (submitting) return;
      setSubmitting(true);
      setFailure(undefined);
      try {
        await flush();
        await api.submit(token, answers);
        stop();
        forgetStep(token);
        setEnding('submitted');
      } catch (error) {
        const end = endingOf(error);
        if (end) {
          stop();
          setEnding(end);
          return;
        }
        // The server's rules (the same schema) found something: its violations go on their fields and step.
        const placed: string[] = [];
        for (const violation of errorBodyOf(error).violations ?? []) {
          const name = fieldNameOfPath(violation.propertyPath);
          const text = violation.message ?? violation.title;
          if (!text || !stepOfField(name)) continue;
          form.setError(name as FieldPath<KycFormValues>, {
            type: 'server',
            message: translateIfKnown(translate, text) ?? text,
          });
          placed.push(name);
        }
        setFailure(failureText(error, translate));
        const target = firstStepOf(placed);
        if (target) {
          setStep(target);
          showInvalid();
        }
      } finally {
        setSubmitting(false);
      }
    },
    (invalid) => {
      // Something no longer passes (e.g. the document now expires too soon): back to its step.
      const names = Object.keys(invalid);
      const target = firstStepOf(names);
      if (target) setStep(target);
      showInvalid();
    },
  );

  if (ending) return <KycFormEnding kind={ending} />;

  const stepErrors = step === REVIEW_STEP ? [] : stepFields(step).filter((name) => get(errors, name));
  const title = stepName(translate, step);

  return (
    <div className="flex flex-col gap-6" data-kyc-form>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('kycForm.title')}</h1>
        <p className="text-gray-700">{t('kycForm.intro')}</p>
        <p className="text-sm text-gray-700">
          {request.advisorName
            ? t('kycForm.forEmailFrom', { email: request.investorEmail, advisor: request.advisorName })
            : t('kycForm.forEmail', { email: request.investorEmail })}{' '}
          {t('kycForm.validUntil', { date: formatDate(new Date(request.expiresAt), 'DD.MM.YYYY') })}
        </p>
        {request.message && request.message.trim() && (
          <blockquote className="border-l-4 border-main pl-4 whitespace-pre-line text-gray-800">
            {request.message}
          </blockquote>
        )}
      </header>

      <Progress step={step} />

      {incomplete > 0 && stepErrors.length > 0 && (
        // Keyed by the attempt, so a repeated failed Next or Submit is announced again.
        <p key={incomplete} className="notice notice-error" role="alert" data-form-incomplete>
          {t(V.formIncomplete)}
        </p>
      )}
      {failure && (
        <p className="notice notice-error whitespace-pre-line" role="alert" data-form-failure>
          {failure}
        </p>
      )}

      <FormProvider {...form}>
        <form
          className="flex flex-col gap-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
          noValidate
          aria-labelledby="kyc-step-heading"
          onSubmit={(event) => {
            event.preventDefault();
            if (step === REVIEW_STEP) void submit(event);
            else void next();
          }}
          data-kyc-step={step}
        >
          <h2
            id="kyc-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-gray-900 focus:outline-none"
          >
            {title}
          </h2>
          <div ref={stepRef} className="flex flex-col gap-4">
            {step === REVIEW_STEP ? (
              <Review lang={lang} onEdit={goTo} />
            ) : (
              <KycStepFields step={step} countries={countries} />
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            {index > 0 ? (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => goTo(FORM_STEPS[index - 1]!)}
                data-step-back
              >
                {t('kycForm.back')}
              </button>
            ) : (
              <span />
            )}
            <button type="submit" className="btn-primary sm:w-auto" disabled={submitting} data-step-next>
              {step === REVIEW_STEP ? (submitting ? t('kycForm.submitting') : t('kycForm.submit')) : t('kycForm.next')}
            </button>
          </div>
          <DraftStatus state={autosave.state} savedAt={request.draftSavedAt} />
        </form>
      </FormProvider>
    </div>
  );
}

/** "Step 2 of 9" with a bar, and on wider screens the list of steps with the current one marked. */
function Progress({ step }: { step: FormStepId }) {
  const { t } = useTranslation();
  const index = FORM_STEPS.indexOf(step);
  const total = FORM_STEPS.length;
  const text = t('kycForm.progress', { current: index + 1, total, name: stepName(t as Translate, step) });
  return (
    <nav aria-label={t('kycForm.progressLabel')} className="flex flex-col gap-2" data-kyc-progress>
      <p className="text-sm font-medium text-gray-900" data-progress-text>
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('kycForm.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-main" style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <ol className="hidden flex-wrap gap-2 text-sm md:flex">
        {FORM_STEPS.map((id, i) => (
          <li
            key={id}
            aria-current={id === step ? 'step' : undefined}
            className={
              id === step
                ? 'rounded-full bg-main px-3 py-1 font-semibold text-on-main'
                : i < index
                  ? 'rounded-full border border-main px-3 py-1 text-gray-900'
                  : 'rounded-full border border-gray-300 px-3 py-1 text-gray-700'
            }
          >
            <span className="sr-only">{t('kycForm.stepNumber', { number: i + 1 })} </span>
            {stepName(t as Translate, id)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Whether the draft is saved, said politely (a status region, not an alert). */
function DraftStatus({ state, savedAt }: { state: DraftState; savedAt: string | null }) {
  const { t } = useTranslation();
  // The time is the reader's clock: shown only in the browser, so the server's render (another time zone) matches.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  let text = '';
  if (state.kind === 'saving') text = t('kycForm.draft.saving');
  else if (state.kind === 'saved') text = t('kycForm.draft.saved', { time: timeOf(state.at) });
  else if (state.kind === 'failed')
    text = t('kycForm.draft.failed', { reason: failureText(state.error, t as Translate) ?? '' });
  else if (savedAt && mounted) text = t('kycForm.draft.restored', { time: timeOf(savedAt) });
  return (
    <p
      role="status"
      className={state.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-gray-700'}
      data-draft-status={state.kind}
    >
      {text}
    </p>
  );
}

/** The review: every step's answers with a way back to change them. */
function Review({ lang, onEdit }: { lang: string; onEdit: (step: FormStepId) => void }) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<KycFormValues>();
  const sections = kycSummary(getValues(), t as Translate, lang);
  return (
    <div className="flex flex-col gap-4" data-kyc-review>
      <p className="text-gray-700">{t('kycForm.review.intro')}</p>
      {sections.map((section) => (
        <section
          key={section.step}
          className="rounded-lg border border-gray-200 p-4"
          aria-labelledby={`review-${section.step}`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`review-${section.step}`} className="font-semibold text-gray-900">
              {t(`kyc.step.${section.step}`)}
            </h3>
            <button type="button" className="link text-sm" onClick={() => onEdit(section.step)}>
              {t('kycForm.review.edit', { step: t(`kyc.step.${section.step}`) })}
            </button>
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-gray-700">{row.label}</dt>
                <dd className="break-words text-gray-900">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The end of the questionnaire on this page: thanks after the submit, or why the link no longer opens it. */
export function KycFormEnding({ kind }: { kind: KycEnding }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the heading of what replaced it takes focus, so it is read out.
  useEffect(() => ref.current?.focus(), []);
  const [title, text, help] =
    kind === 'submitted'
      ? [t('kycForm.done.title'), t('kycForm.done.text'), t('kycForm.done.help')]
      : kind === 'inactive'
        ? [t('kycForm.inactive.title'), t('errors.formInactive'), t('kycForm.inactive.help')]
        : [t('kycForm.notAuthorized.title'), t('errors.notAuthorizedToSendForm'), t('kycForm.notAuthorized.help')];
  return (
    <section className="flex flex-col gap-4" aria-labelledby="kyc-ending-heading" data-kyc-ending={kind}>
      <h1
        id="kyc-ending-heading"
        ref={ref}
        tabIndex={-1}
        className="text-2xl font-semibold text-gray-900 focus:outline-none"
      >
        {title}
      </h1>
      <p className={kind === 'submitted' ? 'notice notice-success' : 'notice notice-info'}>{text}</p>
      <p className="text-sm text-gray-700">{help}</p>
    </section>
  );
}
