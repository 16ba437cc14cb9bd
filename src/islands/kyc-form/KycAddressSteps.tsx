// The address and status steps of the questionnaire: the correspondence address only when it differs, the
// property regime only when married, the foreign tax number only when resident abroad.
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MARITAL_STATUSES, PROPERTY_REGIMES } from '../../lib/contracts/kyc';
import { FieldGroup, KycCheckbox, KycCountry, KycRadios, KycText, type StepProps, grid } from './kyc-field-parts';
import { HOME_COUNTRY, type KycFormValues } from './kyc-form-values';

function AddressFields({
  prefix,
  countries,
}: {
  prefix: 'residentialAddress' | 'correspondenceAddress';
  countries: StepProps['countries'];
}) {
  const { t } = useTranslation();
  const country = useWatch<KycFormValues>({ name: `${prefix}.country` }) as string;
  const f = (key: string) => t(`kyc.field.address.${key}`);
  return (
    <div className={grid}>
      <KycText name={`${prefix}.street`} label={f('street')} autoComplete="off" maxLength={200} />
      <div className="grid grid-cols-2 gap-4">
        <KycText name={`${prefix}.buildingNumber`} label={f('buildingNumber')} autoComplete="off" maxLength={20} />
        <KycText
          name={`${prefix}.apartmentNumber`}
          label={t('form.optionalField', { label: f('apartmentNumber') })}
          autoComplete="off"
          maxLength={20}
        />
      </div>
      <KycText
        name={`${prefix}.zipCode`}
        label={f('zipCode')}
        hint={country === HOME_COUNTRY ? t('kycForm.hint.zipCodePl') : undefined}
        autoComplete="off"
        maxLength={10}
      />
      <KycText name={`${prefix}.city`} label={f('city')} autoComplete="off" maxLength={100} />
      <KycCountry name={`${prefix}.country`} label={f('country')} countries={countries} />
    </div>
  );
}

export function AddressesStep({ countries }: StepProps) {
  const { t } = useTranslation();
  const { clearErrors } = useFormContext<KycFormValues>();
  const same = useWatch<KycFormValues, 'correspondenceSameAsResidential'>({ name: 'correspondenceSameAsResidential' });
  return (
    <div className="flex flex-col gap-6">
      <FieldGroup legend={t('kyc.field.residentialAddress')}>
        <AddressFields prefix="residentialAddress" countries={countries} />
      </FieldGroup>
      <KycCheckbox
        name="correspondenceSameAsResidential"
        label={t('kyc.field.correspondenceSameAsResidential')}
        onToggle={(checked) => checked && clearErrors('correspondenceAddress')}
      />
      {!same && (
        <FieldGroup legend={t('kyc.field.correspondenceAddress')}>
          <AddressFields prefix="correspondenceAddress" countries={countries} />
        </FieldGroup>
      )}
    </div>
  );
}

export function StatusStep({ countries }: StepProps) {
  const { t } = useTranslation();
  const { clearErrors } = useFormContext<KycFormValues>();
  const marital = useWatch<KycFormValues, 'maritalStatus'>({ name: 'maritalStatus' });
  const taxCountry = useWatch<KycFormValues, 'taxResidenceCountry'>({ name: 'taxResidenceCountry' });
  const abroad = !!taxCountry && taxCountry !== HOME_COUNTRY;
  return (
    <div className="flex flex-col gap-4">
      <KycRadios
        name="maritalStatus"
        legend={t('kyc.field.maritalStatus')}
        options={MARITAL_STATUSES.map((v) => ({ value: v, label: t(`kyc.maritalStatus.${v}`) }))}
        onPick={(value) => value !== 'married' && clearErrors('propertyRegime')}
      />
      {marital === 'married' && (
        <KycRadios
          name="propertyRegime"
          legend={t('kyc.field.propertyRegime')}
          options={PROPERTY_REGIMES.map((v) => ({ value: v, label: t(`kyc.propertyRegime.${v}`) }))}
        />
      )}
      <div className={grid}>
        <KycCountry name="taxResidenceCountry" label={t('kyc.field.taxResidenceCountry')} countries={countries} />
        <KycText
          name="nip"
          label={t('form.optionalField', { label: t('kyc.field.nip') })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
        />
        {abroad && (
          <KycText
            name="foreignTaxNumber"
            label={t('kyc.field.foreignTaxNumber')}
            hint={t('kycForm.hint.foreignTaxNumber')}
            autoComplete="off"
            maxLength={50}
          />
        )}
      </div>
      <KycCheckbox name="usPerson" label={t('kyc.field.usPerson')} hint={t('kycForm.hint.usPerson')} />
    </div>
  );
}
