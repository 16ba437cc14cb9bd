import { atom } from 'nanostores';
import type { AdminConfiguration, LandingData } from '../contracts/landing';
import type { ApiClient } from '../api/create-api-client';
import { INVESTOR_CONTEXT } from '../session/context-types';
import { toLanguage } from '../language';
import type { Language } from '../language';
import { applyAdminConfiguration } from './apply-configuration';

/** The path of the admin configuration (SPEC section 7). */
const ADMIN_CONFIGURATION_PATH = '/public-api/advisor-panel-configuration';

/** Branding state of a page: the landing data it embeds and the admin configuration fetched for it. */
export function createBrandingStore(landing: LandingData | null) {
  const $landing = atom<LandingData | null>(landing);
  const $adminConfiguration = atom<AdminConfiguration | null>(null);
  /** The campaign language selected from the landing data: upper case, PL by default (SPEC sections 3, 4). */
  const $campaignLanguage = atom<string>(toLanguage(landing?.language).toUpperCase());
  return { $landing, $adminConfiguration, $campaignLanguage };
}
export type BrandingStore = ReturnType<typeof createBrandingStore>;

/** The language landing data gives: lower-cased, pl when missing or unknown; it is also the form locale. */
export const landingLanguage = (landing: LandingData | null): Language => toLanguage(landing?.language);

/**
 * Fetches the admin configuration (headers Context-Id = landing id, Context-Type investor-panel), stores it and
 * applies it to the page. A failure is ignored silently: the page keeps the brand it was rendered with.
 */
export async function loadAdminConfiguration(api: ApiClient, branding: BrandingStore, doc?: Document): Promise<void> {
  const landing = branding.$landing.get();
  if (!landing) return;
  try {
    const config = await api.get<AdminConfiguration>(ADMIN_CONFIGURATION_PATH, {
      headers: { 'Context-Id': landing.id, 'Context-Type': INVESTOR_CONTEXT },
    });
    if (!config || typeof config !== 'object') return;
    branding.$adminConfiguration.set(config);
    if (doc) applyAdminConfiguration(doc, config, landing.siteTitle);
  } catch {
    // SPEC section 4: a failure loading the white-label configuration is ignored silently.
  }
}
