// The investor's offers on the home page: a table from 768 px, cards under it (a phone), each with its status, amount
// and the next action (interest, amount, upload, PDF).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { dateCell } from '../../../lib/format/cells';
import { ScrollRegion, STICKY_FIRST_COLUMN } from '../table/ScrollRegion';
import { downloadOfferPdf, type InvestorOfferRow } from './investor-api';
import { amountText, nextAction } from './investor-format';
import { usePageLanguage } from '../ui/page-parts';
import { InvestorOfferBadge } from './InvestorOfferBadge';

/** An offer's page in the investor panel. */
export const offerPath = (id: string) => `/app/portfolio/${encodeURIComponent(id)}`;

function PdfButton({ row }: { row: InvestorOfferRow }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadOfferPdf(row.id, null, lang);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investor.pdf.failed'), text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="link text-left"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      data-next-action="pdf"
    >
      {busy ? t('investor.pdf.preparing') : t('investor.action.pdf')}
    </button>
  );
}

/** The offer's campaign (the link to it) and product, as the table's first cell and the card's title show them. */
function OfferName({ row }: { row: InvestorOfferRow }) {
  return (
    <>
      <a className="link font-semibold break-words" href={offerPath(row.id)}>
        {row.campaign.name}
      </a>
      <span className="block text-gray-700">
        {row.product.name} · {row.product.code}
      </span>
    </>
  );
}

/** The declared amount with its currency, or "no amount yet". */
function OfferAmount({ row }: { row: InvestorOfferRow }) {
  const { t } = useTranslation();
  return (
    amountText(row.investmentValue, row.currency) ?? (
      <span className="font-normal text-gray-700">{t('investor.offers.noAmount')}</span>
    )
  );
}

function ActionCell({ row }: { row: InvestorOfferRow }) {
  const { t } = useTranslation();
  const action = nextAction(row);
  if (action === null)
    return (
      <span className="text-gray-700" data-next-action="none">
        {t('investor.action.none')}
      </span>
    );
  if (action === 'pdf') return <PdfButton row={row} />;
  if (action === 'check')
    return (
      <span className="text-gray-700" data-next-action="check">
        {t('investor.action.check', { date: dateCell(row.confirmationSentAt!.slice(0, 10)) })}
      </span>
    );
  return (
    <a className="link" href={`${offerPath(row.id)}#${action}`} data-next-action={action}>
      {t(`investor.action.${action}`)}
      <span className="sr-only">: {row.campaign.name}</span>
    </a>
  );
}

function OffersTable({ rows }: { rows: InvestorOfferRow[] }) {
  const { t } = useTranslation();
  const cell = 'px-3 py-2 align-top';
  return (
    <ScrollRegion label={t('investor.offers.title')} className="mt-4 max-md:hidden">
      <table className={`min-w-full divide-y divide-gray-200 text-sm ${STICKY_FIRST_COLUMN}`} data-investor-offers>
        <thead className="bg-highlight text-gray-900">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('investor.offers.offer')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('investor.offers.status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('investor.offers.amount')}
            </th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('investor.offers.nextAction')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id} data-offer-row={row.id} data-status={row.status}>
              <td className={cell}>
                <OfferName row={row} />
              </td>
              <td className={cell}>
                <InvestorOfferBadge offer={row} />
                <span className="block text-xs text-gray-700">{dateCell(row.statusDate.slice(0, 10))}</span>
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`} data-offer-amount>
                <OfferAmount row={row} />
              </td>
              <td className={cell}>
                <ActionCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The offers as cards on narrow screens (under 768 px), where the table would not fit: the same fields and action. */
function OfferCards({ rows }: { rows: InvestorOfferRow[] }) {
  const { t } = useTranslation();
  return (
    <ul
      className="mt-4 flex flex-col gap-3 md:hidden"
      aria-label={t('investor.offers.title')}
      data-investor-offer-cards
    >
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3 text-sm"
          data-offer-card={row.id}
          data-status={row.status}
        >
          <span>
            <OfferName row={row} />
          </span>
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-wrap items-center gap-2">
              <InvestorOfferBadge offer={row} />
              <span className="text-xs text-gray-700">{dateCell(row.statusDate.slice(0, 10))}</span>
            </span>
            <span className="font-semibold whitespace-nowrap tabular-nums">
              <OfferAmount row={row} />
            </span>
          </span>
          <ActionCell row={row} />
        </li>
      ))}
    </ul>
  );
}

/** The offers: the table on wide screens, the cards on narrow ones. */
export function InvestorOfferList({ rows }: { rows: InvestorOfferRow[] }) {
  return (
    <>
      <OffersTable rows={rows} />
      <OfferCards rows={rows} />
    </>
  );
}
