import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../lib/i18n-types';
import { failureText } from '../panel/failure-text';
import { dateTimeCell } from '../../lib/format/cells';
import type { DraftState } from './use-draft-autosave';

const timeOf = (iso: string) => dateTimeCell(iso);

/** Whether the draft is saved, said politely (a status region, not an alert). */
export function DraftStatus({ state, savedAt }: { state: DraftState; savedAt: string | null }) {
  const { t } = useTranslation();
  // The time is the reader's clock: shown only in the browser, so the server's render (another time zone) matches.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  let text = '';
  if (state.kind === 'saving') text = t('kycForm.draft.saving');
  else if (state.kind === 'saved') text = t('kycForm.draft.saved', { time: timeOf(state.at) });
  else if (state.kind === 'failed')
    text = t('kycForm.draft.failed', { reason: failureText(state.error, t as Translate) ?? '' });
  else if (savedAt && mounted) text = t('kycForm.draft.restored', { time: timeOf(savedAt) });
  return (
    <p
      role="status"
      className={state.kind === 'failed' ? 'text-sm text-red-700' : 'text-sm text-gray-700'}
      data-draft-status={state.kind}
    >
      {text}
    </p>
  );
}
