import { z } from 'zod';
import { landingSchema, type Landing } from '../../lib/contracts/landing';
import { hostSchema } from './host';

/** The editable fields of a landing: the landing without what the database assigns. */
export type LandingFields = Omit<Landing, 'id' | 'updatedAt'>;

/** Defaults of a new landing; a caller must still give slug, hosts and siteTitle. */
export const LANDING_DEFAULTS: Omit<LandingFields, 'slug' | 'hosts' | 'siteTitle'> = {
  isDefault: false,
  language: 'pl',
  favicon: '/favicon.svg',
  theme: 'default',
  themeColors: null,
  investorPanelHeaderColor: null,
  investorPanelDescriptionColor: null,
  advisorPanelHeaderColor: null,
  advisorPanelDescriptionColor: null,
  logoUrl: '/brands/default/logo.svg',
  logoSmallUrl: null,
  campaignPlaceholderUrl: null,
  productPlaceholderUrl: null,
  texts: { pl: {}, en: {} },
  investorPanelBlocked: false,
  backendBaseUrl: '',
};

/**
 * A landing as stored: the shared brand schema (src/lib/contracts/landing.ts) plus what only the server checks:
 * hosts are normalised, valid and distinct, and a custom theme has its colours.
 */
export const landingFieldsSchema = landingSchema
  .omit({ id: true, updatedAt: true })
  .extend({ hosts: z.array(hostSchema).min(1, 'a landing needs at least one host') })
  .superRefine((landing, ctx) => {
    const seen = new Set<string>();
    landing.hosts.forEach((host, index) => {
      if (seen.has(host)) ctx.addIssue({ code: 'custom', path: ['hosts', index], message: `${host} is listed twice` });
      seen.add(host);
    });
    if (landing.theme === 'custom' && !landing.themeColors) {
      ctx.addIssue({ code: 'custom', path: ['themeColors'], message: 'a custom theme needs its colours' });
    }
  });
