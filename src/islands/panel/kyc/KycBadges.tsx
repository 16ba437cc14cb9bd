import { useTranslation } from 'react-i18next';
import type { KycIdentityView, KycStatus } from '../../../lib/schemas/kyc';

const STATUS_CLASSES: Record<KycStatus, string> = {
  sent: 'bg-gray-100 text-gray-900',
  opened: 'bg-sky-100 text-sky-900',
  'in-progress': 'bg-amber-100 text-amber-900',
  submitted: 'bg-green-100 text-green-900',
  revoked: 'bg-red-100 text-red-900',
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
