// The investor's certificates of residence on the API (decision 0076): where they are, and the query that lists them.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { ResidenceCertificates } from '../../../lib/contracts/residence-certificate';

export const certificatesPath = (investorId: string) =>
  `/api/advisor/investors/client/${encodeURIComponent(investorId)}/residence-certificates`;

export const certificatesQuery = (investorId: string) =>
  queryOptions({
    queryKey: ['offers', 'client', investorId, 'residence-certificates'],
    queryFn: () => browserCore().api.get<ResidenceCertificates>(certificatesPath(investorId)),
    gcTime: 0,
  });
