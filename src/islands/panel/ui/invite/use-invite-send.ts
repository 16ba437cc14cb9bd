import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitInvitationEmails } from '../../../../lib/contracts/invitation';
import { DEFAULT_INVITE_MESSAGE } from '../../../../lib/validation/product-rules';
import { toast } from '../../../../lib/ui/toast';
import { outcomeOf, sendPerEmail, type PerEmailResult } from './send-per-email';

/** An empty or blank typed message is sent as the default single space (no message, SPEC section 9). */
export const messageToSend = (message: string) => (message.trim() === '' ? DEFAULT_INVITE_MESSAGE : message);

/**
 * The send state of an invite dialog: one request per address of the field (malformed ones fail alone), the
 * result per address, and `sent` once at least one went out: a sent form becomes inactive (SPEC section 4)
 * until the user starts another. All sent also shows a success toast.
 */
export function useInviteSend(prefix: 'invite' | 'kycInvite') {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<PerEmailResult | null>(null);
  const running = useRef(false);

  const send = useCallback(
    async (field: string, sendOne: (email: string) => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setResult(null);
      try {
        const { emails, invalid } = splitInvitationEmails(field);
        const next = await sendPerEmail(emails, sendOne, invalid);
        setResult(next);
        if (next.sent.length > 0) {
          // New offers change the campaigns' counts and offer lists.
          void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
          // New KYC requests belong in the KYC list (/app/kyc).
          if (prefix === 'kycInvite') void queryClient.invalidateQueries({ queryKey: ['kyc'] });
        }
        if (outcomeOf(next) === 'all')
          toast({ type: 'success', text: t(`${prefix}.sentAll`, { count: next.sent.length }) });
      } finally {
        running.current = false;
      }
    },
    [prefix, queryClient, t],
  );

  const clear = useCallback(() => setResult(null), []);
  const sent = result !== null && outcomeOf(result) !== 'none';
  return { result, sent, send, clear };
}
