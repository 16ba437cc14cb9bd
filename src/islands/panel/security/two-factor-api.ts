import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../lib/contracts/auth-answers';

/**
 * Two-factor enrolment of the signed-in advisor (not in SPEC; docs/decisions/0008-two-factor.md): the status,
 * a new pending secret with its QR code, enabling with a first code, disabling with a current code.
 */
const BASE = '/api/auth/two-factor';

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['auth', 'two-factor'],
    queryFn: () => browserCore().api.get<TwoFactorStatus>(BASE),
  });

export const setupTwoFactor = () => browserCore().api.post<TwoFactorSetup>(`${BASE}/setup`);
export const enableTwoFactor = (code: string) => browserCore().api.post<unknown>(`${BASE}/enable`, { code });
export const disableTwoFactor = (code: string) => browserCore().api.post<unknown>(`${BASE}/disable`, { code });

/** The secret in groups of four, easier to type into an authenticator app. */
export const groupSecret = (secret: string) => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
