import { ADVISOR_STATUSES, type AdvisorStatus } from '../../../../lib/contracts/advisor';
import type { TableConfig } from '../../table/table-state';
import { UUID_PATTERN } from '../../../../lib/validation/patterns';

/** The columns the advisors list sorts by (a subset of what the server accepts). */
const ADVISOR_LIST_SORT_FIELDS = ['firstName', 'surname', 'email', 'status'] as const;

/** The text filters of the list: contains, any case (SPEC section 9: like). */
export const ADVISOR_TEXT_FILTER_FIELDS = ['firstName', 'surname', 'email'] as const;

/**
 * What the advisors list accepts in its URL (anything else falls back to the defaults). Module-level and
 * constant: the URL-state hook memoises on it.
 */
export const ADVISOR_TABLE_CONFIG: TableConfig = {
  sortFields: ADVISOR_LIST_SORT_FIELDS,
  // The server's default order.
  defaultSorting: { name: 'surname', order: 'asc' },
  filters: {
    firstName: { operators: ['like', 'leq'] },
    surname: { operators: ['like', 'leq'] },
    email: { operators: ['like', 'leq'] },
    status: { operators: ['in'], values: ADVISOR_STATUSES, list: true },
    brokerNetworkIds: { operators: ['contain'], itemPattern: UUID_PATTERN, list: true },
  },
};

/** The kanban's columns, in SPEC order; deleted is shown as Archived. */
export const KANBAN_STATUSES: readonly AdvisorStatus[] = ['initial', 'active', 'deleted'];
