import { useTranslation } from 'react-i18next';
import type { ClassificationView } from '../../../lib/contracts/protection';
import { moneyText } from '../../../lib/format/campaign-format';
import { Facts } from './DetailParts';

const FIGURES = ['yearlyIncome', 'portfolio', 'ownFunds', 'netTurnover', 'balanceSheet'] as const;

/**
 * The declarations of an investor's request to be treated as sophisticated, as made: on the advisor's page of the
 * investor (clients/ClientClassification) and on the compliance desk's queue of such requests.
 */
export function Declarations({ view }: { view: ClassificationView }) {
  const { t } = useTranslation();
  const d = view.declarations;
  const items: Array<[string, string]> = [
    [t('clients.classification.kind'), t(`protection.classification.kinds.${d.kind}`)],
    [
      t('clients.classification.criteria'),
      d.criteria.map((c) => t(`clients.classification.criterion.${c}`)).join(', '),
    ],
    ...FIGURES.flatMap((figure): Array<[string, string]> => {
      const value = d[figure];
      return value === undefined
        ? []
        : [[t(`protection.classification.figure.${figure}`, { currency: d.currency }), moneyText(value, d.currency)]];
    }),
    ...(d.experience ? [[t('protection.classification.text.experience'), d.experience] as [string, string]] : []),
    ...(d.trading ? [[t('protection.classification.text.trading'), d.trading] as [string, string]] : []),
  ];
  return <Facts items={items} />;
}
