import { fileSize } from '../format/file-size';
import type { ErrorBody, Violation } from '../contracts/error-body';
import { translateIfKnown, type Translate } from '../i18n-types';
import { formatMoney } from '../format/money';
import { formatDate } from '../format/date';
import { capitalize, fieldLabel } from './field-labels';

/** Code prefixes with a fixed message (SPEC section 8, step 3). */
const CODE_MESSAGES: ReadonlyArray<readonly [prefix: string, key: string]> = [
  ['baa80443', 'errors.accountNotActive'],
  ['20c6a0ff', 'errors.campaignNotActive'],
  ['c22631ff', 'errors.leadOwnedByOtherAdvisor'],
  ['93ed15e0', 'errors.incorrectFormData'],
  ['0cf3eeb3', 'errors.campaignNotStarted'],
  ['efdb6cb8', 'errors.campaignCompleted'],
  ['af080e4c', 'errors.tokenInactive'],
];
const ABOVE_MAX = ['af9cfe96', 'a08175e4'];
/** Upload caps (docs/decisions/0024): files per offer, the offer's total size, the landing's quota. */
const UPLOAD_FILE_COUNT = 'c22b2850';
const UPLOAD_OFFER_SIZE = '10010ec6';
const UPLOAD_QUOTA = '26a6b5e0';
const BELOW_MIN = 'd59384c6';
/** Rate and sign-in limits (docs/decisions/0012, 0023): parameters.retryAfter says when to come back. */
const TOO_MANY_REQUESTS = '5c1d7e92';
const FIELD_VIOLATIONS = '9e4235af';

/**
 * A server amount (integer minor units) in the number format, with the currency the parameters name (decision
 * 0034); a stray non-integer is rounded, never thrown on.
 */
function amountText(value: unknown, currency?: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return formatMoney(
    Math.round(value),
    typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : undefined,
  );
}

/** The upload caps' messages, with the limit the parameters carry; undefined for other codes. */
function uploadCapMessage(
  code: string,
  parameters: Record<string, unknown> | undefined,
  t: Translate,
): string | undefined {
  if (code.startsWith(UPLOAD_FILE_COUNT))
    return t('errors.uploadFileCount', { limit: typeof parameters?.limit === 'number' ? parameters.limit : '' });
  if (code.startsWith(UPLOAD_OFFER_SIZE))
    return t('errors.uploadOfferSize', {
      limit: fileSize(parameters?.limit),
      remaining: fileSize(parameters?.remaining),
    });
  if (code.startsWith(UPLOAD_QUOTA)) return t('errors.uploadQuota');
  return undefined;
}

/** How long to wait, as the limit messages word it: "45 s" under a minute, else whole minutes rounded up ("15 min"). */
function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? `${whole} s` : `${Math.ceil(whole / 60)} min`;
}

/** A limit's message with the wait it names; the plain one when the body carries no wait. */
function tooManyRequestsMessage(parameters: Record<string, unknown> | undefined, t: Translate): string {
  const retryAfter = parameters?.retryAfter;
  if (typeof retryAfter !== 'number' || !Number.isFinite(retryAfter) || retryAfter <= 0)
    return t('errors.tooManyRequests');
  return t('errors.tooManyRequestsWait', { wait: waitText(retryAfter) });
}

/** A label or violation text: translated when the server sent one of our keys, otherwise as sent. */
function text(t: Translate, value: string | undefined, options?: Record<string, unknown>): string {
  return value ? (translateIfKnown(t, value, options) ?? value) : '';
}

/**
 * The parameters a label's text may name ({{offer}}, {{account}}): the plain strings and numbers of the body, a
 * calendar day (YYYY-MM-DD, as the API sends days) in the SPEC's DD.MM.YYYY.
 */
const labelValues = (parameters: ErrorBody['parameters']): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(parameters ?? {})
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([name, value]) => [
        name,
        typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) || value : value,
      ]),
  );

/**
 * One line per violation. Code 9e4235af (SPEC section 8, step 3): the friendly field label (else the capitalised
 * path) and the message. The fallback of step 5 (and SPEC section 5): the capitalised property path itself and the
 * title, as the server named them ("InvestmentValue: ..."), not a label of ours.
 */
function violationLines(violations: Violation[], t: Translate, prefer: 'message' | 'title') {
  return violations
    .map((v) => {
      const detail = text(t, prefer === 'message' ? (v.message ?? v.title) : (v.title ?? v.message));
      const field = prefer === 'message' ? fieldLabel(v.propertyPath, t) : capitalize(v.propertyPath);
      return t('errors.violation', { field, message: detail });
    })
    .join('\n');
}

/** Step 3: the message a code prefix gives, or undefined when the code has none. */
function messageForCode(body: ErrorBody, t: Translate): string | undefined {
  const code = body.code ?? '';
  if (!code) return undefined;
  const fixed = CODE_MESSAGES.find(([prefix]) => code.startsWith(prefix));
  if (fixed) return t(fixed[1]);
  const appendAmount = (key: string, amount: unknown) =>
    [t(key), amountText(amount, body.parameters?.currency)].filter(Boolean).join(' ');
  if (ABOVE_MAX.some((prefix) => code.startsWith(prefix))) {
    return appendAmount('errors.investmentAboveMax', body.parameters?.investmentValueMax);
  }
  if (code.startsWith(BELOW_MIN)) return appendAmount('errors.investmentBelowMin', body.parameters?.investmentValueMin);
  if (code.startsWith(TOO_MANY_REQUESTS)) return tooManyRequestsMessage(body.parameters, t);
  const upload = uploadCapMessage(code, body.parameters, t);
  if (upload) return upload;
  if (code.startsWith(FIELD_VIOLATIONS) && body.violations?.length) {
    return violationLines(body.violations, t, 'message');
  }
  return undefined;
}

/**
 * The message a user sees for a failed call (SPEC section 8), following the catalogue's order: the generic
 * message, else the label; then the code prefix; then the special labels; finally the violations fallback.
 * `body` is the server error body, or undefined when there was none (network failure).
 */
export function errorMessage(body: ErrorBody | null | undefined, t: Translate): string {
  const generic = t('errors.generic');
  let message = generic;
  const label = body?.label;
  if (label) message = text(t, label, labelValues(body.parameters));

  const byCode = body ? messageForCode(body, t) : undefined;
  if (byCode) message = byCode;
  else if (label === 'Token is invalid.') message = t('errors.tokenInactive');

  if (label === 'error.unexpected') message = generic;
  if (label === 'User with the given email not found') message = t('errors.userNotFound');
  if (label === 'Bad credentials') message = t('errors.badCredentials');

  if (message === generic && body?.violations?.length) {
    message = violationLines(body.violations, t, 'title');
  }
  return message;
}
