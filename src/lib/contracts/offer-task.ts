// Tasks on offers (issue 19): GET/POST /api/advisor/investor/offer/{offerId}/tasks, PATCH /api/advisor/tasks/{id},
// GET /api/advisor/tasks (the caller's open tasks due by today).

export const TASK_KINDS = ['call-back', 'check-payment', 'other'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_TITLE_MAX = 200;

export interface OfferTask {
  id: string;
  offerId: string;
  kind: TaskKind;
  title: string | null;
  /** YYYY-MM-DD. */
  dueDate: string;
  assignee: { id: string; name: string };
  /** The investor of the offer (the home's list names them). */
  investorName: string;
  /** ISO datetime, or null while open. */
  doneAt: string | null;
  /** Open and due before today (the landing's day). */
  overdue: boolean;
}

/** What POST takes. */
export interface OfferTaskInput {
  kind: TaskKind;
  title?: string;
  /** DD.MM.YYYY or YYYY-MM-DD. */
  dueDate: string;
  /** An active advisor of the offer's network; default the caller. */
  assigneeId?: string;
}
