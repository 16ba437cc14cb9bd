import { z } from 'zod';

/** One rejected field of a request (SPEC section 3, server error body). */
export const violationSchema = z.object({
  propertyPath: z.string(),
  title: z.string().optional(),
  message: z.string().optional(),
});
export type Violation = z.infer<typeof violationSchema>;

/**
 * The body of every API error (SPEC section 3; DESIGN "Errors"). `code` is an 8-hex-digit catalogue prefix,
 * optionally followed by more text ('9e4235af-...'); the client maps it to a message (SPEC section 8).
 * Amounts in `parameters` (investmentValueMin/Max) are integer minor units, like all money in the product; with
 * them the campaign's `currency` (ours, not the SPEC's: decision 0034), which the message names after the bound.
 */
const errorBodySchema = z.object({
  label: z.string().optional(),
  code: z.string().optional(),
  parameters: z
    .object({
      investmentValueMin: z.number().int().optional(),
      investmentValueMax: z.number().int().optional(),
      currency: z.string().optional(),
    })
    .catchall(z.unknown())
    .optional(),
  violations: z.array(violationSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
