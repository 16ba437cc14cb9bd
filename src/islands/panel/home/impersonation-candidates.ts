import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';

/** An advisor a coordinator may view the panel as. */
export interface ImpersonationCandidate {
  id: string;
  email: string;
  firstName?: string | null;
  surname?: string | null;
}

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
