import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { browserCore } from '../../../lib/browser/core';
import { REMINDER_BOUNDS, type ReminderSettings } from '../../../lib/schemas/reminders';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';

type Field = keyof ReminderSettings;
const FIELDS: readonly Field[] = ['unviewedDays', 'unpaidDays', 'maxPerOffer'];
const PATH = '/api/advisor/reminder-settings';
const KEY = ['reminder-settings'] as const;

type Saved = ReminderSettings & { editable: boolean };

/** What is wrong with a typed value: empty, not a whole number, or out of its bounds. */
function problem(field: Field, value: string): 'required' | 'range' | null {
  if (value.trim() === '') return 'required';
  const [min, max] = REMINDER_BOUNDS[field];
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= min && n <= max ? null : 'range';
}

/**
 * The landing's reminder settings on a coordinator's home (issue 19, decision 0049): after how many days an
 * unviewed invitation and an accepted, unpaid offer are reminded, and at most how many reminders per offer.
 */
export function ReminderSettingsCard() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: KEY, queryFn: () => browserCore().api.get<Saved>(PATH) });
  const [values, setValues] = useState<Record<Field, string>>({ unviewedDays: '', unpaidDays: '', maxPerOffer: '' });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => {
    if (saved.data)
      setValues({
        unviewedDays: String(saved.data.unviewedDays),
        unpaidDays: String(saved.data.unpaidDays),
        maxPerOffer: String(saved.data.maxPerOffer),
      });
  }, [saved.data]);
  const save = useMutation({
    mutationFn: (settings: ReminderSettings) => browserCore().api.put<Saved>(PATH, settings),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      setTried(false);
      toast({ type: 'success', text: t('panel.home.reminders.saved') });
    },
    onError: (error) => {
      const violations = error instanceof ApiError ? (error.body.violations ?? []) : [];
      setServerErrors(Object.fromEntries(violations.map((v) => [v.propertyPath, t('panel.home.reminders.range')])));
    },
  });

  if (saved.isPending) return null;
  if (saved.isError || !saved.data.editable) return null;
  const errorOf = (field: Field) => {
    const local = tried ? problem(field, values[field]) : null;
    if (local) return t(local === 'required' ? 'validation.required' : 'panel.home.reminders.range');
    return serverErrors[field];
  };

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
          setTried(true);
          setServerErrors({});
          if (FIELDS.some((f) => problem(f, values[f])) || save.isPending) return;
          save.mutate({
            unviewedDays: Number(values.unviewedDays),
            unpaidDays: Number(values.unpaidDays),
            maxPerOffer: Number(values.maxPerOffer),
          });
        }}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {FIELDS.map((field) => {
            const error = errorOf(field);
            const [min, max] = REMINDER_BOUNDS[field];
            return (
              <div key={field} className="field">
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
                  value={values[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${field}-hint${error ? ` ${id}-${field}-error` : ''}`}
                  onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
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
          })}
        </div>
        {save.isError && Object.keys(serverErrors).length === 0 && (
          <p className="notice notice-error" role="alert">
            {failureText(save.error, t) ?? t('errors.generic')}
          </p>
        )}
        <button type="submit" className="btn-primary w-auto self-start" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('panel.home.reminders.saving') : t('panel.home.reminders.save')}
        </button>
      </form>
    </section>
  );
}
