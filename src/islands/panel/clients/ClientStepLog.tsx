// The investor's protection log on the advisor's page of the investor (decision 0052): CSV and PDF downloads for a
// supervisor's request. Shown where the landing has the protections on (the investor then has a log worth giving).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { Card } from '../ui/DetailParts';

export function ClientStepLog({ investorId, lang }: { investorId: string; lang: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<null | 'csv' | 'pdf'>(null);
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      const response = await browserCore().api.request<Blob>(
        'GET',
        `/api/advisor/investors/client/${encodeURIComponent(investorId)}/protection-log?format=${format}&lang=${lang}`,
        undefined,
        { headers: { Accept: format === 'pdf' ? 'application/pdf' : 'text/csv' }, responseType: 'blob' },
      );
      saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), `log.${format}`));
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', text });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card title={t('clients.stepLog.title')} id="client-step-log">
      <p className="text-gray-700">{t('clients.stepLog.text')}</p>
      <div className="mt-3 flex flex-wrap gap-4">
        {(['csv', 'pdf'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="link"
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
            data-step-log={format}
          >
            {t(`clients.stepLog.${format}`)}
          </button>
        ))}
      </div>
    </Card>
  );
}
