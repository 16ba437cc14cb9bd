/* eslint-disable max-lines -- the whole page markup in one place, section by section, for both ways it is served */
// The content of the public campaign offer page (/campaign?token=...): everything inside the branded layout, as an
// HTML string. One renderer for both ways the page is served: src/pages/campaign.astro inserts it into the layout,
// and the server's fast path (src/server/http/campaign-page.ts) inserts it into the same layout rendered once per
// brand and language. A marketing burst then costs a database read and this function per visitor, not a whole
// Astro render (bench/campaign.mjs; decision docs/decisions/0020). Every value is escaped by `html`.
import { html, SafeHtml } from '../../lib/html';
import type { Translate } from '../../lib/i18n-types';
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import { formatDate } from '../../lib/format/date';
import { formatMoney } from '../../lib/format/money';
import { jsonForScript } from '../../lib/branding/landing-data-json';
import { scriptMessagesJson } from '../../lib/script-messages';
import { campaignPageData } from '../../lib/campaign/page-data';
import { actionView } from '../../lib/campaign/state';
import {
  blockedKey,
  boundsHint,
  fileSize,
  raisedPercent,
  raisedText,
  statusText,
  translationIn,
} from '../../lib/campaign/view';
import { V } from '../../lib/validation/keys';
import { progressHtml } from '../../lib/campaign/progress-html';
import type { OfferDictionary, PublicOffer } from '../../lib/contracts/public-offer';
import {
  consentField,
  kiisLink,
  PROTECTION_WAIT_ID,
  revokeArea,
  riskWarningSection,
  testNotice,
} from './protection-html';

export interface CampaignPageInput {
  offer: PublicOffer;
  token: string;
  lang: Language;
  t: Translate;
  dictionary: OfferDictionary;
  /** The landing's own words and images for the page (campaignPageBrand). */
  brand: CampaignPageBrand;
}

/** What of the landing's branding the page's content shows. */
export interface CampaignPageBrand {
  /** The accept button's text in the page language (undefined: the dictionary's). */
  investButton: string | undefined;
  /** Shown when the campaign or the product has no image of its own (null: no image then). */
  campaignPlaceholderUrl: string | null;
  productPlaceholderUrl: string | null;
}

/**
 * The landing's branding of the page in `lang`: its investButton in that language only (a page never shows the
 * other language's words; blank means the dictionary's), its placeholder images.
 */
export function campaignPageBrand(
  landing: Pick<Landing, 'texts' | 'campaignPlaceholderUrl' | 'productPlaceholderUrl'>,
  lang: Language,
): CampaignPageBrand {
  return {
    investButton: landing.texts[lang]?.investButton?.trim() || undefined,
    campaignPlaceholderUrl: landing.campaignPlaceholderUrl,
    productPlaceholderUrl: landing.productPlaceholderUrl,
  };
}

/** The messages the page script needs (src/scripts/campaign-offer.ts), read as #page-messages. */
const SCRIPT_MESSAGE_PREFIXES = [
  'errors.',
  'campaign.status.',
  'campaign.blocked.',
  'campaign.script.',
  'progress.',
  'upload.',
  'protection.revoke.',
] as const;
const SCRIPT_MESSAGE_KEYS = [
  V.required,
  V.number,
  V.investmentMin,
  V.investmentMax,
  V.investmentIndivisible,
  V.formIncomplete,
  'errors.violation',
  'fields.investmentValue',
  'campaign.raisedOf',
  'campaign.statusWithAmount',
  'campaign.upload.progress',
  'campaign.upload.item',
] as const;

// Most texts are the same for every visitor of a campaign (labels, its amounts and dates): each is built once per
// language and arguments (i18next's lookup and interpolation were a fifth of this page's cost). Texts with a
// visitor's own data (their name, their amount) come and go; the memory is bounded by starting over when full.
const MAX_TEXTS_PER_LANGUAGE = 5_000;
const texts = new Map<Language, Map<string, string>>();

