// The sections of the KYC request page (KycDetail.tsx): its heading, the request as sent, and the answers.
import { useTranslation } from 'react-i18next';
import type { KycRequestDetail } from '../../../lib/contracts/kyc-views';
import { Card, Facts } from '../ui/DetailParts';
import { isOpenRequest } from './kyc-api';
import { IdentityBadge, KycStatusBadge, ReviewBadge } from '../ui/kyc/KycBadges';
import { KycAnswers } from './KycAnswers';
import { EMPTY } from './kyc-format';
import { investorOf } from './KycTable';
import type { useKycActions } from './use-kyc-actions';

/** Whose questionnaire, and its state in badges. */
export function DetailHeading({ detail }: { detail: KycRequestDetail }) {
  const { t } = useTranslation();
  const investor = investorOf(detail);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-semibold text-gray-900" data-kyc-detail-heading>
        {t('appKyc.detail.heading', { investor })}
      </h1>
      {/* The questionnaire's state as one reads it: sent as the request stands, and where its review is (approved,
        rejected, proposed), next to who has checked the identity; each badge follows the review (issue 36 item 8). */}
      <span className="flex flex-wrap items-center gap-1" data-kyc-badges>
        <KycStatusBadge status={detail.status} expired={detail.expired} />
        <ReviewBadge state={detail.review.state} />
        <IdentityBadge state={detail.identityVerification.state} />
      </span>
    </div>
  );
}

/** The request as sent (to whom, by whom, in which language, with which message); resend or revoke while open. */
export function RequestCard({
  detail,
  onAsk,
}: {
  detail: KycRequestDetail;
  onAsk: ReturnType<typeof useKycActions>['ask'];
}) {
  const { t } = useTranslation();
  const investor = investorOf(detail);
  const open = isOpenRequest(detail);
  return (
    <Card
      title={t('appKyc.detail.request')}
      id="kyc-request"
      action={
        open ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-highlight"
              onClick={() => onAsk('resend', { id: detail.id, investor })}
              data-resend-kyc
            >
              {t('appKyc.action.resend')}
            </button>
            <button
              type="button"
              className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
              onClick={() => onAsk('revoke', { id: detail.id, investor })}
              data-revoke-kyc
            >
              {t('appKyc.action.revoke')}
            </button>
          </div>
        ) : undefined
      }
    >
      <Facts
        items={[
          [
            t('appKyc.column.investorEmail'),
            <a key="mail" className="link break-all" href={`mailto:${detail.investorEmail}`}>
              {detail.investorEmail}
            </a>,
          ],
          [t('appKyc.column.advisorName'), detail.advisorName ?? EMPTY],
          [t('appKyc.detail.language'), t(`appKyc.language.${detail.language}`)],
          [
            t('appKyc.detail.message'),
            detail.message?.trim() ? (
              <span key="m" className="whitespace-pre-line">
                {detail.message}
              </span>
            ) : (
              EMPTY
            ),
          ],
        ]}
      />
    </Card>
  );
}

/** The investor's answers, or why there are none. */
export function Answers({ detail }: { detail: KycRequestDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="kyc-answers" className="flex flex-col gap-4">
      <h2 id="kyc-answers" className="text-xl font-semibold text-gray-900">
        {t('appKyc.detail.answers')}
      </h2>
      {detail.answers ? (
        <KycAnswers answers={detail.answers} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-700 shadow-sm" data-no-answers>
          {t(detail.status === 'revoked' ? 'appKyc.detail.noAnswersRevoked' : 'appKyc.detail.noAnswers')}
        </p>
      )}
    </section>
  );
}
