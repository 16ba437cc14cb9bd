import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../../lib/browser/core';
import type {
  InvitationPayload,
  InvitationResult,
  KycInvitationPayload,
  KycInvitationResult,
} from '../../../../lib/contracts/invitation';

/** The calls of the invite dialogs; routes: src/server/routes/campaigns, src/server/routes/kyc, src/server/routes/networks. */
const NETWORKS_PATH = '/api/advisor/network';
const KYC_INVITE_PATH = '/api/advisor/kyc/investor-request/send';

const invitePath = (campaignId: string, productId: string) =>
  `/api/advisor/campaign/${encodeURIComponent(campaignId)}/product/${encodeURIComponent(productId)}/invite-investor`;

/** A network of the caller (GET /api/advisor/network). */
export interface MyNetwork {
  id: string;
  name: string;
  role: 'advisor' | 'coordinator';
}

/** The caller's networks; a failure gives an empty list (SPEC section 7), so the dialog still opens. */
export const myNetworksQuery = () =>
  queryOptions({
    queryKey: ['advisor', 'networks'],
    queryFn: () =>
      browserCore()
        .api.get<MyNetwork[]>(NETWORKS_PATH)
        .catch((): MyNetwork[] => []),
  });

/** One invitation to a campaign product (one address per call). */
export const sendInvitation = (campaignId: string, productId: string, payload: InvitationPayload) =>
  browserCore().api.post<InvitationResult>(invitePath(campaignId, productId), payload);

/** One KYC invitation (one address per call). */
export const sendKycInvitation = (payload: KycInvitationPayload) =>
  browserCore().api.post<KycInvitationResult>(KYC_INVITE_PATH, payload);
