// The campaign page's action area, taken over by the script: interest, the amount with its client checks and
// acceptance, the payment-confirmation upload with progress (upload-action.ts), the PDF. Every server answer is
// the updated offer, so after an action the area is redrawn from it (offer-area.ts). Failures go through the error
// catalogue (SPEC section 8); amount failures are put on the amount field, the rest above the actions.
import type { Translate } from '../../lib/i18n-types';
import { errorBodyOf } from '../../lib/api/api-error';
import { formatMoney } from '../../lib/format/money';
import { amountFromInput } from '../../lib/investment/amount';
import { toLanguage, type Language } from '../../lib/language';
import { controlForm } from '../form-controller';
import type { CampaignPageData } from '../../lib/campaign/page-data';
import { amountFailureText, isAmountFailure } from './invest-errors';
import type { CampaignApi } from './transport';
import { OfferArea } from './offer-area';
import { mountUpload } from './upload-action';

export interface CampaignControllerDeps {
  api: CampaignApi;
  t: Translate;
  lang: string;
  /** Hands the PDF to the browser as a download. */
  save(blob: Blob, filename: string): void;
}

/** The interest button: marks the offer, then moves on to the amount (or the status when there is none). */
function mountInterest(area: OfferArea, token: string, api: CampaignApi): void {
  const button = area.q<HTMLButtonElement>('[data-interest]')!;
  const acceptForm = area.q<HTMLFormElement>('[data-accept-form]')!;
  const markInterest = async () => {
    button.disabled = true;
    area.showActionError(null);
    try {
      area.applyOffer(await api.interest(token));
      area.say(area.t('campaign.script.interestDone'));
      (acceptForm.hidden
        ? area.q<HTMLElement>('[data-offer-status]')
        : acceptForm.querySelector<HTMLInputElement>('input')
      )?.focus();
    } catch (error) {
      area.failed(error);
    } finally {
      // Still waiting for the investor panel's test (the notice it is described by): stays disabled.
      button.disabled = waitsFor(button).length > 0;
    }
  };
  button.addEventListener('click', () => void markInterest());
}

/** The amount form: checked against the campaign's bounds and step, then accepted; then on to the upload. */
function mountAccept(area: OfferArea, token: string, api: CampaignApi, lang: Language): void {
  const { t } = area;
  const { minInvestment, maxInvestment, step, currency } = area.metrics;
  const rules = { minInvestment, maxInvestment, step, currency };
  const amountCheck = (value: string) => {
    const parsed = amountFromInput(value, rules, lang);
    return parsed.ok ? null : parsed.failure;
  };
  controlForm(area.q<HTMLFormElement>('[data-accept-form]')!, { investmentValue: amountCheck }, t, async (controls) => {
    const parsed = amountFromInput(controls.value('investmentValue'), rules, lang);
    if (!parsed.ok) return;
    // A refusal of an earlier try (say, the consent the server asked for) goes once this one is sent.
    area.showActionError(null);
    try {
      const consent = area.q<HTMLInputElement>('[data-risk-consent]');
      area.applyOffer(await api.accept(token, parsed.value, consent?.checked === true));
      area.say(t('campaign.script.accepted', { amount: formatMoney(parsed.value, area.metrics.currency) }));
      if (!area.q('[data-upload-area]')!.hidden) area.q<HTMLInputElement>('#upload-file')!.focus();
    } catch (error) {
      if (isAmountFailure(errorBodyOf(error))) {
        const message = amountFailureText(errorBodyOf(error), t);
        controls.showFieldErrors({ investmentValue: message });
        area.say(message, { seen: false });
      } else area.failed(error);
    }
  });
}

/**
 * The key investment information sheet (decision 0069): the acceptance waits until it was opened; following its
 * link (the server records the opening as it sends the file) enables the button.
 */
function mountKiis(area: OfferArea): void {
  const link = area.q<HTMLAnchorElement>('[data-kiis-link]');
  const wait = area.q<HTMLElement>('[data-kiis-wait]');
  if (!link || !wait || wait.hidden) return;
  link.addEventListener('click', () => {
    wait.hidden = true;
    const submit = area.q<HTMLButtonElement>('[data-accept-form] [data-submit]');
    if (submit) stopWaiting(submit, wait.id);
  });
}

/** The notices a button waits for (the server renders them as its aria-describedby, disabled). */
const waitsFor = (button: HTMLElement) => (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);

