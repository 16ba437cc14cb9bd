// The compliance desk's calls (decision 0066): the desk itself, and the decision on a sophisticated request.
import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';
import type { ComplianceDesk } from '../../../lib/schemas/compliance';
import type { ClassificationView } from '../../../lib/schemas/protection';

export const deskQuery = () =>
  queryOptions({
    queryKey: ['compliance', 'desk'],
    queryFn: () => browserCore().api.get<ComplianceDesk>('/api/compliance/desk'),
    gcTime: 0,
    retry: false,
  });

export type ClassificationDecision = { approve: true; evidence: string } | { approve: false; reason: string };

export const decideRequest = (requestId: string, body: ClassificationDecision) =>
  browserCore().api.post<ClassificationView>(
    `/api/compliance/classification/${encodeURIComponent(requestId)}/decision`,
    body,
  );

export type HitDecision = { status: 'cleared' | 'confirmed'; note: string };

export const decideHit = (hitId: string, body: HitDecision) =>
  browserCore().api.post<unknown>(`/api/compliance/sanctions/${encodeURIComponent(hitId)}/decision`, body);
