// The investor's verification steps as GET /investor-api/verification returns them (SPEC section 4,
// Verification steps), shared by the browser and the server (src/server/verification/verification-steps.ts computes
// them).
import { z } from 'zod';

export const verificationSchema = z.object({
  primaryData: z.enum(['required', 'completed']),
  identity: z.enum(['not-started', 'in-progress', 'confirmed']),
  kyc: z.enum(['not-sent', 'sent', 'submitted']),
});
export type VerificationView = z.infer<typeof verificationSchema>;
export type PrimaryDataState = VerificationView['primaryData'];
export type IdentityState = VerificationView['identity'];
export type KycState = VerificationView['kyc'];
