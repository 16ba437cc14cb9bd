import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText, rateText } from '../../../lib/format/campaign-format';
import type { Language } from '../../../lib/language';
import type { Duration } from '../../../lib/contracts/campaign';
import type { OfferDetail } from '../../../lib/contracts/offer-list';
import { PanelProviders } from '../PanelProviders';
import { OfferSubpage } from '../ui/offer/OfferSubpage';
import { AttachmentList } from '../ui/offer/AttachmentList';
import { ChangeAdvisorDialog, type OwnerChangeTarget } from './ChangeAdvisorDialog';
import { Card, Facts } from '../ui/DetailParts';
import { QueryState } from '../ui/QueryState';
import { hasInvestment } from '../ui/offer/offer-history';
import { OfferHistory } from '../ui/offer/OfferHistory';
import { OfferNotes } from './OfferNotes';
import { OfferTasks } from './OfferTasks';
import { MoveOfferDialog, type MoveTarget } from './MoveOfferDialog';
import { useOfferMove } from './use-offer-move';
import { dateCell, dateTimeCell, moneyCell } from '../../../lib/format/cells';
import { offerDetailQuery } from '../ui/offer/offers-api';
import { OfferStatusBadge } from '../ui/offer/OfferStatusBadge';
import { OfferRefundCard, ReflectionNotes } from './OfferRefund';

const investorFullName = (offer: OfferDetail) =>
  [offer.investor.firstName, offer.investor.surname].filter(Boolean).join(' ').trim() ||
  offer.investorName ||
  offer.investor.email;

/** The offer's page content. Exported for the investment page, which shows the same facts. */
function OfferFacts({ offer, labelled }: { offer: OfferDetail; labelled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('investors.offer.investor')} id="offer-investor">
        <Facts
          items={[
            [
              t('investors.offer.investorName'),
              <a key="client" className="link" href={`/app/investors/client/${offer.investor.id}`} data-client-link>
                {investorFullName(offer)}
              </a>,
            ],
            [
              t('investors.column.investorEmail'),
              <a key="mail" className="link break-all" href={`mailto:${offer.investor.email}`}>
                {offer.investor.email}
              </a>,
            ],
          ]}
        />
      </Card>
      <CampaignCard offer={offer} />
      <Card title={t('investors.offer.amountsAndDates')} id="offer-amounts">
        <Facts
          items={[
            [
              t('investors.column.investmentValue'),
              <span key="v" className="tabular-nums" data-amount>
                {moneyCell(offer.investmentValue, offer.currency)}
              </span>,
            ],
            [t('investors.offer.currency'), offer.currency],
            [t('investors.offer.createdAt'), dateTimeCell(offer.createdAt)],
            [t('investors.column.statusDate'), dateTimeCell(offer.statusDate)],
            [t('investors.column.agreementDate'), dateCell(offer.agreementDate)],
            [t('investors.column.paymentDate'), dateCell(offer.paymentDate)],
            ...(offer.bankPayment
              ? [
                  [t('investors.offer.bankPayment'), <BankPaymentText key="bank" paid={offer.bankPayment} />] as [
                    string,
                    ReactNode,
                  ],
                ]
              : []),
            [t('investors.column.endDate'), dateCell(offer.endDate)],
          ]}
        />
        {offer.message && offer.message.trim() !== '' && (
          <div>
            <h3 className="text-sm text-gray-600">{t('investors.offer.message')}</h3>
            <p className="whitespace-pre-line text-gray-900">{offer.message}</p>
          </div>
        )}
      </Card>
      <Card title={t('investors.offer.attachments')} id="offer-attachments">
        <AttachmentList offerId={offer.id} files={offer.attachments} labelled={labelled} />
      </Card>
    </>
  );
}

/** The payment the bank's statement showed (issue 38): its booking day, and when the offer becomes active. */
function BankPaymentText({ paid }: { paid: NonNullable<OfferDetail['bankPayment']> }) {
  const { t } = useTranslation();
  return (
    <span data-bank-payment>
      {paid.activatesAt
        ? t('investors.offer.bankPaymentWaits', {
            date: dateCell(paid.bookingDate),
            activation: dateCell(paid.activatesAt),
          })
        : t('investors.offer.bankPaymentOn', { date: dateCell(paid.bookingDate) })}
    </span>
  );
}

/** The campaign and product the offer is for: name, rate, duration, interest, payments, dates and network. */
function CampaignCard({ offer }: { offer: OfferDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('investors.offer.campaign')} id="offer-campaign">
      <Facts
        items={[
          [t('investors.column.campaignName'), offer.campaign.name],
          [t('investors.offer.product'), `${offer.product.name} (${offer.product.code})`],
          [t('investors.offer.rate'), rateText(offer.product.annualRateBasisPoints)],
          [
            t('investors.offer.duration'),
            durationText(
              { unit: offer.product.durationUnit as Duration['unit'], value: offer.product.durationValue },
              t,
            ),
          ],
          [
            t('investors.offer.interestType'),
            t(`investors.interestType.${offer.campaign.interestType}`, { defaultValue: offer.campaign.interestType }),
          ],
          [
            t('investors.offer.paymentFrequency'),
            t(`investors.paymentFrequency.${offer.campaign.paymentFrequency}`, {
              defaultValue: offer.campaign.paymentFrequency,
            }),
          ],
          [
            t('investors.offer.campaignDates'),
            `${dateCell(offer.campaign.startDate)} – ${dateCell(offer.campaign.endDate)}`,
          ],
          [t('investors.column.network'), offer.networkName],
        ]}
      />
    </Card>
  );
}

