import { z } from 'zod';
import { V } from '../validation/keys';
import { isNip } from '../validation/kyc-rules';
import { instantString } from './common';

// The investor's primary data (SPEC section 4, Verification steps: "natural person or company, plus tax residence
// country"), as the onboarding form and PUT /investor-api/profile both check it. One flat object, because the
// form is flat: a person gives first name and surname, a company its name and NIP; the country is always needed.
// The fields of the other kind are ignored and come out as null. The server also checks that the country is one
// it knows (src/server/advisors/countries.ts); this schema checks only its shape, so the browser needs no list.

/** Who the investor is. */
const INVESTOR_KINDS = ['person', 'company'] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number];

/** Messages of rules only this form has (keys of /tmp/i18n/primary-data.json). */
export const PROFILE_V = {
  nip: 'primaryData.validation.nip',
} as const;

export const NAME_MAX = 100;
export const COMPANY_NAME_MAX = 200;

/** Optional text: missing, null and blanks all read as ''. Conditional "required" is the object's rule below. */
const text = (max: number) =>
  z
    .string({ error: V.invalidValue })
    .trim()
    .max(max, { error: V.maxLength })
    .nullish()
    .transform((v) => v ?? '');

type Ctx = z.core.$RefinementCtx<unknown>;
const fail = (ctx: Ctx, field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

const fields = z.object({
  kind: z.enum(INVESTOR_KINDS, { error: V.required }),
  firstName: text(NAME_MAX),
  surname: text(NAME_MAX),
  companyName: text(COMPANY_NAME_MAX),
  /** Dashes and spaces are allowed while typing; stored as the 10 digits. */
  nip: text(13),
  /** ISO 3166-1 alpha-2 (upper-cased). */
  // One check for both messages: an aborting min(1) would stop the object's rules below for every field.
  taxResidenceCountry: z
    .string({ error: V.required })
    .trim()
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      if (!/^[A-Z]{2}$/.test(v)) ctx.addIssue({ code: 'custom', message: v === '' ? V.required : V.invalidValue });
    }),
});

/**
 * The kind's required fields. Runs even when another field is malformed (`when`), so the form shows every problem
 * at once; reads the raw input because the parsed one does not exist yet then.
 */
export const investorProfileSchema = fields
  .superRefine(
    (raw, ctx) => {
      const v = raw as Record<string, unknown>;
      if (v.kind === 'person') {
        if (blank(v.firstName)) fail(ctx, 'firstName', V.required);
        if (blank(v.surname)) fail(ctx, 'surname', V.required);
      } else if (v.kind === 'company') {
        if (blank(v.companyName)) fail(ctx, 'companyName', V.required);
        if (blank(v.nip)) fail(ctx, 'nip', V.required);
        // Too long is the length rule's message alone; it counts code points (zod), so this does too: counted in
        // UTF-16 units, astral characters skipped this rule and an invalid NIP reached the database.
        else if (typeof v.nip === 'string' && [...v.nip.trim()].length <= 13 && !isNip(v.nip))
          fail(ctx, 'nip', PROFILE_V.nip);
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((v) => {
    const person = v.kind === 'person';
    return {
      kind: v.kind,
      firstName: person ? v.firstName : null,
      surname: person ? v.surname : null,
      companyName: person ? null : v.companyName,
      nip: person ? null : v.nip.replace(/[\s-]/g, ''),
      taxResidenceCountry: v.taxResidenceCountry,
    };
  });

/** What is stored: the other kind's fields null, the NIP as 10 digits. */
export type InvestorProfile = z.output<typeof investorProfileSchema>;

/** GET and PUT /investor-api/profile. */
export const investorProfileViewSchema = z
  .object({
    /** null until the investor saves their primary data. */
    kind: z.enum(INVESTOR_KINDS).nullable(),
    /** Before the first save: the account's names, so the form starts with what is known. */
    firstName: z.string().nullable(),
    surname: z.string().nullable(),
    companyName: z.string().nullable(),
    nip: z.string().nullable(),
    taxResidenceCountry: z.string().nullable(),
    /** ISO date-time of the last save; null before the first. */
    updatedAt: instantString.nullable(),
    /** The ISO 3166-1 alpha-2 codes the server accepts for the tax residence (the form names them). */
    countries: z.array(z.string()),
  })
  .meta({ id: 'InvestorProfile' });
export type InvestorProfileView = z.infer<typeof investorProfileViewSchema>;
