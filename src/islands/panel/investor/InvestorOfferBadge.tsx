import { useTranslation } from 'react-i18next';
import { offerStage, type StageInput } from '../../../lib/offers/offer-stage';
import { OFFER_STATUS_CLASSES } from './investor-format';

/**
 * An offer's badge from the one status model (src/lib/offers/offer-stage.ts): an accepted offer whose payment
 * confirmation arrived and a revoked or replaced one are named as such; `data-offer-status` keeps the stored status.
 */
export function InvestorOfferBadge({ offer }: { offer: StageInput }) {
  const { t } = useTranslation();
  const stage = offerStage(offer);
  return (
    <span
      className={`inline-block rounded-lg px-2.5 py-0.5 text-xs leading-tight font-semibold ${OFFER_STATUS_CLASSES[offer.status]}`}
      data-offer-status={offer.status}
      data-offer-stage={stage}
    >
      {t(`offers.status.${stage}`)}
    </span>
  );
}
