// The landing's bank CSV layout (issue 38 item 2, decision 0075), in a section that opens on demand: which column of
// the bank's export holds which field, how the file is written (separator, encoding, rows above the data, date and
// decimal format), the account it is of and its currency. Loaded from the server, saved with PUT; the checks are the
// contract's (bankCsvMappingSchema) and the server's violations are put on their fields.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BankCsvMapping } from '../../../lib/contracts/bank-statement';
import type { Translate } from '../../../lib/i18n-types';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { failureText } from '../failure-text';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import { setServerViolations } from '../form/server-violations';
import { translatedResolver } from '../ui/invite/form-resolver';
import { QueryState } from '../ui/page-parts';
import { csvMappingQuery, saveCsvMapping } from './payments-api';

const header = z.string().trim().max(200, V.maxLength);
const needed = header.min(1, V.required);
const layoutSchema = z
  .object({
    delimiter: z.enum([',', ';', '\t']),
    encoding: z.enum(['utf-8', 'windows-1250']),
    headerRows: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'validation.bankCsvHeaderRows')
      .refine((text) => Number(text) >= 1 && Number(text) <= 100, 'validation.bankCsvHeaderRows'),
    bookingDate: needed,
    amount: needed,
    currencyColumn: header,
    title: z.string().trim().min(1, V.required).max(2_000, V.maxLength),
    counterpartyName: header,
    counterpartyAccount: header,
    bankReference: header,
    direction: header,
    dateFormat: z.enum(['YYYY-MM-DD', 'DD.MM.YYYY', 'DD-MM-YYYY']),
    decimalSeparator: z.enum([',', '.']),
    account: z.string().trim().min(10, V.minLength).max(40, V.maxLength),
    currency: z
      .string()
      .trim()
      .regex(/^([A-Za-z]{3})?$/, 'validation.currencyCode'),
  })
  .refine((values) => values.currencyColumn !== '' || values.currency !== '', {
    message: 'validation.bankCsvCurrency',
    path: ['currency'],
  });
type LayoutValues = z.infer<typeof layoutSchema>;

const OPTIONAL_COLUMNS = ['counterpartyName', 'counterpartyAccount', 'bankReference', 'direction'] as const;
const FIELDS = Object.keys(layoutSchema.shape) as Path<LayoutValues>[];
/** The server's property paths that are named otherwise on the form. */
const ALIASES: Record<string, Path<LayoutValues>> = {
  ...Object.fromEntries(
    ['bookingDate', 'amount', 'title', ...OPTIONAL_COLUMNS].map((name) => [`columns.${name}`, name]),
  ),
  'columns.currency': 'currencyColumn',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`columns.title.${String(i)}`, 'title'])),
};

const EMPTY: LayoutValues = {
  delimiter: ';',
  encoding: 'utf-8',
  headerRows: '1',
  bookingDate: '',
  amount: '',
  currencyColumn: '',
  title: '',
  counterpartyName: '',
  counterpartyAccount: '',
  bankReference: '',
  direction: '',
  dateFormat: 'YYYY-MM-DD',
  decimalSeparator: ',',
  account: '',
  currency: 'PLN',
};

/** The saved mapping as the form's text fields (several title columns joined with commas). */
function layoutValues(mapping: BankCsvMapping | null): LayoutValues {
  if (!mapping) return EMPTY;
  const { columns } = mapping;
  return {
    ...EMPTY,
    delimiter: mapping.delimiter,
    encoding: mapping.encoding,
    headerRows: String(mapping.headerRows),
    bookingDate: columns.bookingDate,
    amount: columns.amount,
    currencyColumn: columns.currency ?? '',
    title: Array.isArray(columns.title) ? columns.title.join(', ') : columns.title,
    ...Object.fromEntries(OPTIONAL_COLUMNS.map((name) => [name, columns[name] ?? ''])),
    dateFormat: mapping.dateFormat,
    decimalSeparator: mapping.decimalSeparator,
    account: mapping.account,
    currency: mapping.currency ?? '',
  };
}

/** The form's values as the contract's mapping: empty optional fields left out, the title's columns split. */
function mappingOf(values: LayoutValues): BankCsvMapping {
  const titles = values.title
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const optional = Object.fromEntries(
    OPTIONAL_COLUMNS.map((name) => [name, values[name].trim()] as const).filter(([, value]) => value !== ''),
  );
  return {
    delimiter: values.delimiter,
    encoding: values.encoding,
    headerRows: Number(values.headerRows),
    columns: {
      bookingDate: values.bookingDate.trim(),
      amount: values.amount.trim(),
      ...(values.currencyColumn.trim() ? { currency: values.currencyColumn.trim() } : {}),
      title: titles.length === 1 ? titles[0]! : titles,
      ...optional,
    },
    dateFormat: values.dateFormat,
    decimalSeparator: values.decimalSeparator,
    account: values.account.replace(/\s/g, ''),
    ...(values.currency.trim() ? { currency: values.currency.trim().toUpperCase() } : {}),
  };
}

