import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import { startImpersonation } from '../../session/impersonation';
import { failureText } from '../failure-text';
import type { ImpersonationCandidate } from '../../../lib/contracts/auth-answers';
import { impersonationCandidatesQuery } from './impersonation-candidates';

const nameOf = (advisor: ImpersonationCandidate) =>
  [advisor.firstName, advisor.surname].filter((part) => part?.trim()).join(' ') || advisor.email;

/** For coordinators: the advisors of their networks, each with "View as" (impersonation, SPEC section 2). */
export function ViewAsAdvisor() {
  const { t } = useTranslation();
  const headingId = useId();
  const candidates = useQuery(impersonationCandidatesQuery());
  const start = useMutation({ mutationFn: (advisorId: string) => startImpersonation(browserCore(), advisorId) });
  const error = start.error ? failureText(start.error, t) : undefined;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.viewAs.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('panel.viewAs.intro')}</p>
      {error && (
        <p className="notice notice-error mt-4" role="alert">
          {error}
        </p>
      )}
      {candidates.isPending ? (
        <p className="mt-4 text-sm text-gray-700" role="status">
          {t('panel.loading')}
        </p>
      ) : !candidates.data?.length ? (
        <p className="mt-4 text-sm text-gray-700">{t('panel.viewAs.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200">
          {candidates.data.map((advisor) => (
            <li key={advisor.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-medium text-gray-900">{nameOf(advisor)}</span>
                {nameOf(advisor) !== advisor.email && (
                  <span className="block text-sm text-gray-700">{advisor.email}</span>
                )}
              </span>
              <button
                type="button"
                className={
                  'rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-900 ' +
                  'hover:bg-highlight disabled:opacity-70'
                }
                onClick={() => start.mutate(advisor.id)}
                disabled={start.isPending}
                aria-label={t('panel.viewAs.actionFor', { name: nameOf(advisor) })}
              >
                {t('panel.viewAs.action')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
