import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycDocumentView, KycRequestDetail } from '../../../lib/contracts/kyc-views';
import { needsFourEyes, type KycReviewInput } from '../../../lib/contracts/kyc-review';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { Card, Facts } from '../ui/DetailParts';
import { dateTimeCell, fileSize } from '../../../lib/format/cells';
import { openKycDocument } from '../ui/kyc/kyc-document';
import { KYC_KEY, kycDetailQuery, reviewKycRequest } from './kyc-api';
import { EMPTY } from './kyc-format';
import type { Translate } from '../../../lib/i18n-types';
import { ReviewBadge, RiskFlags } from '../ui/kyc/KycBadges';
import { KycReviewDialog, type ReviewAsk } from './KycReviewDialog';
import { useFileOpener } from '../ui/use-file-opener';
import { investorOf } from './KycTable';

const outlined =
  'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-highlight';

/** Whether a decision can be taken now: sent and waiting in the queue. */
const waiting = (detail: KycRequestDetail) =>
  detail.status === 'submitted' && (detail.review.state === 'pending' || detail.review.state === 'proposed');

/** How an approval reads here: final, a proposal (four eyes), or the confirmation of a proposal. */
function approvalOf(detail: KycRequestDetail): ReviewAsk['approval'] {
  if (!needsFourEyes(detail.review.riskFlags ?? [])) return 'final';
  return detail.review.state === 'proposed' ? 'confirm' : 'propose';
}

/** Takes a decision: the dialog's ask, the request in flight and the server's refusal of the last try. */
function useKycDecision(detail: KycRequestDetail) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState<ReviewAsk | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const decide = async (input: KycReviewInput) => {
    setBusy(true);
    setFailure(null);
    try {
      const updated = await reviewKycRequest(detail.id, input);
      queryClient.setQueryData(kycDetailQuery(detail.id).queryKey, updated);
      toast({ type: 'success', text: t(`appKyc.review.done.${updated.review.state ?? 'pending'}`) });
      setAsk(null);
    } catch (error) {
      setFailure(failureText(error, t) || t('appKyc.review.failed'));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: KYC_KEY });
    }
  };
  const open = (next: ReviewAsk) => {
    setFailure(null);
    setAsk(next);
  };
  return { ask, busy, failure, decide, open, close: () => setAsk(null) };
}

type Review = KycRequestDetail['review'];

/** The review's facts: its state, its risk flags, and when given the last reviewer, what was asked and why. */
function reviewFacts(review: Review, t: Translate): Array<[string, ReactNode]> {
  const facts: Array<[string, ReactNode]> = [
    [t('appKyc.review.state'), review.state ? <ReviewBadge key="s" state={review.state} /> : t('appKyc.review.notYet')],
    [
      t('appKyc.review.flags'),
      review.riskFlags?.length ? <RiskFlags key="f" flags={review.riskFlags} /> : t('appKyc.review.noFlags'),
    ],
  ];
  if (review.reviewer)
    facts.push([
      t('appKyc.review.lastBy'),
      <span key="r" data-review-reviewer>
        {`${review.reviewer.name ?? EMPTY}, ${dateTimeCell(review.reviewedAt)}`}
      </span>,
    ]);
  if (review.state === 'more-information' || (review.items.length > 0 && review.state === 'pending'))
    facts.push([t('appKyc.review.asked'), review.items.map((item) => t(`kyc.reviewItem.${item}`)).join(', ')]);
  if (review.reason)
    facts.push([
      t('appKyc.review.reasonLabel'),
      <span key="why" className="whitespace-pre-line">
        {review.reason}
      </span>,
    ]);
  return facts;
}

/** The three decisions while the request waits; the approval only for who may take it. */
function ReviewActions({
  detail,
  compliance,
  myProposal,
  onOpen,
}: {
  detail: KycRequestDetail;
  compliance: boolean;
  myProposal: boolean;
  onOpen: (ask: ReviewAsk) => void;
}) {
  const { t } = useTranslation();
  const approval = approvalOf(detail);
  const identityPending = detail.identityVerification.state !== 'confirmed';
  return (
    <div className="flex flex-wrap gap-2" data-review-actions>
      {(detail.review.state !== 'proposed' || compliance) && !myProposal && (
        <button
          type="button"
          className="btn-primary w-auto"
          onClick={() => onOpen({ decision: 'approved', approval, identityPending })}
          data-review-approve
        >
          {t(`appKyc.review.approve.${approval}`)}
        </button>
      )}
      <button
        type="button"
        className={outlined}
        onClick={() => onOpen({ decision: 'more-information' })}
        data-review-more
      >
        {t('appKyc.review.more-information.title')}
      </button>
      <button
        type="button"
        className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
        onClick={() => onOpen({ decision: 'rejected' })}
        data-review-reject
      >
        {t('appKyc.review.rejected.title')}
      </button>
    </div>
  );
}

