// The money desk's upload (issue 38 item 2, decision 0075): a statement's file (camt.053, MT940 or the bank's CSV)
// sent as it is; what the import did said in words, or why the file was refused (the catalogue's message for the
// API's error, with the reason an unreadable file gave). The queue and the lists below are refreshed after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorBodyOf } from '../../../lib/api/api-error';
import type { BankImportSummary } from '../../../lib/contracts/bank-statement';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { Card } from '../ui/page-parts';
import { deskKey, importStatement } from './payments-api';

/** The server's upload limit (src/server/uploads/upload-limits.ts), which browser code may not import. */
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = '.xml,.txt,.sta,.mt940,.940,.csv,application/xml,text/xml,text/plain,text/csv';

/** What the import did, in words: the statement, the entries and the new ones, what became of the new ones. */
function summaryLines(summary: BankImportSummary, fileName: string, t: Translate): string[] {
  return [
    t('bankDesk.summary.statement', {
      file: fileName,
      format: t(`bankDesk.format.${summary.format}`),
      account: summary.account,
    }),
    t('bankDesk.summary.file', {
      entries: t('bankDesk.summary.entries', { count: summary.entries }),
      fresh: t('bankDesk.summary.fresh', { count: summary.imported }),
    }),
    t('bankDesk.summary.new', {
      matched: t('bankDesk.summary.matched', { count: summary.matched }),
      waiting: t('bankDesk.summary.waiting', { count: summary.review + summary.unmatched }),
      debits: t('bankDesk.summary.debits', { count: summary.debits }),
    }),
    ...(summary.payoutsPaid > 0 ? [t('bankDesk.summary.payoutsPaid', { count: summary.payoutsPaid })] : []),
  ];
}

/** Why the file was refused: the catalogue's message, and for an unreadable file the reason it gave. */
function refusalLines(error: unknown, t: Translate): string[] {
  if (error instanceof ApiError && error.status === 413) return [t('bankDesk.upload.tooLarge')];
  if (error instanceof ApiError && error.status === 403) return [t('bankDesk.coordinatorsOnly')];
  const main = failureText(error, t);
  const reason = errorBodyOf(error).parameters?.['reason'];
  const detail = typeof reason === 'string' ? translateIfKnown(t, `bankDesk.upload.reason.${reason}`) : undefined;
  return [main, detail].filter((line): line is string => Boolean(line));
}

interface Result {
  ok: boolean;
  lines: string[];
}

/** What the last import did, or why it was refused; focused after a send so it is read out. */
function ImportResult({ ref, result }: { ref: RefObject<HTMLDivElement | null>; result: Result | undefined }) {
  return (
    <div ref={ref} tabIndex={-1} className="mt-4 outline-none">
      {result && (
        <div
          className={`notice ${result.ok ? 'notice-success' : 'notice-error'} flex flex-col gap-1`}
          role={result.ok ? 'status' : 'alert'}
          data-import-result={result.ok ? 'imported' : 'refused'}
        >
          {result.lines.map((line) => (
            <p key={line} className="break-words">
              {line}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

export function StatementUpload() {
  const { t } = useTranslation();
  const ids = useId();
  const client = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [result, setResult] = useState<Result>();
  const upload = useMutation({ mutationFn: (file: File) => importStatement(file) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const file = fileRef.current?.files?.[0];
    setResult(undefined);
    const problem = !file
      ? t('bankDesk.upload.fileRequired')
      : file.size > MAX_BYTES
        ? t('bankDesk.upload.tooLarge')
        : undefined;
    setFieldError(problem);
    if (!file || problem) {
      fileRef.current?.focus();
      return;
    }
    try {
      const summary = await upload.mutateAsync(file);
      setResult({ ok: true, lines: summaryLines(summary, file.name, t) });
      toast({ type: 'success', text: t('bankDesk.upload.done') });
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      setResult({ ok: false, lines: refusalLines(error, t) });
    } finally {
      // Also after a refusal: a duplicate may mean another person imported it a moment ago.
      await client.invalidateQueries({ queryKey: deskKey });
      resultRef.current?.focus();
    }
  };

  return (
    <Card title={t('bankDesk.upload.title')} headingId={`${ids}-title`} data-bank-upload>
      <form className="mt-3 flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${ids}-file`} className="field-label">
            {t('bankDesk.upload.file')}
          </label>
          <p id={`${ids}-hint`} className="text-sm text-gray-700">
            {t('bankDesk.upload.hint')}
          </p>
          <input
            ref={fileRef}
            id={`${ids}-file`}
            type="file"
            accept={ACCEPT}
            className="field-input max-w-full"
            aria-invalid={fieldError ? true : false}
            aria-describedby={`${ids}-hint ${ids}-error`}
            onChange={() => setFieldError(undefined)}
            data-bank-file
          />
          <p id={`${ids}-error`} className="field-error" hidden={!fieldError}>
            {fieldError}
          </p>
        </div>
        <div>
          <button type="submit" className="btn-primary w-auto" aria-disabled={upload.isPending || undefined}>
            {upload.isPending ? t('bankDesk.upload.sending') : t('bankDesk.upload.submit')}
          </button>
        </div>
      </form>
      <ImportResult ref={resultRef} result={result} />
    </Card>
  );
}
