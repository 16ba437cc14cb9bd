// One payout run (issue 38 item 3, decision 0076): its state with who did each step and when, the totals, the
// actions its state allows (approve a draft; download the bank file of an approved or executed run; mark an
// approved run executed), and its lines: investor, offer, gross interest, tax withheld with its rate and basis, net,
// principal, payout and, for a line left out of the file, why (in a draft, a line held for want of an account can
// have it entered by hand with the investor's instruction: AccountDialog; the instruction is downloadable from the
// line); a line the approval released, "moved to a further run" with its reason; a paid line, the day (and whether
// the statement showed it).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerReference } from '../../../lib/campaign/reference';
import type { PayoutRunView } from '../../../lib/contracts/payout-run';
import { rateText } from '../../../lib/format/campaign-format';
import { dateCell, dateTimeCell, EMPTY_CELL, moneyCell } from '../../../lib/format/cells';
import { toast } from '../../../lib/ui/toast';
import { failureText } from '../failure-text';
import { ScrollRegion, STICKY_FIRST_COLUMN } from '../table/ScrollRegion';
import { Facts } from '../ui/DetailParts';
import { secondaryDialogButton } from '../ui/DialogButtons';
import { Card, QueryState, usePageLanguage } from '../ui/page-parts';
import { AccountDialog } from './AccountDialog';
import { ExecuteDialog } from './ExecuteDialog';
import { accountEditable, EvidenceCell, HeldCell, ReleasedCell } from './LineCells';
import { approveRun, downloadRunFile, payoutsKey, runQuery } from './payouts-api';
import { runDate, RunState } from './RunsList';

const th = 'px-3 py-2 font-semibold';
const money = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';

type Line = PayoutRunView['lines'][number];

/** The lines' column heads: the money columns, with the tax's rate and basis after the tax. */
function LinesHead() {
  const { t } = useTranslation();
  const columns = ['gross', 'tax', 'net', 'principal', 'payout'] as const;
  return (
    <thead className="bg-highlight text-gray-900">
      <tr>
        <th scope="col" className={`${th} text-left`}>
          {t('payouts.lines.investor')}
        </th>
        <th scope="col" className={`${th} text-left`}>
          {t('payouts.lines.offer')}
        </th>
        {columns.map((column) => (
          <Fragment key={column}>
            <th scope="col" className={`${th} text-right`}>
              {t(`payouts.totals.${column}`)}
            </th>
            {column === 'tax' && (
              <th scope="col" className={`${th} text-left`}>
                {t('payouts.lines.rate')}
              </th>
            )}
          </Fragment>
        ))}
        <th scope="col" className={`${th} text-left`}>
          {t('payouts.lines.held')}
        </th>
      </tr>
    </thead>
  );
}

