// The e-mails field of both invite dialogs: addresses separated by ';' with no spaces (SPEC section 5). A
// space breaks the list's format and blocks the form; a malformed address is named under the field and then
// fails on its own when sent (one request per e-mail, each settled alone), so the others still go out.
import { splitInvitationEmails } from '../../../lib/schemas/invitation';
import { requiredString } from '../../../lib/schemas/fields';
import { V } from '../../../lib/validation/keys';

export { splitInvitationEmails };

/** The field's rule: required, no whitespace, at least one valid address. */
export const emailListField = () =>
  requiredString()
    .refine((value) => !/\s/.test(value), { error: V.emailList, abort: true })
    .superRefine((value, ctx) => {
      const { emails, invalid } = splitInvitationEmails(value);
      if (emails.length === 0)
        ctx.addIssue({ code: 'custom', message: V.emailList, params: { invalid: invalid.join(', ') } });
    });

/** The addresses of the field that are not valid (shown under it, each failing alone when sent). */
export const invalidEmailsOf = (value: string): string[] =>
  /\s/.test(value.trim()) ? [] : splitInvitationEmails(value).invalid;
