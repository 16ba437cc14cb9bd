// The compliance desk's sanctions screening hits (decision 0067): both names, the score and the list entry; an open
// hit cleared as a false positive or confirmed, always with a note.
import { useTranslation } from 'react-i18next';
import { Card } from '../ui/page-parts';
import { dateCell } from '../../../lib/format/cells';
import { SANCTIONS_NOTE_MAX, type DeskHit } from '../../../lib/contracts/compliance';
import { decideHit } from './compliance-api';
import { DeskDecisionForm } from './DeskDecisionForm';

function HitDecisionForm({ hit }: { hit: DeskHit }) {
  const { t } = useTranslation();
  const outcome = (value: 'cleared' | 'confirmed') => ({
    value,
    label: t(`compliance.sanctions.decide.${value}`),
    textLabel: t('compliance.sanctions.noteLabel'),
    textMax: SANCTIONS_NOTE_MAX,
    required: t('compliance.sanctions.noteRequired'),
    submit: t('compliance.sanctions.submit'),
    done: t(`compliance.sanctions.done.${value}`),
  });
  return (
    <DeskDecisionForm
      name="hit-decision"
      outcomes={[outcome('cleared'), outcome('confirmed')]}
      decide={(status, note) => decideHit(hit.id, { status, note })}
    />
  );
}

export function SanctionsHits({ hits }: { hits: DeskHit[] }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('compliance.sanctions.title')}</h2>
      {hits.length === 0 ? (
        <p className="mt-2 text-gray-700">{t('compliance.sanctions.none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col divide-y divide-gray-200">
          {hits.map((hit) => (
            <li
              key={hit.id}
              className="flex flex-col gap-2 py-4"
              data-hit={hit.investorEmail}
              data-hit-state={hit.status}
            >
              <p className="font-semibold break-words text-gray-900">{hit.investorEmail}</p>
              <p className="break-words text-gray-900">
                {t('compliance.sanctions.match', {
                  screened: hit.screenedName,
                  listed: hit.listedName,
                  score: hit.score,
                })}
              </p>
              <p className="text-sm break-words text-gray-700">
                {t('compliance.sanctions.entry', {
                  ref: hit.entityRef,
                  programme: hit.programme || '-',
                  date: dateCell(hit.foundAt),
                  source: t(`compliance.sanctions.source.${hit.source}`),
                })}
              </p>
              {hit.status === 'open' ? (
                <HitDecisionForm hit={hit} />
              ) : (
                <p className="text-sm break-words text-gray-900">
                  {t(`compliance.sanctions.decided.${hit.status}`, {
                    date: dateCell(hit.decidedAt),
                    by: hit.decidedBy ?? '',
                    note: hit.note ?? '',
                  })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