function memoised(lang: Language, t: Translate): Translate {
  let known = texts.get(lang);
  if (!known) texts.set(lang, (known = new Map<string, string>()));
  const memory = known;
  return (key, options) => {
    let id = key;
    if (options) {
      for (const name in options) {
        const value = options[name];
        // Only plain values make a reliable key; anything else is translated each time.
        if (value !== null && typeof value === 'object') return t(key, options);
        id += `\u0000${name}\u0000${String(value)}`;
      }
    }
    let text = memory.get(id);
    if (text === undefined) {
      text = t(key, options);
      if (memory.size >= MAX_TEXTS_PER_LANGUAGE) memory.clear();
      memory.set(id, text);
    }
    return text;
  };
}

/** The page's own title (the layout adds the site title) and description: the campaign's, in the page language. */
export function campaignPageHead(
  offer: PublicOffer,
  lang: Language,
): { title: string; description: string | undefined } {
  const campaign = translationIn(offer.campaign.translations, lang);
  return { title: campaign.name, description: campaign.description || undefined };
}

/** The page content: the campaign, its metrics and terms, the offer's actions, the landing's documents. */
export function renderCampaignBody(input: CampaignPageInput): string {
  const t = memoised(input.lang, input.t);
  const { offer, lang, brand } = input;
  const campaign = translationIn(offer.campaign.translations, lang);
  const campaignImage = offer.campaign.imageUrl ?? brand.campaignPlaceholderUrl;
  const investorLine = offer.investor.name
    ? t('campaign.forInvestor', { name: offer.investor.name, email: offer.investor.email })
    : t('campaign.forInvestorEmail', { email: offer.investor.email });
  const data = jsonForScript(campaignPageData(offer, input.token, input.dictionary.upload));
  const messages = scriptMessagesJson(lang, SCRIPT_MESSAGE_PREFIXES, SCRIPT_MESSAGE_KEYS);
  return html`<div class="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
    <header class="flex flex-col gap-3">
      <p class="text-sm font-medium uppercase tracking-wide text-main">${t('campaign.kicker')}</p>
      <h1 class="text-3xl font-semibold text-gray-900">${campaign.name}</h1>
      ${campaignImage && html`<img src="${campaignImage}" alt="" class="max-h-64 w-full rounded-xl object-cover" data-campaign-image />`}
      ${campaign.description && html`<p class="whitespace-pre-line text-gray-700">${campaign.description}</p>`}
      <p class="text-sm text-gray-700">${investorLine}</p>
      ${offer.offer.message && html`<blockquote class="${QUOTE_CLASS}">${offer.offer.message}</blockquote>`}
    </header>
    ${offer.protection && riskWarningSection(t)} ${progressSection(offer, t)}
    ${
      // Once accepted, what to do (pay, upload) comes before the terms the investor has already read.
      offer.offer.status === 'accepted' || offer.offer.status === 'active'
        ? [actionsSection(offer, input.token, lang, t, brand), metricsSection(offer, lang, t, brand)]
        : [metricsSection(offer, lang, t, brand), actionsSection(offer, input.token, lang, t, brand)]
    }
    ${documentsSection(input.dictionary, lang, t)}
    <p class="text-sm">
      <a class="link" href="/complaint?token=${encodeURIComponent(input.token)}" data-complaint-link
        >${t('campaign.complaint')}</a
      >
    </p>
    <script type="application/json" id="campaign-offer-data">
      ${raw(data)}
    </script>
    <script type="application/json" id="page-messages">
      ${raw(messages)}
    </script>
  </div>`.value;
}

/** Markup that is already safe: JSON made safe for a script element by jsonForScript, a bare attribute. */
const raw = (markup: string): SafeHtml => new SafeHtml(markup);

const attrIf = (name: string, on: boolean): SafeHtml => (on ? raw(` ${name}`) : raw(''));