export function CsvLayout() {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const query = useQuery({ ...csvMappingQuery(), enabled: open });
  return (
    <details
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-bank-csv
    >
      <summary className="cursor-pointer text-lg font-semibold text-gray-900" id={`${ids}-title`}>
        {t('bankDesk.csv.title')}
      </summary>
      <p className="mt-3 text-gray-700">{t('bankDesk.csv.intro')}</p>
      {open && <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />}
      {query.data !== undefined && <LayoutForm mapping={query.data} />}
    </details>
  );
}

/** The form itself, once the saved mapping (or none) is known. */
export function LayoutForm({ mapping }: { mapping: BankCsvMapping | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const resolver = useMemo(() => translatedResolver<LayoutValues>(layoutSchema, t as Translate), [t]);
  const form = useForm<LayoutValues>({ resolver, mode: 'onTouched', defaultValues: layoutValues(mapping) });
  useEffect(() => form.reset(layoutValues(mapping)), [mapping, form]);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setSaved(false);
    try {
      const stored = await saveCsvMapping(mappingOf(values));
      client.setQueryData(csvMappingQuery().queryKey, stored);
      setSaved(true);
      toast({ type: 'success', text: t('bankDesk.csv.saved') });
    } catch (error) {
      const placed = setServerViolations(error, FIELDS, form.setError, t as Translate, ALIASES);
      if (placed === 0) setFailure(failureText(error, t));
    }
  });
  const text = (name: Path<LayoutValues>, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      spellCheck={false}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)} data-bank-csv-form>
      <FileFormat form={form} errors={errors} text={text} />
      <fieldset className="flex flex-col gap-4">
        <legend className="field-label mb-2">{t('bankDesk.csv.columns')}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {text('bookingDate', t('bankDesk.csv.column.bookingDate'))}
          {text('amount', t('bankDesk.csv.column.amount'))}
          {text('title', t('bankDesk.csv.column.title'), t('bankDesk.csv.column.titleHint'))}
          {text('currencyColumn', t('bankDesk.csv.column.currency'))}
          {text('counterpartyName', t('bankDesk.csv.column.counterpartyName'))}
          {text('counterpartyAccount', t('bankDesk.csv.column.counterpartyAccount'))}
          {text('bankReference', t('bankDesk.csv.column.bankReference'))}
          {text('direction', t('bankDesk.csv.column.direction'), t('bankDesk.csv.column.directionHint'))}
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        {text('account', t('bankDesk.csv.account'))}
        {text('currency', t('bankDesk.csv.currency'))}
      </div>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      )}
      {saved && (
        <p className="notice notice-success" role="status" data-csv-saved>
          {t('bankDesk.csv.saved')}
        </p>
      )}
      <div>
        <button type="submit" className="btn-primary w-auto" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('bankDesk.dialog.sending') : t('bankDesk.csv.save')}
        </button>
      </div>
    </form>
  );
}

type LayoutFormApi = ReturnType<typeof useForm<LayoutValues>>;

/** How the file is written: separator, encoding, rows above the data, the date and decimal formats. */
function FileFormat({
  form,
  errors,
  text,
}: {
  form: LayoutFormApi;
  errors: LayoutFormApi['formState']['errors'];
  text: (name: Path<LayoutValues>, label: string, hint?: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectField
        label={t('bankDesk.csv.delimiter')}
        options={[
          { value: ';', label: t('bankDesk.csv.delimiter.semicolon') },
          { value: ',', label: t('bankDesk.csv.delimiter.comma') },
          { value: '\t', label: t('bankDesk.csv.delimiter.tab') },
        ]}
        error={errors.delimiter?.message}
        {...form.register('delimiter')}
      />
      <SelectField
        label={t('bankDesk.csv.encoding')}
        options={[
          { value: 'utf-8', label: 'UTF-8' },
          { value: 'windows-1250', label: 'Windows-1250' },
        ]}
        error={errors.encoding?.message}
        {...form.register('encoding')}
      />
      {text('headerRows', t('bankDesk.csv.headerRows'), t('bankDesk.csv.headerRowsHint'))}
      <SelectField
        label={t('bankDesk.csv.dateFormat')}
        options={['YYYY-MM-DD', 'DD.MM.YYYY', 'DD-MM-YYYY'].map((value) => ({ value, label: value }))}
        error={errors.dateFormat?.message}
        {...form.register('dateFormat')}
      />
      <SelectField
        label={t('bankDesk.csv.decimalSeparator')}
        options={[
          { value: ',', label: t('bankDesk.csv.decimal.comma') },
          { value: '.', label: t('bankDesk.csv.decimal.dot') },
        ]}
        error={errors.decimalSeparator?.message}
        {...form.register('decimalSeparator')}
      />
    </div>
  );
}
