// Building a payout run (issue 38 item 3, decision 0076): the campaign, then one of its schedule dates with rows still
// to pay that no run holds (GET /api/advisor/payout-due-dates; a date with a run already says how many payments are
// still outside it, and building it makes a further run of those); the server's refusal is shown with its message.
// The run built is opened below.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutDueCampaign, PayoutRunView } from '../../../lib/contracts/payout-run';
import { dateCell } from '../../../lib/format/cells';
import { toast } from '../../../lib/ui/toast';
import { V } from '../../../lib/validation/keys';
import { failureText } from '../failure-text';
import { SelectField } from '../form/SelectField';
import { Card, QueryState, usePageLanguage } from '../ui/page-parts';
import { createRun, dueDatesQuery, payoutsKey } from './payouts-api';

export function BuildRun({ onBuilt }: { onBuilt: (run: PayoutRunView) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const due = useQuery(dueDatesQuery(usePageLanguage()));
  return (
    <Card title={t('payouts.build.title')} headingId={`${ids}-title`} data-payout-build>
      <p className="mt-1 text-gray-700">{t('payouts.build.intro')}</p>
      <QueryState pending={due.isPending} error={due.error} retry={() => void due.refetch()} />
      {due.data &&
        (due.data.length === 0 ? (
          <p className="mt-2 text-gray-700" data-payout-nothing-due>
            {t('payouts.build.nothingDue')}
          </p>
        ) : (
          <BuildForm due={due.data} onBuilt={onBuilt} />
        ))}
    </Card>
  );
}

function BuildForm({ due, onBuilt }: { due: PayoutDueCampaign[]; onBuilt: (run: PayoutRunView) => void }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const client = useQueryClient();
  const [campaignId, setCampaignId] = useState('');
  const [scheduleDate, setScheduleDate] = useState('');
  const [errors, setErrors] = useState<{ campaign?: string; date?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const campaign = due.find((c) => c.campaignId === campaignId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(campaign ? {} : { campaign: t(V.required) }),
      ...(campaign && !campaign.dates.some((d) => d.scheduleDate === scheduleDate) ? { date: t(V.required) } : {}),
    };
    setErrors(found);
    setFailure(undefined);
    if (found.campaign || found.date) return;
    setBusy(true);
    try {
      const run = await createRun({ campaignId, scheduleDate }, lang);
      toast({ type: 'success', text: t('payouts.build.done') });
      setCampaignId('');
      setScheduleDate('');
      await client.invalidateQueries({ queryKey: payoutsKey });
      onBuilt(run);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate className="mt-3 grid gap-4 md:grid-cols-2" onSubmit={(e) => void submit(e)}>
      <SelectField
        label={t('payouts.build.campaign')}
        placeholder={t('payouts.build.choose')}
        options={due.map((c) => ({ value: c.campaignId, label: `${c.campaignName} (${c.currency})` }))}
        value={campaignId}
        error={errors.campaign}
        onChange={(event) => {
          setCampaignId(event.target.value);
          setScheduleDate('');
        }}
        data-payout-campaign
      />
      <SelectField
        label={t('payouts.build.date')}
        placeholder={t('payouts.build.choose')}
        hint={campaign ? undefined : t('payouts.build.dateHint')}
        options={(campaign?.dates ?? []).map((d) => ({
          value: d.scheduleDate,
          label: t(d.runs > 0 ? 'payouts.build.dateOptionMore' : 'payouts.build.dateOption', {
            date: dateCell(d.scheduleDate),
            count: d.rows,
          }),
        }))}
        value={scheduleDate}
        error={errors.date}
        disabled={!campaign}
        onChange={(event) => setScheduleDate(event.target.value)}
        data-payout-date
      />
      {failure && (
        <p className="notice notice-error md:col-span-2" role="alert" data-payout-build-error>
          {failure}
        </p>
      )}
      <div className="md:col-span-2">
        <button type="submit" className="btn-primary w-auto" aria-disabled={busy || undefined}>
          {busy ? t('payouts.build.building') : t('payouts.build.submit')}
        </button>
      </div>
    </form>
  );
}
