import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../../lib/i18n-types';
import { DialogShell } from './DialogShell';
import { EmailsField } from './EmailsField';
import { useEmailsField } from './use-emails-field';
import { translatedResolver } from './form-resolver';
import { sendKycInvitation } from './invite-api';
import { emptyKycInvite, kycInviteFormSchema, type KycInviteValues } from './invite-schemas';
import { MessageField } from './MessageField';
import { SendReport } from './SendReport';
import { SentActions } from './SentActions';
import { messageToSend, useInviteSend } from './use-invite-send';
import { DialogButtons } from '../DialogButtons';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The Send KYC invite dialog (SPEC sections 2 and 7): e-mails separated by ';' and a message; one
 * POST /api/advisor/kyc/investor-request/send per address, each settled on its own. Used by /app/offers and
 * the investors screens.
 */
export function SendKycInviteDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const state = useInviteSend('kycInvite');
  const close = () => {
    state.clear();
    onClose();
  };
  return (
    <DialogShell open={open} kind="kyc" title={t('kycInvite.title')} subtitle={t('kycInvite.intro')} onClose={close}>
      <KycInviteForm {...state} onClose={close} />
    </DialogShell>
  );
}

type SendState = ReturnType<typeof useInviteSend>;

function KycInviteForm({ send, result, sent, clear, onClose }: SendState & { onClose: () => void }) {
  const { t } = useTranslation();
  const translate = t as Translate;
  const resolver = useMemo(() => translatedResolver<KycInviteValues>(kycInviteFormSchema, translate), [translate]);
  const form = useForm<KycInviteValues>({ resolver, mode: 'onTouched', defaultValues: emptyKycInvite() });
  const { errors, isSubmitting } = form.formState;
  const emailsField = useEmailsField(form);

  const submit = form.handleSubmit((values) =>
    send(values.investorEmails, (investorEmail) =>
      sendKycInvitation({ investorEmail, message: messageToSend(values.message) }),
    ),
  );
  const startOver = (investorEmails: string) => {
    const { message } = form.getValues();
    clear();
    form.reset({ ...emptyKycInvite(), investorEmails, message });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={t('kycInvite.title')}
      data-kyc-invite-form
      data-sent={sent || undefined}
    >
      <fieldset disabled={sent || isSubmitting} className="flex flex-col gap-4">
        <EmailsField {...emailsField} />
        <MessageField {...form.register('message')} error={errors.message?.message} />
      </fieldset>
      {result && <SendReport result={result} prefix="kycInvite" />}
      {sent ? (
        <SentActions
          failed={result?.failed.map((f) => f.email) ?? []}
          onAnother={() => startOver('')}
          onRetryFailed={() => startOver(result?.failed.map((f) => f.email).join(';') ?? '')}
          onClose={onClose}
        />
      ) : (
        <DialogButtons
          spaced={false}
          cancelLabel={t('invite.cancel')}
          onCancel={onClose}
          cancelDisabled={isSubmitting}
          submitLabel={isSubmitting ? t('invite.sending') : t('kycInvite.send')}
          busy={isSubmitting}
          marker="data-kyc-invite-submit"
        />
      )}
    </form>
  );
}
