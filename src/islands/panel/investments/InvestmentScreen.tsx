import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { INVESTMENT_GROUPS, type InvestmentDetail, type InvestmentGroup } from '../../../lib/contracts/offer-list';
import { PanelProviders } from '../PanelProviders';
import { OfferSubpage } from '../ui/offer/OfferSubpage';
import { AttachmentList } from '../ui/offer/AttachmentList';
import { Card, Facts } from '../ui/DetailParts';
import { QueryState } from '../ui/QueryState';
import { OfferHistory } from '../ui/offer/OfferHistory';
import { dateCell, moneyCell } from '../../../lib/format/cells';
import { investmentQuery } from '../ui/offer/offers-api';
import { OfferStatusBadge } from '../ui/offer/OfferStatusBadge';
import { ScheduleTable } from '../ui/offer/ScheduleTable';

/**
 * The three tabs (SPEC section 2: in signing, active, archived). The investment's own group (decision 0016:
 * accepted = signing; active until its end date = active; ended or lost after acceptance = archived) selects
 * the tab on arrival; the others stay open to look at, each showing the part of the investment's life it is
 * named after:
 * - In signing: the agreement and the money coming in: amount, agreement and payment dates, the payment
 *   confirmations the investor uploaded.
 * - Active: the interest schedule (periods, gross, tax, net, status, paid) with its totals; before the
 *   investment is active it is the plan, afterwards the record.
 * - Archived: how it ended: end date, outcome (the final status), what was paid against what was planned,
 *   and the status history.
 * A note on top of a tab that isn't the current one says so, so nobody mistakes the plan for the record.
 */
/** What a tab shows: the signing facts and payment confirmations, the schedule, or how it ended and its history. */
function GroupContent({ group, investment }: { group: InvestmentGroup; investment: InvestmentDetail }) {
  const { t } = useTranslation();
  const currency = investment.currency;
  if (group === 'signing')
    return (
      <Card title={t('investments.signing.title')} id="investment-signing">
        <Facts
          items={[
            [t('investors.column.investmentValue'), moneyCell(investment.investmentValue, currency)],
            [t('investors.column.agreementDate'), dateCell(investment.agreementDate)],
            [t('investors.column.paymentDate'), dateCell(investment.paymentDate)],
            [t('investors.column.ownerName'), investment.ownerName],
          ]}
        />
        <h3 className="font-semibold text-gray-900">{t('investors.column.paymentConfirmations')}</h3>
        <AttachmentList offerId={investment.id} files={investment.attachments} labelled />
      </Card>
    );
  if (group === 'active')
    return (
      <Card title={t('investments.schedule.title')} id="investment-schedule">
        <ScheduleTable rows={investment.schedule} totals={investment.totals} currency={currency} />
      </Card>
    );
  return (
    <>
      <Card title={t('investments.archived.title')} id="investment-archived">
        <Facts
          items={[
            [t('investors.column.endDate'), dateCell(investment.endDate)],
            [t('investments.archived.outcome'), <OfferStatusBadge key="s" status={investment.status} exact />],
            [t('investments.totals.planned'), moneyCell(investment.totals.gross, currency)],
            [t('investments.totals.paid'), moneyCell(investment.totals.paid, currency)],
          ]}
        />
      </Card>
      <OfferHistory offer={investment} />
    </>
  );
}

/** The tab an arrow key, Home or End moves to (wrapping round at the ends); null for any other key. */
function nextTab(key: string, index: number, last: number) {
  return key === 'ArrowRight'
    ? index === last
      ? 0
      : index + 1
    : key === 'ArrowLeft'
      ? index === 0
        ? last
        : index - 1
      : key === 'Home'
        ? 0
        : key === 'End'
          ? last
          : null;
}

