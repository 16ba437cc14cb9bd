// The dashboard's recent activity: the newest audit events about advisors the caller sees (created, updated,
// activated, archived). Security events (sign-ins, sessions, impersonation) are not activity.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ACTIVITY_ACTIONS,
  RECENT_ACTIVITY_LIMIT,
  type ActivityAction,
  type ActivityEvent,
} from '../../lib/contracts/dashboard';
import type { DbOrTx } from '../db/client';
import { auditEvents, users } from '../db/schema';
import { displayName, memberOfAny } from './advisor-scope';

export async function recentActivity(
  q: DbOrTx,
  landingId: string,
  memberOf: readonly string[],
): Promise<ActivityEvent[]> {
  if (memberOf.length === 0) return [];
  const subject = alias(users, 'subject');
  const actor = alias(users, 'actor');
  const rows = await q
    .select({
      at: auditEvents.at,
      action: auditEvents.action,
      subjectId: subject.id,
      subjectFirstName: subject.firstName,
      subjectSurname: subject.surname,
      subjectEmail: subject.email,
      actorFirstName: actor.firstName,
      actorSurname: actor.surname,
      actorEmail: actor.email,
    })
    .from(auditEvents)
    .innerJoin(subject, and(eq(subject.id, auditEvents.subjectUserId), eq(subject.landingId, landingId)))
    .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.landingId, landingId),
        inArray(auditEvents.action, [...ACTIVITY_ACTIONS]),
        // Who the caller sees now decides, as in the advisors list: history of advisors moved away goes with them.
        memberOfAny(subject.id, memberOf),
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    action: row.action as ActivityAction,
    actor: {
      name:
        row.actorEmail === null
          ? null
          : displayName({ firstName: row.actorFirstName, surname: row.actorSurname, email: row.actorEmail }),
    },
    subject: {
      id: row.subjectId,
      name: displayName({ firstName: row.subjectFirstName, surname: row.subjectSurname, email: row.subjectEmail }),
    },
  }));
}
