// The investor's yearly statements on the home page (issue 38 item 4, decision 0078): a link per year with payouts
// ("Roczne zestawienie za 2025"), newest first; nothing at all before the first payout. The PDF comes with the
// session's bearer, in the page's language.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { failureText } from '../failure-text';
import { downloadYearlyStatement, yearlyStatementsQuery } from './investor-api';

export function YearlyStatementLinks({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const years = useQuery(yearlyStatementsQuery());
  const [failure, setFailure] = useState<string | undefined>();
  if (!years.data || years.data.years.length === 0) return null;
  return (
    <div className="mt-4" data-yearly-statements>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {years.data.years.map((year) => (
          <li key={year}>
            <button
              type="button"
              className="link"
              onClick={() => {
                setFailure(undefined);
                downloadYearlyStatement(year, lang).catch((error: unknown) => setFailure(failureText(error, t)));
              }}
            >
              {t('investor.yearlyStatement.link', { year })}
            </button>
          </li>
        ))}
      </ul>
      {failure && (
        <p role="alert" className="notice notice-error mt-2">
          {failure}
        </p>
      )}
    </div>
  );
}
