// POST /api/advisor/advisors/bulk (issue 19): one action on the chosen advisors, each on its own with the single
// action's rules.
import { z } from 'zod';
import { V } from '../validation/keys';

/** send-activation: the activation e-mail again (advisors not yet active); archive: status archived. */
const ADVISOR_BULK_ACTIONS = ['send-activation', 'archive'] as const;
export type AdvisorBulkAction = (typeof ADVISOR_BULK_ACTIONS)[number];
/** At most this many advisors per action. */
export const ADVISOR_BULK_LIMIT = 200;

/** The body: the ids chosen, or the list's filters (every advisor they match, "all N matching"). */
export const advisorBulkSchema = z
  .object({
    action: z.enum(ADVISOR_BULK_ACTIONS, { error: V.invalidValue }),
    // Up to the limit; more is refused with the limit named (advisor-bulk.ts), so the array itself takes a little more.
    advisorIds: z
      .array(z.string().max(100, { error: V.invalidValue }), { error: V.invalidValue })
      .max(ADVISOR_BULK_LIMIT * 10, { error: V.maxValue })
      .optional(),
    filter: z
      .object({
        filters: z
          .array(
            z
              .object({
                name: z.string().max(40, { error: V.invalidValue }),
                operator: z.string().max(10, { error: V.invalidValue }),
                value: z.string().max(1000, { error: V.invalidValue }),
              })
              .strict(),
          )
          .max(40, { error: V.maxValue }),
      })
      .strict()
      .optional(),
  })
  .strict();
type AdvisorBulkBody = z.output<typeof advisorBulkSchema>;
/** Which advisors: the ids chosen, or every advisor the list's filters match. */
export type AdvisorBulkTargets = Pick<AdvisorBulkBody, 'advisorIds' | 'filter'>;

const advisorBulkResultSchema = z.object({
  advisorId: z.string(),
  outcome: z.enum(['done', 'refused']),
  code: z.string().optional(),
  label: z.string().optional(),
});
export type AdvisorBulkResult = z.infer<typeof advisorBulkResultSchema>;

/** The answer: each advisor's outcome. */
export const advisorBulkResponseSchema = z.object({ results: z.array(advisorBulkResultSchema) });
