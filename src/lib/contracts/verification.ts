// The investor's verification steps as GET /investor-api/verification returns them (SPEC section 4,
// Verification steps). Types only, shared by the browser and the server (src/server/verification/
// verification-steps.ts computes them).
export type PrimaryDataState = 'required' | 'completed';
export type IdentityState = 'not-started' | 'in-progress' | 'confirmed';
export type KycState = 'not-sent' | 'sent' | 'submitted';

export interface VerificationView {
  primaryData: PrimaryDataState;
  identity: IdentityState;
  kyc: KycState;
}