/** Where the offer stands, what happens next, and the transfer details once accepted (the script redraws it). */
function progressSection(offer: PublicOffer, t: Translate): SafeHtml {
  return html`<section class="${CARD}" aria-labelledby="offer-progress-heading" data-progress-section>
    <h2 id="offer-progress-heading" class="mb-4 text-lg font-semibold text-gray-900">${t('progress.title')}</h2>
    <div data-progress>
      ${raw(progressHtml({ offer: offer.offer, paymentRecipient: offer.campaign.paymentRecipient, t, copy: false }))}
    </div>
  </section>`;
}

const CARD = 'rounded-xl border border-gray-200 bg-white p-6 shadow-sm';

function metricsSection(offer: PublicOffer, lang: Language, t: Translate, brand: CampaignPageBrand): SafeHtml {
  const m = offer.campaign.metrics;
  const money = (minor: number) => formatMoney(minor, m.currency);
  const duration = (d: { value: number; unit: string }) => t(`campaign.duration.${d.unit}`, { count: d.value });
  const metrics: Array<[string, string, string?]> = [
    [t('campaign.metric.interestType'), t(`campaign.interestType.${m.interestType}`)],
    [t('campaign.metric.frequency'), t(`campaign.frequency.${m.paymentFrequency}`)],
    [t('campaign.metric.duration'), duration(m.duration)],
    [t('campaign.metric.min'), money(m.minInvestment)],
    [t('campaign.metric.max'), m.maxInvestment === null ? t('campaign.metric.noMax') : money(m.maxInvestment)],
    [t('campaign.metric.step'), money(m.step)],
    [t('campaign.metric.target'), money(m.target)],
    [t('campaign.metric.available'), money(m.available), 'available'],
  ];
  const percent = raisedPercent(m);
  return html`<section
      class="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
      aria-labelledby="campaign-metrics-heading"
    >
      <h2 id="campaign-metrics-heading" class="mb-4 text-lg font-semibold text-gray-900">${t('campaign.metrics')}</h2>
      <div class="mb-6 flex flex-col gap-2">
        <div class="flex flex-wrap items-baseline justify-between gap-2 text-sm text-gray-700">
          <span id="campaign-raised-text" data-raised-text>${raisedText(m, t)}</span>
          <span data-days-left>${t('campaign.daysLeft', { count: m.daysLeft })}</span>
        </div>
        <progress
          class="campaign-raised h-3 w-full"
          max="100"
          value="${percent}"
          aria-labelledby="campaign-raised-text"
          data-raised-bar
        >
          ${percent} %
        </progress>
        <details class="text-sm text-gray-700">
          <summary class="link inline-block min-h-11 cursor-pointer py-2 md:min-h-0 md:py-0">
            ${t('campaign.raisedHelp.title')}
          </summary>
          <p class="mt-1" data-raised-help>${t('campaign.raisedHelp.text')}</p>
        </details>
      </div>
      <dl class="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        ${metrics.map(
          ([label, value, id]) =>
            html`<div class="rounded-lg bg-gray-50 p-3">
              <dt class="text-xs uppercase tracking-wide text-gray-600">${label}</dt>
              <dd class="mt-1 font-semibold text-gray-900" ${id ? html` data-metric="${id}"` : raw('')}>${value}</dd>
            </div> `,
        )}
      </dl>
    </section>
    ${termsSection(offer, lang, t, brand)}`;
}

