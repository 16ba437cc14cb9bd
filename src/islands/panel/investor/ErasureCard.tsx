// The request to erase (GDPR Art. 17; decision 0054) behind a confirmation, and the answers: what was erased, what is
// kept, why (the law's article) and until when (DD.MM.YYYY). When the whole account went, the answer stays on the
// screen (the session is gone with the account) and Finish signs out.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { erasureKindText, keptReasonText, keptUntilText } from '../../../lib/privacy/erasure-text';
import { signOut } from '../../session/sign-out';
import { failureText } from '../failure-text';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { dangerDialogButton } from '../ui/DialogButtons';
import { Card } from '../ui/page-parts';
import { privacyKey, requestErasure, type ErasureView, type PrivacyView } from './privacy-api';

const accountErased = (answer: ErasureView) => answer.outcome.erased.some((item) => item.kind === 'account');

function ErasureAnswer({ answer, headingRef }: { answer: ErasureView; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { erased, kept } = answer.outcome;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-gray-200 p-4" data-erasure-answer>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-gray-900 outline-none">
        {t('privacy.erasure.answerTitle', { date: formatDate(answer.requestedAt) })}
      </h3>
      <h4 className="mt-3 text-sm font-semibold text-gray-900">{t('privacy.erasure.erased')}</h4>
      {erased.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700">{t('privacy.erasure.nothingErased')}</p>
      ) : (
        <ul className="mt-1 list-disc pl-5 text-sm text-gray-900" data-erased>
          {erased.map((item) => (
            <li key={item.kind} data-kind={item.kind}>
              {erasureKindText(item, t)}
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-3 text-sm font-semibold text-gray-900">{t('privacy.erasure.kept')}</h4>
      {kept.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700">{t('privacy.erasure.nothingKept')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-3 text-sm" data-kept>
          {kept.map((item) => (
            <li key={item.kind} className="break-words" data-kind={item.kind}>
              <p className="font-medium text-gray-900">{erasureKindText(item, t)}</p>
              <p className="text-gray-700">
                {t('privacy.erasure.why')}: {keptReasonText(item, t)}
              </p>
              <p className="text-gray-700" data-kept-until>
                {t('privacy.erasure.until')}: {keptUntilText(item, t)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-gray-700">{t('privacy.erasure.complaint')}</p>
    </section>
  );
}

/**
 * A heading that takes the focus after `focus()`, once the dialog has closed and given the focus back to its button
 * (a task after the close), so the answer is what is read next.
 */
function useFocusLater() {
  const ref = useRef<HTMLHeadingElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const focus = () => ref.current?.focus();
    // Once more a little later, in case the dialog's close event came after the first (its task and the timer's
    // run in an order the browser picks); only while the focus sits where the dialog left it, not if the user moved.
    const first = setTimeout(focus, 0);
    const second = setTimeout(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.dataset.requestErasure !== undefined) focus();
    }, 150);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, [asked]);
  return [ref, () => setAsked((n) => n + 1)] as const;
}

/** The latest answer in full, the earlier ones folded. */
function Answers({ erasures, headingRef }: { erasures: ErasureView[]; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const [latest, ...earlier] = erasures;
  if (!latest) return null;
  return (
    <>
      <ErasureAnswer answer={latest} headingRef={headingRef} />
      {earlier.length > 0 && (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-gray-900">
            {t('privacy.erasure.earlier')}
          </summary>
          {earlier.map((answer) => (
            <ErasureAnswer key={answer.id} answer={answer} />
          ))}
        </details>
      )}
    </>
  );
}

export function ErasureCard({ erasures, onAccountErased }: { erasures: ErasureView[]; onAccountErased: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // An answer that erased the account: the server no longer knows the session, so it is kept here only.
  const [final, setFinal] = useState<ErasureView | null>(null);
  const [answerHeading, focusAnswer] = useFocusLater();
  const erase = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await requestErasure();
      setConfirming(false);
      if (accountErased(answer)) {
        setFinal(answer);
        onAccountErased();
      } else {
        client.setQueryData(privacyKey, (current: PrivacyView | undefined) =>
          current ? { ...current, erasures: [answer, ...current.erasures] } : current,
        );
        // Prepared copies went with the erasure: the list is asked again.
        void client.invalidateQueries({ queryKey: privacyKey });
      }
      focusAnswer();
    } catch (failure) {
      setConfirming(false);
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('privacy.erasure.title')} headingId={headingId} data-privacy-erasure>
      <p className="mt-2 text-gray-700">{t('privacy.erasure.text')}</p>
      {error && (
        <p className="notice notice-error mt-3" role="alert">
          {error}
        </p>
      )}
      {final ? (
        <>
          <p className="notice notice-success mt-4" role="status" data-account-erased>
            {t('privacy.erasure.accountErased')}
          </p>
          <ErasureAnswer answer={final} headingRef={answerHeading} />
          <button type="button" className="btn-primary mt-4 w-auto" onClick={() => void signOut()} data-leave>
            {t('privacy.erasure.leave')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className={`${dangerDialogButton} mt-4`}
            onClick={() => setConfirming(true)}
            data-request-erasure
          >
            {t('privacy.erasure.request')}
          </button>
          <Answers erasures={erasures} headingRef={answerHeading} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('privacy.erasure.confirmTitle')}
        text={t('privacy.erasure.confirmText')}
        confirmLabel={t('privacy.erasure.confirm')}
        cancelLabel={t('dialog.cancel')}
        busyLabel={t('privacy.erasure.busy')}
        danger
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
