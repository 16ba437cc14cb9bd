// The amount card of the investor's offer: the amount with its bounds, interest and acceptance with its
// confirmation (use-amount-actions.ts holds what they do).
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../../lib/format/campaign-format';
import type { InvestorOfferDetail } from './investor-api';
import { checkAmount } from './investor-format';
import { Card } from '../ui/page-parts';
import { useAmountActions } from './use-amount-actions';

/** The secondary action beside the primary one (interest beside acceptance). */
const OUTLINE_BUTTON = [
  'inline-flex items-center justify-center rounded-md border border-main bg-white px-4 py-2.5',
  'font-semibold text-main hover:bg-highlight disabled:cursor-progress disabled:opacity-70',
].join(' ');

type CampaignMetrics = InvestorOfferDetail['campaign']['metrics'];

function AmountField({
  inputId,
  metrics: m,
  amount,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  inputId: string;
  metrics: CampaignMetrics;
  amount: string;
  onChange: (text: string) => void;
  /** The field was left: its message shows now (SPEC section 5). */
  onBlur: () => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className="field max-w-sm" id="interest">
      <label htmlFor={inputId} className="field-label">
        {t('investor.offer.amount', { currency: m.currency })}
      </label>
      <p id={`${inputId}-hint`} className="text-sm text-gray-700">
        {t('investor.offer.amountHint', {
          min: moneyText(m.minInvestment, m.currency),
          max: moneyText(m.maxInvestment === null ? m.available : Math.min(m.maxInvestment, m.available), m.currency),
          step: moneyText(m.step, m.currency),
        })}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        className="field-input"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : false}
        aria-describedby={`${inputId}-hint ${inputId}-error`}
        data-amount-input
      />
      <p id={`${inputId}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** Acceptance binds the investor: one more, explicit step naming the amount. */
/** ECSPR Art. 21(7): above the threshold the investor reads the risk warning and consents before accepting. */
function RiskConsent({
  threshold,
  checked,
  onChange,
}: {
  threshold: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-amber-300 pt-3" data-risk-warning>
      <p className="font-semibold text-gray-900" role="alert">
        {t('protection.consent.title')}
      </p>
      <p className="text-gray-900">{t('protection.consent.text', { threshold })}</p>
      <label htmlFor={id} className="flex items-start gap-3 text-gray-900">
        <input
          id={id}
          type="checkbox"
          className="mt-1"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          data-risk-consent
        />
        <span>{t('protection.consent.checkbox')}</span>
      </label>
    </div>
  );
}

function ConfirmAcceptance({
  labelId,
  text,
  disabled,
  busy,
  confirmRef,
  onConfirm,
  onCancel,
  consent,
}: {
  labelId: string;
  text: string;
  disabled: boolean;
  /** While the acceptance is being sent. */
  busy: boolean;
  confirmRef: Ref<HTMLButtonElement>;
  onConfirm: () => void;
  onCancel: () => void;
  /** The risk warning and its consent, when the server asked for them. */
  consent?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-gray-900">
        {text}
      </p>
      {consent}
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          ref={confirmRef}
          type="button"
          className="btn-primary w-auto"
          disabled={disabled}
          aria-busy={busy}
          onClick={onConfirm}
          data-confirm-accept
        >
          {t('investor.offer.confirmAcceptButton')}
        </button>
        <button type="button" className="link" onClick={onCancel}>
          {t('investor.offer.cancel')}
        </button>
      </div>
    </div>
  );
}

/** Interest, and acceptance (not while its confirmation is asked for; waiting while the KIIS is not opened). */
function ActionButtons({
  actions,
  busy,
  confirming,
  kiisWaiting,
  kiisId,
  onInterest,
}: {
  actions: InvestorOfferDetail['offer']['actions'];
  busy: AmountActions['busy'];
  confirming: boolean;
  kiisWaiting: boolean;
  kiisId: string;
  onInterest: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      {actions.interest && (
        <button
          type="button"
          className={OUTLINE_BUTTON}
          disabled={busy !== null}
          aria-busy={busy === 'interest'}
          onClick={onInterest}
          data-interest
        >
          {t('investor.action.interest')}
        </button>
      )}
      {actions.accept && !confirming && (
        <button
          type="submit"
          className="btn-primary w-auto"
          disabled={busy !== null || kiisWaiting}
          aria-describedby={kiisWaiting ? kiisId : undefined}
          data-accept
        >
          {t('investor.action.accept')}
        </button>
      )}
    </div>
  );
}

type AmountActions = ReturnType<typeof useAmountActions>;

export function AmountForm({
  detail,
  onChanged,
  kiisWaiting = false,
}: {
  detail: InvestorOfferDetail;
  onChanged: (next: InvestorOfferDetail) => void;
  /** The campaign's KIIS is not opened yet (decision 0069): the acceptance waits for it. */
  kiisWaiting?: boolean;
}) {
  const { t } = useTranslation();
  const { actions } = detail.offer;
  const m = detail.campaign.metrics;
  const inputId = useId();
  const headingId = useId();
  const form = useAmountActions(detail, onChanged);
  const { busy, confirming } = form;
  const accepted = checkAmount(form.amount, m);

  return (
    <Card title={t('investor.offer.amountTitle')} headingId={headingId} data-amount-form>
      <form className="mt-3 flex flex-col gap-4" noValidate onSubmit={form.askToAccept} id="accept">
        <AmountField
          inputId={inputId}
          metrics={m}
          amount={form.amount}
          onChange={form.setAmount}
          onBlur={form.leaveAmount}
          error={form.fieldError}
          inputRef={form.inputRef}
        />
        {form.formError && (
          <p className="notice notice-error" role="alert" data-amount-error>
            {form.formError}
          </p>
        )}
        <ActionButtons
          actions={actions}
          busy={busy}
          confirming={confirming}
          kiisWaiting={kiisWaiting}
          kiisId={`${inputId}-kiis`}
          onInterest={form.declareInterest}
        />
        {actions.accept && kiisWaiting && (
          <p id={`${inputId}-kiis`} className="notice notice-info" data-kiis-wait>
            {t('campaign.protection.kiisWait')}
          </p>
        )}
        {confirming && 'value' in accepted && (
          <ConfirmAcceptance
            labelId={`${inputId}-confirm`}
            text={t('investor.offer.confirmAccept', { amount: moneyText(accepted.value, m.currency) })}
            disabled={busy !== null || (form.consent !== null && !form.consentGiven)}
            busy={busy === 'accept'}
            confirmRef={form.confirmRef}
            consent={
              form.consent && (
                <RiskConsent
                  threshold={moneyText(form.consent.threshold, form.consent.currency)}
                  checked={form.consentGiven}
                  onChange={form.setConsentGiven}
                />
              )
            }
            onConfirm={() => form.confirmAccept(accepted.value)}
            onCancel={form.cancelAccept}
          />
        )}
      </form>
    </Card>
  );
}