function Lines({ run, onEnterAccount }: { run: PayoutRunView; onEnterAccount: (line: Line) => void }) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('payouts.lines.title')} className="mt-2">
      <table className={`min-w-full divide-y divide-gray-200 text-sm ${STICKY_FIRST_COLUMN}`} data-payout-lines>
        <caption className="sr-only">{t('payouts.lines.caption', { currency: run.currency })}</caption>
        <LinesHead />
        <tbody className="divide-y divide-gray-100">
          {run.lines.map((line) => (
            <tr key={line.id} data-payout-line={line.offerId} data-line-held={line.heldReason ?? undefined}>
              <td className="px-3 py-2">{line.creditorName || EMPTY_CELL}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <a className="link" href={`/app/investors/offer/${line.offerId}`}>
                  {offerReference(line.offerId)}
                </a>
              </td>
              <td className={money} data-line-gross>
                {moneyCell(line.grossInterest, run.currency)}
              </td>
              <td className={money} data-line-tax>
                {moneyCell(line.tax, run.currency)}
              </td>
              <td className="px-3 py-2" data-line-rate={line.taxBasis}>
                <span className="whitespace-nowrap tabular-nums">{rateText(line.taxRateBasisPoints)}</span>
                <span className="block text-xs text-gray-700">{t(`payouts.basis.${line.taxBasis}`)}</span>
              </td>
              <td className={money} data-line-net>
                {moneyCell(line.netInterest, run.currency)}
              </td>
              <td className={money}>{moneyCell(line.principal, run.currency)}</td>
              <td className={money} data-line-payout>
                {moneyCell(line.payout, run.currency)}
              </td>
              <td className="px-3 py-2">
                {line.releasedAt ? (
                  <ReleasedCell line={line} />
                ) : line.heldReason ? (
                  <HeldCell run={run} line={line} onEnterAccount={onEnterAccount} />
                ) : line.paidOn ? (
                  <span className="whitespace-nowrap" data-line-paid={line.paidOn}>
                    {line.bankEntryId
                      ? t('payouts.lines.paidByStatement', { date: dateCell(line.paidOn) })
                      : t('payouts.lines.paid', { date: dateCell(line.paidOn) })}
                  </span>
                ) : (
                  <span tabIndex={-1} data-line-state={line.id}>
                    {t('payouts.lines.inFile')}
                  </span>
                )}
                <EvidenceCell run={run} line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * What approving a draft does: the lines are fixed; held lines move to a further run of the date. With every line
 * held, the approval is still allowed (it releases them, decision 0076 "Runs"), and the hint says the file is empty.
 */
function DraftHints({ run }: { run: PayoutRunView }) {
  const { t } = useTranslation();
  const { held, lines } = run.totals;
  return (
    <>
      <p className="text-sm text-gray-700">{t('payouts.approve.hint')}</p>
      {held > 0 && (
        <p className="text-sm text-gray-700" data-payout-held-hint={held === lines ? 'all' : 'some'}>
          {t(held === lines ? 'payouts.approve.allHeldHint' : 'payouts.approve.heldHint', { count: held })}
        </p>
      )}
    </>
  );
}

function Actions({ run, onSettled }: { run: PayoutRunView; onSettled: () => void }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'file' | null>(null);
  const [failure, setFailure] = useState<string>();
  const [executing, setExecuting] = useState(false);
  const [executed, setExecuted] = useState(false);
  // The "Mark executed" button is gone once the run is executed: when its dialog has closed, the focus goes to the
  // run's new state (the dialog cannot give it back to the button).
  useEffect(() => {
    if (!executed || executing) return;
    setExecuted(false);
    onSettled();
  }, [executed, executing, onSettled]);
  const act = async (kind: 'approve' | 'file', send: () => Promise<unknown>, done?: string) => {
    if (busy) return;
    setBusy(kind);
    setFailure(undefined);
    try {
      await send();
      if (done) toast({ type: 'success', text: done });
      await client.invalidateQueries({ queryKey: payoutsKey });
      // The approve button is gone with the draft: the focus goes to the run's new state.
      if (kind === 'approve') onSettled();
    } catch (error) {
      setFailure(failureText(error, t));
      // A refused approval may have brought the draft up to date (its tax, 409 payoutRunRetaxed): show what it is now.
      await client.invalidateQueries({ queryKey: payoutsKey });
    } finally {
      setBusy(null);
    }
  };
  const format = run.currency === 'EUR' ? 'pain001' : 'elixir';
  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {run.state === 'draft' && (
          <button
            type="button"
            className="btn-primary w-auto"
            aria-disabled={busy !== null || undefined}
            onClick={() => void act('approve', () => approveRun(run, lang), t('payouts.approve.done'))}
            data-payout-approve
          >
            {busy === 'approve' ? t('payouts.approve.busy') : t('payouts.approve.submit')}
          </button>
        )}
        {run.state !== 'draft' && (
          <button
            type="button"
            className={run.state === 'approved' ? 'btn-primary w-auto' : secondaryDialogButton}
            aria-disabled={busy !== null || undefined}
            onClick={() => void act('file', () => downloadRunFile(run))}
            data-payout-file={format}
          >
            {busy === 'file' ? t('payouts.file.busy') : t(`payouts.file.${format}`)}
          </button>
        )}
        {run.state === 'approved' && (
          <button
            type="button"
            className={secondaryDialogButton}
            onClick={() => setExecuting(true)}
            data-payout-execute
          >
            {t('payouts.execute.open')}
          </button>
        )}
      </div>
      {run.state === 'draft' && <DraftHints run={run} />}
      {failure && (
        <p className="notice notice-error" role="alert" data-payout-error>
          {failure}
        </p>
      )}
      <ExecuteDialog
        run={executing ? run : null}
        onClose={() => setExecuting(false)}
        onExecuted={() => setExecuted(true)}
      />
    </div>
  );
}

/**
 * The button that opened the account dialog is gone once its line is released: the focus goes to the line's new
 * state ("In the file") when the dialog has closed and the refreshed run shows it; once, so that a later refresh
 * (the approval) does not pull the focus back to the line.
 */
function useFocusReleased(editing: string | null, run: PayoutRunView | undefined) {
  const [released, setReleased] = useState<string | null>(null);
  useEffect(() => {
    if (released === null || editing !== null) return;
    const state = document.querySelector<HTMLElement>(`[data-line-state="${released}"]`);
    if (!state) return;
    state.focus();
    setReleased(null);
  }, [released, editing, run]);
  return setReleased;
}

export function RunDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const ids = useId();
  const query = useQuery(runQuery(id, usePageLanguage()));
  const heading = useRef<HTMLHeadingElement>(null);
  const state = useRef<HTMLDivElement>(null);
  const focusState = useCallback(() => state.current?.focus(), []);
  const run = query.data;
  const [editing, setEditing] = useState<string | null>(null);
  const setReleased = useFocusReleased(editing, run);
  // The run opened (from the list or just built): the focus moves to its heading, so the reader continues there.
  useEffect(() => {
    if (run?.id) heading.current?.focus();
  }, [run?.id]);
  const who = (acted: PayoutRunView['created']) =>
    acted
      ? t('payouts.detail.acted', { date: dateTimeCell(acted.at), who: acted.by ?? t('payouts.detail.unknown') })
      : EMPTY_CELL;
  return (
    <Card data-payout-detail={id}>
      <QueryState pending={query.isPending} error={query.error} retry={() => void query.refetch()} />
      {run && (
        <>
          <h2
            id={`${ids}-title`}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-gray-900"
          >
            {t('payouts.detail.title', { campaign: run.campaignName, date: runDate(t, run) })}
          </h2>
          <div className="mt-2 w-fit" ref={state} tabIndex={-1} data-payout-run-state={run.state}>
            <RunState state={run.state} />
          </div>
          <div className="mt-4">
            <Facts
              items={[
                [t('payouts.detail.created'), who(run.created)],
                [t('payouts.detail.approved'), who(run.approved)],
                [t('payouts.detail.executed'), run.executionDate ? dateCell(run.executionDate) : EMPTY_CELL],
                [t('payouts.totals.gross'), moneyCell(run.totals.grossInterest, run.currency)],
                [t('payouts.totals.tax'), moneyCell(run.totals.tax, run.currency)],
                [t('payouts.totals.net'), moneyCell(run.totals.netInterest, run.currency)],
                [t('payouts.totals.principal'), moneyCell(run.totals.principal, run.currency)],
                [t('payouts.totals.payout'), moneyCell(run.totals.payout, run.currency)],
                [t('payouts.detail.toTransfer'), moneyCell(run.totals.toTransfer, run.currency)],
                [
                  t('payouts.list.held'),
                  t('payouts.list.heldCount', { held: run.totals.held, lines: run.totals.lines }),
                ],
                ...(run.totals.released > 0
                  ? [[t('payouts.detail.released'), String(run.totals.released)] as [string, string]]
                  : []),
              ]}
            />
          </div>
          <Actions run={run} onSettled={focusState} />
          <h3 className="mt-6 font-semibold text-gray-900">{t('payouts.lines.title')}</h3>
          <Lines
            run={run}
            onEnterAccount={(line) => {
              setReleased(null);
              setEditing(line.id);
            }}
          />
          <AccountDialog
            run={run}
            line={run.lines.find((line) => line.id === editing && accountEditable(run, line)) ?? null}
            onClose={() => setEditing(null)}
            onSaved={(line) => setReleased(line.id)}
          />
        </>
      )}
    </Card>
  );
}
