// The personal-data and identity-document steps of the questionnaire.
import { useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KYC_DOCUMENT_TYPES, KYC_TITLES } from '../../lib/contracts/kyc';
import { INDEFINITELY } from '../../lib/validation/product-rules';
import { CheckboxField } from '../panel/form/CheckboxField';
import { DateField } from '../panel/form/DateField';
import {
  KycCountry,
  KycDate,
  KycRadios,
  KycSelect,
  KycText,
  useFieldError,
  type StepProps,
  grid,
} from './kyc-field-parts';
import type { KycFormValues } from './kyc-form-values';

export function PersonalStep({ countries }: StepProps) {
  const { t } = useTranslation();
  const optional = (key: string) => t('form.optionalField', { label: t(key) });
  return (
    <div className="flex flex-col gap-4">
      <KycRadios
        name="title"
        legend={t('kyc.field.title')}
        options={KYC_TITLES.map((v) => ({ value: v, label: t(`kyc.title.${v}`) }))}
      />
      <div className={grid}>
        <KycText name="firstName" label={t('kyc.field.firstName')} autoComplete="given-name" maxLength={100} />
        <KycText
          name="middleName"
          label={optional('kyc.field.middleName')}
          autoComplete="additional-name"
          maxLength={100}
        />
        <KycText name="surname" label={t('kyc.field.surname')} autoComplete="family-name" maxLength={100} />
        <KycText
          name="familyName"
          label={optional('kyc.field.familyName')}
          hint={t('kycForm.hint.familyName')}
          autoComplete="off"
          maxLength={100}
        />
        <KycDate name="birthDate" label={t('kyc.field.birthDate')} />
        <KycText name="birthPlace" label={t('kyc.field.birthPlace')} autoComplete="off" maxLength={100} />
        <KycCountry name="citizenship" label={t('kyc.field.citizenship')} countries={countries} />
        <KycText
          name="pesel"
          label={t('kyc.field.pesel')}
          hint={t('kycForm.hint.pesel')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
        />
      </div>
    </div>
  );
}

export function DocumentStep({ countries }: StepProps) {
  const { t } = useTranslation();
  const { control, setValue, getValues, clearErrors } = useFormContext<KycFormValues>();
  const error = useFieldError();
  const lastDate = useRef('');
  return (
    <div className={grid}>
      <KycSelect
        name="document.type"
        label={t('kyc.field.document.type')}
        placeholder={t('form.choose')}
        options={KYC_DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`advisors.form.documentType.${v}`) }))}
      />
      <KycText name="document.number" label={t('kyc.field.document.number')} autoComplete="off" maxLength={50} />
      <Controller
        control={control}
        name="document.expiryDate"
        render={({ field }) => {
          const indefinitely = field.value === INDEFINITELY;
          return (
            <div className="flex flex-col gap-2">
              <DateField
                ref={field.ref}
                name={field.name}
                label={t('kyc.field.document.expiryDate')}
                hint={t('kycForm.hint.documentExpiry')}
                maxLength={10}
                value={indefinitely ? '' : field.value}
                disabled={indefinitely}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={error('document.expiryDate')}
              />
              <CheckboxField
                label={t('kyc.field.document.indefinitely')}
                checked={indefinitely}
                onChange={(event) => {
                  if (event.target.checked) {
                    lastDate.current = getValues('document.expiryDate');
                    setValue('document.expiryDate', INDEFINITELY, { shouldDirty: true, shouldValidate: true });
                  } else {
                    // Back to the date typed before; with none, the field waits for one.
                    const previous = lastDate.current === INDEFINITELY ? '' : lastDate.current;
                    setValue('document.expiryDate', previous, { shouldDirty: true, shouldValidate: previous !== '' });
                    if (!previous) clearErrors('document.expiryDate');
                  }
                }}
              />
            </div>
          );
        }}
      />
      <KycCountry name="document.country" label={t('kyc.field.document.country')} countries={countries} />
    </div>
  );
}
