// Reminders to investors (issue 19, docs/decisions/0049-reminders.md): a branded e-mail in the investor's language
// with the same link as the invitation, for an offer whose invitation is still open (invited or viewed) or which
// was accepted but not paid. Never for lost, declined, active or ended offers, never twice for one step (the unique
// key of offer_reminders), at most the landing's maxPerOffer per offer. Sent by the automatic scan (runReminderScan,
// the job queue's reminders.scan) or by an advisor's bulk action; both go through sendReminder, which checks
// everything again under the offer's row lock.
import { count, eq, sql } from 'drizzle-orm';
import { campaignState, translationFor } from '../../../lib/contracts/campaign';
import type { OfferReminder, ReminderSettings, ReminderStep } from '../../../lib/contracts/reminders';
import { formatDate } from '../../../lib/format/date';
import type { AppDeps } from '../../app/app-env';
import { serverSecrets } from '../../auth/secrets';
import { decryptSecret, encryptSecret } from '../../auth/two-factor/secret-box';
import { advisorDisplayName } from '../../campaigns/advisor-name';
import type { DbOrTx } from '../../db/client';
import { campaigns, offerReminders, offers, products, users, type OfferRow } from '../../db/schema';
import { ConflictError } from '../../errors/http-error';
import { sendMail } from '../../mail/mailer';
import { landingUrl } from '../../mail/public-url';
import { offerReminderTemplate } from '../../mail/templates/offer-reminder';
import { reminderSettingsOf } from './reminder-settings';
import { INVESTOR_LOGIN_PATH } from '../../../lib/access/investor-sign-in';

/** Who sends a reminder: the scan (null) or an advisor, maybe a coordinator impersonating them. */
export type ReminderActor = { userId: string; impersonatorUserId: string | null } | null;

/** The step an offer's status can be reminded of, if any. */
function reminderStepOf(status: OfferRow['status']): ReminderStep | null {
  if (status === 'invited' || status === 'viewed') return 'invitation';
  if (status === 'accepted') return 'payment';
  return null;
}

/** The invitation's token sealed for its offer (kept so a reminder can send the same link). */
export function sealOfferToken(deps: Pick<AppDeps, 'env'>, offerId: string, token: string): string {
  return encryptSecret(serverSecrets(deps.env).encryptionKey, JSON.stringify({ offerId, token }));
}

export function openOfferToken(deps: Pick<AppDeps, 'env'>, offer: OfferRow): string | null {
  if (!offer.publicTokenSealed) return null;
  try {
    const sealed = JSON.parse(decryptSecret(serverSecrets(deps.env).encryptionKey, offer.publicTokenSealed)) as {
      offerId: string;
      token: string;
    };
    return sealed.offerId === offer.id ? sealed.token : null;
  } catch {
    return null;
  }
}

/**
 * Sends the reminder of offer `offerId` for its current step, or refuses with a 409 whose label says why
 * (reminders.errors.*). The row is locked, so a scan and a bulk action on one offer send one reminder.
 */
export async function sendReminder(
  deps: AppDeps,
  offerId: string,
  actor: ReminderActor,
  settings?: ReminderSettings,
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (!offer) throw new ConflictError('reminders.errors.notRemindable');
    const step = reminderStepOf(offer.status);
    if (!step) throw new ConflictError('reminders.errors.notRemindable');
    const limits = settings ?? (await reminderSettingsOf(tx, offer.landingId));
    const [sent] = await tx
      .select({ n: count(), same: sql<number>`count(*) filter (where ${offerReminders.step} = ${step})` })
      .from(offerReminders)
      .where(eq(offerReminders.offerId, offer.id));
    if (Number(sent?.same ?? 0) > 0) throw new ConflictError('reminders.errors.alreadySent');
    if ((sent?.n ?? 0) >= limits.maxPerOffer) throw new ConflictError('reminders.errors.limitReached');
    const [campaign] = await tx
      .select({ campaign: campaigns, product: products })
      .from(products)
      .innerJoin(campaigns, eq(campaigns.id, products.campaignId))
      .where(eq(products.id, offer.productId));
    // An offer of a campaign that is not running can not be taken up now: nothing to remind of.
    if (!campaign || campaignState(campaign.campaign, now) !== 'active')
      throw new ConflictError('reminders.errors.campaignEnded');
    const token = openOfferToken(deps, offer);
    await tx.insert(offerReminders).values({
      offerId: offer.id,
      landingId: offer.landingId,
      step,
      sentAt: now,
      actorUserId: actor?.userId ?? null,
      impersonatorUserId: actor?.impersonatorUserId ?? null,
      sameLink: token !== null,
    });
    await mailReminder(deps, tx, offer, step, token, campaign);
  });
}

