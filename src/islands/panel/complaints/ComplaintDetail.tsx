// One complaint for a coordinator (/app/complaints/{id}, issue 20, decision 0053): the complaint and who sent it,
// the deadline, every step; telling the complainant it is admissible (within 10 working days, decision 0070); taking
// it up; extending the deadline to 60 days with the reason the complainant is told (once, within the 30 days); the
// answer from its template (ComplaintAnswerForm.tsx), confirmed before it is e-mailed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { COMPLAINT_REASON_MAX, type CoordinatorComplaint } from '../../../lib/contracts/complaint';
import { toast } from '../../../lib/ui/toast';
import { usePanelSession } from '../../session/use-panel-session';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import { failureText } from '../failure-text';
import { useBlurErrors } from '../form/use-blur-errors';
import { Card, Facts, LoadFailure } from '../ui/DetailParts';
import { dateCell, dateTimeCell } from '../../../lib/format/cells';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { ComplaintBadge } from './ComplaintBadge';
import { ComplaintAnswerForm } from './ComplaintAnswerForm';
import { admit, answer, complaintQuery, downloadAttachment, extend, takeUp } from './complaints-api';

function TextForm({
  label,
  max,
  submitLabel,
  onSubmit,
  name,
}: {
  label: string;
  max: number;
  submitLabel: string;
  onSubmit: (text: string) => Promise<boolean>;
  name: string;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [text, setText] = useState('');
  // SPEC section 5: the message shows once the box is left, or on a send.
  const empty = !passes(text, ['required']);
  const shown = useBlurErrors<'text'>(empty ? { text: t(V.required) } : {});
  const error = shown.errors.text;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    shown.showAll();
    if (empty) return;
    if (await onSubmit(text.trim())) {
      setText('');
      shown.reset();
    }
  };
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={(e) => void submit(e)} data-form={name}>
      <label htmlFor={`${ids}-text`} className="field-label">
        {label}
      </label>
      <textarea
        id={`${ids}-text`}
        rows={5}
        className="field-input"
        maxLength={max}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => shown.touch('text')}
        aria-invalid={error ? true : false}
        aria-describedby={`${ids}-error`}
      />
      <p id={`${ids}-error`} className="field-error" hidden={!error}>
        {error}
      </p>
      <button type="submit" className="btn-primary w-auto self-start">
        {submitLabel}
      </button>
    </form>
  );
}

/** When the complainant must be told the complaint is admissible, and the button that tells them. */
function Admissibility({
  complaint,
  busy,
  onAdmit,
}: {
  complaint: CoordinatorComplaint;
  busy: boolean;
  onAdmit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-admissibility>
      <p className={complaint.admissibilityOverdue ? 'notice notice-error' : 'text-gray-800'}>
        {t(complaint.admissibilityOverdue ? 'complaints.admissibility.overdue' : 'complaints.admissibility.due', {
          date: dateCell(complaint.admissibilityDueAt),
        })}
      </p>
      <button type="button" className="btn-primary w-auto self-start" disabled={busy} onClick={onAdmit} data-admit>
        {t('complaints.admissibility.admit')}
      </button>
    </div>
  );
}

