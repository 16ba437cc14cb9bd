import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_KINDS, KYC_STEPS, type KycReviewItem } from '../../../lib/contracts/kyc';
import { KYC_REVIEW_REASON_MAX, type KycReviewDecision, type KycReviewInput } from '../../../lib/contracts/kyc-review';
import { passes } from '../../../lib/validation/rule-check';
import { useBlurErrors } from '../form/use-blur-errors';
import { DialogButtons } from '../ui/DialogButtons';
import { sheetDialogClass } from '../ui/dialog-classes';
import { useModalDialog } from '../ui/use-modal-dialog';

/** The decision being taken, and how the approval reads (final, proposed for four eyes, or confirming one). */
export interface ReviewAsk {
  decision: KycReviewDecision;
  approval?: 'final' | 'propose' | 'confirm';
  /** The investor's identity is not verified yet: an approval needs the reviewer's explicit word (issue 36). */
  identityPending?: boolean;
}

interface Props {
  ask: ReviewAsk | null;
  investor: string;
  busy: boolean;
  /** The server's refusal of the last try, shown in the dialog. */
  failure: string | null;
  onClose: () => void;
  onSubmit: (input: KycReviewInput) => void;
}

const STEP_ITEMS = KYC_STEPS.map((s) => s.id);

/**
 * What a decision still lacks, through the shared rules: the reason of a rejection, the items asked for, the
 * reviewer's word on a pending identity. Each shows once its field was left (the reason) or changed (the boxes),
 * all of them on a send (SPEC section 5).
 */
function missingAsks(
  decision: KycReviewDecision | undefined,
  reason: string,
  items: readonly KycReviewItem[],
  identityUnconfirmed: boolean,
): Partial<Record<'reason' | 'items' | 'identity', string>> {
  return {
    ...(decision === 'rejected' && !passes(reason, ['required']) ? { reason: 'missing' } : {}),
    ...(decision === 'more-information' && !passes(items, ['required']) ? { items: 'missing' } : {}),
    ...(identityUnconfirmed ? { identity: 'missing' } : {}),
  };
}

/**
 * One decision on a KYC questionnaire (decision 0048): approving asks for a confirmation; rejecting needs a reason;
 * asking for more information needs at least one part of the form or document, with an optional message the
 * investor reads in the e-mail. A native modal dialog: focus on its first field, back to the button on close.
 */
