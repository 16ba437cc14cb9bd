// Where the signed-in investor's offer stands (the campaign page's tracker, src/lib/campaign/progress.ts, drawn with
// React): the steps with their dates, the current one marked, what happens next and who acts, and once accepted the
// transfer details with copy buttons.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { nextStepText, offerProgress, stepLook, type ProgressStep } from '../../../lib/campaign/progress';
import { transferDetails, transferRows, type TransferRow } from '../../../lib/campaign/transfer';
import { svgImageUrl } from '../../../lib/format/svg-image';
import type { PaymentCode } from '../../../lib/contracts/public-offer';
import type { InvestorOfferDetail } from './investor-api';
import { Card } from '../ui/page-parts';

function Step({ step, n }: { step: ProgressStep; n: number }) {
  const { t } = useTranslation();
  const look = stepLook(step, n);
  return (
    <li
      className="flex items-start gap-3 sm:flex-col sm:items-center sm:text-center"
      data-step={step.id}
      data-state={step.state}
      aria-current={step.state === 'current' ? 'step' : undefined}
    >
      <span className={look.markClass} aria-hidden="true">
        {look.mark}
      </span>
      <span className="flex flex-col">
        <span className={look.labelClass}>
          {t(`progress.step.${step.id}`)}
          <span className="sr-only"> ({t(`progress.state.${step.state}`)})</span>
        </span>
        {step.at && (
          <span className="text-sm text-gray-700" data-step-date>
            {formatDate(step.at, 'DD.MM.YYYY')}
          </span>
        )}
      </span>
    </li>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    const show = (next: 'copied' | 'failed') => {
      setOutcome(next);
      setTimeout(() => setOutcome(null), 2000);
    };
    if (!navigator.clipboard) return show('failed');
    navigator.clipboard.writeText(value).then(
      () => show('copied'),
      () => show('failed'),
    );
  };
  return (
    <>
      <button
        type="button"
        className="link min-h-11 shrink-0 text-sm sm:min-h-0"
        onClick={copy}
        aria-label={t('progress.transfer.copyLabel', { label })}
        data-copy={value}
      >
        {outcome === 'copied' ? t('progress.transfer.copiedShort') : t('progress.transfer.copy')}
      </button>
      <span className={outcome === 'failed' ? 'basis-full text-sm font-normal text-red-700' : 'sr-only'} role="status">
        {outcome === 'copied' && t('progress.transfer.copied', { label })}
        {outcome === 'failed' && t('progress.transfer.copyFailed')}
      </span>
    </>
  );
}

function TransferRowView({ label, shown, copied, id }: TransferRow) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
      <dt className="text-sm text-gray-700 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-3 font-semibold break-words text-gray-900" data-transfer={id}>
        <span className="min-w-0 break-words">{shown}</span>
        <CopyButton value={copied} label={label} />
      </dd>
    </div>
  );
}

/** The server's payment QR code (decision 0074), as the campaign page shows it (src/lib/campaign/progress-html.ts). */
function PaymentCodeFigure({ code }: { code: PaymentCode }) {
  const { t } = useTranslation();
  return (
    <figure
      className="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:items-center sm:gap-4"
      data-payment-code={code.scheme}
    >
      <img
        className="size-52 shrink-0 bg-white"
        width={208}
        height={208}
        src={svgImageUrl(code.svg)}
        alt={t('progress.transfer.code.alt')}
      />
      <figcaption className="text-sm text-gray-700">{t(`progress.transfer.code.caption.${code.scheme}`)}</figcaption>
    </figure>
  );
}

function TransferDetails({ detail }: { detail: InvestorOfferDetail }) {
  const { t } = useTranslation();
  const details = transferDetails(detail.offer, detail.campaign.paymentRecipient, t);
  return (
    <div className="mt-4 rounded-lg border border-gray-200 bg-highlight p-4" data-transfer-details>
      <h3 className="mb-3 font-semibold text-gray-900">{t('progress.transfer.title')}</h3>
      <dl className="flex flex-col gap-3">
        {transferRows(details, t).map((row) => (
          <TransferRowView key={row.id} {...row} />
        ))}
      </dl>
      {!details.recipient && (
        <p className="mt-3 text-sm text-gray-700" data-no-recipient>
          {t('progress.transfer.noRecipient')}
        </p>
      )}
      {detail.offer.paymentCode && <PaymentCodeFigure code={detail.offer.paymentCode} />}
    </div>
  );
}

export function OfferProgress({ detail }: { detail: InvestorOfferDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const progress = offerProgress(detail.offer);
  return (
    <Card title={t('progress.title')} headingId={headingId} data-progress>
      <ol className="mt-4 flex flex-col gap-4 sm:grid sm:grid-cols-5 sm:gap-2" data-progress-steps>
        {progress.steps.map((step, i) => (
          <Step key={step.id} step={step} n={i + 1} />
        ))}
      </ol>
      <p className="mt-4 text-gray-900" data-next-step={progress.next.id}>
        {nextStepText(progress.next, t)}
      </p>
      {detail.offer.status === 'accepted' && <TransferDetails detail={detail} />}
    </Card>
  );
}
