// The campaign page's action area as the script keeps it: the offer as the server last sent it and the campaign's
// metrics, drawn into the server-rendered markup (state.ts decides what shows), with what every action shares: the
// spoken announcements, the failure line above the actions, and the stop when the campaign or the link has ended.
import type { Translate } from '../../lib/i18n-types';
import { errorBodyOf } from '../../lib/api/api-error';
import { errorMessage } from '../../lib/errors/error-message';
import { formatMoney } from '../../lib/format/money';
import { formatDate } from '../../lib/format/date';
import { localDateTime } from '../../lib/format/time-zone';
import type { AttachmentInfo, CampaignMetricsView, PublicOffer } from '../../lib/contracts/public-offer';
import type { CampaignPageData } from '../../lib/campaign/page-data';
import { actionView } from '../../lib/campaign/state';
import { blockedKey, fileSize, raisedPercent, raisedText, statusText } from '../../lib/campaign/view';
import { progressHtml } from '../../lib/campaign/progress-html';

/** Codes after which nothing more can be done on the page (campaign period, link no longer active). */
const FINAL_CODES = ['0cf3eeb3', 'efdb6cb8', '20c6a0ff', 'af080e4c'];

export const codeOf = (error: unknown) => errorBodyOf(error).code ?? '';

/** Whether the failure ends every action on the page (see FINAL_CODES). */
export const isFinalFailure = (error: unknown) => FINAL_CODES.some((code) => codeOf(error).startsWith(code));

export class OfferArea {
  offer: CampaignPageData['offer'];
  metrics: CampaignMetricsView;
  readonly paymentRecipient: CampaignPageData['paymentRecipient'];
  readonly #doc: Document;
  readonly #announce: HTMLElement | null;
  readonly #actionError: HTMLElement;

  constructor(
    readonly root: HTMLElement,
    data: CampaignPageData,
    readonly t: Translate,
  ) {
    this.offer = data.offer;
    this.metrics = data.metrics;
    this.paymentRecipient = data.paymentRecipient;
    this.#doc = root.ownerDocument;
    this.#announce = this.q('[data-announce]');
    this.#actionError = this.q('[data-action-error]')!;
  }

  q<E extends Element = HTMLElement>(selector: string): E | null {
    return this.root.querySelector<E>(selector);
  }

  /**
   * The outcome of an action (interest sent, accepted, uploaded, revoked...), seen as a success notice above the
   * actions and announced by the status region it is put in (issue 36 item 10: it was spoken only). `seen: false`
   * when the page shows it elsewhere already (a copy button says "Copied" itself; a refused amount on its field).
   */
  say(text: string, { seen = true }: { seen?: boolean } = {}): void {
    const announce = this.#announce;
    if (!announce) return;
    if (seen) this.#hideActionError();
    // Emptied first so the same text twice is announced twice.
    announce.replaceChildren();
    setTimeout(() => {
      const line = this.#doc.createElement('p');
      line.className = seen ? 'notice notice-success mb-4' : 'sr-only';
      if (seen) line.dataset.outcome = '';
      line.textContent = text;
      announce.replaceChildren(line);
    }, 50);
  }

  /** A new try starts: the outcome of the previous one goes. */
  clearOutcome(): void {
    this.#announce?.replaceChildren();
  }

  showActionError(message: string | null): void {
    // A failure replaces the outcome of an earlier action: one message at a time above the actions.
    if (message) this.clearOutcome();
    this.#actionError.textContent = message ?? '';
    this.#actionError.hidden = !message;
    if (message) this.#actionError.focus();
  }

