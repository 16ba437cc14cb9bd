import { useTranslation } from 'react-i18next';
import type { KycIdentityView, KycReviewView, KycStatus } from '../../../../lib/contracts/kyc';

const STATUS_CLASSES: Record<KycStatus, string> = {
  sent: 'bg-gray-100 text-gray-900',
  opened: 'bg-sky-100 text-sky-900',
  'in-progress': 'bg-amber-100 text-amber-900',
  submitted: 'bg-green-100 text-green-900',
  revoked: 'bg-red-100 text-red-900',
  returned: 'bg-orange-100 text-orange-900',
};

const IDENTITY_CLASSES: Record<KycIdentityView['state'], string> = {
  'not-started': 'bg-gray-100 text-gray-900',
  'in-progress': 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
};

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A request's status; an expired link (not a stored status, decision 0019) gets a second badge next to it. */
export function KycStatusBadge({ status, expired }: { status: KycStatus; expired: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${badge} ${STATUS_CLASSES[status]}`} data-kyc-status={status}>
        {t(`kyc.status.${status}`)}
      </span>
      {expired && (
        <span className={`${badge} bg-orange-100 text-orange-900`} data-kyc-expired>
          {t('kyc.status.expired')}
        </span>
      )}
    </span>
  );
}

/** The identity check's state. */
export function IdentityBadge({ state }: { state: KycIdentityView['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={`${badge} ${IDENTITY_CLASSES[state]}`} data-kyc-identity={state}>
      {t(`kyc.identity.${state}`)}
    </span>
  );
}

const REVIEW_CLASSES: Record<NonNullable<KycReviewView['state']>, string> = {
  pending: 'bg-sky-100 text-sky-900',
  proposed: 'bg-violet-100 text-violet-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  'more-information': 'bg-orange-100 text-orange-900',
};

/** The review's state (decision 0048); nothing before the questionnaire was sent. */
export function ReviewBadge({ state }: { state: KycReviewView['state'] }) {
  const { t } = useTranslation();
  if (!state) return null;
  return (
    <span className={`${badge} ${REVIEW_CLASSES[state]}`} data-kyc-review={state}>
      {t(`kyc.review.state.${state}`)}
    </span>
  );
}

/** The risk flags of the answers (PEP, sanctions, funds needing a document); nothing when none. */
export function RiskFlags({ flags }: { flags: KycReviewView['riskFlags'] }) {
  const { t } = useTranslation();
  if (!flags || flags.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1" data-kyc-flags={flags.join(' ')}>
      {flags.map((flag) => (
        <span key={flag} className={`${badge} bg-red-50 text-red-900 ring-1 ring-red-200`}>
          {t(`kyc.review.flag.${flag}`)}
        </span>
      ))}
    </span>
  );
}
