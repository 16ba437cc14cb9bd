// The investor's GDPR requests (issue 20, docs/decisions/0053-complaints-and-gdpr.md): the export of their data
// and the request to erase it, with the answer.

/** One kind of data and what became of it. */
export interface ErasureItem {
  /** What: 'profile', 'marketing-consents', 'kyc', 'offers', 'complaints', ... */
  kind: string;
  /** For a kept kind: the legal reason (an i18n key's last part: 'aml', 'complaints', 'accounting'). */
  reason?: string;
  /** For a kept kind: the date until which it is kept (ISO date), or null while the relationship lasts. */
  keptUntil?: string | null;
}

export interface ErasureOutcome {
  erased: ErasureItem[];
  kept: ErasureItem[];
  /** The relationship's end the retention is counted from (ISO), or null while it lasts. */
  relationshipEnd: string | null;
}

export interface DataExportView {
  id: string;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  sizeBytes: number | null;
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
