// The e-mails field of both invite dialogs: addresses separated by ';', ',' or line breaks, spaces around them
// trimmed (src/lib/contracts/invitation.ts, decision 0032). A malformed address is named under the field and then
// fails on its own when sent (one request per e-mail, each settled alone), so the others still go out.
import { emailEntries, joinEmailEntries, splitInvitationEmails } from '../../../../lib/contracts/invitation';
import { z } from 'zod';
import { V } from '../../../../lib/validation/keys';
import { multiLine } from '../../../../lib/validation/text-hygiene';

export { emailEntries, splitInvitationEmails };

/** The field's rule: required (line breaks allowed: one address per line), at least one valid address. */
export const emailListField = () =>
  multiLine(z.string({ error: V.required }).trim().min(1, { error: V.required, abort: true })).superRefine(
    (value, ctx) => {
      const { emails, invalid } = splitInvitationEmails(value);
      if (emails.length === 0)
        ctx.addIssue({ code: 'custom', message: V.emailList, params: { invalid: invalid.join(', ') } });
    },
  );

/** The field's value without `address` (a removed chip), in the SPEC's form 'a@x.pl;b@y.pl'. */
export const withoutEmail = (value: string, address: string): string =>
  joinEmailEntries(emailEntries(value).filter((entry) => entry.address !== address));
