// The investor's complaints (/app/complaints, issue 20, decision 0053): the form, then every complaint they sent on
// this landing (from the panel or their offer's link) with its reference, deadline, extension and the answer.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvestorComplaint } from '../../../lib/contracts/complaint';
import { failureText } from '../failure-text';
import { dateCell } from '../../../lib/format/cells';
import { Card, QueryState } from '../ui/page-parts';
import { ComplaintBadge } from './ComplaintBadge';
import { ComplaintForm } from './ComplaintForm';
import { downloadAttachment, myComplaintsQuery } from './complaints-api';

function ComplaintItem({ complaint }: { complaint: InvestorComplaint }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const download = () => {
    setError(undefined);
    downloadAttachment(complaint.id, 'investor').catch((failure: unknown) => setError(failureText(failure, t)));
  };
  return (
    <li
      className="flex flex-col gap-2 border-t border-gray-200 pt-4 first:border-t-0 first:pt-0"
      data-complaint={complaint.reference}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-words text-gray-900">{complaint.subject}</h3>
        <ComplaintBadge status={complaint.status} />
      </div>
      <p className="text-sm text-gray-700">
        {t('complaints.meta', {
          reference: complaint.reference,
          received: dateCell(complaint.receivedAt),
          deadline: dateCell(complaint.deadlineAt),
        })}
      </p>
      <p className="text-sm break-words whitespace-pre-line text-gray-900">{complaint.body}</p>
      {complaint.attachment && (
        <button type="button" className="link self-start text-sm break-all" onClick={download}>
          {t('complaints.attachment', { name: complaint.attachment.name })}
        </button>
      )}
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {complaint.extensionReason && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-gray-900">
          <p className="font-semibold">{t('complaints.extendedTitle', { deadline: dateCell(complaint.deadlineAt) })}</p>
          <p className="break-words whitespace-pre-line">{complaint.extensionReason}</p>
        </div>
      )}
      {complaint.answer && (
        <div className="rounded-lg bg-green-50 p-3 text-sm text-gray-900" data-complaint-answer>
          <p className="font-semibold">{t('complaints.answerTitle', { date: dateCell(complaint.answeredAt) })}</p>
          <p className="break-words whitespace-pre-line">{complaint.answer}</p>
        </div>
      )}
    </li>
  );
}

export function InvestorComplaints({ email }: { email: string }) {
  const { t } = useTranslation();
  const query = useQuery(myComplaintsQuery());
  return (
    <div className="flex flex-col gap-6">
      <p className="text-gray-700">{t('complaint.deadlineNote')}</p>
      <Card title={t('complaints.newTitle')} headingId="complaint-new">
        <div className="mt-4">
          <ComplaintForm email={email} />
        </div>
      </Card>
      <Card title={t('complaints.mineTitle')} headingId="complaint-mine">
        <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
        {query.data &&
          (query.data.length === 0 ? (
            <p className="mt-2 text-gray-700">{t('complaints.none')}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {query.data.map((complaint) => (
                <ComplaintItem key={complaint.id} complaint={complaint} />
              ))}
            </ul>
          ))}
      </Card>
    </div>
  );
}
