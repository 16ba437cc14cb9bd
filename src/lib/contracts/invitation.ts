// Invitations to a campaign product and KYC invitations (SPEC sections 3, 5 and 7): the request bodies the API
// validates and the dialogs' e-mail field. The dialog sends one call per e-mail, each settled on its own, so
// the API body names one investorEmail while the form field holds 'a@x.pl;b@y.pl'.
import { z } from 'zod';
import { isEmail } from '../validation/patterns';
import { checkInviteMessage, DEFAULT_INVITE_MESSAGE, INVITE_MESSAGE_MIN } from '../validation/product-rules';
import { V } from '../validation/keys';
import { multiLine } from '../validation/text-hygiene';
import { idString, instantString } from './common';
import { email, requiredString } from './fields';

export { DEFAULT_INVITE_MESSAGE, INVITE_MESSAGE_MIN };

/** Longest accepted invitation message: the e-mail quotes it, so a page of text is plenty. */
export const INVITE_MESSAGE_MAX = 2000;
/** RFC 5321's limit of an address in a mail path. */
const EMAIL_MAX = 254;

/** The invitation message: the default single space (no message), or 10 to 2000 characters once trimmed; multi-line. */
export const invitationMessage = () =>
  multiLine(z.string({ error: V.required }).max(INVITE_MESSAGE_MAX, { error: V.maxLength }))
    .default(DEFAULT_INVITE_MESSAGE)
    .superRefine((value, ctx) => {
      const failure = checkInviteMessage(value);
      if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
    });

const investorEmail = () => email().pipe(z.string().max(EMAIL_MAX, { error: V.maxLength }));

/** POST /api/advisor/campaign/{id}/product/{productId}/invite-investor: one invitation. */
export const invitationSchema = z.object({
  investorEmail: investorEmail(),
  message: invitationMessage(),
  networkId: z.uuid({ error: V.networkRequired }),
});
export type InvitationPayload = z.input<typeof invitationSchema>;
export type Invitation = z.output<typeof invitationSchema>;

/** POST /api/advisor/kyc/investor-request/send: one KYC invitation. */
export const kycInvitationSchema = z.object({
  investorEmail: investorEmail(),
  message: invitationMessage(),
});
export type KycInvitationPayload = z.input<typeof kycInvitationSchema>;
export type KycInvitation = z.output<typeof kycInvitationSchema>;

/** The product an invitation is for: the path of POST /api/advisor/campaign/{id}/product/{productId}/invite-investor. */
export interface InviteTarget {
  campaignId: string;
  productId: string;
}

/** The answer of a sent invitation (201): the offer made. */
export const invitationResultSchema = z.object({ offerId: idString });
export type InvitationResult = z.infer<typeof invitationResultSchema>;

/** The answer of a sent KYC invitation (201) and of its resending (200). */
export const kycInvitationResultSchema = z.object({
  id: idString,
  /** ISO datetime after which the questionnaire link no longer works. */
  expiresAt: instantString,
});
export type KycInvitationResult = z.infer<typeof kycInvitationResultSchema>;

export interface EmailListSplit {
  /** The valid addresses in the order typed, repeats (any case) dropped. */
  emails: string[];
  /** The addresses that are not valid (a space inside, malformed), as typed without the spaces around. */
  invalid: string[];
}

/** One address of the dialog's e-mail field, as parsed (emailEntries). */
export interface EmailEntry {
  address: string;
  valid: boolean;
}

/**
 * The addresses of the dialog's e-mail field in the order typed. The SPEC's format is ';' with no spaces
 * (section 5); what users paste from spreadsheets and mail clients is accepted too: ';', ',' and line breaks
 * separate, spaces around an address are trimmed, empty parts (a trailing ';') are skipped and repeats (in any
 * case) dropped. An address with a space inside, malformed or too long is kept, marked not valid, so the dialog
 * can name it (decision 0032).
 */
export function emailEntries(value: string): EmailEntry[] {
  const entries: EmailEntry[] = [];
  const seen = new Set<string>();
  for (const raw of value.split(/[;,\r\n]+/)) {
    const part = raw.trim();
    const key = part.toLowerCase();
    if (part === '' || seen.has(key)) continue;
    seen.add(key);
    entries.push({ address: part, valid: isEmail(part) && !/\s/.test(part) && part.length <= EMAIL_MAX });
  }
  return entries;
}

/** The field's entries in SPEC form: the addresses joined by ';' with no spaces. */
export const joinEmailEntries = (entries: readonly EmailEntry[]): string =>
  entries.map((entry) => entry.address).join(';');

/** Splits the dialog's e-mail field (emailEntries) into the valid addresses and the others. */
export function splitInvitationEmails(value: string): EmailListSplit {
  const entries = emailEntries(value);
  return {
    emails: entries.filter((entry) => entry.valid).map((entry) => entry.address),
    invalid: entries.filter((entry) => !entry.valid).map((entry) => entry.address),
  };
}

/** The dialog's e-mail field: required, every address valid; parses to the list of distinct addresses. */
const invitationEmails = () =>
  requiredString()
    .superRefine((value, ctx) => {
      const { emails, invalid } = splitInvitationEmails(value);
      if (invalid.length > 0 || emails.length === 0) {
        ctx.addIssue({ code: 'custom', message: V.emailList, params: { invalid: invalid.join(', ') } });
      }
    })
    .transform((value) => splitInvitationEmails(value).emails);

/** The invite dialog's form: several e-mails, then one invitationSchema call per address. */
export const invitationFormSchema = z.object({
  investorEmails: invitationEmails(),
  message: invitationMessage(),
  networkId: z.uuid({ error: V.networkRequired }),
});
