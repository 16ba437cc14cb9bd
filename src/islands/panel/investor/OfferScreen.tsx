// One offer of the signed-in investor (/app/portfolio/{id}): the campaign's metrics and the product's terms, the
// status, the amount with interest and acceptance (the public page's rules, checked here first and by the server
// again), payment-confirmation uploads with progress, the attachments, the PDF and, once active, the schedule.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { translationFor } from '../../../lib/contracts/campaign';
import { toast } from '../../../lib/ui/toast';
import { usePanelSession } from '../../session/use-panel-session';
import { failureText } from '../failure-text';
import { ScheduleTable } from '../ui/offer/ScheduleTable';
import { dateCell } from '../../../lib/format/cells';
import { firstConfirmationAt } from '../../../lib/offers/offer-stage';
import { durationText, moneyText, rateText } from '../../../lib/format/campaign-format';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { downloadOfferPdf, investorKeys, offerQuery, type InvestorOfferDetail } from './investor-api';
import { amountText, scheduleTotals } from './investor-format';
import { Card, isNotFound, QueryState, Term, usePageLanguage } from '../ui/page-parts';
import { InvestorOfferBadge } from './InvestorOfferBadge';
import { AmountForm } from './OfferAmountForm';
import { Attachments, Uploads } from './OfferFiles';
import { OfferProgress } from './OfferProgress';
import { KiisCard, RefundNotice, RevokeCard, TestNeeded } from './OfferProtection';
import { protectionQuery } from './protection-api';

interface Props {
  lang: Language;
  offerId: string;
}

function Metrics({ detail }: { detail: InvestorOfferDetail }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const m = detail.campaign.metrics;
  const headingId = useId();
  const product = translationFor(detail.product.translations, lang);
  return (
    <Card title={t('investor.offer.terms')} headingId={headingId} data-offer-terms>
      {product.description && <p className="mt-2 whitespace-pre-line text-gray-700">{product.description}</p>}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Term label={t('investor.offer.rate')}>{rateText(detail.product.annualRateBasisPoints)}</Term>
        <Term label={t('campaigns.metric.interestType')}>
          {t(`campaigns.interestType.${detail.product.interestType}`)}
        </Term>
        <Term label={t('investor.offer.frequency')}>{t(`campaigns.frequency.${detail.product.paymentFrequency}`)}</Term>
        <Term label={t('investor.offer.duration')}>{durationText(detail.product.duration, t)}</Term>
        <Term label={t('investor.offer.min')}>{moneyText(m.minInvestment, m.currency)}</Term>
        <Term label={t('investor.offer.max')}>
          {m.maxInvestment === null ? t('investor.offer.noMax') : moneyText(m.maxInvestment, m.currency)}
        </Term>
        <Term label={t('investor.offer.step')}>{moneyText(m.step, m.currency)}</Term>
        <Term label={t('investor.offer.available')}>{moneyText(m.available, m.currency)}</Term>
        <Term label={t('investor.offer.target')}>{moneyText(m.target, m.currency)}</Term>
        <Term label={t('investor.offer.raised')}>{moneyText(m.paid, m.currency)}</Term>
        <Term label={t('campaigns.metric.declared')}>{moneyText(m.raised - m.paid, m.currency)}</Term>
        <Term label={t('investor.offer.subscription')}>
          {dateCell(detail.campaign.startDate)} – {dateCell(detail.campaign.endDate)}
        </Term>
        <Term label={t('investor.offer.daysLeft')}>{m.daysLeft}</Term>
      </dl>
    </Card>
  );
}

