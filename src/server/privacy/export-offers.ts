// The offers part of an investor's data export (decision 0054): each offer of theirs on the landing with its steps
// (the offer log, with what the investor declared: amounts, consents, the protection's records), its schedule of
// interest payments and its files' metadata (the files go into the ZIP under files/offers/). The advisors' notes and
// tasks, and the free-text note of an advisor's move, stay out (decision 0062: they may record a suspicion or the
// planning of an analysis, which AML act art. 54 keeps secret). The consents given on the invest form are also listed
// apart, with the landing's texts of the two marketing consents.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { offerReference } from '../../lib/campaign/reference';
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import { translationFor } from '../../lib/contracts/campaign';
import type { DbOrTx } from '../db/client';
import { refundView } from '../offers/offer-refunds';
import {
  campaigns,
  offerAttachments,
  offerEvents,
  offerRefunds,
  offers,
  products,
  scheduleRows,
  users,
} from '../db/schema';
import { safeFileName } from '../uploads/file-name';

/** A stored file that goes into the ZIP at `path`. */
export interface ExportFile {
  path: string;
  storageKey: string;
  /** Checked as the file streams into the ZIP; null for a file stored before checksums were kept. */
  sha256: string | null;
}

export interface ExportInvestor {
  id: string;
  email: string;
  landingId: string;
  language: Language;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A name inside the ZIP: a short id for uniqueness and the upload's safe name. */
export const zipFileName = (id: string, fileName: string, contentType: string) =>
  `${id.replace(/-/g, '').slice(0, 8)}-${safeFileName(fileName, contentType)}`;

async function offerRows(q: DbOrTx, investor: ExportInvestor) {
  return q
    .select({
      offer: offers,
      campaign: campaigns.translations,
      productCode: products.code,
      product: products.translations,
      advisorFirstName: users.firstName,
      advisorSurname: users.surname,
      advisorEmail: users.email,
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(users, eq(users.id, offers.ownerUserId))
    .where(and(eq(offers.investorUserId, investor.id), eq(offers.landingId, investor.landingId)))
    .orderBy(asc(offers.createdAt), asc(offers.id));
}

async function offerChildren(q: DbOrTx, ids: string[]) {
  const events = await q
    .select()
    .from(offerEvents)
    .where(inArray(offerEvents.offerId, ids))
    .orderBy(asc(offerEvents.seq));
  const schedule = await q
    .select()
    .from(scheduleRows)
    .where(inArray(scheduleRows.offerId, ids))
    .orderBy(asc(scheduleRows.offerId), asc(scheduleRows.seq));
  const attachments = await q
    .select()
    .from(offerAttachments)
    .where(inArray(offerAttachments.offerId, ids))
    .orderBy(asc(offerAttachments.createdAt), asc(offerAttachments.id));
  const refunds = await q.select().from(offerRefunds).where(inArray(offerRefunds.offerId, ids));
  return { events, schedule, attachments, refunds };
}

type Consents = Record<string, unknown>;

/** What a step recorded, less an advisor's free-text note on the move (decision 0062). */
function stepDetails(details: Record<string, unknown> | null): Record<string, unknown> {
  const { note: _note, ...rest } = details ?? {};
  return rest;
}

/** The consents of the invest form, as its steps recorded them, with the landing's texts of the marketing ones. */
function consentsOf(
  landing: Landing,
  language: Language,
  events: Array<{ offerId: string; at: Date; details: Record<string, unknown> | null }>,
) {
  const texts = { ...landing.texts.pl, ...landing.texts[language] };
  return events.flatMap((event) => {
    const consents = event.details?.consents;
    if (typeof consents !== 'object' || consents === null) return [];
    return [
      {
        offerReference: offerReference(event.offerId),
        at: event.at.toISOString(),
        source: typeof event.details?.source === 'string' ? event.details.source : null,
        given: consents as Consents,
        texts: {
          marketingConsent1: texts.marketingConsent1 ?? null,
          marketingConsent2: texts.marketingConsent2 ?? null,
        },
      },
    ];
  });
}

/** The investor's offers with everything recorded about them, and their files. */
export async function exportOffers(q: DbOrTx, investor: ExportInvestor, landing: Landing) {
  const rows = await offerRows(q, investor);
  if (rows.length === 0) return { data: { offers: [], consents: [] }, files: [] };
  const children = await offerChildren(
    q,
    rows.map((r) => r.offer.id),
  );
  const files: ExportFile[] = [];
  const data = rows.map(({ offer, ...r }) => {
    const reference = offerReference(offer.id);
    const mine = <T extends { offerId: string }>(list: T[]) => list.filter((item) => item.offerId === offer.id);
    return {
      id: offer.id,
      reference,
      campaign: translationFor(r.campaign, investor.language).name,
      product: { code: r.productCode, name: translationFor(r.product, investor.language).name },
      advisor: {
        name: [r.advisorFirstName, r.advisorSurname].filter(Boolean).join(' ') || null,
        email: r.advisorEmail,
      },
      status: offer.status,
      lostReason: offer.lostReason,
      amount: offer.amount,
      currency: offer.currency,
      invitationMessage: offer.message,
      agreementDate: offer.agreementDate,
      paymentDate: offer.paymentDate,
      endDate: offer.endDate,
      createdAt: offer.createdAt.toISOString(),
      statusChangedAt: offer.statusChangedAt.toISOString(),
      steps: mine(children.events).map((e) => ({
        at: e.at.toISOString(),
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        actor: e.actorKind,
        details: stepDetails(e.details),
      })),
      schedule: mine(children.schedule).map((s) => ({
        seq: s.seq,
        periodFrom: s.periodFrom,
        periodTo: s.periodTo,
        paymentDate: s.paymentDate,
        gross: s.gross,
        tax: s.tax,
        net: s.net,
        status: s.status,
        paidAmount: s.paidAmount,
        paidAt: iso(s.paidAt),
      })),
      // After a revocation in the reflection period: the money to give back and how it went back (decision 0060).
      refund: (() => {
        const refund = mine(children.refunds)[0];
        if (!refund) return null;
        const { recordedBy: _recordedBy, ...view } = refundView(refund);
        return view;
      })(),
      attachments: mine(children.attachments).map((a) => {
        const path = `files/offers/${reference}/${zipFileName(a.id, a.fileName, a.contentType)}`;
        files.push({ path, storageKey: a.storageKey, sha256: a.sha256 });
        return {
          kind: a.kind,
          fileName: a.fileName,
          contentType: a.contentType,
          sizeBytes: a.sizeBytes,
          sha256: a.sha256,
          uploadedBy: a.uploadedByKind,
          createdAt: a.createdAt.toISOString(),
          file: path,
        };
      }),
    };
  });
  return { data: { offers: data, consents: consentsOf(landing, investor.language, children.events) }, files };
}
