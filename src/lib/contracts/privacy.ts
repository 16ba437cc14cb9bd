// The investor's GDPR requests (issue 20, docs/decisions/0054-gdpr-export-and-erasure.md): the export of their data
// and the request to erase it, with the answer: the shapes of GET /investor-api/privacy and its requests, as zod schemas with
// their types inferred (the OpenAPI document names DataExport, ErasureAnswer and PrivacyView).
import { z } from 'zod';

/** The kinds of data an erasure answer speaks of (the i18n keys privacy.kind.<kind>). */
const ERASURE_KINDS = [
  /** The whole account and everything of it (only when the law keeps nothing). */
  'account',
  'marketing-consents',
  'phone',
  'lead-forms',
  'kyc-drafts',
  'data-exports',
  /** Kept: the e-mail address, names, language and primary data. */
  'identity',
  'kyc',
  'offers',
  'payments',
  'protection',
  'complaints',
  'sign-in-log',
] as const;

/** Why a kind is kept (the i18n keys privacy.reason.<reason>). */
const RETENTION_REASONS = ['contract', 'aml', 'ecspr', 'accounting', 'complaints', 'security'] as const;
export type RetentionReason = (typeof RETENTION_REASONS)[number];

/**
 * One kind of data and what became of it. For a kept kind: the legal reason, and the last day it must be kept
 * (YYYY-MM-DD), or null when that cannot be known yet: while the relationship lasts (contract, aml, ecspr,
 * accounting) or while the account exists (security).
 */
const erasureItemSchema = z.object({
  kind: z.enum(ERASURE_KINDS),
  reason: z.enum(RETENTION_REASONS).optional().meta({ description: 'Why a kept kind is kept' }),
  keptUntil: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'The last day it is kept (YYYY-MM-DD); null while the relationship or account lasts' }),
});
export type ErasureItem = z.infer<typeof erasureItemSchema>;

/** What was erased and what is kept; relationshipEnd: the end the retention is counted from (ISO), or null while it lasts. */
const erasureOutcomeSchema = z.object({
  erased: z.array(erasureItemSchema),
  kept: z.array(erasureItemSchema),
  relationshipEnd: z.string().nullable(),
});
export type ErasureOutcome = z.infer<typeof erasureOutcomeSchema>;

const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a prepared export can be downloaded. */
export const DATA_EXPORT_DAYS = 7;

export const dataExportSchema = z
  .object({
    id: z.string(),
    status: z.enum(DATA_EXPORT_STATUSES),
    requestedAt: z.string(),
    readyAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    sizeBytes: z.number().int().nullable(),
    downloadedAt: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExportView = z.infer<typeof dataExportSchema>;

export const erasureSchema = z
  .object({ id: z.string(), requestedAt: z.string(), outcome: erasureOutcomeSchema })
  .meta({ id: 'ErasureAnswer' });
export type ErasureView = z.infer<typeof erasureSchema>;

export const privacySchema = z
  .object({ exports: z.array(dataExportSchema), erasures: z.array(erasureSchema) })
  .meta({ id: 'PrivacyView' });
export type PrivacyView = z.infer<typeof privacySchema>;
