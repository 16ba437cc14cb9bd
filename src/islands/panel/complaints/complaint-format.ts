import type { ComplaintStatus } from '../../../lib/contracts/complaint';

/** Badge colours of a complaint's status; overdue wins over the status. */
export const COMPLAINT_STATUS_CLASSES: Record<ComplaintStatus | 'overdue', string> = {
  new: 'bg-blue-100 text-blue-900',
  in_progress: 'bg-amber-100 text-amber-900',
  answered: 'bg-green-100 text-green-900',
  overdue: 'bg-red-100 text-red-900',
};
