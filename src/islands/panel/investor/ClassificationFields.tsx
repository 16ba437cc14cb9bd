// The fields of the sophisticated-investor request (ClassificationCard.tsx): who asks, the Annex II criteria, and
// the figures and descriptions they need.
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '../../../lib/contracts/campaign';
import { COMPANY_CRITERIA, PERSON_CRITERIA, type ClassificationCriterion } from '../../../lib/contracts/protection';

export type Kind = 'person' | 'company';
export type Figure = 'yearlyIncome' | 'portfolio' | 'ownFunds' | 'netTurnover' | 'balanceSheet';
export type Text = 'experience' | 'trading';

export const criteriaOf = (kind: Kind): readonly ClassificationCriterion[] =>
  kind === 'person' ? PERSON_CRITERIA : COMPANY_CRITERIA;

export function KindAndCriteria({
  ids,
  kind,
  criteria,
  error,
  onKind,
  onToggle,
}: {
  ids: string;
  kind: Kind;
  criteria: readonly ClassificationCriterion[];
  error: string | undefined;
  onKind: (kind: Kind) => void;
  onToggle: (criterion: ClassificationCriterion, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const offered = criteriaOf(kind);
  const toggle = onToggle;
  return (
    <>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="field-label">{t('protection.classification.kind')}</legend>
        {(['person', 'company'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name={`${ids}-kind`} checked={kind === value} onChange={() => onKind(value)} />
            {t(`protection.classification.kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids}-criteria-error`}
      >
        <legend className="field-label">
          {t(
            kind === 'person'
              ? 'protection.classification.criteriaPerson'
              : 'protection.classification.criteriaCompany',
          )}
        </legend>
        {offered.map((criterion) => (
          <label key={criterion} className="flex items-start gap-3 rounded-md border border-gray-200 p-3">
            <input
              type="checkbox"
              className="mt-1"
              checked={criteria.includes(criterion)}
              onChange={(e) => toggle(criterion, e.target.checked)}
              data-criterion={criterion}
            />
            <span className="text-gray-900 [overflow-wrap:anywhere]">
              {t(`protection.classification.criterion.${criterion}`)}
            </span>
          </label>
        ))}
        <p id={`${ids}-criteria-error`} className="field-error" hidden={!error}>
          {error}
        </p>
      </fieldset>
    </>
  );
}

export interface FieldBase {
  ids: string;
  errors: Record<string, string>;
  currency: Currency;
}

export function FigureField({
  ids,
  errors,
  currency,
  figure,
  value,
  onChange,
  onBlur,
}: FieldBase & { figure: Figure; value: string; onChange: (text: string) => void; onBlur?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${ids}-${figure}`} className="field-label">
        {t(`protection.classification.figure.${figure}`, { currency })}
      </label>
      <input
        id={`${ids}-${figure}`}
        className="field-input"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={errors[figure] ? true : false}
        aria-describedby={`${ids}-${figure}-error`}
        data-classification-figure={figure}
      />
      <p id={`${ids}-${figure}-error`} className="field-error" hidden={!errors[figure]}>
        {errors[figure]}
      </p>
    </div>
  );
}

export function TextField({
  ids,
  errors,
  name,
  value,
  onChange,
}: FieldBase & { name: Text; value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${ids}-${name}`} className="field-label">
        {t(`protection.classification.text.${name}`)}
      </label>
      <textarea
        id={`${ids}-${name}`}
        className="field-input min-h-24"
        maxLength={2000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors[name] ? true : false}
        aria-describedby={`${ids}-${name}-error`}
        data-classification-text={name}
      />
      <p id={`${ids}-${name}-error`} className="field-error" hidden={!errors[name]}>
        {errors[name]}
      </p>
    </div>
  );
}

/** The currency the figures are in. */
export function CurrencyField({
  ids,
  currency,
  onChange,
}: {
  ids: string;
  currency: Currency;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field max-w-xs">
      <label htmlFor={`${ids}-currency`} className="field-label">
        {t('protection.simulation.currency')}
      </label>
      <select
        id={`${ids}-currency`}
        className="field-input"
        value={currency}
        onChange={(e) => onChange(e.target.value as Currency)}
      >
        {CURRENCIES.map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
    </div>
  );
}

/** The declaration that what the request says is true. */
export function ConfirmBox({
  checked,
  onChange,
  invalid,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex items-start gap-3 text-gray-900">
      <input
        type="checkbox"
        className="mt-1"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={invalid}
        data-classification-confirm
      />
      <span>{t('protection.classification.confirm')}</span>
    </label>
  );
}
