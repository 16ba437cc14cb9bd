// Tasks on offers (issue 19): GET/POST /api/advisor/investor/offer/{offerId}/tasks, PATCH /api/advisor/tasks/{id},
// GET /api/advisor/tasks (the caller's open tasks due by today).
import { z } from 'zod';
import { namedRefSchema } from './common';
import { formatDate, parseDate } from '../format/date';
import { V } from '../validation/keys';

export const TASK_KINDS = ['call-back', 'check-payment', 'other'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_TITLE_MAX = 200;

export const offerTaskSchema = z
  .object({
    id: z.string(),
    offerId: z.string(),
    kind: z.enum(TASK_KINDS),
    title: z.string().nullable(),
    /** YYYY-MM-DD. */
    dueDate: z.string(),
    assignee: namedRefSchema,
    /** The investor of the offer (the home's list names them). */
    investorName: z.string(),
    /** ISO datetime, or null while open. */
    doneAt: z.string().nullable(),
    /** Open and due before today (the landing's day). */
    overdue: z.boolean(),
  })
  .meta({ id: 'OfferTask' });
export type OfferTask = z.infer<typeof offerTaskSchema>;

/** What POST takes. */
export const offerTaskInputSchema = z
  .object({
    kind: z.enum(TASK_KINDS, { error: V.invalidValue }),
    title: z.string().trim().max(TASK_TITLE_MAX, { error: V.maxLength }).optional(),
    /** DD.MM.YYYY or YYYY-MM-DD; comes out YYYY-MM-DD. */
    dueDate: z
      .string()
      .max(20)
      .refine((v) => parseDate(v) !== null, { error: V.invalidDate })
      .transform((v) => formatDate(parseDate(v), 'YYYY-MM-DD')),
    /** An active advisor of the offer's network; default the caller. */
    assigneeId: z.string().max(64).optional(),
  })
  .strict();
export type OfferTaskInput = z.output<typeof offerTaskInputSchema>;

/** What PATCH /api/advisor/tasks/{id} takes: done, or open again. */
export const offerTaskDoneSchema = z.object({ done: z.boolean({ error: V.invalidValue }) }).strict();
