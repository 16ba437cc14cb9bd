import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InviteTarget } from '../../../../lib/contracts/invitation';
import type { Translate } from '../../../../lib/i18n-types';
import { CheckboxField } from '../../form/CheckboxField';
import { SelectField } from '../../form/SelectField';
import { DialogShell } from './DialogShell';
import { EmailsField } from './EmailsField';
import { useEmailsField } from './use-emails-field';
import { translatedResolver } from './form-resolver';
import { myNetworksQuery, sendInvitation } from './invite-api';
import { emptyInviteInvestor, inviteInvestorFormSchema, type InviteInvestorValues } from './invite-schemas';
import { InviteTextContext } from './invite-text';
import { MessageField } from './MessageField';
import { SendReport } from './SendReport';
import { SentActions } from './SentActions';
import { messageToSend, useInviteSend } from './use-invite-send';
import { DialogButtons } from '../DialogButtons';

/** The product the dialog invites to, with the names shown under the title. */
export interface InviteDialogTarget extends InviteTarget {
  productName: string;
  campaignName: string;
}

interface Props {
  open: boolean;
  target: InviteDialogTarget | null;
  onClose: () => void;
}

/**
 * The Invite client dialog (SPEC sections 2, 5, 7): e-mails separated by ';', the network, a message and the
 * consent to process the client's personal data; one invitation per address, each settled on its own. The message
 * starts as the landing's invite text (InviteTextContext).
 */
export function InviteInvestorDialog({ open, target, onClose }: Props) {
  const { t } = useTranslation();
  const { send, result, sent, clear } = useInviteSend('invite');
  const close = () => {
    clear();
    onClose();
  };
  return (
    <DialogShell
      open={open && target !== null}
      kind="client"
      title={t('invite.title')}
      subtitle={
        target ? t('invite.subtitle', { product: target.productName, campaign: target.campaignName }) : undefined
      }
      onClose={close}
    >
      {target && (
        <InviteInvestorForm target={target} send={send} result={result} sent={sent} clear={clear} onClose={close} />
      )}
    </DialogShell>
  );
}

type SendState = ReturnType<typeof useInviteSend>;

/** The networks the invitation may go through; one network is preselected (nothing to choose). */
function useNetworkOptions() {
  const networks = useQuery(myNetworksQuery());
  const networkOptions = useMemo(
    () => (networks.data ?? []).map((n) => ({ value: n.id, label: n.name })),
    [networks.data],
  );
  // One network: nothing to choose, it is preselected.
  const onlyNetwork = networkOptions.length === 1 ? networkOptions[0]!.value : '';
  return { networks, networkOptions, onlyNetwork };
}

/** The invitation's form, checked by the shared schema; the only network filled in once it is known. */
function useInviteForm(onlyNetwork: string, translate: Translate) {
  const resolver = useMemo(
    () => translatedResolver<InviteInvestorValues>(inviteInvestorFormSchema, translate),
    [translate],
  );
  // The message starts as the landing's invite text (the advisor may change it or clear it).
  const inviteText = useContext(InviteTextContext);
  const form = useForm<InviteInvestorValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyInviteInvestor('', inviteText),
  });
  useEffect(() => {
    if (onlyNetwork && !form.getValues('networkId')) form.setValue('networkId', onlyNetwork);
  }, [onlyNetwork, form]);
  return form;
}

function InviteInvestorForm({
  target,
  send,
  result,
  sent,
  clear,
  onClose,
}: { target: InviteDialogTarget; onClose: () => void } & SendState) {
  const { t } = useTranslation();
  const { networks, networkOptions, onlyNetwork } = useNetworkOptions();
  const form = useInviteForm(onlyNetwork, t);
  const { errors, isSubmitting } = form.formState;
  const emailsField = useEmailsField(form);

  const submit = form.handleSubmit((values) =>
    send(values.investorEmails, (investorEmail) =>
      sendInvitation(target.campaignId, target.productId, {
        investorEmail,
        message: messageToSend(values.message),
        networkId: values.networkId,
      }),
    ),
  );
  const startOver = (investorEmails: string) => {
    const { networkId, message } = form.getValues();
    clear();
    form.reset({ ...emptyInviteInvestor(networkId), investorEmails, message });
  };
  const consent = form.register('consent', { onChange: () => void form.trigger('consent') });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={t('invite.title')}
      data-invite-form
      data-sent={sent || undefined}
    >
      <fieldset disabled={sent || isSubmitting} className="flex flex-col gap-4">
        <EmailsField {...emailsField} />
        <SelectField
          {...form.register('networkId')}
          label={t('invite.network')}
          placeholder={t('invite.networkChoose')}
          options={networkOptions}
          hint={networks.isSuccess && networkOptions.length === 0 ? t('invite.noNetworks') : undefined}
          error={errors.networkId?.message}
          required
        />
        <MessageField {...form.register('message')} error={errors.message?.message} />
        {/* Its error shows once it has been changed (SPEC section 5), not when focus merely passes. */}
        <CheckboxField
          {...consent}
          onBlur={() => undefined}
          label={t('invite.consent')}
          error={errors.consent?.message}
          required
        />
      </fieldset>
      {result && <SendReport result={result} prefix="invite" />}
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
          submitLabel={isSubmitting ? t('invite.sending') : t('invite.send')}
          busy={isSubmitting}
          marker="data-invite-submit"
        />
      )}
    </form>
  );
}
