import { useTranslation } from 'react-i18next';

/**
 * What an investor sees on /app/kyc (their onboarding links here): the questionnaire is not filled in the panel,
 * it comes as a personal link by e-mail from their advisor, so there is nothing to open here.
 */
export function InvestorKycNotice() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-6 shadow-sm" data-kyc-investor>
      <p className="text-gray-900">{t('appKyc.investor.byEmail')}</p>
      <p className="text-gray-700">{t('appKyc.investor.noEmail')}</p>
    </div>
  );
}
