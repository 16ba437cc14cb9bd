import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import type { Translate } from '../../../lib/i18n-types';
import { browserCore } from '../../../lib/browser/core';
import { timeZoneChoices } from '../../../lib/format/time-zone';
import {
  REMINDER_BOUNDS,
  type ReminderCount,
  type ReminderSettings,
  type ReminderSettingsView,
} from '../../../lib/contracts/reminders';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors, type FieldMessages } from '../form/use-blur-errors';

type Field = ReminderCount;
const FIELDS: readonly Field[] = ['unviewedDays', 'unpaidDays', 'maxPerOffer'];
const PATH = '/api/advisor/reminder-settings';
const KEY = ['reminder-settings'] as const;

/** What is wrong with a typed value: empty, not a whole number, or out of its bounds. */
function problem(field: Field, value: string): 'required' | 'range' | null {
  if (!passes(value, ['required'])) return 'required';
  const [min, max] = REMINDER_BOUNDS[field];
  return passes(value.trim(), [
    ['matches', '/^\\d+$/'],
    ['between', String(min), String(max)],
  ])
    ? null
    : 'range';
}

/** Each count's message, through the shared rules (SPEC section 5: shown once the field is left, or on a save). */
function countMessages(values: Record<Field, string>, t: Translate): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const field of FIELDS) {
    const local = problem(field, values[field]);
    if (local) messages[field] = t(local === 'required' ? V.required : 'panel.home.reminders.range');
  }
  return messages;
}

/** The saved counts as the fields show them. */
const countsOf = (saved: ReminderSettingsView): Record<Field, string> => ({
  unviewedDays: String(saved.unviewedDays),
  unpaidDays: String(saved.unpaidDays),
  maxPerOffer: String(saved.maxPerOffer),
});

/** The settings sent, from the fields once they are checked. */
const settingsOf = (values: Record<Field, string>, digest: Digest): ReminderSettings => ({
  unviewedDays: Number(values.unviewedDays),
  unpaidDays: Number(values.unpaidDays),
  maxPerOffer: Number(values.maxPerOffer),
  digestHour: Number(digest.hour),
  timeZone: digest.timeZone,
});

/** The server's refusal, one message per field it names. */
function violationMessages(error: unknown, t: Translate) {
  const violations = error instanceof ApiError ? (error.body.violations ?? []) : [];
  return Object.fromEntries(
    violations.map((v) => [
      v.propertyPath,
      t(v.propertyPath === 'timeZone' ? 'panel.home.reminders.digest.badZone' : 'panel.home.reminders.range'),
    ]),
  );
}

/** The time zones offered: the usual ones, and the saved one first when it is not among them. */
function useZones(saved: ReminderSettingsView | undefined) {
  return useMemo(() => {
    const all = timeZoneChoices();
    return saved && !all.includes(saved.timeZone) ? [saved.timeZone, ...all] : all;
  }, [saved]);
}

/**
 * The landing's reminder settings on a coordinator's home (issue 19, decision 0049): after how many days an
 * unviewed invitation and an accepted, unpaid offer are reminded, and at most how many reminders per offer; and
 * from which hour, in which time zone, the advisors' morning task digest goes out (decision 0051).
 */
