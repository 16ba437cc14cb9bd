// Certificates of residence on the investor's page, for the money desk (a coordinator or the compliance officer;
// decision 0076): the investor's certificates (country, the treaty's rate, the days covered, the evidence, whether
// withdrawn), a form to record one with its file, and withdrawing one after a confirmation. A payout built for a day
// a certificate in force covers withholds the treaty's rate.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserCore } from '../../../lib/browser/core';
import type { ResidenceCertificateView } from '../../../lib/contracts/residence-certificate';
import { rateText } from '../../../lib/format/campaign-format';
import { dateCell, dateTimeCell } from '../../../lib/format/cells';
import type { Language } from '../../../lib/language';
import { toast } from '../../../lib/ui/toast';
import { usePanelSession } from '../../session/use-panel-session';
import { failureText } from '../failure-text';
import { countryName } from '../../../lib/format/country';
import { openApiFile } from '../ui/api-file';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ResidenceCertificateForm } from './ResidenceCertificateForm';
import { certificatesPath as path, certificatesQuery } from './residence-certificates-api';
import { Card } from '../ui/DetailParts';
import { useFileOpener } from '../ui/use-file-opener';

/** The badge of each standing: in force green, not yet or no longer in force amber, withdrawn grey. */
const STATUS_BADGE: Record<ResidenceCertificateView['status'], string> = {
  'in-force': 'bg-green-100 text-green-900',
  upcoming: 'bg-amber-100 text-amber-900',
  expired: 'bg-amber-100 text-amber-900',
  withdrawn: 'bg-gray-100 text-gray-900',
};

