// The reflection period and the refund on the advisor's side (ECSPR Art. 22, decision 0060): "in reflection until"
// on the offer, the table and the kanban card while an accepted or active offer's period runs; "refund due" once the
// investor revoked after paying; on the offer's page the refund's card, where the offer's advisor or a coordinator
// records how it ended (refunded: day, amount, the transfer's reference; or no money arrived, when only a payment
// confirmation had been uploaded).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../../lib/api/api-error';
import { formatMoney, parseMoney } from '../../../lib/format/money';
import { translateIfKnown } from '../../../lib/i18n-types';
import type { OfferRow } from '../../../lib/contracts/offer-list';
import { REFUND_REFERENCE_MAX, type OfferRefund, type RefundOutcome } from '../../../lib/contracts/refund';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { DateField } from '../form/DateField';
import { TextField } from '../form/TextField';
import { Card, Facts } from '../ui/DetailParts';
import { dateCell, dateTimeCell, moneyCell } from '../../../lib/format/cells';
import { OFFERS_KEY } from '../ui/offer/offers-api';
import { refundQuery, saveRefund } from './refund-api';

/** Whether the offer's reflection period runs at `now` (accepted or active, up to its last instant). */
function inReflection(offer: Pick<OfferRow, 'status' | 'reflectionEndsAt'>, now = Date.now()): boolean {
  if (offer.status !== 'accepted' && offer.status !== 'active') return false;
  return offer.reflectionEndsAt !== null && Date.parse(offer.reflectionEndsAt) >= now;
}

/** "In reflection until …" and "Refund due" under an offer's status (card, table, the offer's heading). */
export function ReflectionNotes({ offer }: { offer: Pick<OfferRow, 'status' | 'reflectionEndsAt' | 'refundDue'> }) {
  const { t } = useTranslation();
  return (
    <>
      {inReflection(offer) && (
        <span className="block text-xs text-gray-700" data-reflection-until={offer.reflectionEndsAt}>
          {t('offers.reflection.until', { date: dateTimeCell(offer.reflectionEndsAt) })}
        </span>
      )}
      {offer.refundDue && (
        <span
          className="inline-block w-fit rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-800"
          data-refund-due
        >
          {t('offers.refund.dueBadge')}
        </span>
      )}
    </>
  );
}

type Field = 'refundedOn' | 'amount' | 'reference';

/** The refund's outcome as recorded, in one sentence. */
function outcomeText(refund: OfferRefund, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (refund.outcome === 'refunded')
    return t('offers.refund.refunded', {
      amount: moneyCell(refund.amount, refund.currency),
      date: dateCell(refund.refundedOn),
    });
  if (refund.outcome === 'not-received') return t('offers.refund.notReceived');
  return t(`offers.refund.due.${refund.basis}`, { amount: moneyCell(refund.dueAmount, refund.currency) });
}

/** The form's own checks, as the server makes them (the day's range is the server's alone: it knows the acceptance). */
function checkRefund(
  input: { day: string; amount: string; minor: number | null; reference: string },
  refund: Pick<OfferRefund, 'dueAmount' | 'basis'>,
  t: (key: string) => string,
): Partial<Record<Field, string>> {
  const due = refund.dueAmount;
  const found: Partial<Record<Field, string>> = {};
  if (!passes(input.day, ['required'])) found.refundedOn = t(V.required);
  else if (!passes(input.day.trim(), ['date_format'])) found.refundedOn = t(V.invalidDate);
  if (!passes(input.amount, ['required'])) found.amount = t(V.required);
  else if (input.minor === null || input.minor <= 0) found.amount = t('validation.number');
  else if (input.minor > due) found.amount = t('validation.refundAmount');
  // Money that arrived goes back whole (the server says the same).
  else if (refund.basis === 'payment-received' && input.minor !== due) found.amount = t('validation.refundAmountWhole');
  if (!passes(input.reference, ['required'])) found.reference = t(V.required);
  return found;
}

/** The server's refusals of the fields, translated; the rest is the form's general failure. */
function serverViolations(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): Partial<Record<Field, string>> {
  const placed: Partial<Record<Field, string>> = {};
  for (const v of errorBodyOf(error).violations ?? []) {
    const text = v.message ?? v.title;
    if (text && (v.propertyPath === 'refundedOn' || v.propertyPath === 'amount' || v.propertyPath === 'reference'))
      placed[v.propertyPath] = translateIfKnown(t, text, { max: REFUND_REFERENCE_MAX }) ?? text;
  }
  return placed;
}

