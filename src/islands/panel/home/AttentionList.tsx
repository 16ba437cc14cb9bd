import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { ATTENTION_KINDS, type AdvisorDashboard, type AttentionItem } from '../../../lib/contracts/dashboard';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { advisorDashboardQuery, advisorPage, resendActivation } from './dashboard-api';

/** What needs doing about advisors of the coordinator's networks, each linking to the advisor's page. */
export function AttentionList({ attention }: { attention: AdvisorDashboard['attention'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: (item: AttentionItem) => resendActivation(item.advisor.email),
    onSuccess: (_data, item) => {
      toast({
        type: 'success',
        title: t('toast.success'),
        text: t('panel.home.attention.resent', { email: item.advisor.email }),
      });
      void queryClient.invalidateQueries({ queryKey: advisorDashboardQuery().queryKey });
    },
    onError: (error) => {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('toast.error'), text });
    },
  });
  // Kinds with more than the server sent: say how many there are in all.
  const truncated = ATTENTION_KINDS.filter(
    (kind) => attention.totals[kind] > attention.items.filter((item) => item.kind === kind).length,
  );

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('panel.home.attention.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('panel.home.attention.intro')}</p>
      {attention.items.length === 0 ? (
        <p className="mt-4 text-gray-700" data-attention-empty>
          {t('panel.home.attention.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200">
          {attention.items.map((item) => (
            <li
              key={`${item.kind}-${item.advisor.id}`}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-attention={item.kind}
            >
              <span className="min-w-0">
                <a className="link font-medium" href={advisorPage(item.advisor.id)}>
                  {item.advisor.name}
                </a>
                <span className="block text-sm text-gray-700">
                  {t(`panel.home.attention.kind.${item.kind}`, { date: formatDate(item.date) })}
                </span>
              </span>
              {item.kind === 'activationPending' && (
                <button
                  type="button"
                  className={
                    'rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-900 ' +
                    'hover:bg-highlight disabled:opacity-70'
                  }
                  onClick={() => resend.mutate(item)}
                  disabled={resend.isPending}
                  aria-label={t('panel.home.attention.resendFor', { name: item.advisor.name })}
                >
                  {resend.isPending && resend.variables?.advisor.id === item.advisor.id
                    ? t('panel.home.attention.resending')
                    : t('panel.home.attention.resend')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {truncated.length > 0 && <TruncatedNote kinds={truncated} attention={attention} />}
    </section>
  );
}

/** The kinds with more items than the server sent: how many there are in all, and the way to the whole list. */
function TruncatedNote({
  kinds,
  attention,
}: {
  kinds: readonly AttentionItem['kind'][];
  attention: AdvisorDashboard['attention'];
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 text-sm text-gray-700">
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            {t('panel.home.attention.more', {
              label: t(`panel.home.attention.group.${kind}`),
              shown: attention.items.filter((item) => item.kind === kind).length,
              total: attention.totals[kind],
            })}
          </li>
        ))}
      </ul>
      <a className="link mt-1 inline-block" href="/app/advisors">
        {t('panel.home.attention.showAll')}
      </a>
    </div>
  );
}
