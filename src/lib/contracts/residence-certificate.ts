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

/** How many days ahead the renewals list looks: a certificate ending sooner is due for renewal. */
export const RENEWAL_HORIZON_DAYS = 60;
/** How long after its last day an expired certificate stays listed for renewal. */
export const RENEWAL_LOOKBACK_DAYS = 90;

/**
 * GET /api/advisor/residence-certificates/renewals: the investors of the landing with an active investment whose
 * cover by certificates of residence (the last day any certificate not withdrawn covers) ends within the next
 * RENEWAL_HORIZON_DAYS days, or ended within the last RENEWAL_LOOKBACK_DAYS: the desk asks them for a new one before
 * the next payout is taxed at the Polish rate. Soonest first.
 */
export const certificateRenewalsSchema = z.object({
  horizonDays: z.number().int(),
  renewals: z.array(
    z.object({
      investorId: z.string(),
      /** The name from the primary data (the company's for a company), else the account's name or e-mail. */
      investorName: z.string(),
      /** The country of the certificate that covers longest. */
      country: z.string(),
      /** The last day covered. */
      validTo: dayString,
      /** Whether that day has passed. */
      expired: z.boolean(),
    }),
  ),
});
export type CertificateRenewals = z.infer<typeof certificateRenewalsSchema>;
