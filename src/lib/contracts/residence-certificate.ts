// Certificates of residence (issue 38 item 3; decision 0076, "Certificates of residence"): what the money desk
// records for an investor so that a payout withholds the double-tax treaty's rate instead of the Polish one. The
// upload is a multipart form (its text fields below, the evidence in part `file`); the answers are JSON.
import { z } from 'zod';
import { dayString } from './common';

/**
 * Where a certificate stands today: it covers today (`in-force`), its first day is ahead (`upcoming`), its last day
 * has passed (`expired`), or it was withdrawn (`withdrawn`, whatever its days).
 */
const residenceCertificateStatusSchema = z.enum(['in-force', 'upcoming', 'expired', 'withdrawn']);
export type ResidenceCertificateStatus = z.infer<typeof residenceCertificateStatusSchema>;

/** One certificate as the money desk sees it. */
export const residenceCertificateViewSchema = z.object({
  id: z.string(),
  /** ISO 3166-1 alpha-2, never PL. */
  country: z.string(),
  /** The treaty's rate on interest in basis points (500 = 5 %). */
  rateBasisPoints: z.number().int(),
  validFrom: dayString,
  /** The last day covered (inclusive). */
  validTo: dayString,
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  /** ISO instant. */
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
  /** ISO instant; null while it counts. */
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  /** Today's standing, by the server's clock. */
  status: residenceCertificateStatusSchema,
});
export type ResidenceCertificateView = z.infer<typeof residenceCertificateViewSchema>;

/** GET .../residence-certificates: the investor's certificates, newest first, and the countries one may name. */
export const residenceCertificatesSchema = z.object({
  certificates: z.array(residenceCertificateViewSchema),
  countries: z.array(z.string()),
});
export type ResidenceCertificates = z.infer<typeof residenceCertificatesSchema>;
