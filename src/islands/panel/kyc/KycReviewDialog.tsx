import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycReviewItem } from '../../../lib/contracts/kyc';
import type { KycReviewDecision, KycReviewInput } from '../../../lib/contracts/kyc-review';
import { passes } from '../../../lib/validation/rule-check';
import { useBlurErrors } from '../form/use-blur-errors';
import { DialogButtons } from '../ui/DialogButtons';
import { sheetDialogClass } from '../ui/dialog-classes';
import { useModalDialog } from '../ui/use-modal-dialog';
import { IdentityPendingAsk, ItemsAsk, ReasonField } from './KycReviewFields';

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

/** The dictionary keys of a decision's title, intro and send button; an approval reads as what it is. */
function dialogKeys(decision: KycReviewDecision | undefined, approval: NonNullable<ReviewAsk['approval']>) {
  const approved = decision === 'approved';
  return {
    titleKey: approved ? `appKyc.review.approve.${approval}` : `appKyc.review.${decision}.title`,
    // An approval reads as what it is: final, a proposal for four eyes, or the confirmation of one.
    introKey: approved ? `appKyc.review.approved.intro.${approval}` : `appKyc.review.${decision}.intro`,
    submitKey: approved ? `appKyc.review.approved.submit.${approval}` : `appKyc.review.${decision}.submit`,
  };
}

/** The dialog's fields, reset on each opening, what they still lack, and the send that checks them first. */
function useReviewForm({ ask, busy, onClose, onSubmit }: Pick<Props, 'ask' | 'busy' | 'onClose' | 'onSubmit'>) {
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
  const toggle = (item: KycReviewItem) => {
    setItems((current) => (current.includes(item) ? current.filter((i) => i !== item) : [...current, item]));
    shown.touch('items');
  };
  const acceptIdentity = (accepted: boolean) => {
    setIdentityAccepted(accepted);
    shown.touch('identity');
  };
  const submit = (event: FormEvent) => {
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
  };
  return {
    first,
    reason,
    setReason,
    items,
    toggle,
    identityAsk,
    identityAccepted,
    acceptIdentity,
    shown,
    modal,
    submit,
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
  const form = useReviewForm({ ask, busy, onClose, onSubmit });
  const { first, shown } = form;
  const decision = ask?.decision;
  const { titleKey, introKey, submitKey } = dialogKeys(decision, ask?.approval ?? 'final');

  return (
    <dialog
      {...form.modal}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={sheetDialogClass('w-[34rem]')}
      data-review-dialog={decision}
    >
      <form noValidate onSubmit={form.submit}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {decision ? t(titleKey) : null}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-sm text-gray-700">
          {decision ? t(introKey, { investor }) : null}
        </p>
        {decision === 'approved' && ask?.approval === 'propose' && (
          <p className="mt-3 notice notice-info">{t('appKyc.review.fourEyesPropose')}</p>
        )}
        {form.identityAsk && (
          <IdentityPendingAsk
            id={id}
            accepted={form.identityAccepted}
            missing={Boolean(shown.errors.identity)}
            onChange={form.acceptIdentity}
            inputRef={first}
          />
        )}
        {decision === 'more-information' && (
          <ItemsAsk
            id={id}
            chosen={form.items}
            missing={Boolean(shown.errors.items)}
            onToggle={form.toggle}
            firstRef={first}
          />
        )}
        {decision && decision !== 'approved' && (
          <ReasonField
            id={id}
            decision={decision}
            reason={form.reason}
            missing={Boolean(shown.errors.reason)}
            onChange={form.setReason}
            onBlur={() => shown.touch('reason')}
            firstRef={first}
          />
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
