// The beneficial-owners step of the questionnaire: the owners only when not acting on one's own behalf.
import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_BENEFICIAL_OWNERS } from '../../lib/contracts/kyc';
import {
  KycCheckbox,
  KycCountry,
  KycDate,
  KycText,
  secondaryButton,
  useFieldError,
  type Name,
  type StepProps,
  grid,
} from './kyc-field-parts';
import { emptyOwner, type KycFormValues } from './kyc-form-values';

/** One beneficial owner: their fields and the button that removes them. */
function OwnerRow({ index, countries, onRemove }: StepProps & { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4" data-owner-row={index}>
      <legend className="px-1 font-semibold text-gray-900">{t('kycForm.owners.item', { number: index + 1 })}</legend>
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
        <button type="button" className={secondaryButton} onClick={onRemove}>
          {t('kycForm.owners.remove', { number: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

export function OwnersStep({ countries }: StepProps) {
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
            <OwnerRow
              key={row.id}
              index={index}
              countries={countries}
              onRemove={() => {
                remove(index);
                // The row and its button are gone: focus goes to the add button, which stays.
                requestAnimationFrame(() => addRef.current?.focus());
              }}
            />
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
