import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';
import type { Clock } from '../runtime';

export type AuditAction =
  | 'login'
  | 'login-locked'
  | 'logout'
  | 'password-changed'
  | 'two-factor-enabled'
  | 'two-factor-disabled'
  | 'two-factor-locked'
  | 'refresh-token-reused'
  | 'context-changed'
  | 'impersonation-started'
  | 'impersonation-ended'
  | 'advisor-created'
  | 'advisor-updated'
  | 'advisor-activated'
  | 'advisor-archived';

export interface AuditEvent {
  action: AuditAction;
  landingId?: string | null;
  /** Who acted (the coordinator when impersonating). */
  actorUserId?: string | null;
  /** Whom it concerns. */
  subjectUserId?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown>;
}

/** Records a security event (audit_events). Never put secrets in details. */
export async function recordAudit(q: DbOrTx, clock: Clock, event: AuditEvent): Promise<void> {
  await q.insert(auditEvents).values({
    at: clock.now(),
    action: event.action,
    landingId: event.landingId ?? null,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    requestId: event.requestId ?? null,
    details: event.details ?? null,
  });
}
