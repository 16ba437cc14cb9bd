// The advisor's page of one investor (issue 19): GET /api/advisor/investors/client/{investorId}. What the caller
// sees of the investor: the offers visible to them (own; coordinators also their networks'), the KYC questionnaires
// they see, the files of both, the notes and tasks of those offers, and one timeline (newest first) of status and
// owner changes, reminders, uploads, notes and KYC events. An investor with nothing the caller sees is 404, like an
// unknown id, so ids cannot be probed.
import { inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../lib/language';
import type { ClientDocument, ClientTimelineItem, InvestorClient } from '../../../lib/contracts/investor-client';
import type { OfferListRow } from '../../../lib/contracts/offer-list';
import type { AppDeps } from '../../app/app-env';
import { callerNetworks } from '../../advisors/advisor-access';
import { offerAttachments } from '../../db/schema';
import { NotFoundError } from '../../errors/http-error';
import { listKycDocuments } from '../../kyc/kyc-documents';
import { kycRequestsTo } from '../../kyc/kyc-requests';
import { reviewHistory } from '../../kyc/kyc-review';
import type { OfferCaller } from '../list/offer-access';
import { offerHistoryItems } from '../list/offer-detail';
import { allOffers } from '../list/offer-list';
import { whereOf, type OfferVisibility } from '../list/offer-sql';
import { listNotes } from '../offer-notes';
import { listTasks } from '../offer-tasks';
import { remindersOf } from '../reminders/offer-reminders';
import { protectionOf } from '../../protection/protection-settings';
import { landingInvestor } from './landing-investor';

type Deps = Pick<AppDeps, 'database' | 'clock'>;

const investorOf = (deps: Deps, landingId: string, investorId: string) =>
  landingInvestor(deps.database.db, landingId, investorId);

/** The investor's offers the caller sees, newest status change first. */
async function visibleOffers(deps: Deps, caller: OfferCaller, investorId: string, language: Language) {
  const db = deps.database.db;
  const { coordinates } = await callerNetworks(db, caller.landingId, caller.userId);
  const visibility: OfferVisibility = {
    landingId: caller.landingId,
    scope: 'visible',
    userId: caller.userId,
    coordinates,
  };
  const { rows } = await db.execute<{ id: string }>(
    sql`select o.id from offers o where ${whereOf(visibility, [])} and o.investor_user_id = ${investorId}::uuid`,
  );
  if (rows.length === 0) return [];
  const offers: OfferListRow[] = [];
  const query = {
    filters: [{ name: 'id' as const, operator: 'in' as const, value: rows.map((r) => r.id) }],
    sorting: { name: 'statusDate' as const, order: 'desc' as const },
  };
  for await (const batch of allOffers(db, { ...visibility, scope: 'visible' }, query, language)) offers.push(...batch);
  return offers;
}

/** The files uploaded to the offers, as the client's documents. */
async function offerDocuments(db: Deps['database']['db'], offers: OfferListRow[]): Promise<ClientDocument[]> {
  if (offers.length === 0) return [];
  const files = await db
    .select()
    .from(offerAttachments)
    .where(
      inArray(
        offerAttachments.offerId,
        offers.map((o) => o.id),
      ),
    );
  return files.map((f) => ({
    id: f.id,
    name: f.fileName,
    kind: f.kind,
    mediaType: f.contentType,
    size: f.sizeBytes,
    uploadedAt: f.createdAt.toISOString(),
    offerId: f.offerId,
    kycRequestId: null,
  }));
}

export async function investorClient(
  deps: Deps,
  caller: OfferCaller,
  investorId: string,
  language: Language,
): Promise<InvestorClient> {
  const db = deps.database.db;
  const investor = await investorOf(deps, caller.landingId, investorId);
  const offers = await visibleOffers(deps, caller, investor.id, language);
  const kyc = await kycRequestsTo(deps, caller, investor.email);
  if (offers.length === 0 && kyc.length === 0) throw new NotFoundError('Investor not found');

  const label = new Map(offers.map((o) => [o.id, `${o.campaignName} – ${o.productCode}`]));
  const ref = (offerId: string) => ({ offerId, offerLabel: label.get(offerId) ?? '' });
  const timeline: ClientTimelineItem[] = [];
  const notes: InvestorClient['notes'] = [];
  const tasks: InvestorClient['tasks'] = [];
  for (const offer of offers) {
    for (const item of await offerHistoryItems(db, caller.landingId, offer.id))
      timeline.push({ kind: 'offer', at: item.at, item, ...ref(offer.id) });
    for (const reminder of await remindersOf(db, offer.id))
      timeline.push({ kind: 'reminder', at: reminder.sentAt, reminder, ...ref(offer.id) });
    for (const note of await listNotes(db, caller, offer.id)) {
      notes.push({ ...note, ...ref(offer.id) });
      timeline.push({ kind: 'note', at: note.createdAt, author: note.author.name, body: note.body, ...ref(offer.id) });
    }
    tasks.push(...(await listTasks(db, caller, offer.id, deps.clock)));
  }

  const documents: ClientDocument[] = [];
  for (const document of await offerDocuments(db, offers)) {
    documents.push(document);
    timeline.push({ kind: 'upload', at: document.uploadedAt, name: document.name, ...ref(document.offerId!) });
  }
  for (const request of kyc) {
    const kycEvent = (
      event: Extract<ClientTimelineItem, { kind: 'kyc' }>['event'],
      at: string | null,
      actor: string | null,
      reason: string | null = null,
    ) => {
      if (at) timeline.push({ kind: 'kyc', at, kycRequestId: request.id, event, actor, reason });
    };
    kycEvent('sent', request.createdAt, request.advisorName);
    kycEvent('submitted', request.submittedAt, null);
    for (const event of await reviewHistory(db, request.id))
      kycEvent(event.kind, event.at, event.actor?.name ?? null, event.reason);
    for (const d of await listKycDocuments(db, request.id))
      documents.push({ ...d, offerId: null, kycRequestId: request.id });
  }

  timeline.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  documents.sort((a, b) => Date.parse(b.uploadedAt) - Date.parse(a.uploadedAt));
  // Client since: the account's creation, or the first thing on record if earlier (offers imported or moved over
  // from another system keep their own dates).
  const oldest = timeline.at(-1)?.at;
  const since = oldest && Date.parse(oldest) < investor.createdAt.getTime() ? oldest : investor.createdAt.toISOString();
  return {
    investor: {
      id: investor.id,
      email: investor.email,
      firstName: investor.firstName,
      surname: investor.surname,
      language: investor.language,
      createdAt: new Date(since).toISOString(),
    },
    offers,
    kyc,
    documents,
    notes: notes.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)),
    tasks: tasks.sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
    timeline,
    investorProtection: (await protectionOf(deps.database.db, caller.landingId)).mode === 'ecspr',
  };
}