/**
 * The review of a KYC questionnaire (issue 19, decision 0048): its state, risk flags, what was asked and why, the
 * documents the investor uploaded, the history of decisions, and while it waits the three decisions.
 */
/**
 * The review card; `compliance` says the viewer is a compliance officer, the only one who may confirm a proposed
 * approval (decision 0066): others see the proposal and may still reject it or ask for more.
 */
export function KycReviewCard({
  detail,
  compliance = false,
  viewerId,
}: {
  detail: KycRequestDetail;
  compliance?: boolean;
  /** Who looks: the one who proposed an approval waits for a second reviewer (issue 36 item 8). */
  viewerId?: string | undefined;
}) {
  const { t } = useTranslation();
  const { ask, busy, failure, decide, open, close } = useKycDecision(detail);
  const { review } = detail;
  const myProposal = review.state === 'proposed' && viewerId !== undefined && review.proposedBy?.id === viewerId;

  return (
    <Card title={t('appKyc.review.title')} id="kyc-review">
      <Facts items={reviewFacts(review, t)} />
      {review.state === 'proposed' && (
        <p className="notice notice-info" data-four-eyes>
          {myProposal
            ? t('appKyc.review.waitingSecond')
            : t('appKyc.review.proposedBy', { name: review.proposedBy?.name ?? EMPTY })}
        </p>
      )}
      {waiting(detail) && (
        <ReviewActions detail={detail} compliance={compliance} myProposal={myProposal} onOpen={open} />
      )}
      <Documents detail={detail} />
      <History detail={detail} />
      <KycReviewDialog
        ask={ask}
        investor={investorOf(detail)}
        busy={busy}
        failure={failure}
        onClose={close}
        onSubmit={(input) => void decide(input)}
      />
    </Card>
  );
}

function Documents({ detail }: { detail: KycRequestDetail }) {
  const { t } = useTranslation();
  const { busy, open: openDocument } = useFileOpener((document: KycDocumentView) =>
    openKycDocument(detail.id, document),
  );
  if (detail.documents.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-gray-900">{t('appKyc.review.documents')}</h3>
      <ul className="mt-2 flex flex-col gap-1" data-kyc-documents>
        {detail.documents.map((document) => (
          <li key={document.id}>
            <button
              type="button"
              className="link text-left break-all aria-disabled:cursor-progress"
              aria-disabled={busy === document.id || undefined}
              onClick={() => void openDocument(document)}
              data-kyc-document={document.kind}
            >
              {document.name}
            </button>
            <span className="ml-1 text-xs text-gray-600">
              ({t(`kyc.reviewItem.${document.kind}`)}, {fileSize(document.size)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function History({ detail }: { detail: KycRequestDetail }) {
  const { t } = useTranslation();
  if (detail.reviewHistory.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-gray-900">{t('appKyc.review.history')}</h3>
      <ol className="mt-2 flex flex-col gap-2" data-review-history>
        {detail.reviewHistory.map((event, index) => (
          <li key={index} className="text-sm" data-review-event={event.kind}>
            <span className="font-medium text-gray-900">{t(`appKyc.review.event.${event.kind}`)}</span>
            <span className="text-gray-700">
              {' – '}
              {event.actor ? `${event.actor.name ?? EMPTY}, ` : `${t('appKyc.review.byInvestor')}, `}
              <time dateTime={event.at}>{dateTimeCell(event.at)}</time>
            </span>
            {event.items.length > 0 && (
              <span className="block text-gray-700">
                {event.items.map((item) => t(`kyc.reviewItem.${item}`)).join(', ')}
              </span>
            )}
            {event.reason && <span className="block whitespace-pre-line text-gray-700">{event.reason}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
