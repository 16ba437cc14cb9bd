// The compliance desk's registers (decision 0068): a register and a period, downloaded as CSV or XLSX.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { Card } from '../ui/page-parts';
import { DateField } from '../form/DateField';
import { downloadRegister } from './compliance-api';
import { formatDate, parseDate } from '../../../lib/format/date';

const REGISTERS = ['acceptances', 'large-transactions', 'sanctions', 'complaints', 'projects'] as const;
const FORMATS = ['csv', 'xlsx'] as const;

/** The first day of the current year and today, as typed in the fields (DD.MM.YYYY), as the default period. */
function defaultPeriod() {
  const today = new Date().toISOString().slice(0, 10);
  return { from: formatDate(`${today.slice(0, 4)}-01-01`), to: formatDate(today) };
}

/** A typed day (either SPEC format) as YYYY-MM-DD, or null when it is not a day. */
const isoDay = (text: string) => (parseDate(text.trim()) ? formatDate(text.trim(), 'YYYY-MM-DD') : null);

export function Registers({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const [register, setRegister] = useState<(typeof REGISTERS)[number]>('acceptances');
  const [period, setPeriod] = useState(defaultPeriod);
  const [busy, setBusy] = useState<null | 'csv' | 'xlsx'>(null);
  const [invalid, setInvalid] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    const from = isoDay(period.from);
    const to = isoDay(period.to);
    setInvalid(!from || !to);
    if (!from || !to) return;
    setBusy(format);
    try {
      await downloadRegister(register, { from, to }, format, lang);
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', text });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card>
      <h2 className="text-lg font-semibold text-gray-900">{t('compliance.registers.title')}</h2>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <div className="field w-full min-w-0 sm:w-auto">
          <label htmlFor={`${ids}-register`} className="field-label">
            {t('compliance.registers.register')}
          </label>
          <select
            id={`${ids}-register`}
            className="field-input w-full sm:w-auto"
            value={register}
            onChange={(e) => setRegister(e.target.value as (typeof REGISTERS)[number])}
            data-register
          >
            {REGISTERS.map((value) => (
              <option key={value} value={value}>
                {t(`compliance.registers.kind.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="w-full min-w-0 sm:w-auto">
            <DateField
              label={t(`compliance.registers.${end}`)}
              value={period[end]}
              onChange={(value) => setPeriod((p) => ({ ...p, [end]: value }))}
              error={invalid && !isoDay(period[end]) ? t('validation.invalidDate') : undefined}
              data-register-period={end}
            />
          </div>
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-4">
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="link"
            disabled={busy !== null}
            aria-busy={busy === format}
            onClick={() => void download(format)}
            data-register-download={format}
          >
            {t(`compliance.registers.download.${format}`)}
          </button>
        ))}
      </div>
    </Card>
  );
}
