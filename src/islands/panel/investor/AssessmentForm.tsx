// The form of the entry knowledge test and the loss-bearing simulation (decision 0052): one radio group per
// question, the simulation's three figures in a currency of the investor's choice, checked here (every question
// answered, amounts as amounts) and by the server again.
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../../../lib/contracts/campaign';
import { LOSS_CAPACITY_PERCENT } from '../../../lib/contracts/protection';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import {
  answerViolations,
  assessmentBody,
  checkAssessment,
  figureErrorsOf,
  FIGURES,
  type Figure,
} from './assessment-checks';
import { Card, usePageLanguage } from '../ui/page-parts';
import { submitAssessment, type AssessmentResult, type ProtectionView } from './protection-api';

function Question({
  question,
  index,
  value,
  error,
  onChange,
}: {
  question: ProtectionView['questions'][number];
  index: number;
  value: number | undefined;
  error: string | undefined;
  onChange: (option: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      data-question={question.id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="font-medium text-gray-900">
        {index + 1}. {question.text}
        <span className="ml-2 text-xs font-normal uppercase tracking-wide text-gray-600">
          {t(`protection.area.${question.area}`)}
        </span>
      </legend>
      {question.options.map((option, i) => (
        <label
          key={i}
          className="flex min-h-11 items-start gap-3 rounded-md border border-gray-200 p-3 hover:bg-gray-50"
        >
          <input type="radio" className="mt-1" name={name} checked={value === i} onChange={() => onChange(i)} />
          <span className="text-gray-900 [overflow-wrap:anywhere]">{option}</span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The three figures of the loss-bearing simulation and their currency, with what they mean. */
function SimulationFields({
  figures,
  currency,
  errors,
  onFigure,
  onLeave,
  onCurrency,
}: {
  figures: Record<Figure, string>;
  currency: Currency;
  errors: Record<string, string>;
  onFigure: (figure: Figure, text: string) => void;
  /** The field was left: its message shows from now on (SPEC section 5). */
  onLeave: (figure: Figure) => void;
  onCurrency: (currency: Currency) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <Card title={t('protection.simulation.title')} headingId={`${ids}-simulation`}>
      <p className="mt-2 text-sm text-gray-700">{t('protection.simulation.intro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="field">
          <label htmlFor={`${ids}-currency`} className="field-label">
            {t('protection.simulation.currency')}
          </label>
          <select
            id={`${ids}-currency`}
            className="field-input"
            value={currency}
            onChange={(e) => onCurrency(e.target.value as Currency)}
            data-field="currency"
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        {FIGURES.map((figure) => (
          <div className="field" key={figure}>
            <label htmlFor={`${ids}-${figure}`} className="field-label">
              {t(`protection.simulation.${figure}`, { currency })}
            </label>
            <p id={`${ids}-${figure}-hint`} className="text-sm text-gray-700">
              {t(`protection.simulation.${figure}Hint`)}
            </p>
            <input
              id={`${ids}-${figure}`}
              className="field-input"
              inputMode="decimal"
              autoComplete="off"
              value={figures[figure]}
              onChange={(e) => onFigure(figure, e.target.value)}
              onBlur={() => onLeave(figure)}
              aria-invalid={errors[figure] ? true : false}
              aria-describedby={`${ids}-${figure}-hint ${ids}-${figure}-error`}
              data-field={figure}
            />
            <p id={`${ids}-${figure}-error`} className="field-error" hidden={!errors[figure]}>
              {errors[figure]}
            </p>
          </div>
        ))}
      </div>
      <p className="mt-4 text-sm text-gray-700">
        {t('protection.simulation.explanation', { percent: LOSS_CAPACITY_PERCENT })}
      </p>
    </Card>
  );
}

/** The knowledge test: one radio group per question. */
function TestCard({
  headingId,
  view,
  answers,
  errors,
  onAnswer,
}: {
  headingId: string;
  view: ProtectionView;
  answers: Record<string, number>;
  errors: Record<string, string>;
  onAnswer: (questionId: string, option: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('protection.test.title')} headingId={headingId}>
      <p className="mt-2 text-sm text-gray-700">
        {t('protection.test.intro', { count: view.questions.length, passMark: view.passMark })}
      </p>
      <div className="mt-4 flex flex-col gap-6">
        {view.questions.map((question, index) => (
          <Question
            key={question.id}
            question={question}
            index={index}
            value={answers[question.id]}
            error={errors[question.id]}
            onChange={(option) => onAnswer(question.id, option)}
          />
        ))}
      </div>
    </Card>
  );
}

/** The form's message (an incomplete form, or the server's refusal) and the send button. */
function FormEnd({ formError, busy }: { formError: string | undefined; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {formError && (
        <p className="notice notice-error" role="alert">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="btn-primary w-auto self-start"
        disabled={busy}
        aria-busy={busy}
        data-submit-assessment
      >
        {t('protection.form.submit')}
      </button>
    </>
  );
}

/** The focus goes to the first invalid answer or figure, once the messages are on the screen. */
function focusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  requestAnimationFrame(() =>
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus(),
  );
}

export function AssessmentForm({ view, onDone }: { view: ProtectionView; onDone: (result: AssessmentResult) => void }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [figures, setFigures] = useState<Record<Figure, string>>({
    yearlyIncome: '',
    liquidAssets: '',
    financialCommitments: '',
  });
  const [currency, setCurrency] = useState<Currency>('PLN');
  // The answers' messages and the server's, set on a send; the figures' follow them as typed once left.
  const [sentErrors, setErrors] = useState<Record<string, string>>({});
  const figureErrors = figureErrorsOf(figures, lang, t);
  const figuresShown = useBlurErrors<Figure>(figureErrors);
  const errors: Record<string, string> = { ...sentErrors, ...figuresShown.errors };
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();

  const focusFirstError = () => focusFirstInvalid(formRef);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { found, money } = checkAssessment(view.questions, answers, figures, figureErrors, lang, t);
    figuresShown.showAll();
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFormError(t('protection.form.incomplete'));
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      onDone(await submitAssessment(assessmentBody(answers, currency, money), lang));
    } catch (error) {
      setErrors(answerViolations(error, t('protection.form.answerRequired')));
      setFormError(failureText(error, t));
      focusFirstError();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-protection-form
    >
      <TestCard
        headingId={`${ids}-test`}
        view={view}
        answers={answers}
        errors={errors}
        onAnswer={(questionId, option) => {
          setAnswers((current) => ({ ...current, [questionId]: option }));
          setErrors(({ [questionId]: _gone, ...rest }) => rest);
        }}
      />
      <SimulationFields
        figures={figures}
        currency={currency}
        errors={errors}
        onFigure={(figure, text) => {
          setFigures((current) => ({ ...current, [figure]: text }));
          // A corrected field loses its message (as a chosen answer does); the next send checks it again.
          setErrors(({ [figure]: _gone, ...rest }) => rest);
        }}
        onLeave={figuresShown.touch}
        onCurrency={setCurrency}
      />
      <FormEnd formError={formError} busy={busy} />
    </form>
  );
}
