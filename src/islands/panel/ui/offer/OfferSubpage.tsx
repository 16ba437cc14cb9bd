import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../lib/language';
import { usePanelSession, type PanelSession } from '../../../session/use-panel-session';
import { advisorScreenGate } from '../../SessionPending';

/** A page below /app/investors (an offer, an investment): the way back, then its content, for advisors only. */
export function OfferSubpage({ lang, children }: { lang: Language; children: (session: PanelSession) => ReactNode }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label={t('investors.breadcrumb')}>
        <a className="link text-sm" href="/app/investors">
          {t('investors.offer.back')}
        </a>
      </nav>
      {advisorScreenGate(session) ?? children(session)}
    </div>
  );
}
