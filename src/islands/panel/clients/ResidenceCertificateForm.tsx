// The form recording a certificate of residence on the investor's page (decision 0076): country, the treaty's rate
// in %, the days covered and the evidence file; checked in place, then the server's violations under their fields.
import { useId, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
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
import { FileField } from '../ui/FileField';
import { certificatesPath } from './residence-certificates-api';
import { DOCUMENT_ACCEPT } from '../../../lib/ui/file-accept';

/** "5", "5,5", "0.25" (a percentage with at most two decimals, 0..100) as basis points; null otherwise. */
export function rateBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

type Field = 'country' | 'rate' | 'validFrom' | 'validTo' | 'file';
type Errors = Partial<Record<Field, string>>;
interface Values {
  country: string;
  rate: string;
  validFrom: string;
  validTo: string;
  file: File | null;
}
const EMPTY: Values = { country: '', rate: '', validFrom: '', validTo: '', file: null };
const SERVER_FIELDS: Record<string, Field> = {
  country: 'country',
  rateBasisPoints: 'rate',
  validFrom: 'validFrom',
  validTo: 'validTo',
  file: 'file',
};

const dayOf = (value: string) => (value.trim() ? parseDate(value.trim()) : null);

/** The form's errors in place (SPEC section 5): each field required, the rate and days readable, the days in order. */
function checkedForm(values: Values, t: Translate): Errors {
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

/** The focus goes to the first invalid field, once the messages are on the screen (as AssessmentForm does). */
function focusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** The checked form as the API takes it: the rate in basis points, the days as YYYY-MM-DD, the file in `file`. */
function formBody(values: Values): FormData {
  const body = new FormData();
  body.append('country', values.country);
  body.append('rateBasisPoints', String(rateBasisPoints(values.rate)));
  body.append('validFrom', formatDate(dayOf(values.validFrom), 'YYYY-MM-DD'));
  body.append('validTo', formatDate(dayOf(values.validTo), 'YYYY-MM-DD'));
  if (values.file) body.append('file', values.file, values.file.name);
  return body;
}

type Setter = <K extends keyof Values>(name: K, value: Values[K]) => void;

/** Country, rate and the two days, each with its error. */
function CertificateFields({
  values,
  set,
  errors,
  countries,
  lang,
}: {
  values: Values;
  set: Setter;
  errors: Errors;
  countries: readonly string[];
  lang: Language;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => countryOptions(countries, lang), [countries, lang]);
  return (
    <div className="grid items-start gap-3 sm:grid-cols-2">
      <SelectField
        label={t('clients.certificates.country')}
        options={options}
        placeholder={t('clients.certificates.chooseCountry')}
        value={values.country}
        onChange={(e) => set('country', e.target.value)}
        error={errors.country}
        data-certificate-country
      />
      <TextField
        label={t('clients.certificates.rate')}
        hint={t('clients.certificates.rateHint')}
        inputMode="decimal"
        value={values.rate}
        onChange={(e) => set('rate', e.target.value)}
        error={errors.rate}
        data-certificate-rate
      />
      <DateField
        label={t('clients.certificates.validFrom')}
        value={values.validFrom}
        onChange={(value) => set('validFrom', value)}
        error={errors.validFrom}
        data-certificate-from
      />
      <DateField
        label={t('clients.certificates.validTo')}
        value={values.validTo}
        onChange={(value) => set('validTo', value)}
        error={errors.validTo}
        data-certificate-to
      />
    </div>
  );
}

/** The evidence file's field, with its hint and error. */
function EvidenceInput({
  inputRef,
  file,
  error,
  onChange,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FileField
      id={id}
      label={t('clients.certificates.file')}
      hint={t('clients.certificates.fileHint')}
      error={error}
      accept={DOCUMENT_ACCEPT}
      inputRef={inputRef}
      file={file}
      onChange={onChange}
      marker="data-certificate-file"
    />
  );
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
  onAdded: (id: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const set: Setter = (name, value) => setValues((current) => ({ ...current, [name]: value }));
  const fileInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkedForm(values, t);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef);
    setBusy(true);
    try {
      const added = await browserCore().api.post<ResidenceCertificateView>(
        certificatesPath(investorId),
        formBody(values),
      );
      toast({ type: 'success', text: t('clients.certificates.added') });
      setValues(EMPTY);
      if (fileInput.current) fileInput.current.value = '';
      await onAdded(added.id);
    } catch (caught) {
      const placed = placedViolations(caught, t);
      if (Object.keys(placed).length > 0) {
        setErrors(placed);
        focusFirstInvalid(formRef);
      } else setFailure(failureText(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="flex flex-col gap-3 border-t border-gray-200 pt-4"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-certificate-form
    >
      <h3 className="font-semibold text-gray-900">{t('clients.certificates.addTitle')}</h3>
      <CertificateFields values={values} set={set} errors={errors} countries={countries} lang={lang} />
      <EvidenceInput
        inputRef={fileInput}
        file={values.file}
        error={errors.file}
        onChange={(file) => set('file', file)}
      />
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="btn-primary w-auto self-start"
        aria-disabled={busy || undefined}
        data-certificate-submit
      >
        {busy ? t('clients.certificates.sending') : t('clients.certificates.add')}
      </button>
    </form>
  );
}
