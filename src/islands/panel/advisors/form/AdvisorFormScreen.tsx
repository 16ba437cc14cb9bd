import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-error';
import type { Language } from '../../../../lib/language';
import type { AdvisorPayload, AdvisorRow } from '../../../../lib/contracts/advisor';
import { setFlash } from '../../../../lib/ui/flash';
import { usePanelSession } from '../../../session/use-panel-session';
import { failureText } from '../../failure-text';
import { PanelProviders } from '../../PanelProviders';
import { advisorScreenGate } from '../../SessionPending';
import { advisorFormDataQuery, advisorQuery, createAdvisor, updateAdvisor } from './advisor-form-api';
import { ADVISORS_LIST_PATH, AdvisorForm } from './AdvisorForm';
import { AdvisorReadOnly } from './AdvisorReadOnly';

interface ScreenProps {
  lang: Language;
  /** The advisor to edit (/app/advisors/{id}); adding a new one (/app/advisors/new) without it. */
  advisorId?: string | undefined;
}

/** After a save: the list shows the confirmation (flash) once it has loaded. */
function leaveForList() {
  window.location.assign(ADVISORS_LIST_PATH);
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <a className="link self-start" href={ADVISORS_LIST_PATH}>
      {t('advisors.form.backToList')}
    </a>
  );
}

/** A failed load: the catalogue's message and a way to try again. */
function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="notice notice-error" role="alert">
        {failureText(error, t) ?? t('errors.generic')}
      </p>
      <button type="button" className="btn-primary w-auto" onClick={retry}>
        {t('panel.retry')}
      </button>
    </div>
  );
}

/** The screen's heading and what goes under it. */
function Page({ title, intro, children }: { title: string; intro?: string | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {intro && <p className="text-gray-700">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="text-gray-700" role="status">
      {t('panel.loading')}
    </p>
  );
}

function NewAdvisor({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const formData = useQuery(advisorFormDataQuery());
  const title = t('advisors.form.titleNew');
  if (formData.isPending) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  if (formData.isError) {
    return (
      <Page title={title}>
        <LoadFailed error={formData.error} retry={() => void formData.refetch()} />
      </Page>
    );
  }
  if (formData.data.networks.length === 0) {
    return (
      <Page title={title}>
        <div className="flex flex-col gap-3" data-coordinators-only>
          <p className="notice notice-info">{t('advisors.form.coordinatorsOnly')}</p>
          <BackLink />
        </div>
      </Page>
    );
  }
  return (
    <Page title={title} intro={t('advisors.form.introNew')}>
      <AdvisorForm
        lang={lang}
        formData={formData.data}
        save={createAdvisor}
        onSaved={(saved) => {
          setFlash({ type: 'success', text: t('advisors.form.created', { email: saved.email }) });
          leaveForList();
        }}
      />
    </Page>
  );
}

function StatusBadge({ advisor }: { advisor: AdvisorRow }) {
  const { t } = useTranslation();
  const colours = {
    initial: 'border-amber-300 bg-amber-50 text-amber-900',
    active: 'border-green-300 bg-green-50 text-green-800',
    deleted: 'border-gray-300 bg-gray-100 text-gray-800',
  };
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700" data-advisor-status={advisor.status}>
      {t('fields.status')}:
      <span className={`rounded-full border px-2.5 py-0.5 text-sm font-medium ${colours[advisor.status]}`}>
        {t(`advisors.status.${advisor.status}`)}
      </span>
    </p>
  );
}

/** Who is being edited or shown: the name, e-mail and status. */
function AdvisorHeading({ advisor }: { advisor: AdvisorRow }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-gray-900">
        {advisor.firstName} {advisor.surname} · {advisor.email}
      </p>
      <StatusBadge advisor={advisor} />
    </div>
  );
}

/** An advisor that could not be loaded: gone (404, with the way back to the list), or the failure with a retry. */
function AdvisorLoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="flex flex-col gap-3" data-advisor-not-found>
        <p className="notice notice-error" role="alert">
          {t('advisors.form.notFound')}
        </p>
        <BackLink />
      </div>
    );
  }
  return <LoadFailed error={error} retry={retry} />;
}

function EditAdvisor({ lang, id }: { lang: Language; id: string }) {
  const { t } = useTranslation();
  const advisor = useQuery(advisorQuery(id));
  const editable = advisor.data?.editable === true;
  // The form's networks and dictionaries matter only to someone who may edit.
  const formData = useQuery({ ...advisorFormDataQuery(), enabled: editable });

  const title = t('advisors.form.titleEdit');
  if (advisor.isPending) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  if (advisor.isError) {
    return (
      <Page title={title}>
        <AdvisorLoadFailed error={advisor.error} retry={() => void advisor.refetch()} />
      </Page>
    );
  }
  const row = advisor.data;
  const header = <AdvisorHeading advisor={row} />;
  if (!row.editable) {
    return (
      <Page title={t('advisors.form.titleView')}>
        {header}
        <AdvisorReadOnly advisor={row} lang={lang} />
        <BackLink />
      </Page>
    );
  }
  if (formData.isPending) {
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  }
  if (formData.isError) {
    return (
      <Page title={title}>
        <LoadFailed error={formData.error} retry={() => void formData.refetch()} />
      </Page>
    );
  }
  return (
    <Page title={title}>
      {header}
      <AdvisorForm
        lang={lang}
        formData={formData.data}
        advisor={row}
        save={(payload: AdvisorPayload) => updateAdvisor(row.id, payload)}
        onSaved={(saved) => {
          setFlash({
            type: 'success',
            text: t('advisors.form.saved', { name: `${saved.firstName} ${saved.surname}` }),
          });
          leaveForList();
        }}
      />
    </Page>
  );
}

function Screen({ lang, advisorId }: ScreenProps) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const title = advisorId === undefined ? t('advisors.form.titleNew') : t('advisors.form.titleEdit');
  const gate = advisorScreenGate(session);
  if (gate) return <Page title={title}>{gate}</Page>;
  return advisorId === undefined ? <NewAdvisor lang={lang} /> : <EditAdvisor lang={lang} id={advisorId} />;
}

/** The island of /app/advisors/new and /app/advisors/{id} (client:load): adding and editing an advisor. */
export function AdvisorFormScreen({ lang, advisorId }: ScreenProps) {
  return (
    <PanelProviders lang={lang}>
      <Screen lang={lang} advisorId={advisorId} />
    </PanelProviders>
  );
}
