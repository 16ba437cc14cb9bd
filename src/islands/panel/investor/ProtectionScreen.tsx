// The investor's entry knowledge test and loss-bearing simulation (/app/protection; ECSPR Art. 21, decision 0052):
// the state of the latest result, the questions in the page language (no right answers: the server scores), the
// three figures of the simulation with its explanation, the result, and after a failed test the warning that must
// be confirmed. ?next=/app/portfolio/{id} brings the investor back to the offer they came from.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import { investorNext } from '../../../lib/access/investor-sign-in';
import { LOSS_CAPACITY_PERCENT } from '../../../lib/contracts/protection';
import { toast } from '../../../lib/ui/toast';
import { usePanelSession } from '../../session/use-panel-session';
import { failureText } from '../failure-text';
import { dateCell } from '../../../lib/format/cells';
import { moneyText } from '../../../lib/format/campaign-format';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { AssessmentForm } from './AssessmentForm';
import { ClassificationCard } from './ClassificationCard';
import { Card, QueryState, usePageLanguage } from '../ui/page-parts';
import {
  confirmWarning,
  protectionKey,
  protectionQuery,
  type AssessmentResult,
  type ProtectionView,
} from './protection-api';
import type { ClassificationView } from '../../../lib/contracts/protection';

interface Props {
  lang: Language;
}

/** Where to go after the test: the offer (in the panel or its link's page) the investor came from, else the panel. */
function nextPath(): string {
  if (typeof window === 'undefined') return '/app';
  return investorNext(new URLSearchParams(window.location.search).get('next'));
}

/** The latest result: passed or confirmed, its dates, the net worth and what one could afford to lose. */
function ResultCard({ result, valid }: { result: AssessmentResult; valid: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card
      title={t('protection.result.title')}
      headingId={headingId}
      data-protection-result={result.passed ? 'passed' : 'failed'}
    >
      <p className="mt-2 text-gray-900">
        {t(result.passed ? 'protection.result.passed' : 'protection.result.failed', {
          score: result.score,
          count: result.questionCount,
          passMark: result.passMark,
        })}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {t(valid ? 'protection.result.validUntil' : 'protection.result.expired', {
          taken: dateCell(result.takenAt),
          until: dateCell(result.validUntil),
        })}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-700">{t('protection.result.netWorth')}</dt>
          <dd className="font-semibold text-gray-900" data-net-worth>
            {moneyText(result.netWorth, result.currency)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">
            {t('protection.result.lossCapacity', { percent: LOSS_CAPACITY_PERCENT })}
          </dt>
          <dd className="font-semibold text-gray-900" data-loss-capacity>
            {moneyText(result.lossCapacity, result.currency)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-gray-700">
        {t('protection.simulation.explanation', { percent: LOSS_CAPACITY_PERCENT })}
      </p>
    </Card>
  );
}

/** After a failed test: the warning that the offers may not be suitable, confirmed before going on. */
function FailedWarning({ onConfirmed }: { onConfirmed: (result: AssessmentResult) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const headingId = useId();
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onConfirmed(await confirmWarning());
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      className="rounded-xl border border-amber-300 bg-amber-50 p-6"
      aria-labelledby={headingId}
      role="alert"
      data-protection-warning
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('protection.warning.title')}
      </h2>
      {/* Delegated Regulation (EU) 2022/2114 Art. 4(2): the prescribed sentence, prominent; nothing encourages going on
          (Art. 4(1)); the investor acknowledges having received and understood it (Art. 4(4)). Decision 0063. */}
      <p className="mt-2 text-lg font-semibold text-gray-900" data-prescribed-warning>
        {t('protection.warning.prescribed')}
      </p>
      <p className="mt-2 text-gray-900">{t('protection.warning.text')}</p>
      {error && <p className="notice notice-error mt-3">{error}</p>}
      <button
        type="button"
        className="btn-primary mt-4 w-auto"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void confirm()}
        data-confirm-warning
      >
        {t('protection.warning.confirm')}
      </button>
    </section>
  );
}

function ProtectionPage({ view }: { view: ProtectionView }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const client = useQueryClient();
  const latest = view.latest;
  const valid = latest !== null && new Date(latest.validUntil).getTime() > Date.now();
  const [retaking, setRetaking] = useState(!valid);
  const next = nextPath();
  const update = (result: AssessmentResult) => {
    client.setQueryData(protectionKey(lang), (current: ProtectionView | undefined) =>
      current ? { ...current, latest: result, ready: result.passed || result.warningConfirmedAt !== null } : current,
    );
    void client.invalidateQueries({ queryKey: ['investor'], refetchType: 'none' });
    setRetaking(false);
    requestAnimationFrame(() => document.getElementById('protection-top')?.focus());
  };
  const classified = (classification: ClassificationView) => {
    client.setQueryData(protectionKey(lang), (current: ProtectionView | undefined) =>
      current ? { ...current, classification } : current,
    );
    // Whether the investor may go on depends on it: asked again from the server.
    void client.invalidateQueries({ queryKey: ['investor'] });
  };
  if (!view.enabled) return <p className="notice notice-info">{t('protection.off')}</p>;
  const sophisticated = view.classification?.status === 'approved';
  const card = <ClassificationCard view={view.classification} onChanged={classified} />;
  if (sophisticated)
    return (
      <div className="flex flex-col gap-6">
        <p className="notice notice-success" data-protection-ready>
          {t('protection.sophisticatedReady')}{' '}
          <a className="link" href={next}>
            {t(next === '/app' ? 'protection.toPanel' : 'protection.backToOffer')}
          </a>
        </p>
        {card}
      </div>
    );
  if (view.questions.length === 0) return <p className="notice notice-info">{t('protection.noTest')}</p>;
  return (
    <div className="flex flex-col gap-6">
      {latest && !retaking && (
        <>
          {valid && !latest.passed && latest.warningConfirmedAt === null && (
            <FailedWarning
              onConfirmed={(result) => {
                update(result);
                toast({ type: 'success', text: t('protection.warning.confirmed') });
              }}
            />
          )}
          <ResultCard result={latest} valid={valid} />
          {view.ready && (
            <p className="notice notice-success" data-protection-ready>
              {t('protection.ready')}{' '}
              <a className="link" href={next} data-protection-next>
                {t(next === '/app' ? 'protection.toPanel' : 'protection.backToOffer')}
              </a>
            </p>
          )}
          <button type="button" className="link self-start" onClick={() => setRetaking(true)} data-retake>
            {t('protection.retake')}
          </button>
        </>
      )}
      {(retaking || !latest) && <AssessmentForm view={view} onDone={update} />}
      {card}
    </div>
  );
}

function Screen({ lang }: Props) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  const ready = session.state === 'ready' && session.role === 'investor';
  const query = useQuery({ ...protectionQuery(lang), enabled: ready });
  if (session.state !== 'ready') return <SessionPending state={session.state} />;
  if (session.role !== 'investor') return <p className="notice notice-info">{t('investor.onlyInvestors')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <a className="link self-start" href="/app">
        {t('investor.back')}
      </a>
      <h1 id="protection-top" tabIndex={-1} className="text-2xl font-semibold text-gray-900 outline-none">
        {t('protection.title')}
      </h1>
      <p className="text-gray-700">{t('protection.intro')}</p>
      {query.data ? (
        <ProtectionPage view={query.data} />
      ) : (
        <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
      )}
    </div>
  );
}

/** The /app/protection island (client:load). */
export function ProtectionScreen(props: Props) {
  return (
    <PanelProviders lang={props.lang}>
      <Screen {...props} />
    </PanelProviders>
  );
}
