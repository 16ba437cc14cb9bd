// One offer of the signed-in investor (/app/portfolio/{id}): the campaign's metrics and the product's terms, the
// status, the amount with interest and acceptance (the public page's rules, checked here first and by the server
// again), payment-confirmation uploads with progress, the attachments, the PDF and, once active, the schedule.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorBodyOf, toErrorBody } from '../../../lib/api/api-error';
import type { Translate } from '../../../lib/i18n-types';
import { translateIfKnown } from '../../../lib/i18n-types';
import type { Language } from '../../../lib/language';
import { translationFor } from '../../../lib/schemas/campaign';
import { toast } from '../../../lib/ui/toast';
import { usePanelSession } from '../../session/use-panel-session';
import { failureText } from '../failure-text';
import { ScheduleTable } from '../investments/ScheduleTable';
import { dateCell, fileSize } from '../offers/offer-format';
import { durationText, moneyText, rateText } from '../campaigns/campaign-format';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import {
  acceptOffer,
  declareInterest,
  downloadAttachment,
  downloadOfferPdf,
  investorKeys,
  offerQuery,
  uploadConfirmation,
  UploadError,
  type AttachmentInfo,
  type InvestorOfferDetail,
} from './investor-api';
import { amountInput, amountText, checkAmount, scheduleTotals, type AmountProblem } from './investor-format';
import { Card, isNotFound, OfferStatusBadge, QueryState, Term, usePageLanguage } from './investor-parts';

interface Props {
  lang: Language;
  offerId: string;
}

function Metrics({ detail }: { detail: InvestorOfferDetail }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const m = detail.campaign.metrics;
  const headingId = useId();
  const product = translationFor(detail.product.translations, lang);
  return (
    <Card title={t('investor.offer.terms')} headingId={headingId} data-offer-terms>
      {product.description && <p className="mt-2 whitespace-pre-line text-gray-700">{product.description}</p>}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Term label={t('investor.offer.rate')}>{rateText(detail.product.annualRateBasisPoints)}</Term>
        <Term label={t('campaigns.metric.interestType')}>
          {t(`campaigns.interestType.${detail.product.interestType}`)}
        </Term>
        <Term label={t('investor.offer.frequency')}>{t(`campaigns.frequency.${detail.product.paymentFrequency}`)}</Term>
        <Term label={t('investor.offer.duration')}>{durationText(detail.product.duration, t)}</Term>
        <Term label={t('investor.offer.min')}>{moneyText(m.minInvestment, m.currency)}</Term>
        <Term label={t('investor.offer.max')}>
          {m.maxInvestment === null ? t('investor.offer.noMax') : moneyText(m.maxInvestment, m.currency)}
        </Term>
        <Term label={t('investor.offer.step')}>{moneyText(m.step, m.currency)}</Term>
        <Term label={t('investor.offer.available')}>{moneyText(m.available, m.currency)}</Term>
        <Term label={t('investor.offer.target')}>{moneyText(m.target, m.currency)}</Term>
        <Term label={t('investor.offer.raised')}>{moneyText(m.raised, m.currency)}</Term>
        <Term label={t('investor.offer.subscription')}>
          {dateCell(detail.campaign.startDate)} – {dateCell(detail.campaign.endDate)}
        </Term>
        <Term label={t('investor.offer.daysLeft')}>{m.daysLeft}</Term>
      </dl>
    </Card>
  );
}

/** The server's word on a refused amount: a violation on investmentValue goes under the field, the rest above. */
function amountFailure(error: unknown, t: Translate, detail: InvestorOfferDetail): { field?: string; form?: string } {
  const body = errorBodyOf(error);
  const violation = body.violations?.find((v) => v.propertyPath === 'investmentValue');
  if (violation) {
    const step =
      typeof body.parameters?.['step'] === 'number'
        ? moneyText(body.parameters['step'], detail.campaign.metrics.currency)
        : '';
    const key = violation.message ?? violation.title ?? '';
    return { field: translateIfKnown(t, key, { step }) ?? failureText(error, t) ?? '' };
  }
  const text = failureText(error, t);
  return text === undefined ? {} : { form: text };
}