/** One thing the button waited for is done: it is enabled once nothing else is left (say, the entry test). */
function stopWaiting(button: HTMLButtonElement, id: string): void {
  const rest = waitsFor(button).filter((other) => other !== id);
  if (rest.length > 0) {
    button.setAttribute('aria-describedby', rest.join(' '));
    return;
  }
  button.removeAttribute('aria-describedby');
  button.disabled = false;
}

/**
 * The reflection period's revocation (ECSPR Art. 22; decision 0052): one more explicit step, then the offer as the
 * server sends it back (declined: the area shows it has ended). The deadline is shown in the reader's own clock.
 */
function mountRevoke(area: OfferArea, token: string, api: CampaignApi): void {
  const open = area.q<HTMLButtonElement>('[data-revoke]');
  const box = area.q<HTMLElement>('[data-revoke-confirm]');
  const yes = area.q<HTMLButtonElement>('[data-revoke-yes]');
  if (!open || !box || !yes) return;
  area.renderRevoke();
  open.addEventListener('click', () => {
    box.hidden = false;
    open.hidden = true;
    yes.focus();
  });
  area.q<HTMLButtonElement>('[data-revoke-no]')!.addEventListener('click', () => {
    box.hidden = true;
    open.hidden = false;
    open.focus();
  });
  yes.addEventListener('click', () => {
    yes.disabled = true;
    area.showActionError(null);
    api.revoke(token).then(
      (next) => {
        area.applyOffer(next);
        area.say(area.t('protection.revoke.done'));
        area.q<HTMLElement>('[data-offer-status]')?.focus();
      },
      (error: unknown) => {
        area.failed(error);
        yes.disabled = false;
      },
    );
  });
}

/** The PDF button: busy while the file is made, then handed to the browser. */
function mountPdf(area: OfferArea, token: string, deps: CampaignControllerDeps): void {
  const button = area.q<HTMLButtonElement>('[data-pdf]')!;
  const setBusy = (busy: boolean) => {
    button.disabled = busy;
    if (busy) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.querySelector<HTMLElement>('[data-idle-label]')!.hidden = busy;
    button.querySelector<HTMLElement>('[data-busy-label]')!.hidden = !busy;
  };
  const download = async () => {
    setBusy(true);
    area.showActionError(null);
    try {
      const { blob, filename } = await deps.api.pdf(token, deps.lang);
      deps.save(blob, filename);
      area.say(area.t('campaign.script.pdfReady'));
    } catch (error) {
      area.failed(error);
    } finally {
      setBusy(false);
    }
  };
  button.addEventListener('click', () => void download());
}

/** The transfer details' copy buttons (drawn by the tracker, which is redrawn: one listener on its box). */
function mountCopy(area: OfferArea, doc: Document): void {
  const box = doc.querySelector<HTMLElement>('[data-progress]');
  box?.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-copy]');
    if (!button) return;
    const label = button.dataset.copyLabel ?? '';
    const copied = () => {
      area.say(area.t('progress.transfer.copied', { label }), { seen: false });
      // Seen as well as heard: the button says so for a moment.
      button.textContent = area.t('progress.transfer.copiedShort');
      setTimeout(() => (button.textContent = area.t('progress.transfer.copy')), 2000);
    };
    // Seen as well as heard, as in the panel: the page's failure line says to copy it by hand.
    const failed = () => area.showActionError(area.t('progress.transfer.copyFailed'));
    const clipboard = doc.defaultView?.navigator.clipboard;
    if (!clipboard) return failed();
    clipboard.writeText(button.dataset.copy ?? '').then(copied, failed);
  });
  area.renderProgress();
}

export function mountCampaignOffer(root: HTMLElement, data: CampaignPageData, deps: CampaignControllerDeps) {
  const area = new OfferArea(root, data, deps.t);
  for (const fieldset of root.querySelectorAll<HTMLFieldSetElement>('fieldset[data-needs-script]'))
    fieldset.disabled = false;
  mountInterest(area, data.token, deps.api);
  mountAccept(area, data.token, deps.api, toLanguage(deps.lang));
  mountKiis(area);
  mountUpload(area, data, deps.api);
  mountPdf(area, data.token, deps);
  mountRevoke(area, data.token, deps.api);
  mountCopy(area, root.ownerDocument);
  return { state: () => ({ offer: area.offer, metrics: area.metrics }) };
}
