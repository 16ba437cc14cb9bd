// The KYC questionnaire of /kyc-form?token=... (issue 7; SPEC sections 3 and 5; docs/decisions/0019-kyc.md):
// one react-hook-form across the steps of KYC_STEPS plus a review, validated by the shared schema (on blur,
// checkboxes once changed, and the whole step on Next), the incomplete-form message with focus on the first
// invalid field, the draft saved as the investor goes and restored with its step when the link is opened again,
// and the submit. A refusal (403: the link no longer opens the form; 409: already sent) ends the form.
import {
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type Ref,
  type SetStateAction,
} from 'react';
import { FormProvider, get, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/date';
import type { Translate } from '../../lib/i18n-types';
import type { KycFormData } from '../../lib/contracts/kyc';
import type { PublicKycForm } from '../../lib/contracts/kyc-views';
import { V } from '../../lib/validation/keys';
import { DraftStatus } from './DraftStatus';
import { kycFormApi, type KycFormApi } from './kyc-form-api';
import { secondaryButton } from './kyc-field-parts';
import {
  DOCUMENTS_STEP,
  draftToValues,
  formSteps,
  kycResolver,
  REVIEW_STEP,
  resumeStep,
  stepFields,
  type FormStepId,
  type KycFormValues,
} from './kyc-form-values';
import { KycFormEnding, type KycEnding } from './KycFormEnding';
import { KycProgress, stepName } from './KycProgress';
import { useKycDraft, useRecheckWhileCorrecting } from './use-kyc-draft';
import { useKycSteps } from './use-kyc-steps';
import { useKycSubmit } from './use-kyc-submit';
import { useAskedDocuments, type AskedDocuments } from './use-asked-documents';
import { KycStepContent } from './KycStepContent';
import type { SelectOption } from '../panel/form/SelectField';

export interface KycFormProps {
  token: string;
  form: PublicKycForm;
  /** ISO 3166-1 alpha-2 codes the country fields offer. */
  /**
   * The countries as the server named and sorted them in the page language (Node's and the browser's ICU name
   * some differently: the first render must match the server's HTML).
   */
  countries: readonly SelectOption[];
  lang: string;
  api?: KycFormApi;
  /** Today's source for the document expiry rule. */
  clock?: () => number;
  /** Override of the autosave pause (tests). */
  debounceMs?: number;
}

/** The step's title: where the focus goes after a move between steps. */
function StepHeading({ headingRef, children }: { headingRef: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h2
      id="kyc-step-heading"
      ref={headingRef}
      tabIndex={-1}
      className="text-xl font-semibold text-gray-900 focus:outline-none"
    >
      {children}
    </h2>
  );
}

/**
 * The form sent (Enter or the step's button): on the review the answers go; on the documents step each asked kind
 * needs a file before the next step; else Next.
 */
function submitStep(
  event: FormEvent<HTMLFormElement>,
  {
    form,
    steps,
    asked,
    submit,
  }: {
    form: UseFormReturn<KycFormValues, unknown, KycFormData>;
    steps: ReturnType<typeof useKycSteps>;
    asked: AskedDocuments;
    submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  },
) {
  const { step, steps: stepList, index, goTo, showInvalid } = steps;
  if (step === REVIEW_STEP) void submit(event);
  else if (step === DOCUMENTS_STEP) {
    asked.setTried(true);
    if (asked.missing.length > 0) showInvalid();
    else goTo(stepList[index + 1]!);
  } else void nextStep(form, steps);
}

/** Next: the step's fields are checked, then on to the following step, or the incomplete-form message. */
async function nextStep(
  form: UseFormReturn<KycFormValues, unknown, KycFormData>,
  { step, index, steps, goTo, showInvalid }: ReturnType<typeof useKycSteps>,
) {
  const valid = await form.trigger(stepFields(step) as FieldPath<KycFormValues>[]);
  if (!valid) return showInvalid();
  goTo(steps[index + 1]!);
}

/** The one form across the steps: started from the draft, validated by the shared schema (focus is ours). */
function useQuestionnaireForm(draft: PublicKycForm['draft'], clock: () => number, translate: Translate) {
  const initialValues = useMemo(() => draftToValues(draft), [draft]);
  const resolver = useMemo(() => kycResolver(clock, translate), [clock, translate]);
  const form = useForm<KycFormValues, unknown, KycFormData>({
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: initialValues,
  });
  return { form, initialValues };
}

/** The steps of the questionnaire, started where the investor is expected to go on. */
function useQuestionnaireSteps({
  token,
  request,
  stepList,
  initialValues,
  clock,
  setFailure,
  autosave,
}: {
  token: string;
  request: PublicKycForm;
  stepList: readonly FormStepId[];
  initialValues: KycFormValues;
  clock: () => number;
  setFailure: Dispatch<SetStateAction<string | undefined>>;
  autosave: { flush: () => Promise<void> };
}) {
  return useKycSteps({
    token,
    steps: stepList,
    // Sent back: straight to the first part asked for; else where the answers stop.
    initialStep: () =>
      request.returned ? stepList[0]! : request.draft ? resumeStep(initialValues, clock) : stepList[0]!,
    onStepChange: () => {
      setFailure(undefined);
      // A step change is a natural save point: nothing typed waits for the pause.
      void autosave.flush();
    },
  });
}

/** The fields of a step with an error; on the documents step the kinds still missing once Next was tried. */
function stepErrorsOf(
  step: FormStepId,
  asked: AskedDocuments,
  errors: UseFormReturn<KycFormValues, unknown, KycFormData>['formState']['errors'],
) {
  return step === REVIEW_STEP
    ? []
    : step === DOCUMENTS_STEP
      ? asked.tried
        ? asked.missing
        : []
      : stepFields(step).filter((name) => get(errors, name));
}

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
  const { form, initialValues } = useQuestionnaireForm(request.draft, clock, translate);
  const [ending, setEnding] = useState<KycEnding | null>(null);
  const [failure, setFailure] = useState<string>();

  const autosave = useKycDraft({ form, api, token, debounceMs, setEnding });
  const stepList = useMemo(() => formSteps(request.returned), [request.returned]);
  const asked = useAskedDocuments(request);
  const steps = useQuestionnaireSteps({ token, request, stepList, initialValues, clock, setFailure, autosave });
  const { step, index, goTo, showInvalid, incomplete } = steps;
  // Read on every render: the form state subscribes to the errors only when they are read.
  const { errors } = form.formState;
  useRecheckWhileCorrecting(form, autosave.changed);

  const { submit, submitting } = useKycSubmit({
    form,
    api,
    token,
    autosave,
    setEnding,
    setFailure,
    showStep: steps.setStep,
    showInvalid,
    translate,
  });

  if (ending) return <KycFormEnding kind={ending} />;

  const stepErrors = stepErrorsOf(step, asked, errors);

  return (
    <div className="flex flex-col gap-6" data-kyc-form>
      <RequestHeader request={request} />

      <KycProgress step={step} steps={stepList} />

      <FormNotices incomplete={stepErrors.length > 0 ? incomplete : 0} failure={failure} />

      <FormProvider {...form}>
        <form
          className="flex flex-col gap-6 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
          noValidate
          aria-labelledby="kyc-step-heading"
          onSubmit={(event) => {
            event.preventDefault();
            submitStep(event, { form, steps, asked, submit });
          }}
          data-kyc-step={step}
        >
          <StepHeading headingRef={steps.headingRef}>{stepName(translate, step)}</StepHeading>
          <div ref={steps.stepRef} className="flex flex-col gap-4">
            <KycStepContent
              step={step}
              token={token}
              api={api}
              lang={lang}
              countries={countries}
              asked={asked}
              onEdit={goTo}
              editable={request.returned ? stepList : undefined}
            />
          </div>
          <StepButtons
            onBack={index > 0 ? () => goTo(stepList[index - 1]!) : undefined}
            review={step === REVIEW_STEP}
            submitting={submitting}
          />
          <DraftStatus state={autosave.state} savedAt={request.draftSavedAt} />
        </form>
      </FormProvider>
    </div>
  );
}