async function mailReminder(
  deps: AppDeps,
  tx: DbOrTx,
  offer: OfferRow,
  step: ReminderStep,
  token: string | null,
  { campaign, product }: { campaign: typeof campaigns.$inferSelect; product: typeof products.$inferSelect },
) {
  const landing = await deps.landings.byId(offer.landingId);
  const [investor] = await tx.select().from(users).where(eq(users.id, offer.investorUserId));
  if (!landing || !investor) throw new ConflictError('reminders.errors.notRemindable');
  const language = investor.language;
  await sendMail(
    deps,
    {
      landing,
      to: investor.email,
      language,
      template: offerReminderTemplate,
      data: {
        step,
        // The invitation's own link; for offers invited before links were kept, the investor panel's sign-in.
        link: landingUrl(
          deps.env,
          landing,
          token ? `/campaign?token=${encodeURIComponent(token)}` : INVESTOR_LOGIN_PATH,
        ),
        sameLink: token !== null,
        advisorName: await advisorDisplayName(tx, offer.ownerUserId),
        campaignName: translationFor(campaign.translations, language).name,
        productName: translationFor(product.translations, language).name,
        validUntil: formatDate(campaign.endDate, 'DD.MM.YYYY'),
        investorName: investor.firstName,
      },
    },
    tx,
  );
}

/** The offers due for an automatic reminder now, by the landings' settings (at most `limit`). */
async function dueOffers(deps: Pick<AppDeps, 'database' | 'clock'>, limit: number): Promise<string[]> {
  const now = deps.clock.now();
  const today = formatDate(now, 'YYYY-MM-DD');
  const { rows } = await deps.database.db.execute<{ id: string }>(sql`
    select o.id from offers o
    join products p on p.id = o.product_id
    join campaigns c on c.id = p.campaign_id
    left join reminder_settings s on s.landing_id = o.landing_id
    where c.end_date >= ${today} and c.start_date <= ${today} and c.closed_at is null
      and (
        (o.status = 'invited'
          and o.created_at <= ${now.toISOString()}::timestamptz - make_interval(days => coalesce(s.unviewed_days, 3))
          and not exists (select 1 from offer_reminders r where r.offer_id = o.id and r.step = 'invitation'))
        or (o.status = 'accepted'
          and o.status_changed_at <= ${now.toISOString()}::timestamptz - make_interval(days => coalesce(s.unpaid_days, 5))
          and not exists (select 1 from offer_reminders r where r.offer_id = o.id and r.step = 'payment')
          and not exists (select 1 from offer_attachments a where a.offer_id = o.id and a.kind = 'payment-confirmation'))
      )
      and (select count(*) from offer_reminders r where r.offer_id = o.id) < coalesce(s.max_per_offer, 2)
    order by o.created_at, o.id
    limit ${limit}`);
  return rows.map((r) => r.id);
}

/**
 * The automatic reminders: every due offer gets its reminder (each in its own transaction; one that fails or was
 * meanwhile reminded is left, the next scan sees it again). Returns how many were sent.
 */
export async function runReminderScan(deps: AppDeps, limit = 500): Promise<number> {
  let sent = 0;
  for (const id of await dueOffers(deps, limit)) {
    try {
      await sendReminder(deps, id, null);
      sent += 1;
    } catch (error) {
      if (!(error instanceof ConflictError))
        deps.logger.warn('reminders: a reminder failed', { offerId: id, error: String(error) });
    }
  }
  return sent;
}

/** The reminders of an offer, oldest first, for its page. */
export async function remindersOf(q: DbOrTx, offerId: string): Promise<OfferReminder[]> {
  const rows = await q
    .select({ reminder: offerReminders, firstName: users.firstName, surname: users.surname, email: users.email })
    .from(offerReminders)
    .leftJoin(users, eq(users.id, offerReminders.actorUserId))
    .where(eq(offerReminders.offerId, offerId))
    .orderBy(offerReminders.sentAt);
  return rows.map((r) => ({
    step: r.reminder.step,
    sentAt: r.reminder.sentAt.toISOString(),
    by: r.reminder.actorUserId
      ? {
          id: r.reminder.actorUserId,
          name: [r.firstName, r.surname].filter((p) => p?.trim()).join(' ') || r.email || null,
        }
      : null,
  }));
}