/** The refund's day, amount and the transfer's reference. */
function RefundFields({
  currency,
  values,
  set,
  errors,
  touch,
}: {
  currency: string;
  values: { day: string; amount: string; reference: string };
  set: { day: (v: string) => void; amount: (v: string) => void; reference: (v: string) => void };
  errors: Partial<Record<Field, string>>;
  /** The field was left: its message shows from now on (SPEC section 5). */
  touch: (field: Field) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        label={t('offers.refund.refundedOn')}
        value={values.day}
        onChange={set.day}
        onBlur={() => touch('refundedOn')}
        error={errors.refundedOn}
        data-refund-day
      />
      <TextField
        label={t('offers.refund.amount', { currency: currency })}
        inputMode="decimal"
        value={values.amount}
        onChange={(event) => set.amount(event.target.value)}
        onBlur={() => touch('amount')}
        error={errors.amount}
        data-refund-amount
      />
      <div className="sm:col-span-2">
        <TextField
          label={t('offers.refund.reference')}
          value={values.reference}
          maxLength={REFUND_REFERENCE_MAX}
          onChange={(event) => set.reference(event.target.value)}
          onBlur={() => touch('reference')}
          error={errors.reference}
          data-refund-reference
        />
      </div>
    </>
  );
}

/** Money that may not have arrived: refunded, or no money arrived. */
function OutcomeChoice({
  name,
  outcome,
  onChange,
}: {
  name: string;
  outcome: RefundOutcome;
  onChange: (outcome: RefundOutcome) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="field-label">{t('offers.refund.outcomeLabel')}</legend>
      {(['refunded', 'not-received'] as const).map((value) => (
        <label key={value} className="flex items-center gap-2 text-gray-900">
          <input type="radio" name={name} value={value} checked={outcome === value} onChange={() => onChange(value)} />
          {t(`offers.refund.outcome.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** The form that records how the refund ended; checked here as the server checks it, its refusals on the fields. */
function RefundForm({ offerId, refund, onSaved }: { offerId: string; refund: OfferRefund; onSaved: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const choosable = refund.basis === 'confirmation-uploaded';
  const [outcome, setOutcome] = useState<RefundOutcome>('refunded');
  const [day, setDay] = useState('');
  const [amount, setAmount] = useState(formatMoney(refund.dueAmount));
  const [reference, setReference] = useState('');
  // The form's own messages show field by field once left (SPEC section 5), the server's until the next send.
  const minor = parseMoney(amount);
  const found = checkRefund({ day, amount, minor, reference }, refund, t);
  const shown = useBlurErrors<Field>(found);
  const [serverErrors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const errors = { ...serverErrors, ...shown.errors };
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const data = await saveRefund(offerId, body);
      client.setQueryData(refundQuery(offerId).queryKey, data);
      void client.invalidateQueries({ queryKey: OFFERS_KEY });
      toast({ type: 'success', text: t('offers.refund.saved') });
      onSaved();
    } catch (error) {
      const placed = serverViolations(error, t);
      setErrors(placed);
      setFailure(Object.keys(placed).length > 0 ? undefined : failureText(error, t));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (busy) return;
    setFailure(undefined);
    if (outcome === 'not-received') {
      setErrors({});
      void send({ outcome });
      return;
    }
    shown.showAll();
    setErrors({});
    if (Object.keys(found).length > 0) return;
    void send({ outcome, refundedOn: day.trim(), amount: minor, reference: reference.trim() });
  };
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-refund-form
    >
      {choosable && <OutcomeChoice name={`${id}-outcome`} outcome={outcome} onChange={setOutcome} />}
      {outcome === 'refunded' && (
        <RefundFields
          currency={refund.currency}
          values={{ day, amount, reference }}
          set={{ day: setDay, amount: setAmount, reference: setReference }}
          errors={errors}
          touch={shown.touch}
        />
      )}
      {failure && (
        <p className="notice notice-error sm:col-span-2" role="alert">
          {failure}
        </p>
      )}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-auto" aria-disabled={busy || undefined} data-refund-save>
          {t(outcome === 'refunded' ? 'offers.refund.save' : 'offers.refund.saveNotReceived')}
        </button>
      </div>
    </form>
  );
}

/** The refund's card on the offer's page: what is due and why, the form while it is open, the record after. */
export function OfferRefundCard({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const query = useQuery(refundQuery(offerId));
  const statusRef = useRef<HTMLParagraphElement>(null);
  const refund = query.data?.refund;
  if (!refund) return null;
  const facts: Array<[string, string]> = [
    [t('offers.refund.dueAmount'), moneyCell(refund.dueAmount, refund.currency)],
    [t('offers.refund.dueSince'), dateTimeCell(refund.dueSince)],
  ];
  if (refund.outcome === 'refunded')
    facts.push(
      [t('offers.refund.refundedOn'), dateCell(refund.refundedOn)],
      [t('offers.refund.amount', { currency: refund.currency }), moneyCell(refund.amount, refund.currency)],
      [t('offers.refund.reference'), refund.reference ?? ''],
    );
  if (refund.outcome !== null) facts.push([t('offers.refund.recordedBy'), refund.recordedBy?.name ?? '—']);
  return (
    <Card title={t('offers.refund.heading')} id="offer-refund">
      <p
        ref={statusRef}
        tabIndex={-1}
        className={refund.outcome === null ? 'notice notice-error' : 'notice notice-info'}
        data-refund-state={refund.outcome ?? 'due'}
      >
        {outcomeText(refund, t)}
      </p>
      <Facts items={facts} />
      {refund.outcome === null && (
        <RefundForm offerId={offerId} refund={refund} onSaved={() => statusRef.current?.focus()} />
      )}
    </Card>
  );
}
