import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { SendKycInviteDialog } from '../ui/invite';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { ColumnChooser } from '../table/ColumnChooser';
import { useVisibleColumns } from '../table/column-visibility';
import { defaultState } from '../table/table-state';
import { useTableUrlState } from '../table/use-table-url-state';
import { KYC_KEY } from './kyc-api';
import { DEFAULT_KYC_COLUMNS, KYC_TABLE_COLUMNS, KYC_TABLE_CONFIG } from './kyc-table-config';
import { KycFilters } from './KycFilters';
import { InvestorKycNotice } from './InvestorKycNotice';
import { KycTable } from './KycTable';
import { useKycActions } from './use-kyc-actions';

const secondaryButton =
  'rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-900 hover:bg-highlight';

/**
 * The Send KYC invite dialog of the invite module with its button. It is opened here rather than through
 * SendKycInviteButton so the list can refresh when the dialog closes (the dialog itself refreshes campaigns only).
 */
function SendInvite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-primary w-auto" onClick={() => setOpen(true)} data-open-kyc-invite>
        {t('kycInvite.open')}
      </button>
      <SendKycInviteDialog
        open={open}
        onClose={() => {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: KYC_KEY });
        }}
      />
    </>
  );
}

/** Filters, column chooser and the table, everything kept in the URL. */
function KycBrowser({ coordinator }: { coordinator: boolean }) {
  const { t } = useTranslation();
  const table = useTableUrlState(KYC_TABLE_CONFIG);
  const defaults = coordinator ? DEFAULT_KYC_COLUMNS.coordinator : DEFAULT_KYC_COLUMNS.advisor;
  const columns = useVisibleColumns(KYC_TABLE_COLUMNS, defaults);
  const actions = useKycActions();

  const reset = () => {
    const before = window.location.search;
    table.update(() => defaultState(KYC_TABLE_CONFIG));
    columns.setColumns(defaults, window.location.search !== before ? 'replace' : 'push');
  };

  return (
    <>
      <KycFilters table={table} coordinator={coordinator} />
      <div className="flex flex-wrap items-center justify-end gap-2" data-kyc-toolbar>
        <ColumnChooser
          label={t('appKyc.columns')}
          options={KYC_TABLE_COLUMNS.map((c) => ({ value: c, label: t(`appKyc.column.${c}`) }))}
          visible={columns.columns}
          onChange={(next) => columns.setColumns(next)}
        />
        <button type="button" className={secondaryButton} onClick={reset} data-reset>
          {t('appKyc.reset')}
        </button>
      </div>
      <KycTable table={table} visible={columns.columns} onAction={actions.ask} />
      {actions.dialog}
    </>
  );
}

function KycScreen({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const advisorSide = session.state === 'ready' && session.role !== 'investor';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-gray-900" data-kyc-heading>
          {t(session.state === 'ready' && session.role === 'investor' ? 'appKyc.investor.title' : 'appKyc.title')}
        </h1>
        {advisorSide && <SendInvite />}
      </div>
      {session.state !== 'ready' ? (
        <SessionPending state={session.state} />
      ) : session.role === 'investor' ? (
        <InvestorKycNotice />
      ) : (
        <>
          <p className="text-gray-700">{t('appKyc.intro')}</p>
          <KycBrowser coordinator={session.role === 'coordinator'} />
        </>
      )}
    </div>
  );
}

/** The /app/kyc island (client:load): the advisor's KYC requests; an investor is told where the questionnaire comes from. */
export function KycList({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <KycScreen lang={lang} />
    </PanelProviders>
  );
}
