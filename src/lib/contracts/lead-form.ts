// The investor's lead (invest) form: what they are interested in. SPEC section 5: at least one industry must be
// selected. Stored one row per submission (lead_forms); the panel reads the last one.
import { z } from 'zod';
import { instantString, wholeNumber } from './common';
import { atLeastOne } from './fields';
import { CURRENCIES } from './campaign';
import { V } from '../validation/keys';
import { multiLine } from '../validation/text-hygiene';

/** Industries an investor can declare interest in; labels are i18n keys leadForm.industries.<id>. */
export const INDUSTRIES = [
  'real-estate',
  'energy',
  'technology',
  'healthcare',
  'finance',
  'manufacturing',
  'agriculture',
  'logistics',
  'retail',
  'other',
] as const;

/** How long the investor means to stay invested; labels leadForm.horizons.<id>. */
export const INVESTMENT_HORIZONS = ['up-to-1-year', '1-3-years', '3-5-years', 'over-5-years'] as const;

export const leadFormSchema = z.object({
  /** The interests: one or more industries, each once. */
  industries: atLeastOne(z.enum(INDUSTRIES, { error: V.invalidValue }), V.industryRequired).transform((list) => [
    ...new Set(list),
  ]),
  horizon: z
    .enum(INVESTMENT_HORIZONS, { error: V.invalidValue })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** The amount they consider, integer minor units of `currency`. */
  plannedAmount: z
    .number({ error: V.number })
    .int({ error: V.number })
    .positive({ error: V.minValue })
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  currency: z
    .enum(CURRENCIES, { error: V.invalidValue })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  comment: multiLine(z.string().trim().max(2000, { error: V.maxLength }))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});

export type LeadFormAnswers = z.output<typeof leadFormSchema>;

/** GET /investor-api/lead-form/last (nulls before the first submission) and the answer of POST /investor-api/lead-form. */
export const leadFormViewSchema = z
  .object({
    submittedAt: instantString.nullable(),
    answers: z
      .object({
        industries: z.array(z.enum(INDUSTRIES)),
        horizon: z.enum(INVESTMENT_HORIZONS).nullable(),
        plannedAmount: wholeNumber.nullable(),
        currency: z.enum(CURRENCIES).nullable(),
        comment: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'LeadForm' });
export type LeadFormView = z.infer<typeof leadFormViewSchema>;