/** Who the questionnaire is for, from whom, until when, and the advisor's message. */
function RequestHeader({ request }: { request: PublicKycForm }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('kycForm.title')}</h1>
      <p className="text-gray-700">{t('kycForm.intro')}</p>
      <p className="text-sm text-gray-700">
        {request.advisorName
          ? t('kycForm.forEmailFrom', { email: request.investorEmail, advisor: request.advisorName })
          : t('kycForm.forEmail', { email: request.investorEmail })}{' '}
        {t('kycForm.validUntil', { date: formatDate(new Date(request.expiresAt), 'DD.MM.YYYY') })}
      </p>
      {request.message?.trim() && !request.returned && (
        <blockquote className="border-l-4 border-main pl-4 whitespace-pre-line text-gray-800">
          {request.message}
        </blockquote>
      )}
      {request.returned && <ReturnedNotice returned={request.returned} />}
    </header>
  );
}

/** A questionnaire sent back: what the advisor asks for and why; the other answers are kept. */
function ReturnedNotice({ returned }: { returned: NonNullable<PublicKycForm['returned']> }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice-info flex flex-col gap-2" data-kyc-returned>
      <p className="font-semibold">{t('kycForm.returned.title')}</p>
      <ul className="list-disc pl-5">
        {returned.items.map((item) => (
          <li key={item}>{t(`kyc.reviewItem.${item}`)}</li>
        ))}
      </ul>
      {returned.reason && <p className="whitespace-pre-line">{returned.reason}</p>}
      <p className="text-sm">{t('kycForm.returned.kept')}</p>
    </div>
  );
}

/** The incomplete-form message (keyed by the failed attempt, so each one is announced again) and the failure. */
function FormNotices({ incomplete, failure }: { incomplete: number; failure: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {incomplete > 0 && (
        <p key={incomplete} className="notice notice-error" role="alert" data-form-incomplete>
          {t(V.formIncomplete)}
        </p>
      )}
      {failure && (
        <p className="notice notice-error whitespace-pre-line" role="alert" data-form-failure>
          {failure}
        </p>
      )}
    </>
  );
}

/** Back (from the second step on) and Next, or Submit on the review. */
function StepButtons({
  onBack,
  review,
  submitting,
}: {
  onBack: (() => void) | undefined;
  review: boolean;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  // Disabled in the server's HTML until the island runs: a click before then would submit the form natively, as a
  // GET with the answers in the URL (and do nothing the investor expects).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <button type="button" className={secondaryButton} onClick={onBack} data-step-back>
          {t('kycForm.back')}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className="btn-primary sm:w-auto" disabled={submitting || !hydrated} data-step-next>
        {review ? (submitting ? t('kycForm.submitting') : t('kycForm.submit')) : t('kycForm.next')}
      </button>
    </div>
  );
}
