// The investor's GDPR requests (issue 20, docs/decisions/0054-gdpr-export-and-erasure.md): the export of their data
// and the request to erase it, with the answer.

/** The kinds of data an erasure answer speaks of (the i18n keys privacy.kind.<kind>). */
export const ERASURE_KINDS = [
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
type ErasureKind = (typeof ERASURE_KINDS)[number];

/** Why a kind is kept (the i18n keys privacy.reason.<reason>). */
export const RETENTION_REASONS = ['contract', 'aml', 'ecspr', 'accounting', 'complaints', 'security'] as const;
export type RetentionReason = (typeof RETENTION_REASONS)[number];

/** One kind of data and what became of it. */
export interface ErasureItem {
  kind: ErasureKind;
  /** For a kept kind: the legal reason. */
  reason?: RetentionReason;
  /**
   * For a kept kind: the last day it must be kept (YYYY-MM-DD), or null when that cannot be known yet: while the
   * relationship lasts (contract, aml, ecspr, accounting) or while the account exists (security).
   */
  keptUntil?: string | null;
}

export interface ErasureOutcome {
  erased: ErasureItem[];
  kept: ErasureItem[];
  /** The relationship's end the retention is counted from (ISO), or null while it lasts. */
  relationshipEnd: string | null;
}

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a prepared export can be downloaded. */
export const DATA_EXPORT_DAYS = 7;

export interface DataExportView {
  id: string;
  status: DataExportStatus;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
  downloadedAt: string | null;
}

export interface ErasureView {
  id: string;
  requestedAt: string;
  outcome: ErasureOutcome;
}

export interface PrivacyView {
  exports: DataExportView[];
  erasures: ErasureView[];
}
