// SPEC section 4: "After the application mounts, ... investors load dictionaries and offers." Once an investor's
// session is ready, the page's query cache loads both (one request each per page, whichever screen is open), so
// the screens that show them (the home's list and to-do, the lead form's choices, consents and documents) start
// with them instead of loading afterwards. A failure is left to the screen that needs the data (its retry).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Language } from '../../../lib/language';
import type { PanelSession } from '../../session/use-panel-session';
import { dictionaryQuery, offersQuery } from './investor-api';

export function useInvestorStartup(session: PanelSession, lang: Language): void {
  const client = useQueryClient();
  const investor = session.state === 'ready' && session.role === 'investor';
  useEffect(() => {
    if (!investor) return;
    void client.prefetchQuery(dictionaryQuery());
    void client.prefetchQuery(offersQuery(lang));
  }, [client, investor, lang]);
}