  #hideActionError(): void {
    this.#actionError.textContent = '';
    this.#actionError.hidden = true;
  }

  /** The server's answer to an action: the updated offer and the campaign's metrics, drawn again. */
  applyOffer(next: PublicOffer): void {
    this.offer = { ...next.offer };
    this.metrics = next.campaign.metrics;
    this.render();
  }

  addAttachment(stored: AttachmentInfo): void {
    this.offer = { ...this.offer, attachments: [...this.offer.attachments, stored] };
    this.renderAttachments();
    this.renderProgress();
  }

  /** The tracker above the actions (outside the action area), with the copy buttons only the script can work. */
  renderProgress(): void {
    const box = this.#doc.querySelector('[data-progress]');
    if (!box) return;
    box.innerHTML = progressHtml({ offer: this.offer, paymentRecipient: this.paymentRecipient, t: this.t, copy: true });
  }

  /** A failed action: the catalogue's message above the actions, or in their place when it ends them. */
  failed(error: unknown): string {
    const message = errorMessage(errorBodyOf(error), this.t);
    if (isFinalFailure(error)) this.#stopActions(message);
    else this.showActionError(message);
    return message;
  }

  render(): void {
    const { offer, t } = this;
    const view = actionView(offer);
    this.q('[data-interest]')!.hidden = !view.interest;
    this.q('[data-accept-form]')!.hidden = !view.accept;
    this.q('[data-invest-link]')!.hidden = !view.investLink;
    this.q('[data-open-area]')!.hidden = !view.accept && !view.interest;
    this.q('[data-upload-area]')!.hidden = !view.upload;
    this.q('[data-pdf]')!.closest('fieldset')!.hidden = !view.pdf;
    this.q('[data-offer-status]')!.textContent = statusText(offer, t);
    const decided = !view.accept && !view.interest;
    for (const el of this.root.querySelectorAll<HTMLElement>('[data-kiis-before]')) el.hidden = decided;
    for (const el of this.root.querySelectorAll<HTMLElement>('[data-kiis-after]')) el.hidden = !decided;
    const blocked = blockedKey(offer.actions.blockedBy);
    const blockedBox = this.q('[data-blocked]')!;
    blockedBox.textContent = blocked ? t(blocked) : '';
    blockedBox.hidden = !blocked;
    this.#renderRaised();
    this.renderRevoke();
    this.renderAttachments();
    this.renderProgress();
    this.#placeActions();
  }

  /** Once accepted, paying and uploading come right after the tracker, before the terms (as the server orders it). */
  #placeActions(): void {
    if (this.offer.status !== 'accepted' && this.offer.status !== 'active') return;
    const progress = this.#doc.querySelector('[data-progress-section]');
    if (progress && progress.nextElementSibling !== this.root) progress.after(this.root);
  }

  /** The reflection period: shown while the acceptance can be revoked, its deadline in the reader's time zone. */
  renderRevoke(): void {
    const area = this.q('[data-revoke-area]');
    if (!area) return;
    const until = this.offer.revocableUntil;
    area.hidden = !until;
    // The money arrived (active): revoking means it comes back (decision 0060).
    const paid = this.q('[data-revoke-paid]');
    if (paid) paid.hidden = this.offer.status !== 'active';
    const time = this.q('[data-revoke-until]');
    if (!until || !time) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    time.setAttribute('datetime', until);
    time.textContent = `${localDateTime(new Date(until), zone)} (${zone})`;
  }

  renderAttachments(): void {
    const list = this.q('[data-attachments]')!;
    list.replaceChildren(
      ...this.offer.attachments.map((file: AttachmentInfo) => {
        const item = this.#doc.createElement('li');
        item.textContent = this.t('campaign.upload.item', {
          name: file.name,
          size: fileSize(file.size),
          date: formatDate(file.uploadedAt),
        });
        return item;
      }),
    );
    this.q('[data-no-attachments]')!.hidden = this.offer.attachments.length > 0;
  }

  /** The raised funds outside the action area (the campaign's metrics on the same page). */
  #renderRaised(): void {
    const { metrics } = this;
    const raised = this.#doc.querySelector('[data-raised-text]');
    if (raised) raised.textContent = raisedText(metrics, this.t);
    const bar = this.#doc.querySelector<HTMLProgressElement>('[data-raised-bar]');
    if (bar) {
      bar.value = raisedPercent(metrics);
      bar.textContent = `${raisedPercent(metrics)} %`;
    }
    const available = this.#doc.querySelector('[data-metric="available"]');
    if (available) available.textContent = formatMoney(metrics.available, metrics.currency);
  }

  /** The campaign stopped or the link died meanwhile: the message replaces the actions. */
  #stopActions(message: string): void {
    this.offer = {
      ...this.offer,
      actions: { interest: false, accept: false, upload: false, blockedBy: this.offer.actions.blockedBy },
    };
    this.render();
    const blockedBox = this.q('[data-blocked]')!;
    blockedBox.textContent = message;
    blockedBox.hidden = false;
    blockedBox.tabIndex = -1;
    blockedBox.focus();
  }
}
