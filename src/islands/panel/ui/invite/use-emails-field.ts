import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { emailEntries, withoutEmail } from './email-list';

type WithEmails = FieldValues & { investorEmails: string };

/**
 * The EmailsField props of an invite dialog's form: the registered field, its error, the parsed chips (invalid
 * ones marked once the field was left or the form sent) and a chip's remove button, which rewrites the field in
 * the SPEC's form ('a@x.pl;b@y.pl') and validates it again.
 */
export function useEmailsField<Values extends WithEmails>(form: UseFormReturn<Values>) {
  const name = 'investorEmails' as FieldPath<Values>;
  const { errors, touchedFields, isSubmitted } = form.formState;
  const value = String(form.watch(name) ?? '');
  const touched = Boolean((touchedFields as Record<string, unknown>).investorEmails) || isSubmitted;
  // Parsed once: the chips and the invalid ones come from the same entries.
  const entries = emailEntries(value);
  return {
    ...form.register(name),
    error: errors.investorEmails?.message as string | undefined,
    invalid: touched ? entries.filter((entry) => !entry.valid).map((entry) => entry.address) : [],
    entries,
    onRemove: (address: string) => {
      const next = withoutEmail(value, address) as PathValue<Values, FieldPath<Values>>;
      form.setValue(name, next, { shouldValidate: true, shouldTouch: true, shouldDirty: true });
    },
  };
}
