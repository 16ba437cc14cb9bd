import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';

/**
 * Opening a file fetched with the bearer (an offer's attachment, a KYC document): which one is being fetched (its
 * button is aria-disabled meanwhile) and a toast with the reason when it fails.
 */
export function useFileOpener<F extends { id: string }>(fetchFile: (file: F) => Promise<void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: F) => {
    if (busy === file.id) return;
    setBusy(file.id);
    try {
      await fetchFile(file);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('investors.attachments.failedTitle'), text });
    } finally {
      setBusy(null);
    }
  };
  return { busy, open };
}
