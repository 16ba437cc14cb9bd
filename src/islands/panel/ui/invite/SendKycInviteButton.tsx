import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendKycInviteDialog } from './SendKycInviteDialog';

/** The "Send KYC invite" button with its dialog; focus returns to the button when the dialog closes. */
export function SendKycInviteButton({ className = 'btn-primary w-auto' }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} data-open-kyc-invite>
        {t('kycInvite.open')}
      </button>
      <SendKycInviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
