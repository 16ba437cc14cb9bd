// The investor protection parts of an offer's page (decision 0052): the entry test asked for before interest and
// acceptance (the page leads to it and back), and revoking an acceptance in its four-day reflection period.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { dangerDialogButton } from '../ui/DialogButtons';
import { dateTimeCell } from '../offers/offer-format';
import type { InvestorOfferDetail } from './investor-api';
import { Card, usePageLanguage } from './investor-parts';
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
      {error && (
        <p className="notice notice-error mt-3" role="alert">
          {error}
        </p>
      )}
      {confirming ? (
        <div
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4"
          role="group"
          aria-labelledby={`${headingId}-confirm`}
        >
          <p id={`${headingId}-confirm`} className="text-gray-900">
            {t('protection.revoke.confirmText')}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="button"
              className={dangerDialogButton}
              disabled={busy}
              aria-busy={busy}
              onClick={() => void revoke()}
              data-confirm-revoke
            >
              {t('protection.revoke.confirm')}
            </button>
            <button
              type="button"
              className="link"
              onClick={() => {
                setConfirming(false);
                openRef.current?.focus();
              }}
            >
              {t('investor.offer.cancel')}
            </button>
          </div>
        </div>
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

/** Art. 23(2): the campaign's key investment information sheet, offered before interest and acceptance. */
export function KiisCard({ offerId }: { offerId: string }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadKiis(offerId, lang);
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
    </Card>
  );
}
