import {
  DEFAULT_KYC_SORT,
  KYC_REVIEW_STATES,
  KYC_SORT_FIELDS,
  KYC_STATUSES,
  type KycSortField,
} from '../../../lib/contracts/kyc';
import type { KycIdentityView } from '../../../lib/contracts/kyc-views';
import type { ColumnPriority } from '../table/ListTable';
import type { TableConfig, TableFilter } from '../table/table-state';

/**
 * The /app/kyc table (issue 7): its columns, the sort field of each, and the filters the list endpoint takes
 * (src/server/routes/kyc/kyc.index.ts header). The table state lives in the URL like the other tables
 * (table-state.ts), e.g. ?filter.status=in:submitted&filter.createdAt=gte:2026-11-01&sort=submittedAt&order=desc.
 */
export const KYC_TABLE_COLUMNS = [
  'investorName',
  'investorEmail',
  'advisorName',
  'status',
  'review',
  'createdAt',
  'submittedAt',
  'expiresAt',
  'identity',
  'peselMasked',
  'bankAccountMasked',
] as const;
export type KycTableColumn = (typeof KYC_TABLE_COLUMNS)[number];

/**
 * Shown until the person chooses otherwise. The advisor column only matters to a coordinator (who also sees the
 * requests of their networks' advisors); the masked account is one click away, so the table stays narrow.
 */
export const DEFAULT_KYC_COLUMNS = {
  advisor: KYC_TABLE_COLUMNS.filter((c) => c !== 'advisorName' && c !== 'bankAccountMasked'),
  coordinator: KYC_TABLE_COLUMNS.filter((c) => c !== 'bankAccountMasked'),
} as const satisfies Record<string, readonly KycTableColumn[]>;

/**
 * How much room a column needs to show (ListTable's priorities, issue 36 item 7): the e-mail (shown under the name
 * until then) and the link's expiry (the status says when it has expired) need a box of 80rem; the sending date and
 * the masked numbers need 62rem (a 1024 px window); the rest always shows.
 */
export const KYC_COLUMN_PRIORITY: Record<KycTableColumn, ColumnPriority> = {
  investorName: 1,
  investorEmail: 3,
  advisorName: 1,
  status: 1,
  review: 1,
  createdAt: 2,
  submittedAt: 1,
  expiresAt: 3,
  identity: 1,
  peselMasked: 2,
  bankAccountMasked: 2,
};

/** The sort field of a column (null: the list cannot sort by it). */
export const KYC_COLUMN_SORT: Record<KycTableColumn, KycSortField | null> = {
  investorName: 'investorName',
  investorEmail: 'investorEmail',
  advisorName: 'advisorName',
  status: 'status',
  review: 'queue',
  createdAt: 'createdAt',
  submittedAt: 'submittedAt',
  expiresAt: 'expiresAt',
  identity: null,
  peselMasked: null,
  bankAccountMasked: null,
};

export const KYC_IDENTITY_STATES = ['not-started', 'in-progress', 'confirmed'] as const satisfies ReadonlyArray<
  KycIdentityView['state']
>;
export const KYC_DATE_FILTERS = ['createdAt', 'submittedAt'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A module constant: the URL-state hook memoises on the config. */
export const KYC_TABLE_CONFIG: TableConfig = {
  sortFields: KYC_SORT_FIELDS,
  defaultSorting: { ...DEFAULT_KYC_SORT },
  filters: {
    investorEmail: { operators: ['like', 'leq'] },
    investorName: { operators: ['like', 'leq'] },
    advisorName: { operators: ['like', 'leq'] },
    status: { operators: ['in'], values: KYC_STATUSES, list: true },
    identity: { operators: ['in'], values: KYC_IDENTITY_STATES, list: true },
    review: { operators: ['in'], values: KYC_REVIEW_STATES, list: true },
    // A single day each; the table module checks itemPattern per comma-separated item, so the request re-checks it whole.
    ...Object.fromEntries(KYC_DATE_FILTERS.map((name) => [name, { operators: ['gte', 'lte'], itemPattern: DAY }])),
  },
};

/** The filters as the API gets them: a date filter must be one whole day (YYYY-MM-DD), never a list. */
export function kycRequestFilters<F extends TableFilter>(filters: readonly F[]): F[] {
  return filters.filter(
    (f) => f.value.trim() !== '' && (!(KYC_DATE_FILTERS as readonly string[]).includes(f.name) || DAY.test(f.value)),
  );
}
