import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format/date';
import { DOCUMENT_INDEFINITELY, type AdvisorRow } from '../../../../lib/contracts/advisor';
import { countryName } from '../../../../lib/format/country';

/** An advisor's data for someone who may see but not change it (not a coordinator of the advisor's networks). */
export function AdvisorReadOnly({ advisor, lang }: { advisor: AdvisorRow; lang: string }) {
  const { t } = useTranslation();
  const none = t('advisors.form.notGiven');
  const date = (value: string | null) => (value ? formatDate(value, 'DD.MM.YYYY') : none);
  const rows: Array<[label: string, value: string]> = [
    [t('fields.firstName'), advisor.firstName],
    [t('fields.surname'), advisor.surname],
    [t('fields.email'), advisor.email],
    [t('fields.brokerNetworkIds'), advisor.brokerNetworks.map((n) => n.name).join(', ') || none],
    [t('fields.externalId'), advisor.externalId || none],
    [t('fields.documentType'), advisor.documentType ? t(`advisors.form.documentType.${advisor.documentType}`) : none],
    [t('fields.documentNumber'), advisor.documentNumber || none],
    [
      t('fields.documentExpiryDate'),
      advisor.documentExpiryDate === DOCUMENT_INDEFINITELY ? t('form.indefinitely') : date(advisor.documentExpiryDate),
    ],
    [t('fields.documentCountry'), advisor.documentCountry ? countryName(advisor.documentCountry, lang) : none],
    [t('fields.powerOfAttorneyStartDate'), date(advisor.powerOfAttorneyStartDate)],
    [t('fields.powerOfAttorneyEndDate'), date(advisor.powerOfAttorneyEndDate)],
  ];
  return (
    <div className="flex flex-col gap-4" data-advisor-read-only>
      <p className="notice notice-info">{t('advisors.form.readOnly')}</p>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-gray-700">{label}</dt>
            <dd className="text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
