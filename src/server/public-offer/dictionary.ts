// What the offer page's form needs besides the offer (GET /public-api/campaign-offer/dictionary and
// GET /investor-api/dictionary): the enums, the landing's consents and documents, the upload limits.
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../lib/language';
import {
  CURRENCIES,
  DURATION_UNITS,
  INTEREST_TYPES,
  OFFER_STATUSES,
  PAYMENT_FREQUENCIES,
} from '../../lib/contracts/campaign';
import type { Landing } from '../../lib/contracts/landing';
import { INDUSTRIES, INVESTMENT_HORIZONS } from '../../lib/contracts/lead-form';
import {
  MAX_FILES_PER_OFFER,
  MAX_OFFER_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MEDIA_TYPES,
} from '../uploads/upload-limits';
import type { OfferDictionary } from '../../lib/contracts/public-offer';

export function offerDictionary(brand: Landing, options: { investor?: boolean } = {}): OfferDictionary {
  const consents = (['marketingConsent1', 'marketingConsent2'] as const)
    .map((id) => ({
      id,
      texts: Object.fromEntries(
        LANGUAGES.flatMap((lang) => (brand.texts[lang][id]?.trim() ? [[lang, brand.texts[lang][id]]] : [])),
      ),
    }))
    .filter((consent) => Object.keys(consent.texts).length > 0);
  const documents = (['regulation', 'privacy'] as const).flatMap((id) => {
    const url = brand.texts.pl[`${id}Url`] ?? brand.texts.en[`${id}Url`];
    if (!url) return [];
    const labels = Object.fromEntries(
      LANGUAGES.flatMap((lang) => (brand.texts[lang][`${id}Label`] ? [[lang, brand.texts[lang][`${id}Label`]!]] : [])),
    );
    return [{ id, labels, url }];
  });
  return {
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    currencies: [...CURRENCIES],
    offerStatuses: [...OFFER_STATUSES],
    interestTypes: [...INTEREST_TYPES],
    paymentFrequencies: [...PAYMENT_FREQUENCIES],
    durationUnits: [...DURATION_UNITS],
    consents,
    documents,
    upload: {
      maxBytes: MAX_UPLOAD_BYTES,
      maxFiles: MAX_FILES_PER_OFFER,
      maxTotalBytes: MAX_OFFER_UPLOAD_BYTES,
      mediaTypes: [...UPLOAD_MEDIA_TYPES],
    },
    ...(options.investor ? { industries: [...INDUSTRIES], horizons: [...INVESTMENT_HORIZONS] } : {}),
  };
}
