import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { KYC_KEY, resendKycRequest, revokeKycRequest } from './kyc-api';

/** The request an action is about: its id and who it is for (named in the dialog). */
export interface KycActionTarget {
  id: string;
  investor: string;
}

type Action = 'resend' | 'revoke';

/**
 * Resend and revoke, each behind a confirmation (revoke is destructive: red, focus on cancel). The outcome is a
 * toast; every KYC query is refreshed afterwards, also after a failure (the request may have changed meanwhile,
 * e.g. the investor submitted it).
 */
export function useKycActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ action: Action; target: KycActionTarget } | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = useCallback((action: Action, target: KycActionTarget) => setPending({ action, target }), []);

  const run = async () => {
    if (!pending || busy) return;
    const { action, target } = pending;
    setBusy(true);
    try {
      if (action === 'resend') await resendKycRequest(target.id);
      else await revokeKycRequest(target.id);
      toast({ type: 'success', text: t(`appKyc.${action}.done`, { investor: target.investor }) });
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t(`appKyc.${action}.failed`), text });
    } finally {
      setBusy(false);
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: KYC_KEY });
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? t(`appKyc.${pending.action}.title`) : ''}
      text={pending ? t(`appKyc.${pending.action}.text`, { investor: pending.target.investor }) : ''}
      confirmLabel={pending ? t(`appKyc.${pending.action}.confirm`) : ''}
      busyLabel={t('appKyc.busy')}
      cancelLabel={t('appKyc.cancel')}
      danger={pending?.action === 'revoke'}
      busy={busy}
      onConfirm={() => void run()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask, dialog };
}
