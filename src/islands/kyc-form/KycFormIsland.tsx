import type { Language } from '../../lib/language';
import type { PublicKycForm } from '../../lib/contracts/kyc-views';
import { PanelProviders } from '../panel/PanelProviders';
import type { SelectOption } from '../panel/form/SelectField';
import { KycForm } from './KycForm';

/**
 * The island of /kyc-form: the questionnaire inside the providers every island shares (error boundary, the
 * page language's i18next, a query cache); no panel session: the link's token is the credential.
 */
export function KycFormIsland({
  lang,
  token,
  form,
  countries,
}: {
  lang: Language;
  token: string;
  form: PublicKycForm;
  countries: readonly SelectOption[];
}) {
  return (
    <PanelProviders lang={lang}>
      <KycForm token={token} form={form} countries={countries} lang={lang} />
    </PanelProviders>
  );
}
