import { useTranslation } from 'react-i18next';
import type { Translate } from '../../lib/i18n-types';
import { DOCUMENTS_STEP, FORM_STEPS, REVIEW_STEP, type FormStepId } from './kyc-form-values';

/** A step's name as the progress, the step heading and the list of steps say it. */
export const stepName = (t: Translate, step: FormStepId) =>
  step === REVIEW_STEP
    ? t('kycForm.step.review')
    : step === DOCUMENTS_STEP
      ? t('kycForm.step.documents')
      : t(`kyc.step.${step}`);

/** "Step 2 of 9" with a bar, and on wider screens the list of steps with the current one marked. */
export function KycProgress({ step, steps = FORM_STEPS }: { step: FormStepId; steps?: readonly FormStepId[] }) {
  const { t } = useTranslation();
  const index = steps.indexOf(step);
  const total = steps.length;
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
        className="flex h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        {/* One segment per step, filled up to the current one: no style attribute, which the page's CSP (hashes,
            no 'unsafe-inline') refuses in the server-rendered HTML (issue 17). */}
        {steps.map((id, i) => (
          <div key={id} className={i <= index ? 'h-full flex-1 bg-main' : 'h-full flex-1'} />
        ))}
      </div>
      <ol className="hidden flex-wrap gap-2 text-sm md:flex">
        {steps.map((id, i) => (
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
