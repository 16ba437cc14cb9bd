// The investor's data (/app/privacy; GDPR, decision 0054): a copy of all their data prepared in the background and
// downloaded here, and the request to erase with its answer.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { usePanelSession } from '../../session/use-panel-session';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { ErasureCard } from './ErasureCard';
import { ExportCard } from './ExportCard';
import { QueryState } from '../ui/page-parts';
import { privacyQuery } from './privacy-api';

interface Props {
  lang: Language;
}

function Screen({ lang }: Props) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const ready = session.state === 'ready' && session.role === 'investor';
  // Once the whole account is erased the server knows the session no more: nothing is asked again.
  const [gone, setGone] = useState(false);
  const query = useQuery({ ...privacyQuery(), enabled: ready && !gone });
  if (session.state !== 'ready') return <SessionPending state={session.state} />;
  if (session.role !== 'investor') return <p className="notice notice-info">{t('investor.onlyInvestors')}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <a className="link self-start" href="/app">
        {t('investor.back')}
      </a>
      <h1 className="text-2xl font-semibold text-gray-900">{t('privacy.title')}</h1>
      <p className="text-gray-700">{t('privacy.intro')}</p>
      {query.data ? (
        <div className="flex flex-col gap-6">
          <ExportCard exports={query.data.exports} />
          <ErasureCard erasures={query.data.erasures} onAccountErased={() => setGone(true)} />
        </div>
      ) : (
        <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
      )}
    </div>
  );
}

/** The /app/privacy island (client:load). */
export function PrivacyScreen(props: Props) {
  return (
    <PanelProviders lang={props.lang}>
      <Screen {...props} />
    </PanelProviders>
  );
}
