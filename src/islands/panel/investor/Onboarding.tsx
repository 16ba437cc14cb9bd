// /onboarding (SPEC section 2): the investor's first stop after the first sign-in. The verification intro with
// its three steps (SPEC section 4: primary data, identity verification, KYC form; each step's state from
// GET /investor-api/verification), the primary-data form (PrimaryDataForm.tsx, which refreshes the steps), then
// the lead form (LeadForm.tsx): what the investor is interested in, with at least one industry (SPEC section 5), prefilled from
// GET /investor-api/lead-form/last and sent with POST /lead-form.
//
// Access: /onboarding is not an /app path, and the generic start-up rule sends a signed-in visitor on such a path
// to /app, which would make this page unreachable. So this page runs its own gate instead of the panel start-up:
// no credentials -> '/', an advisor -> '/app' (onboarding is the investor's), an investor stays.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOT_PATH } from '../../../lib/access/paths';
import { browserCore } from '../../../lib/browser/core';
import type { Language } from '../../../lib/language';
import { initToasts, toast } from '../../../lib/ui/toast';
import { flushPendingAccessToast } from '../../../lib/access/apply-access';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { leadFormQuery, verificationQuery, type VerificationView } from './investor-api';
import { LeadForm } from './LeadForm';
import { PrimaryDataForm } from './PrimaryDataForm';
import { QueryState } from '../ui/page-parts';

/** Where the KYC questionnaire lives for a signed-in investor (SPEC section 2: /app/kyc, the KYC issue's). */
const KYC_PATH = '/app/kyc';

type GateState = 'starting' | 'ready' | 'leaving';

/** The page's own access gate (see the header comment). */
function useInvestorGate(lang: Language): GateState {
  const { t } = useTranslation();
  const [state, setState] = useState<GateState>('starting');
  useEffect(() => {
    let live = true;
    const core = browserCore();
    initToasts({ dismissLabel: t('toast.dismiss') });
    void core.refresher.ensureFresh().then((fresh) => {
      if (!live) return;
      if (!fresh) return setState('leaving');
      if (core.store.$apiKey.get() === null) {
        setState('leaving');
        core.navigate(ROOT_PATH);
      } else if (!core.store.isInvestor()) {
        setState('leaving');
        core.navigate('/app');
      } else {
        setState('ready');
        // An access-denied toast the investor's first visit left on its way here (via /app).
        try {
          flushPendingAccessToast({ navigate: core.navigate, toast, t, pending: window.sessionStorage });
        } catch {
          // No session storage (privacy mode): nothing was left either.
        }
      }
    });
    return () => {
      live = false;
    };
  }, [lang, t]);
  return state;
}

const STEP_CLASSES = {
  done: 'bg-green-100 text-green-900',
  progress: 'bg-amber-100 text-amber-900',
  todo: 'bg-gray-100 text-gray-900',
} as const;

/** Each step's state as a tone (done, in progress, to do) and its label key. */
export function stepTones(view: VerificationView) {
  return [
    { id: 'primaryData', state: view.primaryData, tone: view.primaryData === 'completed' ? 'done' : 'todo' },
    {
      id: 'identity',
      state: view.identity,
      tone: view.identity === 'confirmed' ? 'done' : view.identity === 'in-progress' ? 'progress' : 'todo',
    },
    { id: 'kyc', state: view.kyc, tone: view.kyc === 'submitted' ? 'done' : view.kyc === 'sent' ? 'progress' : 'todo' },
  ] as const;
}

function VerificationSteps() {
  const { t } = useTranslation();
  const headingId = useId();
  const steps = useQuery(verificationQuery());
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      data-verification
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('verification.title')}
      </h2>
      <p className="mt-1 text-gray-700">{t('verification.intro')}</p>
      <QueryState pending={steps.isPending} error={steps.error} retry={() => void steps.refetch()} />
      {steps.data && (
        <ol className="mt-4 flex flex-col gap-4">
          {stepTones(steps.data).map((step, index) => (
            <li key={step.id} className="flex gap-4" data-step={step.id} data-step-state={step.state}>
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-main font-semibold text-on-main"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold text-gray-900">{t(`verification.step.${step.id}.title`)}</h3>
                <p className="text-sm text-gray-700">{t(`verification.step.${step.id}.text`)}</p>
                <p>
                  <span className="sr-only">{t('verification.stateLabel')}: </span>
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STEP_CLASSES[step.tone]}`}
                  >
                    {t(`verification.state.${step.state}`)}
                  </span>
                </p>
                {step.id === 'kyc' && step.state !== 'submitted' && (
                  <a className="link self-start" href={KYC_PATH}>
                    {t('verification.kycLink')}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Content({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const gate = useInvestorGate(lang);
  const last = useQuery({ ...leadFormQuery(), enabled: gate === 'ready' });
  if (gate !== 'ready') return <SessionPending state="starting" />;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">{t('onboarding.title')}</h1>
        <p className="mt-1 text-gray-700">{t('onboarding.intro')}</p>
      </div>
      <VerificationSteps />
      <PrimaryDataForm lang={lang} />
      {last.data ? (
        <LeadForm last={last.data} />
      ) : (
        <QueryState pending={last.isPending} error={last.error} retry={() => void last.refetch()} />
      )}
    </div>
  );
}

/** The /onboarding island (client:load). */
export function Onboarding({ lang }: { lang: Language }) {
  return (
    <PanelProviders lang={lang}>
      <Content lang={lang} />
    </PanelProviders>
  );
}
