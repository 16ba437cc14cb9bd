import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormStepId, KycFormValues } from './kyc-form-values';
import type { SelectOption } from '../panel/form/SelectField';
import { kycSummary } from './kyc-summary';

/** The review: every step's answers with a way back to change them. */
export function KycReview({
  lang,
  countries,
  onEdit,
  editable,
}: {
  lang: string;
  /** The steps that may still change (a questionnaire sent back: only those asked); default all. */
  editable?: readonly FormStepId[];
  /** The page's country options: their names are the server's (the same in its HTML and here). */
  countries: readonly SelectOption[];
  onEdit: (step: FormStepId) => void;
}) {
  const { t } = useTranslation();
  const { getValues } = useFormContext<KycFormValues>();
  const sections = kycSummary(getValues(), t, lang, new Map(countries.map((c) => [c.value, c.label])));
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
            {(!editable || editable.includes(section.step)) && (
              <button type="button" className="link text-sm" onClick={() => onEdit(section.step)}>
                {t('kycForm.review.edit', { step: t(`kyc.step.${section.step}`) })}
              </button>
            )}
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