function CertificateItem({
  certificate,
  lang,
  opening,
  onOpen,
  onWithdraw,
}: {
  certificate: ResidenceCertificateView;
  lang: Language;
  opening: boolean;
  onOpen: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const validity = `${dateCell(certificate.validFrom)}–${dateCell(certificate.validTo)}`;
  const withdrawn = certificate.withdrawnAt !== null;
  return (
    <li
      className="flex flex-col gap-1 border-b border-gray-200 pb-3 last:border-b-0"
      tabIndex={-1}
      data-certificate={certificate.id}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={withdrawn ? 'font-semibold text-gray-700 line-through' : 'font-semibold text-gray-900'}>
          {countryName(certificate.country, lang)}
        </span>
        <span className="text-gray-900" data-certificate-rate>
          {rateText(certificate.rateBasisPoints)}
        </span>
        <span className="text-gray-900" data-certificate-validity>
          {validity}
        </span>
        <span
          className={`inline-block rounded-lg px-2.5 py-0.5 text-xs leading-tight font-semibold ${STATUS_BADGE[certificate.status]}`}
          data-certificate-state={certificate.status}
        >
          {t(`clients.certificates.status.${certificate.status}`)}
        </span>
      </p>
      <p className="text-sm text-gray-700">
        {t('clients.certificates.recorded', {
          at: dateTimeCell(certificate.recordedAt),
          by: certificate.recordedBy ?? '—',
        })}
        {withdrawn &&
          ` · ${t('clients.certificates.withdrawn', {
            at: dateTimeCell(certificate.withdrawnAt),
            by: certificate.withdrawnBy ?? '—',
          })}`}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <button
          type="button"
          className="link text-left break-words [overflow-wrap:anywhere]"
          aria-disabled={opening}
          onClick={onOpen}
          data-certificate-evidence
        >
          {t('clients.certificates.evidence', { name: certificate.fileName })}
        </button>
        {!withdrawn && (
          <button
            type="button"
            className="link"
            onClick={onWithdraw}
            aria-label={t('clients.certificates.withdrawNamed', {
              country: countryName(certificate.country, lang),
              validity,
            })}
            data-certificate-withdraw
          >
            {t('clients.certificates.withdraw')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * Withdrawing a certificate: the one asked about (the confirmation is open), the call, its refusal. `withdrawn`
 * refreshes the list and puts the focus on the certificate (its Withdraw button, the dialog's trigger, is gone).
 */
function useWithdrawal(investorId: string, withdrawn: (id: string) => Promise<void>) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<ResidenceCertificateView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const withdraw = async () => {
    if (!asked) return;
    setBusy(true);
    setError(undefined);
    try {
      await browserCore().api.post(`${path(investorId)}/${encodeURIComponent(asked.id)}/withdraw`, {});
      toast({ type: 'success', text: t('clients.certificates.withdrawDone') });
      await withdrawn(asked.id);
    } catch (caught) {
      setError(failureText(caught, t));
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };
  return { asked, setAsked, busy, error, withdraw };
}

/**
 * After a certificate is added or withdrawn the focus goes to it in the list (the form's button, or the Withdraw
 * button that opened the confirmation, would otherwise lose it).
 */
function useFocusCertificate(
  certificates: readonly ResidenceCertificateView[] | undefined,
  refresh: () => Promise<void>,
) {
  const listRef = useRef<HTMLUListElement>(null);
  const [addedId, setAddedId] = useState<string | null>(null);
  useEffect(() => {
    if (!addedId) return;
    const item = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-certificate]') ?? [])].find(
      (element) => element.dataset.certificate === addedId,
    );
    if (!item) return;
    item.focus();
    setAddedId(null);
  }, [addedId, certificates]);
  const focusAfterRefresh = async (id: string) => {
    await refresh();
    setAddedId(id);
  };
  return { listRef, focusAfterRefresh };
}

export function ClientResidenceCertificates({ investorId, lang }: { investorId: string; lang: Language }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = usePanelSession(lang);
  const desk = session.state === 'ready' && (session.role === 'coordinator' || session.compliance);
  const query = useQuery({ ...certificatesQuery(investorId), enabled: desk });
  const refresh = () => client.invalidateQueries({ queryKey: certificatesQuery(investorId).queryKey });
  const { listRef, focusAfterRefresh } = useFocusCertificate(query.data?.certificates, refresh);
  const { asked, setAsked, busy, error, withdraw } = useWithdrawal(investorId, focusAfterRefresh);
  const { busy: opening, open } = useFileOpener((certificate: ResidenceCertificateView) =>
    openApiFile(`${path(investorId)}/${encodeURIComponent(certificate.id)}/file`, {
      name: certificate.fileName,
      mediaType: certificate.mediaType,
    }),
  );
  if (!desk || !query.data) return null;
  const { certificates, countries } = query.data;
  return (
    <Card title={t('clients.certificates.title')} id="client-residence-certificates">
      <p className="text-gray-700">{t('clients.certificates.intro')}</p>
      {error && (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      )}
      {certificates.length === 0 ? (
        <p className="text-gray-900" data-certificates-none>
          {t('clients.certificates.none')}
        </p>
      ) : (
        <ul ref={listRef} className="flex flex-col gap-3" data-certificates>
          {certificates.map((certificate) => (
            <CertificateItem
              key={certificate.id}
              certificate={certificate}
              lang={lang}
              opening={opening === certificate.id}
              onOpen={() => void open(certificate)}
              onWithdraw={() => setAsked(certificate)}
            />
          ))}
        </ul>
      )}
      <ResidenceCertificateForm investorId={investorId} countries={countries} lang={lang} onAdded={focusAfterRefresh} />
      <ConfirmDialog
        open={asked !== null}
        danger
        busy={busy}
        title={t('clients.certificates.withdrawTitle')}
        text={
          asked
            ? t('clients.certificates.withdrawText', {
                country: countryName(asked.country, lang),
                validity: `${dateCell(asked.validFrom)}–${dateCell(asked.validTo)}`,
              })
            : ''
        }
        confirmLabel={t('clients.certificates.withdrawConfirm')}
        busyLabel={t('clients.certificates.sending')}
        cancelLabel={t('clients.certificates.cancel')}
        onConfirm={() => void withdraw()}
        onCancel={() => setAsked(null)}
      />
    </Card>
  );
}
