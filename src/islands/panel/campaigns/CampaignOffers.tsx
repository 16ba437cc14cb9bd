import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { offerColumn } from '../../../lib/contracts/campaign';
import type { CampaignOfferRow } from '../../../lib/contracts/campaign-views';
import { Pagination } from '../table/Pagination';
import { DEFAULT_PER_PAGE, lastPage } from '../table/table-state';
import { moneyText } from '../../../lib/format/campaign-format';
import { campaignOffersQuery } from './campaigns-api';
import { LoadFailed, Loading } from './screen-parts';
import { ScrollRegion, STICKY_FIRST_COLUMN } from '../table/ScrollRegion';

interface Props {
  campaignId: string;
  /** Coordinators see their networks' offers too, with the owning advisor. */
  coordinator: boolean;
}

const th = 'px-3 py-2 text-left text-sm font-semibold text-gray-900';
const td = 'px-3 py-2 text-sm text-gray-800';

/** The campaign's offers, newest status change first, paged (the caller's own; a coordinator's networks' too). */
export function CampaignOffers({ campaignId, coordinator }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PER_PAGE);
  const offers = useQuery(campaignOffersQuery(campaignId, page, perPage));
  const total = offers.data?.total;
  useEffect(() => {
    // A page past the end (offers went away meanwhile) falls back to the last one.
    if (total !== undefined && page > lastPage(total, perPage)) setPage(lastPage(total, perPage));
  }, [total, page, perPage]);
  if (offers.isPending) return <Loading />;
  if (offers.isError) return <LoadFailed error={offers.error} retry={() => void offers.refetch()} />;
  const { rows } = offers.data;
  if (offers.data.total === 0) return <p className="text-gray-700">{t('campaigns.offers.empty')}</p>;
  return (
    <div className="flex flex-col gap-3" aria-busy={offers.isFetching || undefined}>
      <ScrollRegion label={t('campaigns.offers.caption')} className="rounded-xl border border-gray-200 bg-white">
        <table className={`min-w-full divide-y divide-gray-200 ${STICKY_FIRST_COLUMN}`} data-campaign-offers>
          <caption className="sr-only">{t('campaigns.offers.caption')}</caption>
          <thead className="bg-highlight">
            <tr>
              <th scope="col" className={th}>
                {t('campaigns.offers.investor')}
              </th>
              {coordinator && (
                <th scope="col" className={th}>
                  {t('campaigns.offers.owner')}
                </th>
              )}
              <th scope="col" className={th}>
                {t('campaigns.offers.product')}
              </th>
              <th scope="col" className={th}>
                {t('campaigns.offers.network')}
              </th>
              <th scope="col" className={th}>
                {t('campaigns.offers.status')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('campaigns.offers.value')}
              </th>
              <th scope="col" className={th}>
                {t('campaigns.offers.statusDate')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => (
              <OfferRow key={row.id} row={row} coordinator={coordinator} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pagination
        page={page}
        perPage={perPage}
        total={offers.data.total}
        onPage={setPage}
        onPerPage={(next) => {
          setPerPage(next);
          setPage(1);
        }}
      />
    </div>
  );
}

function OfferRow({ row, coordinator }: { row: CampaignOfferRow; coordinator: boolean }) {
  const { t } = useTranslation();
  return (
    <tr data-offer-row={row.id}>
      <td className={td}>
        <span className="block font-medium text-gray-900">{row.investorName}</span>
        {/* A client invited by e-mail has no name yet: the address is the name. */}
        {row.investorName !== row.investorEmail && <span className="block text-gray-700">{row.investorEmail}</span>}
      </td>
      {coordinator && <td className={td}>{row.ownerName}</td>}
      <td className={td}>{row.productCode}</td>
      <td className={td}>{row.networkName}</td>
      <td className={td} data-offer-status={row.status}>
        {t(`campaigns.offerStatus.${offerColumn(row.status)}`)}
      </td>
      <td className={`${td} text-right whitespace-nowrap`}>
        {row.investmentValue === null ? '—' : moneyText(row.investmentValue, row.currency)}
      </td>
      <td className={`${td} whitespace-nowrap`}>{formatDate(row.statusDate.slice(0, 10), 'DD.MM.YYYY')}</td>
    </tr>
  );
}