function Tabs({ investment }: { investment: InvestmentDetail }) {
  const { t } = useTranslation();
  const base = useId();
  const [tab, setTab] = useState<InvestmentGroup>(investment.group);
  const refs = useRef<Partial<Record<InvestmentGroup, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs (and select them), Home and End jump: the ARIA tabs pattern.
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(event.key, INVESTMENT_GROUPS.indexOf(tab), INVESTMENT_GROUPS.length - 1);
    if (next === null) return;
    event.preventDefault();
    const group = INVESTMENT_GROUPS[next]!;
    setTab(group);
    refs.current[group]?.focus();
  };

  const notCurrent = tab !== investment.group && (
    <p className="notice notice-info" data-other-tab>
      {t('investments.notCurrent', { group: t(`investments.group.${investment.group}`) })}
    </p>
  );

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t('investments.tabs')}
        className="flex flex-wrap gap-1 border-b border-gray-200"
        data-investment-tabs
      >
        {INVESTMENT_GROUPS.map((group) => (
          <button
            key={group}
            ref={(el) => {
              refs.current[group] = el;
            }}
            id={`${base}-tab-${group}`}
            type="button"
            role="tab"
            aria-selected={tab === group}
            aria-controls={`${base}-panel-${group}`}
            tabIndex={tab === group ? 0 : -1}
            className={
              '-mb-px rounded-t-md border px-4 py-2 text-sm font-semibold ' +
              (tab === group
                ? 'border-gray-200 border-b-white bg-white text-gray-900'
                : 'border-transparent text-gray-700 hover:text-gray-900')
            }
            onClick={() => setTab(group)}
            onKeyDown={onKey}
            data-tab={group}
          >
            {t(`investments.group.${group}`)}
            {group === investment.group && <span className="sr-only">{` (${t('investments.current')})`}</span>}
          </button>
        ))}
      </div>
      {INVESTMENT_GROUPS.map((group) => (
        <div
          key={group}
          id={`${base}-panel-${group}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${group}`}
          hidden={tab !== group}
          tabIndex={0}
          className="flex flex-col gap-4"
          data-tab-panel={group}
        >
          {tab === group && notCurrent}
          {tab === group && <GroupContent group={group} investment={investment} />}
        </div>
      ))}
    </div>
  );
}

function InvestmentContent({ investmentId, lang }: { investmentId: string; lang: Language }) {
  const { t } = useTranslation();
  const query = useQuery(investmentQuery(investmentId, lang));
  return (
    <QueryState
      query={query}
      loading={t('investors.loading')}
      notFound={t('investments.notFound')}
      backHref="/app/investors"
      backLabel={t('investors.offer.back')}
    >
      {(investment) => <InvestmentView investment={investment} />}
    </QueryState>
  );
}

/** The investment: who and what, its amounts, the link to its offer, and the tabs. */
function InvestmentView({ investment }: { investment: InvestmentDetail }) {
  const { t } = useTranslation();
  const currency = investment.currency;
  const name =
    [investment.investor.firstName, investment.investor.surname].filter(Boolean).join(' ').trim() ||
    investment.investorName ||
    investment.investor.email;
  return (
    <div className="flex flex-col gap-6" data-investment={investment.id} data-group={investment.group}>
      <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-gray-900">
            {t('investments.heading', { investor: name, product: investment.product.code })}
          </h1>
          <OfferStatusBadge status={investment.status} exact />
        </div>
        <p className="text-gray-700">
          {investment.campaign.name} · {investment.product.name}
        </p>
        <dl className="grid gap-4 sm:grid-cols-4" data-investment-amounts>
          {(
            [
              ['investors.column.investmentValue', investment.investmentValue],
              ['investments.totals.gross', investment.totals.gross],
              ['investments.totals.net', investment.totals.net],
              ['investments.totals.paid', investment.totals.paid],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex flex-col">
              <dt className="text-sm text-gray-600">{t(key)}</dt>
              <dd className="text-lg font-semibold text-gray-900 tabular-nums">{moneyCell(value, currency)}</dd>
            </div>
          ))}
        </dl>
        <a className="link self-start" href={`/app/investors/offer/${encodeURIComponent(investment.id)}`}>
          {t('investments.toOffer')}
        </a>
      </div>
      <Tabs investment={investment} />
    </div>
  );
}

function Screen({ lang, investmentId }: { lang: Language; investmentId: string }) {
  return <OfferSubpage lang={lang}>{() => <InvestmentContent investmentId={investmentId} lang={lang} />}</OfferSubpage>;
}

/** The /app/investments/{id} island. */
export function InvestmentScreen({ lang, investmentId }: { lang: Language; investmentId: string }) {
  return (
    <PanelProviders lang={lang}>
      <Screen lang={lang} investmentId={investmentId} />
    </PanelProviders>
  );
}
