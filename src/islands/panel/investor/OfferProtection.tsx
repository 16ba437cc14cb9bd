// The investor protection parts of an offer's page (decision 0052): the entry test asked for before interest and
// acceptance (the page leads to it and back), revoking an acceptance in its reflection period (to the end of the fourth
// day after its day, accepted or active; decision 0060), and the refund that follows a revocation after paying.
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { dangerDialogButton } from '../ui/DialogButtons';
import { dateCell, dateTimeCell, moneyCell } from '../../../lib/format/cells';
import type { OfferRefund } from '../../../lib/contracts/refund';
import type { InvestorOfferDetail } from './investor-api';
import { Card, usePageLanguage } from '../ui/page-parts';
import { downloadKiis, revokeOffer } from './protection-api';

/** The test is required (or expired, or its warning is unconfirmed): a card leading to it instead of the amount form. */
export function TestNeeded({ offerId, expired }: { offerId: string; expired: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card title={t('protection.needed.title')} headingId={headingId} data-test-needed>
      <p className="mt-2 text-gray-700">{t(expired ? 'protection.needed.expired' : 'protection.needed.text')}</p>
      <a
        className="btn-primary mt-4 inline-flex w-auto"
        href={`/app/protection?next=${encodeURIComponent(`/app/portfolio/${offerId}`)}`}
        data-take-test
      >
        {t('protection.needed.button')}
      </a>
    </Card>
  );
}

/** The one more explicit step of a revocation: what it means, the revoke button and the way back. */
function RevokeConfirm({
  labelId,
  busy,
  confirmRef,
  onConfirm,
  onCancel,
}: {
  labelId: string;
  busy: boolean;
  confirmRef: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-gray-900">
        {t('protection.revoke.confirmText')}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          ref={confirmRef}
          type="button"
          className={dangerDialogButton}
          disabled={busy}
          aria-busy={busy}
          onClick={onConfirm}
          data-confirm-revoke
        >
          {t('protection.revoke.confirm')}
        </button>
        <button type="button" className="link" onClick={onCancel}>
          {t('investor.offer.cancel')}
        </button>
      </div>
    </div>
  );
}

/** ECSPR Art. 22: the deadline (in the reader's clock) and the revocation, confirmed in one more explicit step. */
export function RevokeCard({
  detail,
  onChanged,
}: {
  detail: InvestorOfferDetail;
  onChanged: (next: InvestorOfferDetail) => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const until = detail.offer.revocableUntil;
  if (!until) return null;
  const revoke = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await revokeOffer(detail.offer.id, lang));
      toast({ type: 'success', text: t('protection.revoke.done') });
    } catch (failure) {
      setError(failureText(failure, t));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('protection.revoke.title')} headingId={headingId} data-revoke>
      <p className="mt-2 text-gray-700">{t('protection.revoke.text', { until: dateTimeCell(until) })}</p>
      {detail.offer.status === 'active' && (
        <p className="mt-2 text-gray-700" data-revoke-paid>
          {t('protection.revoke.paidText')}
        </p>
      )}
      {error && (
        <p className="notice notice-error mt-3" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <RevokeConfirm
          labelId={`${headingId}-confirm`}
          busy={busy}
          confirmRef={confirmRef}
          onConfirm={() => void revoke()}
          onCancel={() => {
            setConfirming(false);
            openRef.current?.focus();
          }}
        />
      ) : (
        <button
          ref={openRef}
          type="button"
          className="btn-primary mt-4 w-auto"
          onClick={() => setConfirming(true)}
          data-revoke-open
        >
          {t('protection.revoke.button')}
        </button>
      )}
    </Card>
  );
}

/**
 * After a revocation in the reflection period (decision 0060): the money to be returned, and once the advisor records
 * it, when and how much went back (or that no money had arrived).
 */
export function RefundNotice({ refund }: { refund: OfferRefund | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!refund) return null;
  const due = moneyCell(refund.dueAmount, refund.currency);
  let text: string;
  if (refund.outcome === 'refunded')
    text = t('protection.refund.refunded', {
      amount: moneyCell(refund.amount, refund.currency),
      date: dateCell(refund.refundedOn),
      reference: refund.reference,
    });
  else if (refund.outcome === 'not-received') text = t('protection.refund.notReceived');
  else text = t(`protection.refund.due.${refund.basis}`, { amount: due });
  return (
    <Card title={t('protection.refund.title')} headingId={headingId} data-refund={refund.outcome ?? 'due'}>
      <p className="mt-2 text-gray-700">{text}</p>
    </Card>
  );
}

/**
 * Art. 23(2): the campaign's key investment information sheet, offered before interest and acceptance, with who
 * drew it up (decision 0069); `onOpened` once it was downloaded (the server recorded it: the acceptance may go on).
 */
export function KiisCard({
  offerId,
  owner,
  onOpened,
}: {
  offerId: string;
  owner: string | null;
  onOpened: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadKiis(offerId, lang);
      onOpened();
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('kiis.title')} headingId={headingId} data-kiis>
      <p className="mt-2 text-gray-700">{t('campaign.protection.kiis')}</p>
      <button
        type="button"
        className="link mt-2"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void download()}
        data-kiis-download
      >
        {t('campaign.protection.kiisLink')}
      </button>
      <p className="mt-2 text-sm text-gray-700" data-kiis-owner>
        {owner ? t('campaign.protection.kiisOwner', { owner }) : t('campaign.protection.kiisGenerated')}
      </p>
    </Card>
  );
}
