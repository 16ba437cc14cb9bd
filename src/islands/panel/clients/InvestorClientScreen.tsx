import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import type { Translate } from '../../../lib/i18n-types';
import type { Language } from '../../../lib/language';
import type { ClientDocument, ClientTimelineItem, InvestorClient } from '../../../lib/contracts/investor-client';
import { KycStatusBadge, ReviewBadge } from '../ui/kyc/KycBadges';
import { openKycDocument } from '../ui/kyc/kyc-document';
import { PanelProviders } from '../PanelProviders';
import { Card, Facts } from '../ui/DetailParts';
import { QueryState } from '../ui/QueryState';
import { ClientClassification } from './ClientClassification';
import { ClientStepLog } from './ClientStepLog';
import { ClientKycAccess } from './ClientKycAccess';
import { ClientRetention } from './ClientRetention';
import { ClientResidenceCertificates } from './ClientResidenceCertificates';
import { actorText, historyText } from '../ui/offer/offer-history';
import { dateCell, dateTimeCell, fileSize, moneyCell } from '../../../lib/format/cells';
import { openAttachment } from '../ui/offer/offers-api';
import { OfferStatusBadge } from '../ui/offer/OfferStatusBadge';
import { OfferSubpage } from '../ui/offer/OfferSubpage';
import { TaskItem } from '../ui/offer/TaskItem';
import { useFileOpener } from '../ui/use-file-opener';

const clientQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: ['offers', 'client', id, lang],
    queryFn: () =>
      browserCore().api.get<InvestorClient>(`/api/advisor/investors/client/${encodeURIComponent(id)}?lang=${lang}`),
    gcTime: 0,
    retry: (count, error) => (error as { status?: number } | null)?.status !== 404 && count < 2,
  });

const nameOf = (client: InvestorClient) =>
  [client.investor.firstName, client.investor.surname].filter(Boolean).join(' ').trim() || client.investor.email;

/** One timeline entry in one sentence, with the offer it belongs to. */
function timelineText(entry: ClientTimelineItem, t: Translate): { what: string; who: string | null } {
  switch (entry.kind) {
    case 'offer':
      return { what: historyText(entry.item, t), who: actorText(entry.item, t) };
    case 'reminder':
      return {
        what: t(`investors.history.reminder.${entry.reminder.step}`),
        who: entry.reminder.by?.name ?? t('investors.history.reminder.automatic'),
      };
    case 'upload':
      return { what: t('clients.timeline.upload', { name: entry.name }), who: null };
    case 'note':
      return { what: t('clients.timeline.note'), who: entry.author };
    case 'kyc':
      return { what: t(`clients.timeline.kyc.${entry.event}`), who: entry.actor };
  }
}

