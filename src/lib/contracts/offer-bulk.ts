// POST /api/advisor/investor/offers/bulk (issue 19): one action on many offers, chosen by id or by the list's
// filters, each offer in its own transaction.
import { z } from 'zod';
import { STATUS_NOTE_MAX } from '../offers/lost-reasons';
import { V } from '../validation/keys';
import { multiLine } from '../validation/text-hygiene';
import { OFFER_CSV_COLUMNS, OFFER_SCOPES } from './offer-list';

/**
 * owner: pass to another advisor; remind: the reminder e-mail (invited, viewed or accepted offers; decision 0049);
 * kyc-invite: send the KYC questionnaire; lost: mark lost; export: CSV.
 */
export const BULK_ACTIONS = ['owner', 'remind', 'kyc-invite', 'lost', 'export'] as const;

/** At most this many offers per action; more is refused as a whole (400, parameters.limit). */
export const BULK_LIMIT = 1000;

const text = (max: number) => z.string().max(max, { error: V.maxLength });

/** The body (documented inline: a request body is written out as JSON Schema, without a component). */
export const bulkRequestSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: V.invalidValue }),
    // The chosen offers; or `filter`: every offer the list shows with these filters. Up to the limit; more is
    // refused with the limit named (offer-bulk.ts), so the array itself takes a little more. Each an id as the
    // database writes one (any 8-4-4-4-12 hex, which z.uuid's RFC versions would narrow): anything else fails its
    // uuid cast in the query, which for export comes after the CSV's header went out.
    offerIds: z
      .array(z.guid({ error: V.invalidValue }))
      .max(BULK_LIMIT * 10, { error: V.maxValue })
      .optional(),
    /** A filter of the list query (the table state's {name, operator, value}). */
    filter: z
      .object({
        scope: z.enum(OFFER_SCOPES, { error: V.invalidValue }),
        filters: z
          .array(z.object({ name: text(40), operator: text(10), value: text(1000) }).strict())
          .max(40, { error: V.maxValue }),
      })
      .strict()
      .optional(),
    /** owner: the advisor who takes the offers. */
    ownerId: text(64).optional(),
    /** lost: the lost-reason code, and a note for each status change. */
    reason: z.string().trim().max(40, { error: V.invalidValue }).optional(),
    note: multiLine(z.string().trim().max(STATUS_NOTE_MAX, { error: V.maxLength })).optional(),
    /** export: the CSV columns (default all the scope has). */
    columns: z
      .array(z.enum(OFFER_CSV_COLUMNS, { error: V.invalidValue }))
      .min(1)
      .max(OFFER_CSV_COLUMNS.length)
      .optional(),
  })
  .strict();
export type BulkRequest = z.infer<typeof bulkRequestSchema>;

const bulkResultSchema = z.object({
  offerId: z.string(),
  outcome: z.enum(['done', 'refused']),
  /** Refused: the error code and label the single action would have answered. */
  code: z.string().optional(),
  label: z.string().optional(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The answer of every action but export (which answers the CSV). */
export const bulkAnswerSchema = z.object({ results: z.array(bulkResultSchema) }).meta({ id: 'BulkAnswer' });
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>;
