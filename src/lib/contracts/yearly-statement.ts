// The yearly statement's contract (issue 38 item 4; decision 0078): the years an investor can download a statement
// for (the years with payouts, newest first) and the year a January statement is about (the past one).
import { z } from 'zod';

export const yearlyStatementYearsSchema = z
  .object({
    years: z.array(z.number().int()).describe('Years with payouts on the landing, newest first'),
    pastYear: z.number().int().describe('The past calendar year (UTC): the one a January statement is about'),
  })
  .describe('The years of the yearly statement');

export type YearlyStatementYears = z.infer<typeof yearlyStatementYearsSchema>;
