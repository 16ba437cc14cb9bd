// The campaign's issuer as the investors' yearly statements name it (issue 38 item 4, decision 0078): legal name,
// registered address, NIP and KRS, each optional (blank: not recorded). For the money desk (a coordinator or the
// compliance officer) on the campaign's page; checked by the shared contract (campaignIssuerSchema) here and on the
// server, whose violations are put on their fields.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  campaignIssuerSchema,
  ISSUER_ADDRESS_MAX,
  ISSUER_NAME_MAX,
  type CampaignIssuer,
} from '../../../lib/contracts/campaign-issuer';
import type { Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { TextField } from '../form/TextField';
import { setServerViolations } from '../form/server-violations';
import { translatedResolver } from '../ui/invite/form-resolver';
import { saveCampaignIssuer } from './campaigns-api';

interface IssuerValues {
  name: string;
  address: string;
  nip: string;
  krs: string;
}
const FIELDS: Path<IssuerValues>[] = ['name', 'address', 'nip', 'krs'];

const valuesOf = (issuer: CampaignIssuer | null): IssuerValues => ({
  name: issuer?.name ?? '',
  address: issuer?.address ?? '',
  nip: issuer?.nip ?? '',
  krs: issuer?.krs ?? '',
});

/** The "Emitent" / "Issuer" fieldset: the four fields with their hints and errors. */
function IssuerFields({ form }: { form: UseFormReturn<IssuerValues> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="field-label mb-2">{t('campaignIssuer.legend')}</legend>
      <p className="text-sm text-gray-700">{t('campaignIssuer.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('campaignIssuer.name')}
          hint={t('campaignIssuer.nameHint')}
          autoComplete="organization"
          maxLength={ISSUER_NAME_MAX}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('campaignIssuer.address')}
          hint={t('campaignIssuer.addressHint')}
          autoComplete="off"
          maxLength={ISSUER_ADDRESS_MAX}
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label={t('campaignIssuer.nip')}
          hint={t('campaignIssuer.nipHint')}
          autoComplete="off"
          inputMode="numeric"
          spellCheck={false}
          error={errors.nip?.message}
          {...form.register('nip')}
        />
        <TextField
          label={t('campaignIssuer.krs')}
          hint={t('campaignIssuer.krsHint')}
          autoComplete="off"
          inputMode="numeric"
          spellCheck={false}
          error={errors.krs?.message}
          {...form.register('krs')}
        />
      </div>
    </fieldset>
  );
}

export function IssuerForm({ campaignId, issuer }: { campaignId: string; issuer: CampaignIssuer | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const resolver = useMemo(() => translatedResolver<IssuerValues>(campaignIssuerSchema, t as Translate), [t]);
  const form = useForm<IssuerValues>({ resolver, mode: 'onTouched', defaultValues: valuesOf(issuer) });
  useEffect(() => form.reset(valuesOf(issuer)), [issuer, form]);
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setSaved(false);
    try {
      const stored = await saveCampaignIssuer(campaignId, values);
      form.reset(valuesOf(stored));
      await client.invalidateQueries({ queryKey: ['campaigns', 'one', campaignId] });
      setSaved(true);
      toast({ type: 'success', text: t('campaignIssuer.saved') });
    } catch (error) {
      const placed = setServerViolations(error, FIELDS, form.setError, t as Translate);
      if (placed === 0) setFailure(failureText(error, t));
    }
  });
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} data-issuer-form>
      <IssuerFields form={form} />
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      {saved && (
        <p className="notice notice-success" role="status" data-issuer-saved>
          {t('campaignIssuer.saved')}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary w-auto" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('campaignIssuer.saving') : t('campaignIssuer.save')}
        </button>
      </div>
    </form>
  );
}