function Timeline({ client }: { client: InvestorClient }) {
  const { t } = useTranslation();
  return (
    <Card title={t('clients.timeline.title')} id="client-timeline">
      {client.timeline.length === 0 ? (
        <p className="text-gray-700">{t('investors.history.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3" data-client-timeline>
          {client.timeline.map((entry, i) => {
            const { what, who } = timelineText(entry, t);
            return (
              <li key={`${entry.at}-${i}`} className="border-l-2 border-gray-200 pl-3" data-timeline-kind={entry.kind}>
                <p className="font-medium text-gray-900">{what}</p>
                <p className="text-sm text-gray-700">
                  <time dateTime={entry.at}>{dateTimeCell(entry.at)}</time>
                  {who ? ` · ${who}` : ''}
                  {'offerId' in entry && (
                    <>
                      {' · '}
                      <a className="link" href={`/app/investors/offer/${entry.offerId}`}>
                        {entry.offerLabel}
                      </a>
                    </>
                  )}
                  {entry.kind === 'kyc' && (
                    <>
                      {' · '}
                      <a className="link" href={`/app/kyc/${entry.kycRequestId}`}>
                        {t('clients.kyc.open')}
                      </a>
                    </>
                  )}
                </p>
                {entry.kind === 'note' && <p className="text-sm whitespace-pre-line text-gray-800">{entry.body}</p>}
                {entry.kind === 'kyc' && entry.reason && (
                  <p className="text-sm whitespace-pre-line text-gray-800">{entry.reason}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

function Offers({ client }: { client: InvestorClient }) {
  const { t } = useTranslation();
  return (
    <Card title={t('clients.offers')} id="client-offers">
      {client.offers.length === 0 ? (
        <p className="text-gray-700">{t('clients.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100" data-client-offers>
          {client.offers.map((offer) => (
            <li key={offer.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <a className="link font-medium" href={`/app/investors/offer/${offer.id}`}>
                {offer.campaignName} – {offer.productCode}
              </a>
              <span className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
                {moneyCell(offer.investmentValue, offer.currency)}
                <OfferStatusBadge status={offer.status} exact />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Kyc({ client }: { client: InvestorClient }) {
  const { t } = useTranslation();
  return (
    <Card title={t('clients.kyc.title')} id="client-kyc">
      {client.kyc.length === 0 ? (
        <p className="text-gray-700">{t('clients.kyc.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100" data-client-kyc>
          {client.kyc.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <a className="link" href={`/app/kyc/${request.id}`}>
                {t('clients.kyc.sentOn', { date: dateCell(request.createdAt.slice(0, 10)) })}
              </a>
              <span className="flex flex-wrap gap-1">
                <KycStatusBadge status={request.status} expired={request.expired} />
                <ReviewBadge state={request.review.state} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Documents({ client }: { client: InvestorClient }) {
  const { t } = useTranslation();
  const { busy, open } = useFileOpener(async (document: ClientDocument) => {
    if (document.offerId) await openAttachment(document.offerId, document);
    else if (document.kycRequestId)
      await openKycDocument(document.kycRequestId, document as Parameters<typeof openKycDocument>[1]);
  });
  return (
    <Card title={t('clients.documents')} id="client-documents">
      {client.documents.length === 0 ? (
        <p className="text-gray-700">{t('investors.attachments.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-client-documents>
          {client.documents.map((document) => (
            <li key={document.id}>
              <button
                type="button"
                className="link text-left break-all aria-disabled:cursor-progress"
                aria-disabled={busy === document.id || undefined}
                onClick={() => void open(document)}
              >
                {document.name}
              </button>
              <span className="ml-1 text-xs text-gray-600">
                ({dateCell(document.uploadedAt.slice(0, 10))}, {fileSize(document.size)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ClientContent({ id, lang }: { id: string; lang: Language }) {
  const { t } = useTranslation();
  const query = useQuery(clientQuery(id, lang));
  return (
    <QueryState
      query={query}
      loading={t('panel.loading')}
      notFound={t('clients.notFound')}
      backHref="/app/investors"
      backLabel={t('investors.offer.back')}
    >
      {(client) => <ClientView client={client} lang={lang} />}
    </QueryState>
  );
}

/** The loaded client: their data, offers, KYC, documents, classification, step log and timeline. */
function ClientView({ client, lang }: { client: InvestorClient; lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-client={client.investor.id}>
      <h1 className="text-2xl font-semibold break-words text-gray-900">{nameOf(client)}</h1>
      <Card title={t('clients.data')} id="client-data">
        <Facts
          items={[
            [
              t('investors.column.investorEmail'),
              <a key="mail" className="link break-all" href={`mailto:${client.investor.email}`}>
                {client.investor.email}
              </a>,
            ],
            [t('clients.language'), t(`appKyc.language.${client.investor.language}`)],
            [t('clients.since'), dateCell(client.investor.createdAt.slice(0, 10))],
          ]}
        />
      </Card>
      <ClientClassification investorId={client.investor.id} />
      {client.investorProtection && <ClientStepLog investorId={client.investor.id} lang={lang} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Offers client={client} />
        <Kyc client={client} />
      </div>
      <Card title={t('clients.tasks')} id="client-tasks">
        {client.tasks.length === 0 ? (
          <p className="text-gray-700">{t('clients.none')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {client.tasks.map((task) => (
              <TaskItem key={task.id} task={task} withOffer />
            ))}
          </ul>
        )}
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Timeline client={client} />
        <Documents client={client} />
      </div>
      <ClientKycAccess investorId={client.investor.id} lang={lang} />
      <ClientRetention investorId={client.investor.id} lang={lang} />
      <ClientResidenceCertificates investorId={client.investor.id} lang={lang} />
    </div>
  );
}

/** The /app/investors/client/{id} island: one investor, everything the caller sees of them. */
export function InvestorClientScreen({ lang, investorId }: { lang: Language; investorId: string }) {
  return (
    <PanelProviders lang={lang}>
      <OfferSubpage lang={lang}>{() => <ClientContent id={investorId} lang={lang} />}</OfferSubpage>
    </PanelProviders>
  );
}
