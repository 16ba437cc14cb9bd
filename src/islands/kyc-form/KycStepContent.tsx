import type { FormStepId } from './kyc-form-values';
import { DOCUMENTS_STEP, REVIEW_STEP } from './kyc-form-values';
import type { KycFormApi } from './kyc-form-api';
import type { SelectOption } from '../panel/form/SelectField';
import { KycDocumentsStep } from './KycDocumentsStep';
import { KycReview } from './KycReview';
import { KycStepFields } from './KycSteps';
import type { AskedDocuments } from './use-asked-documents';

/** What a step shows: the review, the asked documents, or the step's fields. */
export function KycStepContent({
  step,
  token,
  api,
  lang,
  countries,
  asked,
  onEdit,
  editable,
}: {
  token: string;
  lang: string;
  countries: readonly SelectOption[];
  step: FormStepId;
  api: KycFormApi;
  asked: AskedDocuments;
  onEdit: (step: FormStepId) => void;
  /** Sent back: the steps that may be edited from the review. */
  editable: readonly FormStepId[] | undefined;
}) {
  if (step === REVIEW_STEP)
    return <KycReview lang={lang} countries={countries} onEdit={onEdit} {...(editable ? { editable } : {})} />;
  if (step === DOCUMENTS_STEP)
    return (
      <KycDocumentsStep
        token={token}
        api={api}
        kinds={asked.kinds}
        documents={asked.documents}
        onChange={asked.setDocuments}
        showMissing={asked.tried}
      />
    );
  return <KycStepFields step={step} countries={countries} />;
}
