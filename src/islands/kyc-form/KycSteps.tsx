// The fields of each step of the questionnaire (src/lib/schemas/kyc.ts KYC_STEPS), with the conditional ones
// shown only when they apply: property regime when married, the correspondence address when it differs, the
// beneficial owners when not acting on one's own behalf, the description of 'other' funds, the PEP position
// when a PEP flag is set, the foreign tax number when resident abroad; the sanctions shares with their total.
import { useId, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatBankAccount } from '../../lib/format/bank-account';
import {
  FUNDS_ORIGINS,
  KYC_DOCUMENT_TYPES,
  KYC_TITLES,
  MARITAL_STATUSES,
  MAX_BENEFICIAL_OWNERS,
  PROPERTY_REGIMES,
  SANCTION_COUNTRIES,
  type KycStepId,
} from '../../lib/schemas/kyc';
import { INDEFINITELY } from '../../lib/validation/product-rules';
import { CheckboxGroupField } from '../panel/form/CheckboxGroupField';
import { CheckboxField } from '../panel/form/CheckboxField';
import { DateField } from '../panel/form/DateField';
import { TextField } from '../panel/form/TextField';
import {
  FieldGroup,
  KycCheckbox,
  KycCountry,
  KycDate,
  KycRadios,
  KycSelect,
  KycText,
  secondaryButton,
  useFieldError,
  type Name,
} from './kyc-field-parts';
import { emptyOwner, formatPercent, HOME_COUNTRY, sanctionsTotal, type KycFormValues } from './kyc-form-values';

interface StepProps {
  countries: readonly string[];
}

const grid = 'grid gap-4 sm:grid-cols-2';

function PersonalStep({ countries }: StepProps) {
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

function DocumentStep({ countries }: StepProps) {
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

function AddressFields({
  prefix,
  countries,
}: {
  prefix: 'residentialAddress' | 'correspondenceAddress';
  countries: readonly string[];
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

function AddressesStep({ countries }: StepProps) {
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

function StatusStep({ countries }: StepProps) {
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

function OwnersStep({ countries }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const { control, clearErrors, getValues } = useFormContext<KycFormValues>();
  const error = useFieldError();
  const own = useWatch<KycFormValues, 'ownBehalf'>({ name: 'ownBehalf' });
  const { fields, append, remove } = useFieldArray({ control, name: 'beneficialOwners' });
  const addRef = useRef<HTMLButtonElement>(null);
  const listError = error('beneficialOwners');
  return (
    <div className="flex flex-col gap-4">
      <KycCheckbox
        name="ownBehalf"
        label={t('kyc.field.ownBehalf')}
        hint={t('kycForm.hint.ownBehalf')}
        onToggle={(checked) => {
          if (checked) clearErrors('beneficialOwners');
          // Someone acting for another person names at least one owner: the first row is there to fill in.
          else if (getValues('beneficialOwners').length === 0) append(emptyOwner(), { shouldFocus: false });
        }}
      />
      {!own && (
        <section className="flex flex-col gap-4" aria-labelledby={`${id}-owners`}>
          <h3 id={`${id}-owners`} className="font-semibold text-gray-900">
            {t('kyc.field.beneficialOwners')}
          </h3>
          {fields.length === 0 && <p className="text-sm text-gray-700">{t('kycForm.owners.none')}</p>}
          {fields.map((row, index) => (
            <fieldset
              key={row.id}
              className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4"
              data-owner-row={index}
            >
              <legend className="px-1 font-semibold text-gray-900">
                {t('kycForm.owners.item', { number: index + 1 })}
              </legend>
              <div className={grid}>
                <KycText
                  name={`beneficialOwners.${index}.firstName` as Name}
                  label={t('kyc.field.firstName')}
                  autoComplete="off"
                  maxLength={100}
                />
                <KycText
                  name={`beneficialOwners.${index}.surname` as Name}
                  label={t('kyc.field.surname')}
                  autoComplete="off"
                  maxLength={100}
                />
                <KycDate name={`beneficialOwners.${index}.birthDate` as Name} label={t('kyc.field.birthDate')} />
                <KycCountry
                  name={`beneficialOwners.${index}.citizenship` as Name}
                  label={t('kyc.field.citizenship')}
                  countries={countries}
                />
                <KycText
                  name={`beneficialOwners.${index}.pesel` as Name}
                  label={t('kyc.field.pesel')}
                  hint={t('kycForm.hint.pesel')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={11}
                />
              </div>
              <div>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    remove(index);
                    // The row and its button are gone: focus goes to the add button, which stays.
                    requestAnimationFrame(() => addRef.current?.focus());
                  }}
                >
                  {t('kycForm.owners.remove', { number: index + 1 })}
                </button>
              </div>
            </fieldset>
          ))}
          <div className="flex flex-col gap-1">
            <div>
              <button
                ref={addRef}
                type="button"
                className={secondaryButton}
                disabled={fields.length >= MAX_BENEFICIAL_OWNERS}
                aria-describedby={`${id}-owners-error ${id}-owners-max`}
                data-invalid={listError ? 'true' : undefined}
                onClick={() => {
                  append(emptyOwner());
                  clearErrors('beneficialOwners');
                }}
              >
                {t('kycForm.owners.add')}
              </button>
            </div>
            <p id={`${id}-owners-max`} className="text-sm text-gray-700">
              {t('kycForm.owners.max', { max: MAX_BENEFICIAL_OWNERS })}
            </p>
            <p id={`${id}-owners-error`} className="field-error" hidden={!listError}>
              {listError}
            </p>
          </div>
        </section>
      )}
    </div>
  );
}

function FundsStep() {
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

function BankStep() {
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
          onBlur={async (event) => {
            // Typed freely (spaces or none); shown in blocks of four once the investor moves on.
            setValue('bankAccount.iban', formatBankAccount(event.target.value));
            await iban.onBlur(event);
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

function SanctionsStep() {
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

/** The fields of one step. */
export function KycStepFields({ step, countries }: { step: KycStepId; countries: readonly string[] }) {
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
