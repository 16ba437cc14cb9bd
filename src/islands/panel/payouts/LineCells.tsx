// The last cell of a payout run's line (issue 38 item 3, decision 0076): why a held line is held (in a draft, for
// want of an account, the button that enters one), "moved to a further run" for a line the approval released, and
// for an account entered by hand who did it and when, with the investor's instruction to download.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_HELD_REASONS, type PayoutRunView } from '../../../lib/contracts/payout-run';
import { dateTimeCell } from '../../../lib/format/cells';
import { failureText } from '../failure-text';
import { secondaryDialogButton } from '../ui/DialogButtons';
import { downloadLineEvidence } from './payouts-api';

type Line = PayoutRunView['lines'][number];

/** A draft's line held for want of an account: the money desk can enter the account by hand. */
export const accountEditable = (run: PayoutRunView, line: Line) =>
  run.state === 'draft' && line.heldReason !== null && ACCOUNT_HELD_REASONS.includes(line.heldReason);

/** A line the approval released: not paid by this run, its row goes to a further run of the date; and why. */
export function ReleasedCell({ line }: { line: Line }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-48 flex-col items-start gap-1" data-line-released={line.releasedAt ?? undefined}>
      <span className="font-semibold text-gray-900">{t('payouts.lines.released')}</span>
      <span className="text-sm text-gray-700">{t(`payouts.held.${line.heldReason}`)}</span>
    </div>
  );
}

/** Who entered a line's account by hand and when, and the button that downloads the investor's instruction. */
export function EvidenceCell({ run, line }: { run: PayoutRunView; line: Line }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const evidence = line.accountEvidence;
  if (!evidence) return null;
  return (
    <div className="mt-2 flex flex-col items-start gap-1 text-sm">
      {evidence.setAt && (
        <span className="text-gray-700">
          {t('payouts.lines.evidenceBy', {
            date: dateTimeCell(evidence.setAt),
            who: evidence.setBy ?? t('payouts.detail.unknown'),
          })}
        </span>
      )}
      <button
        type="button"
        className="link text-left whitespace-nowrap"
        aria-label={t('payouts.lines.evidenceFor', { investor: line.creditorName, offer: line.reference })}
        onClick={() => {
          setFailure(undefined);
          downloadLineEvidence(run.id, line).catch((error: unknown) => setFailure(failureText(error, t)));
        }}
        data-payout-evidence={line.id}
      >
        {t('payouts.lines.evidence')}
      </button>
      {failure && (
        <span className="text-red-800" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}

/** Why a line is held; in a draft, for want of an account, the button that enters one. */
export function HeldCell({
  run,
  line,
  onEnterAccount,
}: {
  run: PayoutRunView;
  line: Line;
  onEnterAccount: (line: Line) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-48 flex-col items-start gap-2">
      <span className="font-semibold text-amber-900">{t(`payouts.held.${line.heldReason}`)}</span>
      {accountEditable(run, line) && (
        <button
          type="button"
          className={`${secondaryDialogButton} text-sm whitespace-nowrap`}
          aria-label={t('payouts.account.openFor', { investor: line.creditorName, offer: line.reference })}
          onClick={() => onEnterAccount(line)}
          data-payout-account-open={line.id}
        >
          {t('payouts.account.open')}
        </button>
      )}
    </div>
  );
}
