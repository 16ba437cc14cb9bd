// The investor's complaint form in the panel (issue 20, decision 0053): subject, text, the contact address (their
// sign-in e-mail by default) and an optional attachment; checked as the server checks it (complaintInputSchema),
// the server's violations put on the fields. Sent: the reference number is announced and the list refreshed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../lib/i18n-types';
import {
  COMPLAINT_BODY_MAX,
  COMPLAINT_SUBJECT_MAX,
  complaintInputSchema,
  type ComplaintInput,
} from '../../../lib/contracts/complaint';
import { toast } from '../../../lib/ui/toast';
import { translateIfKnown } from '../../../lib/i18n-types';
import { failureText } from '../failure-text';
import { TextField } from '../form/TextField';
import { setServerViolations } from '../form/server-violations';
import { usePageLanguage } from '../ui/page-parts';
import { myComplaintsQuery, sendComplaint } from './complaints-api';
import { DOCUMENT_ACCEPT } from '../../../lib/ui/file-accept';

const FIELDS = ['subject', 'body', 'contactEmail'] as const;
const resolver = zodResolver(complaintInputSchema) as unknown as Resolver<ComplaintInput, unknown, ComplaintInput>;
/** The server's MAX_UPLOAD_BYTES (src/server/uploads/upload-limits.ts), which the browser code may not import. */
const MAX_MB = 10;

/** A field's message, translated with the field's length limit (a key the dictionaries lack is shown as it is). */
function fieldMessage(name: (typeof FIELDS)[number], text: string | undefined, t: Translate) {
  const max = name === 'subject' ? COMPLAINT_SUBJECT_MAX : name === 'body' ? COMPLAINT_BODY_MAX : 254;
  return text ? (translateIfKnown(t, text, { max }) ?? text) : undefined;
}

export function ComplaintForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const ids = useId();
  const client = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [failure, setFailure] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const form = useForm<ComplaintInput, unknown, ComplaintInput>({
    resolver,
    // SPEC section 5: a field's message shows once it is left, then follows the typing (issue 36 item 10).
    mode: 'onTouched',
    defaultValues: { subject: '', body: '', contactEmail: email },
  });
  // The sign-in address, once the session knows it, unless the investor typed another.
  useEffect(() => {
    if (email && !form.getValues('contactEmail')) form.setValue('contactEmail', email);
  }, [email, form]);
  const send = useMutation({
    mutationFn: (input: ComplaintInput) => sendComplaint({ ...input, file: fileRef.current?.files?.[0] ?? null }, lang),
  });
  const message = (name: (typeof FIELDS)[number]) => fieldMessage(name, form.formState.errors[name]?.message, t);
  const submit = form.handleSubmit(async (input) => {
    setFailure(undefined);
    setFileError(undefined);
    try {
      const summary = await send.mutateAsync(input);
      form.reset({ subject: '', body: '', contactEmail: input.contactEmail });
      if (fileRef.current) fileRef.current.value = '';
      const text = t('complaints.sent', { reference: summary.reference });
      setSent(text);
      toast({ type: 'success', text });
      await client.invalidateQueries({ queryKey: myComplaintsQuery().queryKey });
      statusRef.current?.focus();
    } catch (error) {
      setServerViolations(error, FIELDS, form.setError, t as Translate);
      const status = (error as { status?: number }).status;
      if (status === 413) setFileError(t('complaint.form.fileTooLarge'));
      else if (status === 415) setFileError(t('complaint.form.fileType'));
      else setFailure(failureText(error, t));
    }
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)} data-complaint-form>
      {sent && (
        <p ref={statusRef} tabIndex={-1} className="notice notice-success" role="status" data-complaint-sent>
          {sent}
        </p>
      )}
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      <TextField
        label={t('complaint.field.subject')}
        maxLength={COMPLAINT_SUBJECT_MAX}
        error={message('subject')}
        {...form.register('subject')}
      />
      <BodyField ids={ids} error={message('body')} registration={form.register('body')} />
      <TextField
        label={t('complaint.field.contactEmail')}
        type="email"
        autoComplete="email"
        hint={t('complaint.field.contactEmailHint')}
        error={message('contactEmail')}
        {...form.register('contactEmail')}
      />
      <FileField ids={ids} inputRef={fileRef} error={fileError} onChange={() => setFileError(undefined)} />
      <div>
        <button type="submit" className="btn-primary w-auto" disabled={send.isPending}>
          {send.isPending ? t('complaints.sending') : t('complaint.submit')}
        </button>
      </div>
    </form>
  );
}

/** The complaint's text. */
function BodyField({
  ids,
  error,
  registration,
}: {
  ids: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<'body'>;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${ids}-body`} className="field-label">
        {t('complaint.field.body')}
      </label>
      <textarea
        id={`${ids}-body`}
        rows={6}
        className="field-input"
        maxLength={COMPLAINT_BODY_MAX}
        aria-invalid={error ? true : false}
        aria-describedby={`${ids}-body-error`}
        {...registration}
      />
      <p id={`${ids}-body-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** The optional attachment (PDF, JPEG or PNG, up to MAX_MB), read from the input when the form is sent. */
function FileField({
  ids,
  inputRef,
  error,
  onChange,
}: {
  ids: string;
  inputRef: RefObject<HTMLInputElement | null>;
  error: string | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={`${ids}-file`} className="field-label">
        {t('complaint.field.file')}
      </label>
      <input
        ref={inputRef}
        id={`${ids}-file`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="field-input max-w-full"
        aria-invalid={error ? true : false}
        aria-describedby={`${ids}-file-hint ${ids}-file-error`}
        onChange={onChange}
      />
      <p id={`${ids}-file-hint`} className="text-sm text-gray-700">
        {t('complaint.field.fileHint', { mb: MAX_MB })}
      </p>
      <p id={`${ids}-file-error`} className="field-error" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
