// The account part of an investor's data export (decision 0054): the account's fields (no password hash, no
// lock-out counters, no tokens), the panels it opens, the primary data, the lead forms, the sign-ins and other
// security events of the account (time and kind), the e-mails sent to it (kind, subject, times; the bodies held
// one-time codes and links), and the earlier GDPR requests with their answers.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  auditEvents,
  dataExports,
  erasureRequests,
  investorProfiles,
  leadForms,
  mailOutbox,
  userContexts,
  users,
} from '../db/schema';
import type { ExportInvestor } from './export-offers';

const iso = (value: Date | null) => value?.toISOString() ?? null;

export async function exportAccount(q: DbOrTx, investor: ExportInvestor) {
  const [user] = await q.select().from(users).where(eq(users.id, investor.id));
  const contexts = await q
    .select({ type: userContexts.type, createdAt: userContexts.createdAt })
    .from(userContexts)
    .where(and(eq(userContexts.userId, investor.id), eq(userContexts.landingId, investor.landingId)));
  const [profile] = await q.select().from(investorProfiles).where(eq(investorProfiles.investorUserId, investor.id));
  const forms = await q
    .select()
    .from(leadForms)
    .where(and(eq(leadForms.investorUserId, investor.id), eq(leadForms.landingId, investor.landingId)))
    .orderBy(asc(leadForms.createdAt));
  return {
    account: user && {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      surname: user.surname,
      language: user.language,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      panels: contexts.map((c) => ({ panel: c.type, since: c.createdAt.toISOString() })),
    },
    primaryData: profile
      ? {
          kind: profile.kind,
          firstName: profile.firstName,
          surname: profile.surname,
          companyName: profile.companyName,
          nip: profile.nip,
          taxResidenceCountry: profile.taxResidenceCountry,
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    leadForms: forms.map((f) => ({ submittedAt: f.createdAt.toISOString(), answers: f.answers })),
  };
}

/** What the platform logged about the account and sent to it, and the earlier GDPR requests. */
export async function exportActivity(q: DbOrTx, investor: ExportInvestor) {
  const security = await q
    .select({ action: auditEvents.action, at: auditEvents.at, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectUserId, investor.id), eq(auditEvents.landingId, investor.landingId)))
    .orderBy(asc(auditEvents.at))
    .limit(10_000);
  const mails = await q
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, investor.email), eq(mailOutbox.landingId, investor.landingId)))
    .orderBy(asc(mailOutbox.seq))
    .limit(10_000);
  const exports = await q
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.investorUserId, investor.id), eq(dataExports.landingId, investor.landingId)))
    .orderBy(desc(dataExports.seq));
  const erasures = await q
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.investorUserId, investor.id), eq(erasureRequests.landingId, investor.landingId)))
    .orderBy(asc(erasureRequests.seq));
  return {
    // Only how: a sign-in's method; session ids and other accounts' ids stay out.
    securityLog: security.map((e) => ({
      action: e.action,
      at: e.at.toISOString(),
      ...(typeof e.details?.method === 'string' ? { method: e.details.method } : {}),
    })),
    emails: mails.map((m) => ({
      kind: m.kind,
      subject: m.subject,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
    privacyRequests: {
      exports: exports.map((e) => ({
        requestedAt: e.requestedAt.toISOString(),
        status: e.status,
        readyAt: iso(e.readyAt),
        expiresAt: iso(e.expiresAt),
        downloadedAt: iso(e.downloadedAt),
      })),
      erasures: erasures.map((e) => ({ requestedAt: e.requestedAt.toISOString(), answer: e.outcome })),
    },
  };
}
