import { z } from 'zod';
import { formatDate, parseDate, compareDates } from '../format/date';
import { V } from '../validation/keys';
import { INDEFINITELY } from '../validation/product-rules';
import { namedRefSchema } from './common';
import { atLeastOne, documentExpiry, email, optionalString, requiredString } from './fields';
import { UUID_PATTERN } from '../validation/patterns';

// The advisor form of /app/advisors/new and /app/advisors/{id}, and the body of POST /api/advisor/advisor and
// PUT /api/advisor/advisor/{brokerId} (SPEC sections 3 and 5). The server adds what only it can check: the
// e-mail unique per landing, and every network one the caller coordinates.

export const ADVISOR_STATUSES = ['initial', 'active', 'deleted'] as const;
export type AdvisorStatus = (typeof ADVISOR_STATUSES)[number];

export const DOCUMENT_TYPES = ['ID_CARD', 'PASSPORT'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** i18n key: the power of attorney ends before it starts. */
const POWER_OF_ATTORNEY_END_KEY = 'validation.powerOfAttorneyEnd';

/** The value of documentExpiryDate for a document that never expires. */
export const DOCUMENT_INDEFINITELY = INDEFINITELY;

const networkId = () =>
  z
    .string({ error: V.invalidValue })
    .regex(UUID_PATTERN, { error: V.invalidValue })
    .transform((v) => v.toLowerCase());

/** Text of at most `max` characters (after trimming). */
const text = (max: number) => requiredString().max(max, { error: V.maxLength });

/** An optional calendar date in either format of SPEC section 5; parses to YYYY-MM-DD, or null when empty. */
const optionalDate = () =>
  z
    .string()
    .nullish()
    .refine((value) => !value?.trim() || parseDate(value) !== null, { error: V.invalidDate })
    .transform((value) => (value?.trim() ? formatDate(parseDate(value), 'YYYY-MM-DD') : null));

/** ISO 3166-1 alpha-2, upper case (the form offers the countries of GET /api/advisor/advisor-form). */
const countryCode = () =>
  requiredString()
    .transform((value) => value.toUpperCase())
    .refine((value) => /^[A-Z]{2}$/.test(value), { error: V.invalidValue });

/**
 * The advisor form. `clock` is today's source for the document expiry rule (at least 7 days ahead, or
 * 'indefinitely'); the server passes its injected clock. Dates are accepted as YYYY-MM-DD or DD.MM.YYYY and
 * come out as YYYY-MM-DD.
 */
export const advisorSchema = (clock: () => Date | number) =>
  z
    .object({
      firstName: text(100),
      surname: text(100),
      email: email()
        .pipe(z.string().max(254, { error: V.maxLength }))
        .transform((value) => value.toLowerCase()),
      brokerNetworkIds: atLeastOne(networkId(), V.networkRequired).transform((ids) => [...new Set(ids)]),
      externalId: optionalString()
        .nullable()
        .pipe(z.string().max(100, { error: V.maxLength }).nullish())
        .transform((value) => value || null),
      documentType: z.enum(DOCUMENT_TYPES, { error: V.required }),
      documentNumber: text(50),
      documentExpiryDate: documentExpiry(clock).transform((value) =>
        value === DOCUMENT_INDEFINITELY ? DOCUMENT_INDEFINITELY : formatDate(parseDate(value), 'YYYY-MM-DD'),
      ),
      documentCountry: countryCode(),
      powerOfAttorneyStartDate: optionalDate(),
      powerOfAttorneyEndDate: optionalDate(),
    })
    .refine((v) => powerOfAttorneyInOrder(v.powerOfAttorneyStartDate, v.powerOfAttorneyEndDate), {
      error: POWER_OF_ATTORNEY_END_KEY,
      path: ['powerOfAttorneyEndDate'],
      // Checked even when other fields fail, so the form shows every problem at once.
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | null;
        return typeof value === 'object' && value !== null;
      },
    });

/** End not before start; true while either date is missing or unreadable (their own rules report that). */
function powerOfAttorneyInOrder(startValue: unknown, endValue: unknown): boolean {
  const start = typeof startValue === 'string' ? parseDate(startValue) : null;
  const end = typeof endValue === 'string' ? parseDate(endValue) : null;
  return !start || !end || compareDates(end, start) >= 0;
}

type AdvisorSchema = ReturnType<typeof advisorSchema>;
/** What the form holds (and what the API accepts). */
export type AdvisorFormValues = z.input<AdvisorSchema>;
/** The validated, normalised advisor data. */
export type AdvisorPayload = z.output<AdvisorSchema>;

/** GET /api/advisor/advisor list: the columns it sorts by (sorting {name, order}). */
export const ADVISOR_SORT_FIELDS = ['firstName', 'surname', 'email', 'status', 'externalId', 'createdAt'] as const;
export type AdvisorSortField = (typeof ADVISOR_SORT_FIELDS)[number];

/**
 * GET /api/advisor/advisor list filters (SPEC section 9 operators): text fields with like (contains, case
 * insensitive) or leq; status with in (comma-separated); brokerNetworkIds with contain (comma-separated ids,
 * the advisor belongs to any of them).
 */
export const ADVISOR_FILTER_OPERATORS = {
  firstName: ['like', 'leq'],
  surname: ['like', 'leq'],
  email: ['like', 'leq'],
  externalId: ['like', 'leq'],
  status: ['in'],
  brokerNetworkIds: ['contain'],
} as const;
export type AdvisorFilterName = keyof typeof ADVISOR_FILTER_OPERATORS;

/** One list row (and the body of GET /api/advisor/advisor/{id}). */
export const advisorRowSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    status: z.enum(ADVISOR_STATUSES),
    externalId: z.string().nullable(),
    brokerNetworkIds: z.array(z.string()),
    brokerNetworks: z.array(namedRefSchema),
    documentType: z.enum(DOCUMENT_TYPES).nullable(),
    documentNumber: z.string().nullable(),
    documentExpiryDate: z.string().nullable().meta({ description: "YYYY-MM-DD, 'indefinitely' or null" }),
    documentCountry: z.string().nullable(),
    powerOfAttorneyStartDate: z.string().nullable(),
    powerOfAttorneyEndDate: z.string().nullable(),
    /** Whether the caller may edit, activate and archive this advisor (coordinates one of its networks). */
    editable: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdvisorRow' });
export type AdvisorRow = z.infer<typeof advisorRowSchema>;

/** GET /api/advisor/advisor-form: what the form needs. */
export const advisorFormDataSchema = z
  .object({
    /** Networks the caller coordinates: the only ones an advisor may be put in by them. */
    networks: z.array(namedRefSchema),
    documentTypes: z.array(z.enum(DOCUMENT_TYPES)),
    /** ISO 3166-1 alpha-2 codes; the form names them with Intl.DisplayNames in the current language. */
    countries: z.array(z.string()),
    statuses: z.array(z.enum(ADVISOR_STATUSES)),
  })
  .meta({ id: 'AdvisorFormData' });
export type AdvisorFormData = z.infer<typeof advisorFormDataSchema>;