export function KycReviewDialog({ ask, investor, busy, failure, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const first = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [items, setItems] = useState<KycReviewItem[]>([]);
  const [identityAccepted, setIdentityAccepted] = useState(false);
  const decision = ask?.decision;
  const identityAsk = decision === 'approved' && ask?.identityPending === true;
  const shown = useBlurErrors(missingAsks(decision, reason, items, identityAsk && !identityAccepted));
  const modal = useModalDialog({
    open: ask !== null,
    onCancel: onClose,
    onOpen: (dialog) => {
      setReason('');
      setItems([]);
      shown.reset();
      setIdentityAccepted(false);
      (first.current ?? dialog).focus();
    },
  });
  const missingReason = Boolean(shown.errors.reason);
  const missingItems = Boolean(shown.errors.items);
  const missingIdentity = Boolean(shown.errors.identity);
  const toggle = (item: KycReviewItem) => {
    setItems((current) => (current.includes(item) ? current.filter((i) => i !== item) : [...current, item]));
    shown.touch('items');
  };
  const approval = ask?.approval ?? 'final';
  const titleKey = decision === 'approved' ? `appKyc.review.approve.${approval}` : `appKyc.review.${decision}.title`;
  // An approval reads as what it is: final, a proposal for four eyes, or the confirmation of one.
  const introKey =
    decision === 'approved' ? `appKyc.review.approved.intro.${approval}` : `appKyc.review.${decision}.intro`;
  const submitKey =
    decision === 'approved' ? `appKyc.review.approved.submit.${approval}` : `appKyc.review.${decision}.submit`;

  return (
    <dialog
      {...modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={sheetDialogClass('w-[34rem]')}
      data-review-dialog={decision}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          shown.showAll();
          if (!decision || busy) return;
          if (decision === 'rejected' && !reason.trim()) return;
          if (decision === 'more-information' && items.length === 0) return;
          if (identityAsk && !identityAccepted) return;
          onSubmit({
            decision,
            ...(reason.trim() ? { reason: reason.trim() } : {}),
            ...(decision === 'more-information' ? { items } : {}),
          });
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {decision ? t(titleKey) : null}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-gray-700">
          {decision ? t(introKey, { investor }) : null}
        </p>
        {decision === 'approved' && ask?.approval === 'propose' && (
          <p className="mt-3 notice notice-info">{t('appKyc.review.fourEyesPropose')}</p>
        )}
        {identityAsk && (
          <IdentityPendingAsk
            id={id}
            accepted={identityAccepted}
            missing={missingIdentity}
            onChange={(accepted) => {
              setIdentityAccepted(accepted);
              shown.touch('identity');
            }}
            inputRef={first}
          />
        )}
        {decision === 'more-information' && (
          <fieldset
            className="mt-4"
            aria-describedby={missingItems ? `${id}-items-error` : undefined}
            data-review-items
          >
            <legend className="field-label">{t('appKyc.review.items')}</legend>
            <ItemGroup
              title={t('appKyc.review.itemsAnswers')}
              items={STEP_ITEMS}
              chosen={items}
              onToggle={toggle}
              firstRef={first}
            />
            <ItemGroup
              title={t('appKyc.review.itemsDocuments')}
              items={KYC_DOCUMENT_KINDS}
              chosen={items}
              onToggle={toggle}
            />
            {missingItems && (
              <p id={`${id}-items-error`} className="field-error" role="alert">
                {t('appKyc.review.itemsMissing')}
              </p>
            )}
          </fieldset>
        )}
        {decision && decision !== 'approved' && (
          <div className="field mt-4">
            <label htmlFor={`${id}-reason`} className="field-label">
              {t(decision === 'rejected' ? 'appKyc.review.reason' : 'appKyc.review.message')}
            </label>
            <textarea
              id={`${id}-reason`}
              ref={decision === 'rejected' ? first : undefined}
              className="field-input min-h-24"
              maxLength={KYC_REVIEW_REASON_MAX}
              value={reason}
              required={decision === 'rejected'}
              aria-invalid={missingReason || undefined}
              aria-describedby={missingReason ? `${id}-reason-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => shown.touch('reason')}
              data-review-reason
            />
            {missingReason && (
              <p id={`${id}-reason-error`} className="field-error" role="alert">
                {t('appKyc.review.reasonMissing')}
              </p>
            )}
          </div>
        )}
        {failure && (
          <p className="mt-4 notice notice-error" role="alert" data-review-failure>
            {failure}
          </p>
        )}
        <DialogButtons
          cancelLabel={t('appKyc.cancel')}
          onCancel={onClose}
          submitLabel={decision ? (busy ? t('appKyc.busy') : t(submitKey)) : undefined}
          busy={busy}
          marker="data-review-submit"
        />
      </form>
    </dialog>
  );
}

function ItemGroup({
  title,
  items,
  chosen,
  onToggle,
  firstRef,
}: {
  title: string;
  items: readonly KycReviewItem[];
  chosen: readonly KycReviewItem[];
  onToggle: (item: KycReviewItem) => void;
  firstRef?: React.Ref<HTMLTextAreaElement & HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-gray-700">{title}</p>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {items.map((item, index) => (
          <label key={item} className="flex items-start gap-2 py-1">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              className="mt-1"
              checked={chosen.includes(item)}
              onChange={() => onToggle(item)}
              data-review-item={item}
            />
            <span>{t(`kyc.reviewItem.${item}`)}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

/** The approval of a questionnaire whose investor's identity is not verified yet: the reviewer's explicit word. */
function IdentityPendingAsk({
  id,
  accepted,
  missing,
  onChange,
  inputRef,
}: {
  id: string;
  accepted: boolean;
  missing: boolean;
  onChange: (accepted: boolean) => void;
  inputRef: RefObject<(HTMLTextAreaElement & HTMLInputElement) | null>;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-col gap-2" data-identity-pending>
      <p className="notice notice-info">{t('appKyc.review.identityPending')}</p>
      <label className="flex items-start gap-2 text-sm text-gray-900">
        <input
          type="checkbox"
          ref={inputRef}
          className="mt-1"
          checked={accepted}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-identity-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          data-identity-accept
        />
        {t('appKyc.review.identityAccept')}
      </label>
      {missing && (
        <p id={`${id}-identity-error`} className="field-error" role="alert">
          {t('appKyc.review.identityMissing')}
        </p>
      )}
    </div>
  );
}