function AmountForm({
  detail,
  onChanged,
}: {
  detail: InvestorOfferDetail;
  onChanged: (next: InvestorOfferDetail) => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const { actions } = detail.offer;
  const m = detail.campaign.metrics;
  const [amount, setAmount] = useState(() => amountInput(detail.offer.investmentValue));
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState<null | 'interest' | 'accept'>(null);
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const problemText = (problem: AmountProblem) => t(problem.key, problem.params);
  const validate = (optional: boolean): number | null | undefined => {
    if (optional && amount.trim() === '') return null;
    const checked = checkAmount(amount, m);
    if ('problem' in checked) {
      setFieldError(problemText(checked.problem));
      inputRef.current?.focus();
      return undefined;
    }
    return checked.value;
  };

  const run = async (kind: 'interest' | 'accept', value: number | null) => {
    setBusy(kind);
    setFormError(undefined);
    try {
      const next =
        kind === 'interest'
          ? await declareInterest(detail.offer.id, value, lang)
          : await acceptOffer(detail.offer.id, value!, lang);
      onChanged(next);
      setConfirming(false);
      toast({
        type: 'success',
        text: t(kind === 'interest' ? 'investor.offer.interestSent' : 'investor.offer.accepted'),
      });
    } catch (error) {
      const failure = amountFailure(error, t, detail);
      setFieldError(failure.field);
      setFormError(failure.form);
      setConfirming(false);
      if (failure.field) inputRef.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const onInterest = () => {
    setFieldError(undefined);
    const value = validate(true);
    if (value !== undefined) void run('interest', value);
  };
  const onAccept = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    if (!actions.accept) return;
    const value = validate(false);
    if (value !== undefined && value !== null) setConfirming(true);
  };
  const accepted = checkAmount(amount, m);

  return (
    <Card title={t('investor.offer.amountTitle')} headingId={headingId} data-amount-form>
      <form className="mt-3 flex flex-col gap-4" noValidate onSubmit={onAccept} id="accept">
        <div className="field max-w-sm" id="interest">
          <label htmlFor={inputId} className="field-label">
            {t('investor.offer.amount', { currency: m.currency })}
          </label>
          <p id={`${inputId}-hint`} className="text-sm text-gray-700">
            {t('investor.offer.amountHint', {
              min: moneyText(m.minInvestment, m.currency),
              max: moneyText(
                m.maxInvestment === null ? m.available : Math.min(m.maxInvestment, m.available),
                m.currency,
              ),
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
            onChange={(e) => {
              setAmount(e.target.value);
              setConfirming(false);
            }}
            aria-invalid={fieldError ? true : false}
            aria-describedby={`${inputId}-hint ${inputId}-error`}
            data-amount-input
          />
          <p id={`${inputId}-error`} className="field-error" hidden={!fieldError}>
            {fieldError}
          </p>
        </div>
        {formError && (
          <p className="notice notice-error" role="alert" data-amount-error>
            {formError}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {actions.interest && (
            <button
              type="button"
              className="inline-flex items-center justify-center rounded-md border border-main bg-white px-4 py-2.5 font-semibold text-main hover:bg-highlight disabled:cursor-progress disabled:opacity-70"
              disabled={busy !== null}
              aria-busy={busy === 'interest'}
              onClick={onInterest}
              data-interest
            >
              {t('investor.action.interest')}
            </button>
          )}
          {actions.accept && !confirming && (
            <button type="submit" className="btn-primary w-auto" disabled={busy !== null} data-accept>
              {t('investor.action.accept')}
            </button>
          )}
        </div>
        {confirming && 'value' in accepted && (
          // Acceptance binds the investor: one more, explicit step naming the amount.
          <div
            className="rounded-lg border border-amber-300 bg-amber-50 p-4"
            role="group"
            aria-labelledby={`${inputId}-confirm`}
          >
            <p id={`${inputId}-confirm`} className="text-gray-900">
              {t('investor.offer.confirmAccept', { amount: moneyText(accepted.value, m.currency) })}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                ref={confirmRef}
                type="button"
                className="btn-primary w-auto"
                disabled={busy !== null}
                aria-busy={busy === 'accept'}
                onClick={() => void run('accept', accepted.value)}
                data-confirm-accept
              >
                {t('investor.offer.confirmAcceptButton')}
              </button>
              <button
                type="button"
                className="link"
                onClick={() => {
                  setConfirming(false);
                  inputRef.current?.focus();
                }}
              >
                {t('investor.offer.cancel')}
              </button>
            </div>
          </div>
        )}
      </form>
    </Card>
  );
}

function Uploads({ detail, onUploaded }: { detail: InvestorOfferDetail; onUploaded: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError(t('investor.upload.choose'));
      fileRef.current?.focus();
      return;
    }
    setProgress(0);
    try {
      const info = await uploadConfirmation(detail.offer.id, file, setProgress);
      setDone(t('investor.upload.done', { name: info.name }));
      if (fileRef.current) fileRef.current.value = '';
      onUploaded();
    } catch (failure) {
      if (failure instanceof UploadError) {
        const kind = failure.failure.kind;
        setError(
          kind === 'other'
            ? (failureText(new ApiError(failure.failure.status, toErrorBody(failure.failure.body)), t) ??
                t('investor.upload.failed'))
            : t(`investor.upload.error.${kind}`),
        );
      } else {
        setError(failureText(failure, t));
      }
      fileRef.current?.focus();
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card title={t('investor.upload.title')} headingId={headingId} data-upload>
      <p className="mt-1 text-sm text-gray-700">{t('investor.upload.hint')}</p>
      <form className="mt-3 flex flex-col items-start gap-3" noValidate onSubmit={(e) => void upload(e)} id="upload">
        <div className="field">
          <label htmlFor={fileId} className="field-label">
            {t('investor.upload.file')}
          </label>
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            className="field-input"
            aria-invalid={error ? true : false}
            aria-describedby={`${fileId}-error`}
            data-upload-file
          />
          <p id={`${fileId}-error`} className="field-error" hidden={!error} data-upload-error>
            {error}
          </p>
        </div>
        {progress !== null && (
          <div className="flex w-full max-w-sm items-center gap-2">
            <progress
              className="w-full"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t('investor.upload.progress')}
            />
            <span className="text-sm tabular-nums text-gray-700" aria-hidden="true">
              {Math.round(progress * 100)} %
            </span>
          </div>
        )}
        <button type="submit" className="btn-primary w-auto" disabled={progress !== null} data-upload-submit>
          {t('investor.upload.submit')}
        </button>
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      </form>
    </Card>
  );
}

function Attachments({ detail }: { detail: InvestorOfferDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const download = async (attachment: AttachmentInfo) => {
    try {
      await downloadAttachment(detail.offer.id, attachment);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investor.attachments.failed'), text });
    }
  };
  return (
    <Card title={t('investor.attachments.title')} headingId={headingId} data-attachments>
      {detail.offer.attachments.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('investor.attachments.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-100">
          {detail.offer.attachments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-attachment={a.id}>
              <button type="button" className="link text-left" onClick={() => void download(a)}>
                {a.name}
              </button>
              <span className="text-sm text-gray-700">
                {t(`investor.attachments.kind.${a.kind}`)} · {fileSize(a.size)} · {dateCell(a.uploadedAt.slice(0, 10))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function OfferView({
  detail,
  onChanged,
  onUploaded,
}: {
  detail: InvestorOfferDetail;
  onChanged: (next: InvestorOfferDetail) => void;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const [pdfBusy, setPdfBusy] = useState(false);
  const campaign = translationFor(detail.campaign.translations, lang);
  const product = translationFor(detail.product.translations, lang);
  const { offer } = detail;
  const m = detail.campaign.metrics;
  const scheduleId = useId();

  const pdf = async () => {
    setPdfBusy(true);
    try {
      await downloadOfferPdf(offer.id, null, lang);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investor.pdf.failed'), text });
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-6" data-offer={offer.id}>
      <div className="flex flex-col gap-2">
        <a className="link self-start" href="/app">
          {t('investor.back')}
        </a>
        <h1 className="text-2xl font-semibold text-gray-900">{campaign.name}</h1>
        <p className="text-gray-700">
          {product.name} · {detail.product.code}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <OfferStatusBadge status={offer.status} />
          <span className="text-gray-900" data-offer-amount>
            {amountText(offer.investmentValue, offer.currency) ?? t('investor.offers.noAmount')}
          </span>
          {/* An ended offer stays listed with its status, but has no document any more (decision 0024). */}
          {offer.actions.blockedBy !== 'lost' && (
            <button
              type="button"
              className="link"
              onClick={() => void pdf()}
              disabled={pdfBusy}
              aria-busy={pdfBusy}
              data-pdf
            >
              {pdfBusy ? t('investor.pdf.preparing') : t('investor.action.pdf')}
            </button>
          )}
        </div>
        {(offer.agreementDate || offer.paymentDate || offer.endDate) && (
          <dl className="mt-2 flex flex-wrap gap-6">
            {offer.agreementDate && (
              <Term label={t('investor.offer.agreementDate')}>{dateCell(offer.agreementDate)}</Term>
            )}
            {offer.paymentDate && <Term label={t('investor.offer.paymentDate')}>{dateCell(offer.paymentDate)}</Term>}
            {offer.endDate && <Term label={t('investor.offer.endDate')}>{dateCell(offer.endDate)}</Term>}
          </dl>
        )}
        {offer.message && (
          <p className="whitespace-pre-line rounded-lg bg-highlight p-3 text-gray-900">{offer.message}</p>
        )}
        {/* 'out-of-date' only repeats the status (accepted or active); the rest say why nothing can be done. */}
        {offer.actions.blockedBy && offer.actions.blockedBy !== 'out-of-date' && (
          <p className="notice notice-info" data-blocked-by={offer.actions.blockedBy}>
            {t(`investor.blocked.${offer.actions.blockedBy}`)}
          </p>
        )}
      </div>
      {(offer.actions.interest || offer.actions.accept) && <AmountForm detail={detail} onChanged={onChanged} />}
      {detail.schedule.length > 0 && (
        <Card title={t('investor.schedule.title')} headingId={scheduleId} data-offer-schedule>
          <div className="mt-3">
            <ScheduleTable
              rows={detail.schedule.map((r) => ({ ...r, paidAt: null }))}
              totals={scheduleTotals(detail.schedule)}
              currency={m.currency === 'PLN' ? 'zł' : m.currency}
            />
          </div>
        </Card>
      )}
      {offer.actions.upload && <Uploads detail={detail} onUploaded={onUploaded} />}
      <Attachments detail={detail} />
      <Metrics detail={detail} />
    </div>
  );
}

function Screen({ lang, offerId }: Props) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const ready = session.state === 'ready' && session.role === 'investor';
  const client = useQueryClient();
  const query = useQuery({ ...offerQuery(offerId, lang), enabled: ready });
  if (session.state !== 'ready') return <SessionPending state={session.state} />;
  if (session.role !== 'investor') return <p className="notice notice-info">{t('investor.onlyInvestors')}</p>;
  if (query.error && isNotFound(query.error)) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{t('investor.offer.notFound')}</h1>
        <a className="link" href="/app">
          {t('investor.back')}
        </a>
      </div>
    );
  }
  if (!query.data)
    return <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />;
  const refreshLists = () => void client.invalidateQueries({ queryKey: ['investor'], refetchType: 'none' });
  return (
    <OfferView
      detail={query.data}
      onChanged={(next) => {
        client.setQueryData(investorKeys.offer(offerId, lang), next);
        refreshLists();
      }}
      onUploaded={() => void query.refetch()}
    />
  );
}

/** The /app/portfolio/{id} island (client:load). */
export function OfferScreen(props: Props) {
  return (
    <PanelProviders lang={props.lang}>
      <Screen {...props} />
    </PanelProviders>
  );
}