export function ReminderSettingsCard() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: KEY, queryFn: () => browserCore().api.get<ReminderSettingsView>(PATH) });
  const [values, setValues] = useState<Record<Field, string>>({ unviewedDays: '', unpaidDays: '', maxPerOffer: '' });
  const [digest, setDigest] = useState<Digest>({ hour: '7', timeZone: 'Europe/Warsaw' });
  const zones = useZones(saved.data);
  // SPEC section 5: a field's message shows once it is left, or on a save.
  const shown = useBlurErrors(countMessages(values, t));
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field | 'digestHour' | 'timeZone', string>>>({});
  useEffect(() => {
    if (saved.data) setValues(countsOf(saved.data));
    if (saved.data) setDigest({ hour: String(saved.data.digestHour), timeZone: saved.data.timeZone });
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (settings: ReminderSettings) => browserCore().api.put<ReminderSettingsView>(PATH, settings),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      shown.reset();
      toast({ type: 'success', text: t('panel.home.reminders.saved') });
    },
    onError: (error) => setServerErrors(violationMessages(error, t)),
  });

  if (saved.isPending) return null;
  if (saved.isError || !saved.data.editable) return null;
  const errorOf = (field: Field) => shown.errors[field] ?? serverErrors[field];

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-reminder-settings
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {t('panel.home.reminders.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('panel.home.reminders.intro')}</p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          shown.showAll();
          setServerErrors({});
          if (FIELDS.some((f) => problem(f, values[f])) || save.isPending) return;
          save.mutate(settingsOf(values, digest));
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {FIELDS.map((field) => (
            <CountField
              key={field}
              id={id}
              field={field}
              value={values[field]}
              error={errorOf(field)}
              onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
              onBlur={() => shown.touch(field)}
            />
          ))}
        </div>
        <DigestFields
          id={id}
          digest={digest}
          zones={zones}
          zoneError={serverErrors.timeZone}
          onChange={(change) => setDigest((d) => ({ ...d, ...change }))}
        />
        <SaveEnd
          failure={save.isError && Object.keys(serverErrors).length === 0 ? save.error : null}
          busy={save.isPending}
        />
      </form>
    </section>
  );
}

interface Digest {
  hour: string;
  timeZone: string;
}

/** The advisors' morning task digest: from which hour, in which time zone (decision 0051). */
function DigestFields({
  id,
  digest,
  zones,
  zoneError,
  onChange,
}: {
  id: string;
  digest: Digest;
  zones: readonly string[];
  zoneError: string | undefined;
  onChange: (change: Partial<Digest>) => void;
}) {
  const { t } = useTranslation();
  return (
    // The line above is the wrapper's: a fieldset's own border would run through its legend.
    <div className="border-t border-gray-200 pt-4">
      <fieldset className="flex flex-col gap-3" data-digest-settings>
        <legend className="mb-3 font-semibold text-gray-900">{t('panel.home.reminders.digest.title')}</legend>
        <p className="text-sm text-gray-700">{t('panel.home.reminders.digest.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="field">
            <label htmlFor={`${id}-digestHour`} className="field-label">
              {t('panel.home.reminders.digest.hour')}
            </label>
            <select
              id={`${id}-digestHour`}
              className="field-input"
              value={digest.hour}
              onChange={(event) => onChange({ hour: event.target.value })}
              data-reminder-field="digestHour"
            >
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={String(hour)}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </option>
              ))}
            </select>
          </div>
          <div className="field sm:col-span-2">
            <label htmlFor={`${id}-timeZone`} className="field-label">
              {t('panel.home.reminders.digest.timeZone')}
            </label>
            <select
              id={`${id}-timeZone`}
              className="field-input"
              value={digest.timeZone}
              aria-invalid={zoneError ? true : undefined}
              aria-describedby={zoneError ? `${id}-timeZone-error` : undefined}
              onChange={(event) => onChange({ timeZone: event.target.value })}
              data-reminder-field="timeZone"
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            {zoneError && (
              <p id={`${id}-timeZone-error`} className="field-error">
                {zoneError}
              </p>
            )}
          </div>
        </div>
      </fieldset>
    </div>
  );
}

/** One count: a whole number within its bounds, which the hint names. */
function CountField({
  id,
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  field: Field;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const [min, max] = REMINDER_BOUNDS[field];
  return (
    <div className="field">
      <label htmlFor={`${id}-${field}`} className="field-label">
        {t(`panel.home.reminders.${field}`)}
      </label>
      <input
        id={`${id}-${field}`}
        className="field-input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${field}-hint${error ? ` ${id}-${field}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        data-reminder-field={field}
      />
      <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-gray-600">
        {t('panel.home.reminders.bounds', { min, max })}
      </p>
      {error && (
        <p id={`${id}-${field}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The save's failure (when no field carries it) and the save button. */
function SaveEnd({ failure, busy }: { failure: Error | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <p className="notice notice-error" role="alert">
          {failureText(failure, t) ?? t('errors.generic')}
        </p>
      )}
      <button type="submit" className="btn-primary w-auto self-start" aria-disabled={busy || undefined}>
        {busy ? t('panel.home.reminders.saving') : t('panel.home.reminders.save')}
      </button>
    </>
  );
}
