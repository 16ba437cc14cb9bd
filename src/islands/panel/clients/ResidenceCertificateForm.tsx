// The form recording a certificate of residence on the investor's page (decision 0076): country, the treaty's rate
// in %, the days covered and the evidence file; checked in place, then the server's violations under their fields.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../../lib/api/api-error';
import { browserCore } from '../../../lib/browser/core';
import type { ResidenceCertificateView } from '../../../lib/contracts/residence-certificate';
import { formatDate, parseDate } from '../../../lib/format/date';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import type { Language } from '../../../lib/language';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { failureText } from '../failure-text';
import { countryOptions } from '../form/country-options';
import { DateField } from '../form/DateField';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { certificatesPath } from './residence-certificates-api';

/** "5", "5,5", "0.25" (a percentage with at most two decimals, 0..100) as basis points; null otherwise. */
export function rateBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

type Field = 'country' | 'rate' | 'validFrom' | 'validTo' | 'file';
type Errors = Partial<Record<Field, string>>;
const SERVER_FIELDS: Record<string, Field> = {
  country: 'country',
  rateBasisPoints: 'rate',
  validFrom: 'validFrom',
  validTo: 'validTo',
  file: 'file',
};

const dayOf = (value: string) => (value.trim() ? parseDate(value.trim()) : null);

/** The form's errors in place (SPEC section 5): each field required, the rate and days readable, the days in order. */
function checkedForm(
  values: { country: string; rate: string; validFrom: string; validTo: string; file: File | null },
  t: Translate,
): Errors {
  const found: Errors = {};
  if (!values.country) found.country = t(V.required);
  if (!values.rate.trim()) found.rate = t(V.required);
  else if (rateBasisPoints(values.rate) === null) found.rate = t(V.certificateRate);
  for (const name of ['validFrom', 'validTo'] as const)
    if (!values[name].trim()) found[name] = t(V.required);
    else if (!dayOf(values[name])) found[name] = t(V.invalidDate);
  const from = formatDate(dayOf(values.validFrom), 'YYYY-MM-DD');
  const to = formatDate(dayOf(values.validTo), 'YYYY-MM-DD');
  if (from && to && to < from) found.validTo = t(V.certificateDates);
  if (!values.file) found.file = t(V.required);
  return found;
}

/** The server's violations under their fields (the rate's basis points under the rate). */
function placedViolations(caught: unknown, t: Translate): Errors {
  const placed: Errors = {};
  for (const v of errorBodyOf(caught).violations ?? []) {
    const field = SERVER_FIELDS[v.propertyPath];
    const key = v.message ?? v.title ?? '';
    if (field) placed[field] = translateIfKnown(t, key) ?? key;
  }
  return placed;
}

export function ResidenceCertificateForm({
  investorId,
  countries,
  lang,
  onAdded,
}: {
  investorId: string;
  countries: readonly string[];
  lang: Language;
  onAdded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => countryOptions(countries, lang), [countries, lang]);
  const [country, setCountry] = useState('');
  const [rate, setRate] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [validTo, setValidTo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const values = { country, rate, validFrom, validTo, file };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkedForm(values, t);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    body.append('country', country);
    body.append('rateBasisPoints', String(rateBasisPoints(rate)));
    body.append('validFrom', formatDate(dayOf(validFrom), 'YYYY-MM-DD'));
    body.append('validTo', formatDate(dayOf(validTo), 'YYYY-MM-DD'));
    body.append('file', file!, file!.name);
    setBusy(true);
    try {
      await browserCore().api.post<ResidenceCertificateView>(certificatesPath(investorId), body);
      toast({ type: 'success', text: t('clients.certificates.added') });
      setCountry('');
      setRate('');
      setValidFrom('');
      setValidTo('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await onAdded();
    } catch (caught) {
      const placed = placedViolations(caught, t);
      if (Object.keys(placed).length > 0) setErrors(placed);
      else setFailure(failureText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-3 border-t border-gray-200 pt-4"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-certificate-form
    >
      <h3 className="font-semibold text-gray-900">{t('clients.certificates.addTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('clients.certificates.country')}
          options={options}
          placeholder={t('clients.certificates.chooseCountry')}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          error={errors.country}
          data-certificate-country
        />
        <TextField
          label={t('clients.certificates.rate')}
          hint={t('clients.certificates.rateHint')}
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          error={errors.rate}
          data-certificate-rate
        />
        <DateField
          label={t('clients.certificates.validFrom')}
          value={validFrom}
          onChange={setValidFrom}
          error={errors.validFrom}
          data-certificate-from
        />
        <DateField
          label={t('clients.certificates.validTo')}
          value={validTo}
          onChange={setValidTo}
          error={errors.validTo}
          data-certificate-to
        />
      </div>
      <div className="field">
        <label htmlFor={`${investorId}-certificate-file`} className="field-label">
          {t('clients.certificates.file')}
        </label>
        <p id={`${investorId}-certificate-file-hint`} className="text-sm text-gray-700">
          {t('clients.certificates.fileHint')}
        </p>
        <input
          ref={fileInput}
          id={`${investorId}-certificate-file`}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          className="field-input"
          aria-invalid={errors.file ? true : false}
          aria-describedby={`${investorId}-certificate-file-hint ${investorId}-certificate-file-error`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          data-certificate-file
        />
        <p id={`${investorId}-certificate-file-error`} className="field-error" hidden={!errors.file}>
          {errors.file}
        </p>
      </div>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn-primary w-auto self-start" disabled={busy} data-certificate-submit>
        {busy ? t('clients.certificates.sending') : t('clients.certificates.add')}
      </button>
    </form>
  );
}