function Actions({
  complaint,
  update,
  defaultName,
}: {
  complaint: CoordinatorComplaint;
  update: (c: CoordinatorComplaint) => void;
  defaultName: string;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<CoordinatorComplaint>, done: string) => {
    setError(undefined);
    setBusy(true);
    try {
      update(await action());
      toast({ type: 'success', text: done });
      return true;
    } catch (failure) {
      setError(failureText(failure, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  if (complaint.status === 'answered') return null;
  const extendable = !complaint.extended && !complaint.overdue;
  return (
    <Card title={t('complaints.handle')} id="complaint-handle">
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {!complaint.admissibleAt && (
        <Admissibility
          complaint={complaint}
          busy={busy}
          onAdmit={() => void run(() => admit(complaint.id), t('complaints.admissibility.done'))}
        />
      )}
      {complaint.status === 'new' && (
        <button
          type="button"
          className="btn-primary w-auto self-start"
          disabled={busy}
          onClick={() => void run(() => takeUp(complaint.id), t('complaints.takenUp'))}
          data-take-up
        >
          {t('complaints.takeUp')}
        </button>
      )}
      {extendable && (
        <TextForm
          name="extend"
          label={t('complaints.extendReason')}
          max={COMPLAINT_REASON_MAX}
          submitLabel={t('complaints.extend')}
          onSubmit={(reason) => run(() => extend(complaint.id, reason), t('complaints.extended'))}
        />
      )}
      <ComplaintAnswerForm
        complaint={complaint}
        defaultName={defaultName}
        busy={busy}
        onSend={(parts) => run(() => answer(complaint.id, parts), t('complaints.answered'))}
      />
    </Card>
  );
}

/** Who sent the complaint, when, through what, its deadline, admissibility and decision. */
function ComplaintFacts({ c }: { c: CoordinatorComplaint }) {
  const { t } = useTranslation();
  return (
    <Facts
      items={[
        [t('complaints.reference'), c.reference],
        [t('complaints.from'), c.investor?.name ?? t('complaints.visitor')],
        [t('complaint.field.contactEmail'), <span className="break-all">{c.contactEmail}</span>],
        [t('complaints.source'), t(`complaints.sourceName.${c.source}`)],
        [t('complaints.received'), dateTimeCell(c.receivedAt)],
        [t(c.extended ? 'complaints.deadlineExtendedLabel' : 'complaints.deadlineLabel'), dateCell(c.deadlineAt)],
        [
          t('complaints.admissibility.label'),
          c.admissibleAt
            ? t('complaints.admissibility.admittedOn', { date: dateCell(c.admissibleAt) })
            : c.outcome === 'inadmissible'
              ? t('complaints.outcome.inadmissible')
              : t('complaints.admissibility.pending', { date: dateCell(c.admissibilityDueAt) }),
        ],
        ...(c.outcome
          ? [[t('complaints.answer.outcome'), t(`complaints.outcome.${c.outcome}`)] as [string, string]]
          : []),
      ]}
    />
  );
}

/** Every step of the complaint, oldest first. */
function ComplaintSteps({ events }: { events: CoordinatorComplaint['events'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('complaints.steps')} id="complaint-steps">
      <ol className="flex flex-col gap-2" data-complaint-steps>
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="text-sm [overflow-wrap:anywhere] text-gray-900">
            <span className="text-gray-700">{dateTimeCell(event.at)}</span> {t(`complaints.event.${event.kind}`)}
            {event.actor ? ` – ${event.actor}` : ''}
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Detail({ id, defaultName }: { id: string; defaultName: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery(complaintQuery(id));
  const [error, setError] = useState<string>();
  if (query.isPending) return <p role="status">{t('panel.loading')}</p>;
  if (query.error || !query.data)
    return (
      <LoadFailure
        error={query.error}
        notFound={t('complaints.notFound')}
        onRetry={() => void query.refetch()}
        backHref="/app/complaints"
        backLabel={t('complaints.back')}
      />
    );
  const c = query.data;
  const update = (next: CoordinatorComplaint) => client.setQueryData(complaintQuery(id).queryKey, next);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <a className="link self-start text-sm" href="/app/complaints">
          {t('complaints.back')}
        </a>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold break-words text-gray-900">{c.subject}</h1>
          <ComplaintBadge status={c.status} overdue={c.overdue} />
        </div>
      </div>
      <Card title={t('complaints.details')} id="complaint-details">
        <ComplaintFacts c={c} />
        <p className="break-words whitespace-pre-line text-gray-900" data-complaint-body>
          {c.body}
        </p>
        {c.attachment && (
          <button
            type="button"
            className="link self-start break-all"
            onClick={() => {
              setError(undefined);
              downloadAttachment(c.id, 'coordinator')
                .then(() => void query.refetch())
                .catch((failure: unknown) => setError(failureText(failure, t)));
            }}
          >
            {t('complaints.attachment', { name: c.attachment.name })}
          </button>
        )}
        {error && (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        )}
        {c.extensionReason && (
          <p className="break-words whitespace-pre-line text-gray-900">
            <span className="font-semibold">{t('complaints.extensionReason')}: </span>
            {c.extensionReason}
          </p>
        )}
        {c.answer && (
          <div className="rounded-lg bg-green-50 p-3 text-gray-900" data-complaint-answer>
            <p className="font-semibold">
              {t('complaints.answeredBy', { date: dateTimeCell(c.answeredAt), by: c.answeredBy ?? '' })}
            </p>
            <p className="break-words whitespace-pre-line">{c.answer}</p>
          </div>
        )}
      </Card>
      <Actions complaint={c} update={update} defaultName={defaultName} />
      <ComplaintSteps events={c.events} />
    </div>
  );
}

function Screen({ id, lang }: { id: string; lang: Language }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  if (session.state !== 'ready') return <SessionPending state={session.state} />;
  if (session.role !== 'coordinator') return <p className="notice notice-info">{t('complaints.coordinatorsOnly')}</p>;
  return <Detail id={id} defaultName={session.name} />;
}

export function ComplaintDetail({ id, lang }: { id: string; lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Screen id={id} lang={lang} />
    </PanelProviders>
  );
}
