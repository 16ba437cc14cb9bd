// The compliance desk's requests to be treated as sophisticated (ECSPR Annex II, decision 0066): the declarations,
// and the decision: approval with what was checked, or rejection with a reason.
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/page-parts';
import { dateCell } from '../../../lib/format/cells';
import type { DeskClassification } from '../../../lib/contracts/compliance';
import { CLASSIFICATION_EVIDENCE_MAX, CLASSIFICATION_REASON_MAX } from '../../../lib/contracts/protection';
import { Declarations } from '../ui/ClassificationDeclarations';
import { decideRequest } from './compliance-api';
import { DeskDecisionForm } from './DeskDecisionForm';

/** "Name (e-mail)", or the e-mail of someone without a name. */
export const personText = (p: { email: string; name: string | null }) => (p.name ? `${p.name} (${p.email})` : p.email);

function Decision({ item }: { item: DeskClassification }) {
  const { t } = useTranslation();
  return (
    <DeskDecisionForm
      name="desk-decision"
      outcomes={[
        {
          value: 'approve',
          label: t('compliance.mode.approve'),
          textLabel: t('compliance.evidenceLabel'),
          textMax: CLASSIFICATION_EVIDENCE_MAX,
          required: t('compliance.evidenceRequired'),
          submit: t('clients.classification.approve'),
          done: t('clients.classification.approved'),
        },
        {
          value: 'reject',
          label: t('compliance.mode.reject'),
          textLabel: t('clients.classification.reasonLabel'),
          textMax: CLASSIFICATION_REASON_MAX,
          required: t('clients.classification.reasonRequired'),
          submit: t('clients.classification.rejectSend'),
          done: t('clients.classification.rejected'),
        },
      ]}
      decide={(value, text) =>
        decideRequest(
          item.request.id,
          value === 'approve' ? { approve: true, evidence: text } : { approve: false, reason: text },
        )
      }
    />
  );
}

export function Classifications({ items }: { items: DeskClassification[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('compliance.classifications.title')}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('compliance.classifications.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-gray-200">
          {items.map((item) => (
            <li key={item.request.id} className="flex flex-col gap-3 py-4" data-desk-request={item.investor.email}>
              <p className="font-semibold break-words text-gray-900">{personText(item.investor)}</p>
              <p className="text-sm text-gray-700">
                {t('compliance.classifications.requested', { date: dateCell(item.request.requestedAt) })}
                {item.standingUntil
                  ? ` ${t('compliance.classifications.renewal', { until: dateCell(item.standingUntil) })}`
                  : ''}
              </p>
              <Declarations view={item.request} />
              <Decision item={item} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
