// A campaign's issuer (decision 0078) between its stored columns and its shape in the contracts, both ways, for the
// campaign's views, the money desk's save and the campaign file.
import type { CampaignIssuer } from '../../lib/contracts/campaign-issuer';
import type { CampaignRow } from '../db/schema';

type IssuerColumns = Pick<CampaignRow, 'issuerName' | 'issuerAddress' | 'issuerNip' | 'issuerKrs'>;

/** The stored columns of an issuer; null (none recorded) clears them all. */
export const issuerColumns = (issuer: CampaignIssuer | null): IssuerColumns => ({
  issuerName: issuer?.name ?? null,
  issuerAddress: issuer?.address ?? null,
  issuerNip: issuer?.nip ?? null,
  issuerKrs: issuer?.krs ?? null,
});

/** A campaign's issuer as stored (each field null when not recorded). */
export const issuerOf = (row: IssuerColumns): CampaignIssuer => ({
  name: row.issuerName,
  address: row.issuerAddress,
  nip: row.issuerNip,
  krs: row.issuerKrs,
});
