// The investor-protection parts of the public campaign offer page (decision 0052), for landings with ECSPR's
// protections on: the regulation's risk warning, the way to the entry test while it is due, the consent box of
// the acceptance (ECSPR Art. 21(7)) and the reflection period's revocation (Art. 22). Plain HTML; the page script
// (src/scripts/campaign/controller.ts) sends the consent with the acceptance and works the revoke button.
import { html, SafeHtml } from '../../lib/html';
import type { Translate } from '../../lib/i18n-types';
import { localDateTime } from '../../lib/format/time-zone';
import type { PublicOffer } from '../../lib/contracts/public-offer';
import { investorSignInPath } from '../../lib/access/investor-sign-in';

type Protection = NonNullable<PublicOffer['protection']>;

/** The disclaimer the regulation prescribes, in the page's language (its official wording; decision 0052). */
export function riskWarningSection(t: Translate): SafeHtml {
  return html`<section
    class="rounded-xl border border-amber-300 bg-amber-50 p-6"
    aria-labelledby="risk-warning-heading"
    data-ecspr-warning
  >
    <h2 id="risk-warning-heading" class="mb-2 text-lg font-semibold text-gray-900">
      ${t('campaign.protection.warningTitle')}
    </h2>
    <p class="text-gray-900">${t('campaign.protection.warning')}</p>
  </section>`;
}

/**
 * While the entry test is due, or the warning of a failed one waits for its confirmation: interest and acceptance
 * wait (their buttons are rendered disabled and described by this notice; the server refuses them with 409
 * 026ddbdc). The link goes through the investor sign-in, on to the test, and back to this page.
 */
export function testNotice(protection: Protection, token: string, t: Translate): SafeHtml | '' {
  if (protection.ready) return '';
  const back = `/campaign?token=${encodeURIComponent(token)}`;
  const href = investorSignInPath(`/app/protection?next=${encodeURIComponent(back)}`);
  const warning = protection.pending === 'warning';
  return html`<div class="notice notice-info mb-4 flex flex-col items-start gap-2" data-protection-test>
    <p id="${PROTECTION_WAIT_ID}">
      ${t(warning ? 'campaign.protection.warningNeeded' : 'campaign.protection.testNeeded')}
    </p>
    <a class="link font-semibold" href="${href}"
      >${t(warning ? 'campaign.protection.warningLink' : 'campaign.protection.testLink')}</a
    >
  </div>`;
}

/** The id of the notice that says why interest and acceptance wait for the investor panel. */
export const PROTECTION_WAIT_ID = 'protection-wait';

/**
 * Art. 23(2): the key investment information sheet, offered before interest and acceptance (a plain download), with
 * who drew it up (decision 0069). Until the investor has opened its current version the acceptance waits (the
 * server refuses it with 409 808e8c00; the page script enables the button once the link is followed).
 */
export function kiisLink(
  token: string,
  lang: string,
  kiis: PublicOffer['offer']['kiis'],
  t: Translate,
  decided: boolean,
): SafeHtml {
  const href = `/public-api/campaign-offer/${encodeURIComponent(token)}/kiis?lang=${lang}`;
  const waiting = kiis !== null && !kiis.received;
  const hidden = (on: boolean) => new SafeHtml(on ? ' hidden' : '');
  // Before the investor decides the sheet is asked to be read; once accepted it stays as the offer's document (the
  // page script swaps the two sentences when the investor accepts without a reload).
  return html`<div class="mb-4 flex flex-col gap-2 text-gray-800" data-kiis>
    <p>
      <span data-kiis-before${hidden(decided)}>${t('campaign.protection.kiis')}</span>
      <span data-kiis-after${hidden(!decided)}>${t('campaign.protection.kiisDecided')}</span>
      <a class="link font-semibold" href="${href}" download data-kiis-link>${t('campaign.protection.kiisLink')}</a>
    </p>
    <p class="text-sm text-gray-700" data-kiis-owner>
      ${
        kiis?.owner ? t('campaign.protection.kiisOwner', { owner: kiis.owner }) : t('campaign.protection.kiisGenerated')
      }
    </p>
    <p id="kiis-wait" class="notice notice-info" data-kiis-wait${waiting ? new SafeHtml('') : new SafeHtml(' hidden')}>
      ${t('campaign.protection.kiisWait')}
    </p>
  </div>`;
}

/** The consent box of the acceptance form; the server asks for it only above the threshold. */
export function consentField(t: Translate): SafeHtml {
  return html`<div class="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3" data-consent-box>
    <p class="text-sm text-gray-900">${t('campaign.protection.consentHint')}</p>
    <label class="flex items-start gap-3 text-gray-900">
      <input type="checkbox" class="mt-1" name="riskConsent" data-risk-consent />
      <span>${t('protection.consent.checkbox')}</span>
    </label>
  </div>`;
}

/** The deadline as the landing's time zone gives it, with the zone named (the script rewrites it in the reader's). */
function deadlineText(iso: string, timeZone: string): string {
  return `${localDateTime(new Date(iso), timeZone)} (${timeZone})`;
}

/** ECSPR Art. 22: the acceptance may be revoked until its deadline; hidden once it can no longer be. */
export function revokeArea(offer: PublicOffer['offer'], protection: Protection, t: Translate): SafeHtml {
  const until = offer.revocableUntil;
  return html`<div class="flex flex-col gap-3" data-revoke-area${until ? new SafeHtml('') : new SafeHtml(' hidden')}>
    <h3 class="font-semibold text-gray-900">${t('protection.revoke.title')}</h3>
    <p class="text-gray-800">
      ${t('campaign.protection.revokeText')}
      <time datetime="${until ?? ''}" data-revoke-until>${until ? deadlineText(until, protection.timeZone) : ''}</time>.
    </p>
    <p class="text-gray-800" data-revoke-paid${offer.status === 'active' ? new SafeHtml('') : new SafeHtml(' hidden')}>
      ${t('protection.revoke.paidText')}
    </p>
    <fieldset class="flex flex-col items-start gap-3" data-needs-script disabled>
      <legend class="sr-only">${t('protection.revoke.title')}</legend>
      <button type="button" class="btn-primary w-auto" data-revoke>${t('protection.revoke.button')}</button>
      <div class="rounded-lg border border-red-300 bg-red-50 p-4" role="group" data-revoke-confirm hidden>
        <p class="text-gray-900">${t('protection.revoke.confirmText')}</p>
        <div class="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            class="inline-flex items-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            data-revoke-yes
          >
            ${t('protection.revoke.confirm')}
          </button>
          <button type="button" class="link" data-revoke-no>${t('investor.offer.cancel')}</button>
        </div>
      </div>
    </fieldset>
  </div>`;
}
