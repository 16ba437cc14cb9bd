// The invite dialogs' forms (SPEC section 5). The API bodies (one address each) are the shared schemas of
// src/lib/contracts/invitation.ts; the forms hold the whole ';' list and the consent, which never leave the browser.
import { z } from 'zod';
import { checked } from '../../../../lib/contracts/fields';
import { DEFAULT_INVITE_MESSAGE, invitationMessage } from '../../../../lib/contracts/invitation';
import { V } from '../../../../lib/validation/keys';
import { emailListField } from './email-list';

export const inviteInvestorFormSchema = z.object({
  investorEmails: emailListField(),
  networkId: z.string({ error: V.networkRequired }).min(1, { error: V.networkRequired }),
  message: invitationMessage(),
  consent: checked(),
});

export interface InviteInvestorValues {
  investorEmails: string;
  networkId: string;
  message: string;
  consent: boolean;
}

/** A new invitation: the message is the landing's invite text when it has one, else none (the single space). */
export const emptyInviteInvestor = (networkId = '', inviteText = ''): InviteInvestorValues => ({
  investorEmails: '',
  networkId,
  message: inviteText.trim() ? inviteText : DEFAULT_INVITE_MESSAGE,
  consent: false,
});

export const kycInviteFormSchema = z.object({
  investorEmails: emailListField(),
  message: invitationMessage(),
});

export interface KycInviteValues {
  investorEmails: string;
  message: string;
}

export const emptyKycInvite = (): KycInviteValues => ({ investorEmails: '', message: DEFAULT_INVITE_MESSAGE });
