import type { KycDocumentView } from '../../../../lib/contracts/kyc';
import { openApiFile } from '../api-file';

/** One KYC request of the advisor's API (src/server/routes/kyc documents it): the KYC screens and the client page use it. */
export const kycDetailPath = (id: string) => `/api/advisor/kyc/investor-request/${encodeURIComponent(id)}`;

/** A document the investor uploaded for the review, opened in a new tab or downloaded. */
export const openKycDocument = (id: string, document: KycDocumentView) =>
  openApiFile(`${kycDetailPath(id)}/documents/${encodeURIComponent(document.id)}`, document);
