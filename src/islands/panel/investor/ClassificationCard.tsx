// The request to be treated as a sophisticated investor (ECSPR Annex II; decision 0052), on /app/protection: its
// status (waiting, approved, rejected with the advisor's reason, withdrawn), the form with the Annex's criteria and
// the declarations they need, and the withdrawal. An approved investor skips the test, the risk consent and the
// reflection period, which the card says before anyone asks.
import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../lib/contracts/campaign';
import type { ClassificationCriterion, ClassificationView } from '../../../lib/contracts/protection';
import { checkFigures, requestBody, violationMessages } from './classification-request';
import {
  ConfirmBox,
  CurrencyField,
  criteriaOf,
  FigureField,
  KindAndCriteria,
  TextField,
  type Figure,
  type Kind,
  type Text,
} from './ClassificationFields';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { dateCell } from '../../../lib/format/cells';
import { Card, usePageLanguage } from '../ui/page-parts';
import { requestClassification, withdrawClassification } from './protection-api';

const FIGURE_OF: Partial<Record<ClassificationCriterion, Figure>> = {
  income: 'yearlyIncome',
  ownFunds: 'ownFunds',
  turnover: 'netTurnover',
  balanceSheet: 'balanceSheet',
};

function Status({ view }: { view: ClassificationView }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 text-gray-900" data-classification-status={view.status}>
      {t(`protection.classification.status.${view.status}`, {
        requested: dateCell(view.requestedAt),
        decided: dateCell(view.decidedAt),
        by: view.decidedBy ?? '',
      })}
      {view.status === 'rejected' && view.reason && (
        <span className="mt-1 block text-sm text-gray-700">
          {t('protection.classification.reason', { reason: view.reason })}
        </span>
      )}
    </p>
  );
}

/** The figures and descriptions the chosen criteria need (income: the yearly income and the portfolio). */
function CriterionFields({
  ids,
  errors,
  currency,
  criteria,
  figures,
  setFigures,
  texts,
  setTexts,
  onFigureBlur,
}: {
  ids: string;
  errors: Record<string, string>;
  currency: Currency;
  criteria: readonly ClassificationCriterion[];
  figures: Partial<Record<Figure, string>>;
  setFigures: Dispatch<SetStateAction<Partial<Record<Figure, string>>>>;
  texts: Partial<Record<Text, string>>;
  setTexts: Dispatch<SetStateAction<Partial<Record<Text, string>>>>;
  onFigureBlur: (figure: Figure) => void;
}) {
  const field = { ids, errors, currency };
  const figureField = (figure: Figure) => (
    <FigureField
      key={figure}
      {...field}
      figure={figure}
      value={figures[figure] ?? ''}
      onChange={(text) => setFigures((current) => ({ ...current, [figure]: text }))}
      onBlur={() => onFigureBlur(figure)}
    />
  );
  const textField = (name: Text) => (
    <TextField
      key={name}
      {...field}
      name={name}
      value={texts[name] ?? ''}
      onChange={(text) => setTexts((current) => ({ ...current, [name]: text }))}
    />
  );
  return (
    <>
      {criteria.includes('income') && [figureField('yearlyIncome'), figureField('portfolio')]}
      {criteria.includes('experience') && textField('experience')}
      {criteria.includes('trading') && textField('trading')}
      {criteria
        .map((criterion) => FIGURE_OF[criterion])
        .map((figure) => (figure && figure !== 'yearlyIncome' ? figureField(figure) : null))}
    </>
  );
}

function RequestForm({ onDone }: { onDone: (view: ClassificationView) => void }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const ids = useId();
  const [kind, setKind] = useState<Kind>('person');
  const [criteria, setCriteria] = useState<ClassificationCriterion[]>([]);
  const [currency, setCurrency] = useState<Currency>('PLN');
  const [figures, setFigures] = useState<Partial<Record<Figure, string>>>({});
  const [texts, setTexts] = useState<Partial<Record<Text, string>>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [serverErrors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const offered = criteriaOf(kind);
  // A figure (optional) is an amount of zero or more, through the shared rules; its message shows once the field is
  // left (SPEC section 5), every one on a send.
  const { money, figureErrors } = checkFigures(figures, lang, t('protection.form.amountInvalid'));
  const shown = useBlurErrors<Figure>(figureErrors);
  const errors: Record<string, string> = { ...serverErrors, ...shown.errors };

  const toggle = (criterion: ClassificationCriterion, on: boolean) =>
    setCriteria((current) => (on ? [...current, criterion] : current.filter((c) => c !== criterion)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    shown.showAll();
    setErrors({});
    if (Object.keys(figureErrors).length > 0) return setFormError(t('protection.form.incomplete'));
    setBusy(true);
    setFormError(undefined);
    try {
      const chosen = criteria.filter((c) => (offered as readonly string[]).includes(c));
      onDone(await requestClassification(requestBody({ kind, chosen, currency, money, texts, confirmed })));
    } catch (error) {
      setErrors(violationMessages(error, t));
      setFormError(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)} data-classification-form>
      <KindAndCriteria
        ids={ids}
        kind={kind}
        criteria={criteria}
        error={errors['criteria']}
        onKind={(value) => {
          setKind(value);
          setCriteria([]);
        }}
        onToggle={toggle}
      />
      <CurrencyField ids={ids} currency={currency} onChange={setCurrency} />
      <CriterionFields
        {...{ ids, errors, currency, criteria, figures, setFigures, texts, setTexts }}
        onFigureBlur={(figure) => shown.touch(figure)}
      />
      <ConfirmBox checked={confirmed} onChange={setConfirmed} invalid={errors['confirmed'] ? true : false} />
      {formError && (
        <p className="notice notice-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn-primary w-auto self-start" disabled={busy} aria-busy={busy}>
        {t('protection.classification.submit')}
      </button>
    </form>
  );
}

export function ClassificationCard({
  view,
  onChanged,
}: {
  view: ClassificationView | null;
  onChanged: (view: ClassificationView) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const open = view !== null && (view.status === 'requested' || view.status === 'approved');
  const withdraw = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await withdrawClassification());
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('protection.classification.title')} headingId={headingId} data-classification>
      <p className="mt-2 text-sm text-gray-700">{t('protection.classification.intro')}</p>
      {view && <Status view={view} />}
      {error && (
        <p className="notice notice-error mt-3" role="alert">
          {error}
        </p>
      )}
      {open ? (
        <button
          type="button"
          className="link mt-3 self-start"
          disabled={busy}
          onClick={() => void withdraw()}
          data-classification-withdraw
        >
          {t('protection.classification.withdraw')}
        </button>
      ) : asking ? (
        <RequestForm
          onDone={(next) => {
            setAsking(false);
            onChanged(next);
          }}
        />
      ) : (
        <button type="button" className="link mt-3" onClick={() => setAsking(true)} data-classification-ask>
          {t('protection.classification.ask')}
        </button>
      )}
    </Card>
  );
}
