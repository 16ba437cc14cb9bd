import type { Ref, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_KINDS, KYC_STEPS, type KycReviewItem } from '../../../lib/contracts/kyc';
import { KYC_REVIEW_REASON_MAX, type KycReviewDecision } from '../../../lib/contracts/kyc-review';

const STEP_ITEMS = KYC_STEPS.map((s) => s.id);

/** The parts of the form and the documents asked for again, answers first. */
export function ItemsAsk({
  id,
  chosen,
  missing,
  onToggle,
  firstRef,
}: {
  id: string;
  chosen: readonly KycReviewItem[];
  missing: boolean;
  onToggle: (item: KycReviewItem) => void;
  firstRef: RefObject<(HTMLTextAreaElement & HTMLInputElement) | null>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4" aria-describedby={missing ? `${id}-items-error` : undefined} data-review-items>
      <legend className="field-label">{t('appKyc.review.items')}</legend>
      <ItemGroup
        title={t('appKyc.review.itemsAnswers')}
        items={STEP_ITEMS}
        chosen={chosen}
        onToggle={onToggle}
        firstRef={firstRef}
      />
      <ItemGroup
        title={t('appKyc.review.itemsDocuments')}
        items={KYC_DOCUMENT_KINDS}
        chosen={chosen}
        onToggle={onToggle}
      />
      {missing && (
        <p id={`${id}-items-error`} className="field-error" role="alert">
          {t('appKyc.review.itemsMissing')}
        </p>
      )}
    </fieldset>
  );
}

/** The reason of a rejection (required) or the message with a request for more information (optional). */
export function ReasonField({
  id,
  decision,
  reason,
  missing,
  onChange,
  onBlur,
  firstRef,
}: {
  id: string;
  decision: Exclude<KycReviewDecision, 'approved'>;
  reason: string;
  missing: boolean;
  onChange: (reason: string) => void;
  onBlur: () => void;
  firstRef: RefObject<(HTMLTextAreaElement & HTMLInputElement) | null>;
}) {
  const { t } = useTranslation();
  return (
    <div className="field mt-4">
      <label htmlFor={`${id}-reason`} className="field-label">
        {t(decision === 'rejected' ? 'appKyc.review.reason' : 'appKyc.review.message')}
      </label>
      <textarea
        id={`${id}-reason`}
        ref={decision === 'rejected' ? firstRef : undefined}
        className="field-input min-h-24"
        maxLength={KYC_REVIEW_REASON_MAX}
        value={reason}
        required={decision === 'rejected'}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-reason-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-review-reason
      />
      {missing && (
        <p id={`${id}-reason-error`} className="field-error" role="alert">
          {t('appKyc.review.reasonMissing')}
        </p>
      )}
    </div>
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
  firstRef?: Ref<HTMLTextAreaElement & HTMLInputElement>;
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
export function IdentityPendingAsk({
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
