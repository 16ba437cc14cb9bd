import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/language';
import type { KycRequestDetail } from '../../../lib/contracts/kyc-views';
import { toast } from '../../../lib/ui/toast';
import { usePanelSession } from '../../session/use-panel-session';
import { failureText } from '../failure-text';
import { Card, Facts } from '../ui/DetailParts';
import { QueryState } from '../ui/QueryState';
import { dateTimeCell } from '../../../lib/format/cells';
import { PanelProviders } from '../PanelProviders';
import { SessionPending } from '../SessionPending';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { confirmKycIdentity, isOpenRequest, KYC_KEY, kycDetailQuery } from './kyc-api';
import { IdentityBadge } from '../ui/kyc/KycBadges';
import { KycReviewCard } from './KycReviewCard';
import { EMPTY } from './kyc-format';
import { InvestorKycNotice } from './InvestorKycNotice';
import { investorOf } from './KycTable';
import { useKycActions } from './use-kyc-actions';
import { Answers, DetailHeading, RequestCard } from './KycDetailSections';

/** The request's moments in order: sent, opened, submitted or revoked; the link's expiry while it can still be used. */
export function timelineOf(
  detail: Pick<
    KycRequestDetail,
    'createdAt' | 'openedAt' | 'submittedAt' | 'revokedAt' | 'expiresAt' | 'status' | 'expired'
  >,
) {
  const steps: Array<{ key: 'sent' | 'opened' | 'submitted' | 'revoked' | 'expires' | 'expired'; at: string | null }> =
    [
      { key: 'sent', at: detail.createdAt },
      { key: 'opened', at: detail.openedAt },
    ];
  if (detail.status === 'revoked') steps.push({ key: 'revoked', at: detail.revokedAt });
  else steps.push({ key: 'submitted', at: detail.submittedAt });
  if (isOpenRequest(detail)) steps.push({ key: detail.expired ? 'expired' : 'expires', at: detail.expiresAt });
  return steps;
}

