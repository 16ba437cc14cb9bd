import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { addDays, calendarDateOf, formatDate } from '../../../../lib/format/date';
import type { Translate } from '../../../../lib/i18n-types';
import {
  advisorSchema,
  DOCUMENT_INDEFINITELY,
  type AdvisorFormValues,
  type AdvisorPayload,
  type AdvisorRow,
} from '../../../../lib/contracts/advisor';
import { errorBodyOf } from '../../../../lib/api/api-error';
import { DOCUMENT_EXPIRY_MIN_DAYS } from '../../../../lib/validation/product-rules';
import { issueMessage } from '../../../../lib/validation/zod-issues';

/** The fields of the advisor form, in the order they are shown (and focused when invalid). */
export const ADVISOR_FIELDS = [
  'firstName',
  'surname',
  'email',
  'brokerNetworkIds',
  'externalId',
  'documentType',
  'documentNumber',
  'documentExpiryDate',
  'documentCountry',
  'powerOfAttorneyStartDate',
  'powerOfAttorneyEndDate',
] as const satisfies readonly (keyof AdvisorFormValues)[];

export type AdvisorField = (typeof ADVISOR_FIELDS)[number];

/**
 * What the form holds while it is being filled: every field as text (or the ids of the ticked networks); the
 * document type and country start empty until chosen.
 */
export type AdvisorFormState = Omit<AdvisorFormValues, 'documentType'> & {
  documentType: AdvisorFormValues['documentType'] | '';
};

/** An empty form; a coordinator of a single network gets that network ticked. */
export function emptyAdvisorForm(networkIds: readonly string[]): AdvisorFormState {
  return {
    firstName: '',
    surname: '',
    email: '',
    brokerNetworkIds: networkIds.length === 1 ? [...networkIds] : [],
    externalId: '',
    documentType: '',
    documentNumber: '',
    documentExpiryDate: '',
    documentCountry: '',
    powerOfAttorneyStartDate: '',
    powerOfAttorneyEndDate: '',
  };
}

/** A stored date (YYYY-MM-DD) as the form shows it (DD.MM.YYYY); '' when there is none. */
const shown = (date: string | null) => (date ? formatDate(date, 'DD.MM.YYYY') : '');

/** The form filled with an advisor's data, dates as DD.MM.YYYY. */
export function advisorToForm(advisor: AdvisorRow): AdvisorFormState {
  return {
    firstName: advisor.firstName,
    surname: advisor.surname,
    email: advisor.email,
    brokerNetworkIds: [...advisor.brokerNetworkIds],
    externalId: advisor.externalId ?? '',
    documentType: advisor.documentType ?? '',
    documentNumber: advisor.documentNumber ?? '',
    documentExpiryDate:
      advisor.documentExpiryDate === DOCUMENT_INDEFINITELY ? DOCUMENT_INDEFINITELY : shown(advisor.documentExpiryDate),
    documentCountry: advisor.documentCountry ?? '',
    powerOfAttorneyStartDate: shown(advisor.powerOfAttorneyStartDate),
    powerOfAttorneyEndDate: shown(advisor.powerOfAttorneyEndDate),
  };
}

/** The earliest document expiry the rule accepts (today + 7 days, UTC day of the clock), as YYYY-MM-DD. */
export function earliestDocumentExpiry(now: number | Date): string {
  return formatDate(addDays(calendarDateOf(now), DOCUMENT_EXPIRY_MIN_DAYS), 'YYYY-MM-DD');
}

/**
 * react-hook-form's zodResolver on the shared advisor schema, with messages translated here: the schema's
 * messages are i18n keys, and some interpolate values zodResolver drops (the 7 days of the expiry rule, the
 * maximum length), so the failing fields are read again from zod's issues. The form shows messages as given,
 * like the server violations setServerViolations places.
 */
export function advisorResolver(
  clock: () => number,
  t: Translate,
): Resolver<AdvisorFormState, unknown, AdvisorPayload> {
  const schema = advisorSchema(clock);
  const base = zodResolver(schema) as unknown as Resolver<AdvisorFormState, unknown, AdvisorPayload>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      // Every field is top-level; an issue inside a list (one network id) belongs to the list.
      const field = String(issue.path[0] ?? '');
      if (!field || errors[field]) continue;
      errors[field] = { type: issue.code, message: issueMessage(issue, t) };
    }
    return { values: {}, errors: toNestErrors<AdvisorFormState>(errors, options) };
  };
}

/** Server property paths that name one item of a list ('brokerNetworkIds[1]') go on the list's field. */
export function violationAliases(error: unknown): Record<string, AdvisorField> {
  const aliases: Record<string, AdvisorField> = {};
  for (const violation of errorBodyOf(error).violations ?? []) {
    const list = /^(\w+)\[\d+\]/.exec(violation.propertyPath)?.[1];
    if (list && (ADVISOR_FIELDS as readonly string[]).includes(list))
      aliases[violation.propertyPath] = list as AdvisorField;
  }
  return aliases;
}
