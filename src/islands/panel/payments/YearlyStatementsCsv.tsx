// The money desk's download of a year's figures (issue 38 item 4, decision 0078): every investor paid on the landing
// in the chosen year, one row per investor and campaign (interest before tax, tax withheld, net, principal), as CSV.
// Its own section so the payout screens can grow apart from it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';
import type { Language } from '../../../lib/language';
import { failureText } from '../failure-text';
import { SelectField } from '../form/SelectField';
import { Card } from '../ui/page-parts';

/** The past year first (the one the tax returns are about), then this year so far, then the five before. */
function yearChoices(now: Date): string[] {
  const current = now.getUTCFullYear();
  return [current - 1, current, ...[2, 3, 4, 5, 6].map((back) => current - back)].map(String);
}

export function YearlyStatementsCsv({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [choices] = useState(() => yearChoices(new Date()));
  const [year, setYear] = useState(choices[0]!);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  async function download(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const response = await browserCore().api.request<Blob>(
        'GET',
        `/api/advisor/yearly-statements/${encodeURIComponent(year)}/csv?lang=${lang}`,
        undefined,
        { headers: { Accept: 'text/csv' }, responseType: 'blob' },
      );
      saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), `${year}.csv`));
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('yearlyStatements.title')} headingId={headingId} data-yearly-statements>
      <p className="mt-2 text-gray-700">{t('yearlyStatements.intro')}</p>
      <form className="mt-4 flex flex-wrap items-end gap-4" onSubmit={(event) => void download(event)}>
        <SelectField
          label={t('yearlyStatements.year')}
          options={choices.map((value) => ({ value, label: value }))}
          value={year}
          onChange={(event) => setYear(event.target.value)}
        />
        <button type="submit" className="btn-primary w-auto" disabled={busy} aria-busy={busy}>
          {t('yearlyStatements.download', { year })}
        </button>
      </form>
      {failure && (
        <p role="alert" className="notice notice-error mt-3">
          {failure}
        </p>
      )}
    </Card>
  );
}
