import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../lib/browser/core';
import { toast } from '../../lib/ui/toast';
import { failureText } from '../panel/failure-text';
import { endImpersonation } from './impersonation';

/** "You are viewing the panel as …" with the way back to the coordinator's own panel (SPEC section 2). */
export function ImpersonationBanner({ viewedAs }: { viewedAs: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const end = async () => {
    setBusy(true);
    try {
      await endImpersonation(browserCore());
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('toast.error'), text });
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={t('sessionUi.impersonation.label')}
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
      data-impersonation-banner
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
        <p>{t('sessionUi.impersonation.text', { name: viewedAs })}</p>
        <button
          type="button"
          className="rounded-md border border-amber-700 bg-white px-3 py-1 font-semibold text-amber-950 hover:bg-amber-100"
          onClick={() => void end()}
          disabled={busy}
        >
          {busy ? t('sessionUi.impersonation.ending') : t('sessionUi.impersonation.end')}
        </button>
      </div>
    </section>
  );
}
