// The progress tracker and the transfer details of the public campaign page, as HTML: the server renders it into
// the page and the page's script (src/scripts/campaign/offer-area.ts) draws it again after each action, from the
// offer the server answered. The investor panel draws the same model (progress.ts) with React.
import { html, type SafeHtml } from '../html';
import type { Translate } from '../i18n-types';
import { formatDate } from '../format/date';
import { nextStepText, offerProgress, stepLook, type ProgressInput, type ProgressStep } from './progress';
import { transferDetails, transferRows, type TransferDetails, type TransferRow } from './transfer';
import { svgImageUrl } from '../format/svg-image';
import type { PaymentCode } from '../contracts/public-offer';

export interface ProgressHtmlInput {
  offer: ProgressInput & {
    reference: string;
    investmentValue: number | null;
    currency: string;
    /** The server's payment QR code (decision 0074); absent: none to show. */
    paymentCode?: PaymentCode;
  };
  paymentRecipient: { name: string; account: string } | null;
  t: Translate;
  /** Copy buttons beside the transfer details: only the script draws them (they need it). */
  copy: boolean;
}

function stepHtml(step: ProgressStep, n: number, t: Translate): SafeHtml {
  const look = stepLook(step, n);
  return html`<li
    class="flex items-start gap-3 sm:flex-col sm:items-center sm:text-center"
    data-step="${step.id}"
    data-state="${step.state}"
    ${step.state === 'current' ? html`aria-current="step"` : null}
  >
    <span class="${look.markClass}" aria-hidden="true">${look.mark}</span>
    <span class="flex flex-col">
      <span class="${look.labelClass}"
        >${t(`progress.step.${step.id}`)}<span class="sr-only"> (${t(`progress.state.${step.state}`)})</span></span
      >
      ${step.at && html`<span class="text-sm text-gray-700" data-step-date>${formatDate(step.at, 'DD.MM.YYYY')}</span>`}
    </span>
  </li>`;
}

function copyButton(value: string, label: string, t: Translate): SafeHtml {
  return html`<button
    type="button"
    class="link min-h-11 shrink-0 text-sm sm:min-h-0"
    data-copy="${value}"
    data-copy-label="${label}"
    aria-label="${t('progress.transfer.copyLabel', { label })}"
  >
    ${t('progress.transfer.copy')}
  </button>`;
}

/** The payment QR code under the details, as an image with its text alternative and what to do with it. */
function paymentCodeHtml(code: PaymentCode, t: Translate): SafeHtml {
  return html`<figure
    class="mt-4 flex flex-col items-center gap-2 sm:flex-row sm:items-center sm:gap-4"
    data-payment-code="${code.scheme}"
  >
    <img
      class="size-52 shrink-0 bg-white"
      width="208"
      height="208"
      src="${svgImageUrl(code.svg)}"
      alt="${t('progress.transfer.code.alt')}"
    />
    <figcaption class="text-sm text-gray-700">${t(`progress.transfer.code.caption.${code.scheme}`)}</figcaption>
  </figure>`;
}

function transferHtml(details: TransferDetails, t: Translate, copy: boolean, code?: PaymentCode): SafeHtml {
  const row = ({ label, shown, copied, id }: TransferRow) =>
    html`<div class="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
      <dt class="text-sm text-gray-700 sm:w-40 sm:shrink-0">${label}</dt>
      <dd class="flex flex-wrap items-baseline gap-x-3 font-semibold break-words text-gray-900" data-transfer="${id}">
        <span class="min-w-0 break-words">${shown}</span>${copy && copyButton(copied, label, t)}
      </dd>
    </div>`;
  return html`<div class="mt-4 rounded-lg border border-gray-200 bg-highlight p-4" data-transfer-details>
    <h3 class="mb-3 font-semibold text-gray-900">${t('progress.transfer.title')}</h3>
    <dl class="flex flex-col gap-3">${transferRows(details, t).map(row)}</dl>
    ${!details.recipient && html`<p class="mt-3 text-sm text-gray-700" data-no-recipient>${t('progress.transfer.noRecipient')}</p>`}
    ${code && paymentCodeHtml(code, t)}
  </div>`;
}

/**
 * The transfer details alone, with the payment code, while the offer is accepted (the /invest page of an offer
 * already accepted); empty otherwise.
 */
export function transferBoxHtml(input: Omit<ProgressHtmlInput, 'copy'>): string {
  const { offer, t } = input;
  if (offer.status !== 'accepted') return '';
  return transferHtml(transferDetails(offer, input.paymentRecipient, t), t, false, offer.paymentCode).value;
}

/** The tracker's content (inside the page's [data-progress] element). */
export function progressHtml(input: ProgressHtmlInput): string {
  const { offer, t } = input;
  const progress = offerProgress(offer);
  const details = offer.status === 'accepted' ? transferDetails(offer, input.paymentRecipient, t) : null;
  return html`<ol class="flex flex-col gap-4 sm:grid sm:grid-cols-5 sm:gap-2" data-progress-steps>
      ${progress.steps.map((step, i) => stepHtml(step, i + 1, t))}
    </ol>
    <p class="mt-4 text-gray-900" data-next-step="${progress.next.id}">${nextStepText(progress.next, t)}</p>
    ${details && transferHtml(details, t, input.copy, offer.paymentCode)}`.value;
}
