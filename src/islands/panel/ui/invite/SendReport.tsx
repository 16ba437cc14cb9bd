import { useTranslation } from 'react-i18next';
import type { Translate } from '../../../../lib/i18n-types';
import { V } from '../../../../lib/validation/keys';
import { failureText } from '../../failure-text';
import { InvalidEmailError, outcomeOf, type PerEmailResult } from './send-per-email';

/** Why one address failed: a malformed address, or the error catalogue's message for the server's answer. */
function failureReason(error: unknown, t: Translate): string {
  if (error instanceof InvalidEmailError) return t(V.email);
  return failureText(error, t) ?? t('errors.generic');
}

/**
 * What a send did, address by address: all sent (status), or 'Not all invitation(s) have been sent!' naming
 * the failed addresses with their reasons and the sent ones, or the failure when none went out (alert).
 */
export function SendReport({ result, prefix }: { result: PerEmailResult; prefix: 'invite' | 'kycInvite' }) {
  const { t } = useTranslation();
  const translate = t as Translate;
  const outcome = outcomeOf(result);
  if (outcome === 'all') {
    return (
      <div className="notice notice-success" role="status" data-send-report="all">
        <p>{t(`${prefix}.sentAll`, { count: result.sent.length })}</p>
        <ul className="mt-1 list-disc pl-5 text-sm">
          {result.sent.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      </div>
    );
  }
  const failedList = (
    <ul className="mt-1 list-disc pl-5 text-sm" data-failed-emails>
      {result.failed.map(({ email, error }) => (
        <li key={email} data-failed-email={email}>
          <span className="font-semibold">{email}</span>:{' '}
          <span className="whitespace-pre-line">{failureReason(error, translate)}</span>
        </li>
      ))}
    </ul>
  );
  if (outcome === 'none') {
    return (
      <div className="notice notice-error" role="alert" data-send-report="none">
        <p className="font-semibold">{t(`${prefix}.sentNone`)}</p>
        {failedList}
      </div>
    );
  }
  return (
    <div className="notice notice-error" role="alert" data-send-report="partial">
      <p className="font-semibold">{t('errors.notAllInvitationsSent')}</p>
      <p className="mt-2 text-sm">{t('invite.failedList')}</p>
      {failedList}
      <p className="mt-2 text-sm">{t('invite.sentList')}</p>
      <ul className="mt-1 list-disc pl-5 text-sm" data-sent-emails>
        {result.sent.map((email) => (
          <li key={email}>{email}</li>
        ))}
      </ul>
    </div>
  );
}
