// The fields of each step of the questionnaire (src/lib/contracts/kyc.ts KYC_STEPS), with the conditional ones
// shown only when they apply: property regime when married, the correspondence address when it differs, the
// beneficial owners when not acting on one's own behalf, the description of 'other' funds, the PEP position
// when a PEP flag is set, the foreign tax number when resident abroad; the sanctions shares with their total.
import type { KycStepId } from '../../lib/contracts/kyc';
import { PersonalStep, DocumentStep } from './KycPersonSteps';
import { AddressesStep, StatusStep } from './KycAddressSteps';
import { OwnersStep } from './KycOwnersStep';
import { FundsStep, BankStep, SanctionsStep } from './KycFundsSteps';
import type { StepProps } from './kyc-field-parts';

/** The fields of one step. */
export function KycStepFields({ step, countries }: { step: KycStepId } & StepProps) {
  switch (step) {
    case 'personal':
      return <PersonalStep countries={countries} />;
    case 'document':
      return <DocumentStep countries={countries} />;
    case 'addresses':
      return <AddressesStep countries={countries} />;
    case 'status':
      return <StatusStep countries={countries} />;
    case 'owners':
      return <OwnersStep countries={countries} />;
    case 'funds':
      return <FundsStep />;
    case 'bank':
      return <BankStep />;
    case 'sanctions':
      return <SanctionsStep />;
  }
}