/** The product's terms: its image and description, rate, interest, payments, duration and the campaign's period. */
function termsSection(offer: PublicOffer, lang: Language, t: Translate, brand: CampaignPageBrand): SafeHtml {
  const { campaign, product } = offer;
  const productImage = product.imageUrl ?? brand.productPlaceholderUrl;
  const productText = translationIn(product.translations, lang);
  const rate = `${(product.annualRateBasisPoints / 100).toFixed(2).replace('.', ',')} %`;
  const duration = (d: { value: number; unit: string }) => t(`campaign.duration.${d.unit}`, { count: d.value });
  const terms: Array<[string, string]> = [
    [t('campaign.terms.product'), `${productText.name} (${product.code})`],
    [t('campaign.terms.rate'), rate],
    [t('campaign.terms.interestType'), t(`campaign.interestType.${product.interestType}`)],
    [t('campaign.terms.frequency'), t(`campaign.frequency.${product.paymentFrequency}`)],
    [t('campaign.terms.duration'), duration(product.duration)],
    [
      t('campaign.terms.period'),
      t('campaign.terms.periodValue', {
        from: formatDate(campaign.startDate, 'DD.MM.YYYY'),
        to: formatDate(campaign.endDate, 'DD.MM.YYYY'),
      }),
    ],
  ];
  return html`<section
    class="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    aria-labelledby="campaign-terms-heading"
  >
    <h2 id="campaign-terms-heading" class="mb-4 text-lg font-semibold text-gray-900">${t('campaign.terms.title')}</h2>
    ${productImage && html`<img src="${productImage}" alt="" class="mb-4 max-h-48 w-full rounded-lg object-cover" data-product-image />`}
    ${productText.description && html`<p class="mb-4 whitespace-pre-line text-gray-700">${productText.description}</p>`}
    <dl class="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      ${terms.map(
        ([label, value]) =>
          html`<div class="flex flex-col">
            <dt class="text-sm text-gray-600">${label}</dt>
            <dd class="font-medium text-gray-900">${value}</dd>
          </div> `,
      )}
    </dl>
  </section>`;
}

const QUOTE_CLASS = 'border-l-4 border-main pl-4 whitespace-pre-line text-gray-800';

const SECONDARY =
  'inline-flex items-center justify-center gap-2 rounded-md border border-main bg-white px-4 py-2.5 ' +
  'font-semibold text-main hover:bg-highlight disabled:cursor-not-allowed disabled:opacity-60';

/** A button that waits for what the notices of these ids ask first: disabled, and described by them. */
function waitsFor(...ids: (string | null)[]): SafeHtml {
  const waiting = ids.filter((id): id is string => id !== null);
  return waiting.length === 0 ? new SafeHtml('') : html` disabled aria-describedby="${waiting.join(' ')}"`;
}

const submitButton = (label: string, busyLabel: string, waitingFor: (string | null)[] = []): SafeHtml =>
  html`<button type="submit" class="btn-primary" data-submit${waitsFor(...waitingFor)}>
    <span data-idle-label>${label}</span> <span data-busy-label hidden>${busyLabel}</span>
  </button>`;

// The action area: the content is plain HTML; the actions need JavaScript (the API takes PATCH and multipart, not
// form posts), so they are rendered disabled with a note and src/scripts/campaign-offer.ts enables them. The
// invest form (/invest) works without JavaScript too.
function actionsSection(
  offer: PublicOffer,
  token: string,
  lang: Language,
  t: Translate,
  brand: CampaignPageBrand,
): SafeHtml {
  const { offer: o } = offer;
  const view = actionView(o);
  const blocked = blockedKey(o.actions.blockedBy);
  const investHref = `/invest?token=${encodeURIComponent(token)}`;
  const protectionWait =
    offer.protection && !offer.protection.ready && (view.accept || view.interest) ? PROTECTION_WAIT_ID : null;
  return html`<section
    class="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    aria-labelledby="offer-actions-heading"
    data-offer-actions
  >
    <h2 id="offer-actions-heading" class="mb-2 text-lg font-semibold text-gray-900">${t('campaign.actions.title')}</h2>
    <p class="mb-4 text-gray-800">
      ${t('campaign.actions.status')} <strong data-offer-status>${statusText(o, t)}</strong>
    </p>
    <div role="status" data-announce></div>
    <p class="notice notice-info mb-4" data-blocked${attrIf('hidden', !blocked)}>${blocked ? t(blocked) : ''}</p>
    ${view.anyScriptAction && html`<noscript><p class="notice notice-info mb-4">${t('campaign.noScript')}</p></noscript>`}
    <p class="notice notice-error mb-4 whitespace-pre-line" role="alert" tabindex="-1" data-action-error hidden></p>
    ${offer.protection && (view.accept || view.interest) && testNotice(offer.protection, token, t)}
    ${offer.protection && o.actions.blockedBy !== 'lost' && kiisLink(token, lang, o.kiis, t, !view.accept && !view.interest)}
    <div class="flex flex-col gap-6">
      <div class="flex flex-col gap-3" data-open-area${attrIf('hidden', !view.accept && !view.interest)}>
        <fieldset class="flex flex-wrap gap-3" data-needs-script disabled>
          <legend class="sr-only">${t('campaign.interest.legend')}</legend>
          <button
            type="button"
            class="${SECONDARY}"
            data-interest${attrIf('hidden', !view.interest)}${waitsFor(protectionWait)}
          >
            ${t('campaign.interest.button')}
          </button>
        </fieldset>
        ${acceptForm(offer, t, brand, { shown: view.accept, protectionWait })}
        <p class="text-sm text-gray-700" data-invest-link${attrIf('hidden', !view.investLink)}>
          ${t('campaign.invest.prompt')} <a class="link" href="${investHref}">${t('campaign.invest.link')}</a>
        </p>
      </div>
      ${offer.protection && revokeArea(o, offer.protection, t)} ${uploadArea(o, view.upload, t)} ${pdfArea(view.pdf, t)}
    </div>
  </section>`;
}

