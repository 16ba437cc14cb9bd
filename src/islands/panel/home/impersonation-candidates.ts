import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { ImpersonationCandidate } from '../../../lib/contracts/auth-answers';

/**
 * GET: the advisors of the networks the signed-in coordinator coordinates (not in SPEC; served beside the
 * impersonation endpoints of the auth API).
 */
const IMPERSONATION_CANDIDATES_PATH = '/api/auth/impersonation/candidates';

export const impersonationCandidatesQuery = () =>
  queryOptions({
    queryKey: ['auth', 'impersonation', 'candidates'],
    queryFn: () => browserCore().api.get<ImpersonationCandidate[]>(IMPERSONATION_CANDIDATES_PATH),
  });
