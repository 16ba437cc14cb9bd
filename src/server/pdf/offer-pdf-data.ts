// What goes into the offer document, read from the database: the offer's landing (title and theme colours), the
// investor, terms, amount and schedule (the stored one of an active offer; for an accepted or open offer one
// generated for its amount from today, marked projected). Also the HTTP answer carrying it.
import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import { utcDate } from '../../lib/contracts/campaign';
import { themePalette } from '../../lib/contracts/landing';
import type { AppDeps } from '../app/app-env';
import { landings, scheduleRows } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { generateSchedule } from '../offers/schedule';
import type { OfferContext } from '../public-offer/public-offer';
import { downloadResponse, listAttachments } from '../uploads/offer-attachments';
import { firstConfirmationAt } from '../../lib/offers/offer-stage';
import { documentKey, documents } from './document-cache';
import { renderOfferPdf, type OfferPdfInput } from './offer-pdf';
import { landingLogo } from './pdf-logo';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'landings'>;

/**
 * The document's input. `previewAmount`: for an offer without a binding amount yet (not accepted), the amount
 * the investor is considering (already checked against the campaign's bounds by the caller).
 */
export async function offerPdfInput(
  deps: Deps,
  ctx: OfferContext,
  language: Language,
  previewAmount?: number,
): Promise<OfferPdfInput> {
  const { offer, campaign, product } = ctx;
  const landing = await deps.landings.byId(offer.landingId);
  if (!landing) throw new NotFoundError('Landing not found');
  const palette = themePalette(landing.theme, landing.themeColors);
  const now = deps.clock.now();
  const binding = offer.status === 'accepted' || offer.status === 'active';
  const amount = binding ? offer.amount : (previewAmount ?? offer.amount);

  let schedule: OfferPdfInput['schedule'] = null;
  if (offer.status === 'active') {
    const rows = await deps.database.db
      .select()
      .from(scheduleRows)
      .where(eq(scheduleRows.offerId, offer.id))
      .orderBy(asc(scheduleRows.seq));
    schedule = { projected: false, rows };
  } else if (amount !== null && amount > 0) {
    const [taxRow] = await deps.database.db
      .select({ tax: landings.taxRateBasisPoints })
      .from(landings)
      .where(eq(landings.id, offer.landingId));
    const rows = generateSchedule({
      amount,
      annualRateBasisPoints: product.annualRateBasisPoints,
      paymentFrequency: product.paymentFrequency,
      duration: { value: product.durationValue, unit: product.durationUnit },
      startDate: utcDate(now),
      taxRateBasisPoints: taxRow?.tax ?? 1900,
    });
    schedule = { projected: true, rows };
  }

  const name = [ctx.investor.firstName, ctx.investor.surname].filter((part) => part?.trim()).join(' ');
  const translated = <T extends { name: string }>(tr: Partial<Record<Language, T>> & { pl: T }) =>
    (tr[language]?.name ? tr[language] : tr.pl).name;
  return {
    language,
    brand: {
      siteTitle: landing.siteTitle,
      main: palette.main,
      highlight: palette.highlight,
      logo: landingLogo(landing.logoUrl),
    },
    investor: { name: name || ctx.investor.email, email: ctx.investor.email },
    campaignName: translated(campaign.translations),
    product: {
      code: product.code,
      name: translated(product.translations),
      interestType: product.interestType,
      annualRateBasisPoints: product.annualRateBasisPoints,
      paymentFrequency: product.paymentFrequency,
      duration: { value: product.durationValue, unit: product.durationUnit },
    },
    terms: {
      currency: campaign.currency,
      minInvestment: campaign.minInvestment,
      maxInvestment: campaign.maxInvestment,
      step: campaign.step,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
    },
    offer: {
      id: offer.id,
      status: offer.status,
      confirmationSentAt:
        offer.status === 'accepted' ? firstConfirmationAt(await listAttachments(deps.database.db, offer.id)) : null,
      amount,
      agreementDate: offer.agreementDate,
      paymentDate: offer.paymentDate,
      endDate: offer.endDate,
    },
    schedule,
    generatedAt: now,
  };
}

/** "oferta-<product code>-<YYYY-MM-DD>.pdf" (offer-... in English): recognisable in a downloads folder. */
function pdfFileName(input: OfferPdfInput): string {
  const code = input.product.code.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'offer';
  return `${input.language === 'pl' ? 'oferta' : 'offer'}-${code}-${utcDate(input.generatedAt)}.pdf`;
}

/**
 * The PDF as an attachment download: made once per input and kept (document-cache.ts). The document prints its
 * generation day, not the instant, so the key holds the day: the same offer's document is made again on the next day
 * (and at once when anything it shows changes). `x-document-cache` says whether it was kept (hit) or made (miss).
 */
export async function offerPdfResponse(input: OfferPdfInput): Promise<Response> {
  const key = documentKey('offer-pdf', { ...input, generatedAt: utcDate(input.generatedAt) });
  const { value: bytes, hit } = await documents.get(
    key,
    () => renderOfferPdf(input),
    (made) => made.length,
  );
  return downloadResponse(new Uint8Array(bytes), {
    contentType: 'application/pdf',
    fileName: pdfFileName(input),
    size: bytes.length,
    headers: { 'x-document-cache': hit ? 'hit' : 'miss' },
  });
}