/** The accept form: the amount (within the campaign's bounds), the consent when protected, the submit button. */
function acceptForm(
  offer: PublicOffer,
  t: Translate,
  brand: CampaignPageBrand,
  { shown, protectionWait }: { shown: boolean; protectionWait: string | null },
): SafeHtml {
  const { offer: o, campaign } = offer;
  const m = campaign.metrics;
  const bounds = boundsHint(m, t);
  return html` <form
    class="flex flex-col gap-3"
    aria-labelledby="accept-heading"
    data-accept-form${attrIf('hidden', !shown)}
  >
    <h3 id="accept-heading" class="font-semibold text-gray-900">${t('campaign.accept.title')}</h3>
    <p id="investment-value-hint" class="text-sm text-gray-700">${bounds}</p>
    <fieldset class="flex flex-col gap-3" data-needs-script disabled>
      <legend class="sr-only">${t('campaign.accept.title')}</legend>
      <div class="field">
        <label for="investment-value" class="field-label"
          >${t('campaign.accept.amount', { currency: m.currency })}</label
        >
        <input
          id="investment-value"
          name="investmentValue"
          type="text"
          autocomplete="off"
          inputmode="decimal"
          required
          aria-describedby="investment-value-error"
          class="field-input"
        />
        <p id="investment-value-error" class="field-error" data-error-for="investmentValue" hidden></p>
      </div>
      ${offer.protection && consentField(t)}
      <div class="sm:max-w-xs">
        ${submitButton(brand.investButton ?? t('campaign.accept.submit'), t('campaign.accept.busy'), [
          protectionWait,
          o.kiis && !o.kiis.received ? 'kiis-wait' : null,
        ])}
      </div>
    </fieldset>
  </form>`;
}

/** The offer's PDF download button (the script enables it). */
function pdfArea(shown: boolean, t: Translate): SafeHtml {
  return html`<fieldset class="flex flex-col items-start gap-2" data-needs-script disabled${attrIf('hidden', !shown)}>
    <legend class="sr-only">${t('campaign.pdf.legend')}</legend>
    <button type="button" class="${SECONDARY}" data-pdf>
      <span data-idle-label>${t('campaign.pdf.button')}</span>
      <span data-busy-label hidden>${t('campaign.pdf.busy')}</span>
    </button>
  </fieldset>`;
}