function OfferDetailContent({
  offerId,
  lang,
  labelled,
  callerId,
}: {
  offerId: string;
  lang: Language;
  labelled: boolean;
  callerId: string;
}) {
  const { t } = useTranslation();
  const query = useQuery(offerDetailQuery(offerId, lang));
  return (
    <QueryState
      query={query}
      loading={t('investors.loading')}
      notFound={t('investors.offer.notFound')}
      backHref="/app/investors"
      backLabel={t('investors.offer.back')}
    >
      {(offer) => <OfferView offer={offer} labelled={labelled} callerId={callerId} />}
    </QueryState>
  );
}

/** The loaded offer: its heading and owner, facts, refund, history, tasks and notes, and the dialogs that change it. */
function OfferView({ offer, labelled, callerId }: { offer: OfferDetail; labelled: boolean; callerId: string }) {
  const [ownerChange, setOwnerChange] = useState<OwnerChangeTarget | null>(null);
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  const mover = useOfferMove();
  return (
    <div className="flex flex-col gap-6" data-offer-detail={offer.id}>
      <OfferHeading offer={offer} moveDisabled={mover.isPending} onMove={setMoving} />
      <OwnerCard offer={offer} onChangeOwner={setOwnerChange} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OfferFacts offer={offer} labelled={labelled} />
      </div>
      {offer.status === 'declined' && <OfferRefundCard offerId={offer.id} />}
      <OfferHistory offer={offer} />
      <OfferTasks offerId={offer.id} owner={{ id: offer.ownerId, name: offer.ownerName }} callerId={callerId} />
      <OfferNotes offerId={offer.id} />
      <ChangeAdvisorDialog offer={ownerChange} onClose={() => setOwnerChange(null)} />
      <MoveOfferDialog
        offer={moving}
        onClose={() => setMoving(null)}
        onMove={(target, move) => mover.mutate({ offer: target, move })}
      />
    </div>
  );
}

const SMALL_BUTTON =
  'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-highlight';

/** The heading: whose offer, its status and reflection period, and the button that moves it on. */
function OfferHeading({
  offer,
  moveDisabled,
  onMove,
}: {
  offer: OfferDetail;
  moveDisabled: boolean;
  onMove: (target: MoveTarget) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-semibold text-gray-900" data-offer-heading>
        {t('investors.offer.heading', { investor: investorFullName(offer) })}
      </h1>
      <OfferStatusBadge status={offer.status} exact />
      <div className="flex flex-col gap-1">
        <ReflectionNotes offer={offer} />
      </div>
      {offer.nextStatuses.length > 0 && (
        <button
          type="button"
          className={SMALL_BUTTON}
          onClick={() => onMove({ id: offer.id, investorName: investorFullName(offer), status: offer.status })}
          disabled={moveDisabled}
          data-move-offer
        >
          {t('offers.move.open')}
        </button>
      )}
    </div>
  );
}

/** The advisor who owns the offer and their network, the owner change, and the link to the investment. */
function OwnerCard({
  offer,
  onChangeOwner,
}: {
  offer: OfferDetail;
  onChangeOwner: (target: OwnerChangeTarget) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('investors.offer.owner')}
      id="offer-owner"
      action={
        offer.ownerChangeable ? (
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() =>
              onChangeOwner({
                id: offer.id,
                investorName: investorFullName(offer),
                networkId: offer.networkId,
                networkName: offer.networkName,
                ownerId: offer.ownerId,
                ownerName: offer.ownerName,
              })
            }
            data-change-owner
          >
            {t('investors.action.changeOwner')}
          </button>
        ) : undefined
      }
    >
      <Facts
        items={[
          [
            t('investors.column.ownerName'),
            <span key="o" data-owner-name>
              {offer.ownerName}
            </span>,
          ],
          [t('investors.column.network'), offer.networkName],
        ]}
      />
      {hasInvestment(offer.status, offer.history) && (
        <a className="link self-start" href={`/app/investments/${encodeURIComponent(offer.id)}`} data-investment-link>
          {t('investors.offer.toInvestment')}
        </a>
      )}
    </Card>
  );
}

function OfferScreen({ lang, offerId }: { lang: Language; offerId: string }) {
  return (
    <OfferSubpage lang={lang}>
      {(session) => (
        <OfferDetailContent
          offerId={offerId}
          lang={lang}
          labelled={session.role === 'coordinator'}
          callerId={session.user?.id ?? session.claims?.sub ?? ''}
        />
      )}
    </OfferSubpage>
  );
}

/** The /app/investors/offer/{id} island. */
export function OfferDetailScreen({ lang, offerId }: { lang: Language; offerId: string }) {
  return (
    <PanelProviders lang={lang}>
      <OfferScreen lang={lang} offerId={offerId} />
    </PanelProviders>
  );
}
