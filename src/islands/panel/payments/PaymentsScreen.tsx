// /app/payments (issue 38 item 2, decision 0075): the money desk of a coordinator or the compliance officer. A bank
// statement imported, the credits waiting for a person, the payments that paid offers, the statements imported, and
// the bank's CSV layout. Anyone else is told whose desk it is.
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { BankQueue } from './BankQueue';
import { ImportedStatements, PaidEntries } from './BankHistory';
import { CsvLayout } from './CsvLayout';
import { StatementUpload } from './StatementUpload';
import { YearlyStatementsCsv } from './YearlyStatementsCsv';

function Screen({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-gray-900">{t('bankDesk.title')}</h1>
      {session.state !== 'ready' ? (
        <SessionPending state={session.state} />
      ) : session.role === 'coordinator' || session.compliance ? (
        <>
          <p className="text-gray-700">{t('bankDesk.intro')}</p>
          <StatementUpload />
          <BankQueue />
          <PaidEntries />
          <ImportedStatements />
          <CsvLayout />
          <YearlyStatementsCsv lang={lang} />
        </>
      ) : (
        <p className="notice notice-info">{t('bankDesk.coordinatorsOnly')}</p>
      )}
    </div>
  );
}

export function PaymentsScreen({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Screen lang={lang} />
    </PanelProviders>
  );
}