/** The payment-confirmation upload: a drop area with a labelled button (the script takes it over), the files sent. */
function uploadArea(o: PublicOffer['offer'], shown: boolean, t: Translate): SafeHtml {
  return html`<div class="flex flex-col gap-3" data-upload-area${attrIf('hidden', !shown)}>
    <h3 id="upload-heading" class="font-semibold text-gray-900">${t('campaign.upload.title')}</h3>
    <form class="flex flex-col gap-3" aria-labelledby="upload-heading" data-upload-form>
      <fieldset class="flex flex-col gap-3" data-needs-script disabled>
        <legend class="sr-only">${t('campaign.upload.title')}</legend>
        <div class="field">
          <span id="upload-file-label" class="field-label">${t('campaign.upload.file')}</span>
          <div class="file-drop" data-dropzone>
            <input
              id="upload-file"
              name="file"
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              class="sr-only"
              aria-labelledby="upload-file-label"
              aria-describedby="upload-file-name upload-file-hint upload-file-error"
            />
            <label for="upload-file" class="file-drop-button" aria-hidden="true">${t('upload.choose')}</label>
            <span id="upload-file-name" class="text-sm break-all text-gray-900" data-file-name
              >${t('upload.noFile')}</span
            >
            <span class="text-sm text-gray-700 max-md:hidden">${t('upload.dropHint')}</span>
            <span class="text-sm text-gray-700 md:hidden">${t('upload.phoneHint')}</span>
          </div>
          <p id="upload-file-hint" class="text-sm text-gray-700">${t('campaign.upload.hint')}</p>
          <p id="upload-file-error" class="field-error" data-upload-error hidden></p>
        </div>
        <div class="flex items-center gap-3" data-upload-progress hidden>
          <progress
            id="upload-progress"
            class="h-3 flex-1"
            max="100"
            value="0"
            aria-labelledby="upload-progress-text"
          ></progress>
          <span id="upload-progress-text" class="w-40 text-sm text-gray-800" data-upload-percent
            >${t('campaign.upload.progress', { percent: 0 })}</span
          >
        </div>
        <div class="sm:max-w-xs">${submitButton(t('campaign.upload.submit'), t('campaign.upload.busy'))}</div>
      </fieldset>
    </form>
    <h4 class="text-sm font-semibold text-gray-900">${t('campaign.upload.list')}</h4>
    <p class="text-sm text-gray-700" data-no-attachments${attrIf('hidden', o.attachments.length > 0)}>
      ${t('campaign.upload.none')}
    </p>
    <ul class="flex flex-col gap-1 text-sm text-gray-800" data-attachments>
      ${o.attachments.map(
        (file) =>
          html`<li>
            ${t('campaign.upload.item', { name: file.name, size: fileSize(file.size), date: formatDate(file.uploadedAt) })}
          </li>`,
      )}
    </ul>
  </div>`;
}

// The landing's regulation and privacy documents and its two marketing consents (texts of the landing in the page
// language, else Polish). Shown as information; the invest form asks for the consents.
function documentsSection(dictionary: OfferDictionary, lang: Language, t: Translate): SafeHtml | null {
  const { documents, consents } = dictionary;
  if (documents.length === 0 && consents.length === 0) return null;
  const inLang = (texts: Partial<Record<string, string>>) => texts[lang] ?? texts.pl ?? Object.values(texts)[0] ?? '';
  const documentLabel = (doc: OfferDictionary['documents'][number]) =>
    inLang(doc.labels) || t(`campaign.documents.${doc.id}`);
  return html`<section
    class="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    aria-labelledby="campaign-documents-heading"
  >
    <h2 id="campaign-documents-heading" class="mb-4 text-lg font-semibold text-gray-900">
      ${t('campaign.documents.title')}
    </h2>
    ${
      documents.length > 0 &&
      html`<ul class="mb-4 flex flex-col gap-2" data-documents>
        ${documents.map(
          (doc) =>
            html`<li>
              <a class="link" href="${doc.url}" target="_blank" rel="noopener noreferrer">${documentLabel(doc)}</a>
            </li>`,
        )}
      </ul>`
    }
    ${
      consents.length > 0 &&
      html`<h3 class="mb-2 text-sm font-semibold text-gray-900">${t('campaign.consents.title')}</h3>
        <ul class="flex list-disc flex-col gap-2 pl-5 text-sm text-gray-700" data-consents>
          ${consents.map((consent) => html`<li class="whitespace-pre-line">${inLang(consent.texts)}</li>`)}
        </ul>
        <p class="mt-2 text-sm text-gray-600">${t('campaign.consents.note')}</p>`
    }
  </section>`;
}
