// The funds, bank-account and sanctions steps of the questionnaire: the description of 'other' funds, the PEP
// position when a PEP flag is set, the sanctions shares with their total.
import { useId, type ChangeEvent, type FocusEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatBankAccount } from '../../lib/format/bank-account';
import { FUNDS_ORIGINS, SANCTION_COUNTRIES } from '../../lib/contracts/kyc';
import { CheckboxGroupField } from '../panel/form/CheckboxGroupField';
import { TextField } from '../panel/form/TextField';
import { FieldGroup, KycCheckbox, KycText, useFieldError, grid } from './kyc-field-parts';
import { formatPercent, sanctionsTotal, type KycFormValues } from './kyc-form-values';

export function FundsStep() {
  const { t } = useTranslation();
  const { control, trigger, clearErrors } = useFormContext<KycFormValues>();
  const error = useFieldError();
  const origins = useWatch<KycFormValues, 'fundsOrigin'>({ name: 'fundsOrigin' });
  const pep = useWatch<KycFormValues, 'pep'>({ name: 'pep' });
  const flagged = pep.isPep || pep.familyMember || pep.closeAssociate;
  return (
    <div className="flex flex-col gap-6">
      <Controller
        control={control}
        name="fundsOrigin"
        render={({ field }) => (
          <CheckboxGroupField
            ref={field.ref}
            name={field.name}
            label={t('kyc.field.fundsOrigin')}
            hint={t('kycForm.hint.fundsOrigin')}
            options={FUNDS_ORIGINS.map((v) => ({ value: v, label: t(`kyc.fundsOrigin.${v}`) }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (!value.includes('other')) clearErrors('fundsOriginDescription');
            }}
            onChanged={() => void trigger('fundsOrigin')}
            error={error('fundsOrigin')}
          />
        )}
      />
      {origins.includes('other') && (
        <KycText
          name="fundsOriginDescription"
          label={t('kyc.field.fundsOriginDescription')}
          autoComplete="off"
          maxLength={1000}
        />
      )}
      <FieldGroup legend={t('kycForm.pep.legend')} hint={t('kycForm.pep.hint')}>
        <KycCheckbox name="pep.isPep" label={t('kyc.field.pep.isPep')} />
        <KycCheckbox name="pep.familyMember" label={t('kyc.field.pep.familyMember')} />
        <KycCheckbox name="pep.closeAssociate" label={t('kyc.field.pep.closeAssociate')} />
        {flagged && (
          <KycText name="pep.position" label={t('kyc.field.pep.position')} autoComplete="off" maxLength={200} />
        )}
      </FieldGroup>
    </div>
  );
}

export function BankStep() {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext<KycFormValues>();
  const error = useFieldError();
  const iban = register('bankAccount.iban');
  return (
    <div className={grid}>
      <div className="sm:col-span-2">
        <TextField
          label={t('kyc.field.bankAccount.iban')}
          hint={t('kycForm.hint.iban')}
          autoComplete="off"
          spellCheck={false}
          maxLength={42}
          error={error('bankAccount.iban')}
          {...iban}
          onBlur={(event) => {
            // Typed freely (spaces or none); shown in blocks of four once the investor moves on.
            setValue('bankAccount.iban', formatBankAccount(event.target.value));
            void iban.onBlur(event);
          }}
        />
      </div>
      <KycText
        name="bankAccount.swift"
        label={t('kyc.field.bankAccount.swift')}
        hint={t('kycForm.hint.swift')}
        autoComplete="off"
        maxLength={14}
      />
      <KycText
        name="bankAccount.bankName"
        label={t('kyc.field.bankAccount.bankName')}
        autoComplete="off"
        maxLength={100}
      />
      <KycText
        name="bankAccount.bankCity"
        label={t('kyc.field.bankAccount.bankCity')}
        autoComplete="off"
        maxLength={100}
      />
      <KycText
        name="bankAccount.accountOwner"
        label={t('kyc.field.bankAccount.accountOwner')}
        autoComplete="name"
        maxLength={200}
      />
    </div>
  );
}

export function SanctionsStep() {
  const { t } = useTranslation();
  const id = useId();
  const { register, trigger, getFieldState } = useFormContext<KycFormValues>();
  const error = useFieldError();
  // The rule is about all shares together: leaving a share checks them all, and once any is wrong, typing does.
  const share = (country: (typeof SANCTION_COUNTRIES)[number]) => {
    const field = register(`sanctions.${country}`);
    return {
      ...field,
      onBlur: async (event: FocusEvent<HTMLInputElement>) => {
        await field.onBlur(event);
        await trigger('sanctions');
      },
      onChange: async (event: ChangeEvent<HTMLInputElement>) => {
        await field.onChange(event);
        if (getFieldState('sanctions').invalid) await trigger('sanctions');
      },
    };
  };
  const shares = useWatch<KycFormValues, 'sanctions'>({ name: 'sanctions' });
  const total = sanctionsTotal(shares);
  // The total's own error (more than 100 %) belongs to every share: each one is marked and points to it.
  const totalError = error('sanctions');
  return (
    <div className="flex flex-col gap-6">
      <FieldGroup legend={t('kyc.field.sanctions')} hint={t('kycForm.sanctions.intro')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {SANCTION_COUNTRIES.map((country) => (
            <TextField
              key={country}
              label={`${t(`kyc.sanctions.${country}`)} (%)`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={6}
              error={error(`sanctions.${country}`)}
              {...(totalError ? { 'aria-invalid': true, 'aria-describedby': `${id}-total ${id}-total-error` } : {})}
              {...share(country)}
            />
          ))}
        </div>
        <p id={`${id}-total`} className="text-sm font-medium text-gray-900" aria-live="polite" data-sanctions-total>
          {total === null
            ? t('kycForm.sanctions.totalUnknown')
            : t('kycForm.sanctions.total', { total: formatPercent(total) })}
        </p>
        <p id={`${id}-total-error`} className="field-error" hidden={!totalError}>
          {totalError}
        </p>
      </FieldGroup>
      <KycCheckbox name="statementTrue" label={t('kyc.field.statementTrue')} />
    </div>
  );
}
