// POST /api/advisor/advisors/bulk (issue 19): one action on the chosen advisors, each on its own with the single
// action's rules. Kept free of zod so islands can import it cheaply.

/** send-activation: the activation e-mail again (advisors not yet active); archive: status archived. */
export const ADVISOR_BULK_ACTIONS = ['send-activation', 'archive'] as const;
export type AdvisorBulkAction = (typeof ADVISOR_BULK_ACTIONS)[number];
/** At most this many advisors per action. */
export const ADVISOR_BULK_LIMIT = 200;

export interface AdvisorBulkResult {
  advisorId: string;
  outcome: 'done' | 'refused';
  code?: string;
  label?: string;
}

/** A filter of the advisors list, as its query string carries it (filters[i][name|operator|value]). */
interface AdvisorListFilter {
  name: string;
  operator: string;
  value: string;
}

/** Which advisors: the ids chosen, or every advisor the list's filters match ("all N matching"). */
export interface AdvisorBulkTargets {
  advisorIds?: string[] | undefined;
  filter?: { filters: AdvisorListFilter[] } | undefined;
}