function Timeline({ detail }: { detail: KycRequestDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('appKyc.detail.timeline')} id="kyc-timeline">
      <ol className="relative flex flex-col gap-4 border-l-2 border-gray-200 pl-5" data-kyc-timeline>
        {timelineOf(detail).map((step) => (
          <li key={step.key} className="relative" data-timeline={step.key} data-done={step.at ? 'true' : 'false'}>
            <span
              aria-hidden="true"
              className={
                'absolute top-1.5 -left-[1.72rem] h-3 w-3 rounded-full border-2 border-white ' +
                (step.at ? 'bg-main' : 'bg-gray-300')
              }
            />
            <p className="font-medium text-gray-900">{t(`appKyc.timeline.${step.key}`)}</p>
            <p className="text-sm text-gray-700">
              {step.at ? <time dateTime={step.at}>{dateTimeCell(step.at)}</time> : t('appKyc.timeline.notYet')}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Identity({ detail }: { detail: KycRequestDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const identity = detail.identityVerification;
  // The built-in manual provider is the one that lets an advisor confirm (decision 0019).
  const manual = identity.provider === null || identity.provider === 'manual';
  const canConfirm = detail.status === 'submitted' && identity.state !== 'confirmed' && manual;

  const confirm = async () => {
    setBusy(true);
    try {
      const updated = await confirmKycIdentity(detail.id);
      queryClient.setQueryData(kycDetailQuery(detail.id).queryKey, updated);
      toast({ type: 'success', text: t('appKyc.identity.done') });
    } catch (error) {
      const text = failureText(error, t);
      if (text) toast({ type: 'error', title: t('appKyc.identity.failed'), text });
    } finally {
      setBusy(false);
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: KYC_KEY });
    }
  };

  return (
    <Card title={t('appKyc.identity.title')} id="kyc-identity">
      <Facts
        items={[
          [t('appKyc.identity.state'), <IdentityBadge key="s" state={identity.state} />],
          [
            t('appKyc.identity.provider'),
            identity.provider
              ? t(`kyc.identity.provider.${identity.provider}`, { defaultValue: identity.provider })
              : EMPTY,
          ],
          ...(identity.state === 'confirmed'
            ? ([
                [
                  t('appKyc.identity.confirmedAt'),
                  <span key="at" data-identity-confirmed-at>
                    {dateTimeCell(identity.confirmedAt)}
                  </span>,
                ],
                [
                  t('appKyc.identity.confirmedBy'),
                  <span key="by" data-identity-confirmed-by>
                    {identity.confirmedBy?.name ?? EMPTY}
                  </span>,
                ],
              ] as Array<[string, ReactNode]>)
            : []),
        ]}
      />
      {detail.status !== 'submitted' && <p className="text-sm text-gray-700">{t('appKyc.identity.afterSubmit')}</p>}
      {canConfirm && (
        <>
          <p className="text-sm text-gray-700">{t('appKyc.identity.hint')}</p>
          <button
            type="button"
            className="btn-primary w-auto self-start"
            onClick={() => setAsking(true)}
            data-confirm-identity
          >
            {t('appKyc.identity.mark')}
          </button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('appKyc.identity.confirmTitle')}
        text={t('appKyc.identity.confirmText', { investor: investorOf(detail) })}
        confirmLabel={t('appKyc.identity.confirm')}
        busyLabel={t('appKyc.busy')}
        cancelLabel={t('appKyc.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}

function DetailContent({
  id,
  compliance,
  viewerId,
}: {
  id: string;
  compliance: boolean;
  viewerId?: string | undefined;
}) {
  const { t } = useTranslation();
  const query = useQuery(kycDetailQuery(id));
  return (
    <QueryState
      query={query}
      loading={t('appKyc.loading')}
      notFound={t('appKyc.detail.notFound')}
      backHref="/app/kyc"
      backLabel={t('appKyc.detail.back')}
    >
      {(detail) => <KycDetailView detail={detail} compliance={compliance} viewerId={viewerId} />}
    </QueryState>
  );
}

/** The loaded request: heading and badges, the request, its review, timeline and identity, and the answers. */
function KycDetailView({
  detail,
  compliance,
  viewerId,
}: {
  detail: KycRequestDetail;
  compliance: boolean;
  viewerId?: string | undefined;
}) {
  const actions = useKycActions();
  return (
    <div className="flex flex-col gap-6" data-kyc-detail={detail.id}>
      <DetailHeading detail={detail} />
      <RequestCard detail={detail} onAsk={actions.ask} />
      {detail.review.state && <KycReviewCard detail={detail} compliance={compliance} viewerId={viewerId} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Timeline detail={detail} />
        <Identity detail={detail} />
      </div>
      <Answers detail={detail} />
      {actions.dialog}
    </div>
  );
}

function DetailScreen({ lang, id }: { lang: Language; id: string }) {
  const { t } = useTranslation();
  const session = usePanelSession(lang);
  return (
    <div className="flex flex-col gap-4">
      {session.state === 'ready' && session.role === 'investor' ? (
        <>
          <h1 className="text-2xl font-semibold text-gray-900">{t('appKyc.investor.title')}</h1>
          <InvestorKycNotice />
        </>
      ) : (
        <>
          <nav aria-label={t('appKyc.breadcrumb')}>
            <a className="link text-sm" href="/app/kyc">
              {t('appKyc.detail.back')}
            </a>
          </nav>
          {session.state !== 'ready' ? (
            <SessionPending state={session.state} />
          ) : (
            <DetailContent id={id} compliance={session.compliance} viewerId={session.user?.id} />
          )}
        </>
      )}
    </div>
  );
}

/** The /app/kyc/{id} island: one request, its timeline, the identity check and the full answers. */
export function KycDetail({ lang, id }: { lang: Language; id: string }) {
  return (
    <PanelProviders lang={lang}>
      <DetailScreen lang={lang} id={id} />
    </PanelProviders>
  );
}