/** The offer's name, status and amount with the PDF, its dates, the advisor's message and why it is blocked. */
function OfferHeader({ detail }: { detail: InvestorOfferDetail }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const [pdfBusy, setPdfBusy] = useState(false);
  const campaign = translationFor(detail.campaign.translations, lang);
  const product = translationFor(detail.product.translations, lang);
  const { offer } = detail;

  const pdf = async () => {
    setPdfBusy(true);
    try {
      await downloadOfferPdf(offer.id, null, lang);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investor.pdf.failed'), text });
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <a className="link self-start" href="/app">
        {t('investor.back')}
      </a>
      <h1 className="text-2xl font-semibold text-gray-900">{campaign.name}</h1>
      <p className="text-gray-700">
        {product.name} · {detail.product.code}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <InvestorOfferBadge
          offer={{
            status: offer.status,
            confirmationSentAt: firstConfirmationAt(offer.attachments),
            lostReason: offer.lostReason,
          }}
        />
        <span className="text-gray-900" data-offer-amount>
          {amountText(offer.investmentValue, offer.currency) ?? t('investor.offers.noAmount')}
        </span>
        {/* An ended offer stays listed with its status, but has no document any more (decision 0024). */}
        {offer.actions.blockedBy !== 'lost' && (
          <button
            type="button"
            className="link"
            onClick={() => void pdf()}
            disabled={pdfBusy}
            aria-busy={pdfBusy}
            data-pdf
          >
            {pdfBusy ? t('investor.pdf.preparing') : t('investor.action.pdf')}
          </button>
        )}
      </div>
      {(offer.agreementDate || offer.paymentDate || offer.endDate) && (
        <dl className="mt-2 flex flex-wrap gap-6">
          {offer.agreementDate && (
            <Term label={t('investor.offer.agreementDate')}>{dateCell(offer.agreementDate)}</Term>
          )}
          {offer.paymentDate && <Term label={t('investor.offer.paymentDate')}>{dateCell(offer.paymentDate)}</Term>}
          {offer.endDate && <Term label={t('investor.offer.endDate')}>{dateCell(offer.endDate)}</Term>}
        </dl>
      )}
      {offer.message && (
        <p className="whitespace-pre-line rounded-lg bg-highlight p-3 text-gray-900">{offer.message}</p>
      )}
      {/* 'out-of-date' only repeats the status (accepted or active); the rest say why nothing can be done. */}
      {offer.actions.blockedBy && offer.actions.blockedBy !== 'out-of-date' && (
        <p className="notice notice-info" data-blocked-by={offer.actions.blockedBy}>
          {t(`investor.blocked.${offer.actions.blockedBy}`)}
        </p>
      )}
    </div>
  );
}

function OfferView({
  detail,
  onChanged,
  onUploaded,
}: {
  detail: InvestorOfferDetail;
  onChanged: (next: InvestorOfferDetail) => void;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const { offer } = detail;
  const m = detail.campaign.metrics;
  const scheduleId = useId();
  const lang = usePageLanguage();
  const session = usePanelSession(lang);
  // The entry test (decision 0052): asked only while the offer can still be taken up.
  const protection = useQuery({
    ...protectionQuery(lang),
    enabled: session.state === 'ready' && (offer.actions.interest || offer.actions.accept),
  });
  const testNeeded = protection.data?.enabled === true && !protection.data.ready;
  // Until it is known the amount form waits (no form that turns into the test's card a moment later); a failed
  // read leaves the form, and the server still refuses what the test must come before.
  const protectionKnown = protection.data !== undefined || protection.isError;
  const latest = protection.data?.latest;
  const testExpired = latest != null && new Date(latest.validUntil).getTime() <= Date.now();
  // The KIIS opened here since the offer was read (the server recorded it; the next read says so too).
  const [kiisOpened, setKiisOpened] = useState(false);
  const kiisWaiting = offer.kiis !== null && !offer.kiis.received && !kiisOpened;

  return (
    <div className="flex flex-col gap-6" data-offer={offer.id}>
      <OfferHeader detail={detail} />
      <OfferProgress detail={detail} />
      <RevokeCard detail={detail} onChanged={onChanged} />
      <RefundNotice refund={offer.refund} />
      {protection.data?.enabled && (
        <KiisCard offerId={offer.id} owner={offer.kiis?.owner ?? null} onOpened={() => setKiisOpened(true)} />
      )}
      {(offer.actions.interest || offer.actions.accept) &&
        protectionKnown &&
        (testNeeded ? (
          <TestNeeded offerId={offer.id} expired={testExpired} />
        ) : (
          <AmountForm detail={detail} onChanged={onChanged} kiisWaiting={kiisWaiting} />
        ))}
      {detail.schedule.length > 0 && (
        <Card title={t('investor.schedule.title')} headingId={scheduleId} data-offer-schedule>
          <div className="mt-3">
            <ScheduleTable rows={detail.schedule} totals={scheduleTotals(detail.schedule)} currency={m.currency} />
          </div>
        </Card>
      )}
      {offer.actions.upload && <Uploads detail={detail} onUploaded={onUploaded} />}
      <Attachments detail={detail} />
      <Metrics detail={detail} />
    </div>
  );
}

function Screen({ lang, offerId }: Props) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const ready = session.state === 'ready' && session.role === 'investor';
  const client = useQueryClient();
  const query = useQuery({ ...offerQuery(offerId, lang), enabled: ready });
  if (session.state !== 'ready') return <SessionPending state={session.state} />;
  if (session.role !== 'investor') return <p className="notice notice-info">{t('investor.onlyInvestors')}</p>;
  if (query.error && isNotFound(query.error)) {
    return (
      <div className="flex flex-col items-start gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{t('investor.offer.notFound')}</h1>
        <a className="link" href="/app">
          {t('investor.back')}
        </a>
      </div>
    );
  }
  if (!query.data)
    return <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />;
  const refreshLists = () => void client.invalidateQueries({ queryKey: ['investor'], refetchType: 'none' });
  return (
    <OfferView
      detail={query.data}
      onChanged={(next) => {
        client.setQueryData(investorKeys.offer(offerId, lang), next);
        refreshLists();
      }}
      onUploaded={() => void query.refetch()}
    />
  );
}

/** The /app/portfolio/{id} island (client:load). */
export function OfferScreen(props: Props) {
  return (
    <PanelProviders lang={props.lang}>
      <Screen {...props} />
    </PanelProviders>
  );
}
