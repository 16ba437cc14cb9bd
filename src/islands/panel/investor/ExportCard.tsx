// The export of the investor's data (GDPR Art. 15 and 20; decision 0054): asking for it, the copies asked for with
// their state, and downloading a ready one. The list follows the server every few seconds while one is prepared.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { fileSize } from '../../../lib/format/file-size';
import { DATA_EXPORT_DAYS, type DataExportStatus } from '../../../lib/contracts/privacy';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { Card } from '../ui/page-parts';
import { downloadExport, privacyKey, requestExport, type DataExportView, type PrivacyView } from './privacy-api';

const STATUS_CLASSES: Record<DataExportStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  ready: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-gray-100 text-gray-800',
};

function ExportRow({ item }: { item: DataExportView }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const requestedOn = formatDate(item.requestedAt);
  const download = async () => {
    setBusy(true);
    try {
      await downloadExport(item.id);
    } catch (failure) {
      const text = failureText(failure, t);
      if (text) toast({ type: 'error', title: t('privacy.export.downloadFailed'), text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-export={item.status}>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-gray-900">
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[item.status]}`}
          >
            {t(`privacy.export.status.${item.status}`)}
          </span>
          <span>{t('privacy.export.requestedOn', { date: requestedOn })}</span>
        </p>
        {item.status === 'ready' && item.expiresAt && (
          <p className="mt-1 text-sm text-gray-700">
            {t('privacy.export.availableUntil', { date: formatDate(item.expiresAt) })}
            {item.sizeBytes !== null && ` · ${fileSize(item.sizeBytes)}`}
          </p>
        )}
        {item.downloadedAt && (
          <p className="mt-1 text-sm text-gray-700">
            {t('privacy.export.downloadedOn', { date: formatDate(item.downloadedAt) })}
          </p>
        )}
        {item.status === 'failed' && <p className="mt-1 text-sm text-gray-700">{t('privacy.export.failedNote')}</p>}
      </div>
      {item.status === 'ready' && (
        <button
          type="button"
          className="btn-primary w-auto self-start sm:self-center"
          disabled={busy}
          aria-busy={busy}
          aria-label={t('privacy.export.downloadLabel', { date: requestedOn, size: fileSize(item.sizeBytes) })}
          onClick={() => void download()}
          data-download-export
        >
          {busy ? t('privacy.export.downloading') : t('privacy.export.download')}
        </button>
      )}
    </li>
  );
}

export function ExportCard({ exports }: { exports: DataExportView[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const listId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const pending = exports.some((e) => e.status === 'pending');
  const ask = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const created = await requestExport();
      client.setQueryData(privacyKey, (current: PrivacyView | undefined) =>
        current ? { ...current, exports: [created, ...current.exports] } : current,
      );
      toast({ type: 'success', text: t('privacy.export.requested') });
    } catch (failure) {
      setError(failureText(failure, t));
      void client.invalidateQueries({ queryKey: privacyKey });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('privacy.export.title')} headingId={headingId} data-privacy-export>
      <p className="mt-2 text-gray-700">{t('privacy.export.text', { days: DATA_EXPORT_DAYS })}</p>
      {error && (
        <p className="notice notice-error mt-3" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn-primary mt-4 w-auto"
        disabled={busy || pending}
        aria-busy={busy}
        onClick={() => void ask()}
        data-request-export
      >
        {busy ? t('privacy.export.requesting') : t('privacy.export.request')}
      </button>
      {pending && (
        <p className="mt-2 text-sm text-gray-700" role="status">
          {t('privacy.export.pendingNote')}
        </p>
      )}
      <h3 id={listId} className="mt-6 font-semibold text-gray-900">
        {t('privacy.export.listLabel')}
      </h3>
      {exports.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{t('privacy.export.none')}</p>
      ) : (
        <ul aria-labelledby={listId} className="mt-1 divide-y divide-gray-200" data-export-list>
          {exports.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Card>
  );
}
