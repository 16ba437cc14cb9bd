// The investor's request to erase their data (GDPR Art. 17; issue 20, decision 0054), answered at once. What no law
// requires us to keep goes now: the marketing consents (withdrawn), the phone number of the invest form, the lead
// forms, KYC questionnaires never sent back and drafts, prepared exports. The rest is kept with its legal reason and
// the last day (Art. 17(3)(b) and (e)): the AML act's five years after the relationship (art. 49, counted as the
// retention job counts them: retention.ts), the accounting act's five years for payment records (art. 74), the
// limitation of claims for complaints (Civil Code art. 118), the ECSPR records with the AML ones. When nothing has to
// be kept (nothing went past an invitation: no interest, no KYC sent, no test, no complaint), the whole account goes,
// keeping only the record of the request. The answer is recorded, audited (kinds only) and e-mailed.
import { and, eq } from 'drizzle-orm';
import { formatDate } from '../../lib/format/date';
import type { ErasureItem, ErasureOutcome, ErasureView } from '../../lib/contracts/privacy';
import type { AppDeps, AuthContext } from '../app/app-env';
import { recordAudit } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import { erasureRequests, userContexts, users } from '../db/schema';
import { describeError } from '../errors/describe-error';
import { NotFoundError } from '../errors/http-error';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { erasureAnswerTemplate } from '../mail/templates/privacy';
import { relationshipOf } from '../protection/retention';
import { landingTimeZone } from '../offers/reminders/reminder-settings';
import { refuseImpersonation } from './data-export';
import { dayOf, keepsAnything, keptItems } from './erasure-rules';
import {
  eraseAccount,
  eraseExports,
  eraseKycDrafts,
  eraseLeadForms,
  eraseMarketingConsents,
  erasePhone,
  erasureFacts,
  type ErasureSubject,
} from './erasure-steps';
import { investorSignInPath } from '../../lib/access/investor-sign-in';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'env' | 'logger' | 'storage' | 'landings' | 'metrics' | 'jobs'>;

/** Erases what may go of an account the law keeps records of; answers the erased kinds and the files to delete. */
async function erasePart(tx: DbOrTx, subject: ErasureSubject) {
  const counts: Array<[ErasureItem['kind'], number]> = [
    ['marketing-consents', await eraseMarketingConsents(tx, subject)],
    ['phone', await erasePhone(tx, subject)],
    ['lead-forms', await eraseLeadForms(tx, subject)],
    ['kyc-drafts', await eraseKycDrafts(tx, subject)],
  ];
  const exports = await eraseExports(tx, subject);
  counts.push(['data-exports', exports.count]);
  return {
    erased: counts.filter(([, n]) => n > 0).map(([kind]): ErasureItem => ({ kind })),
    keys: exports.keys,
  };
}

async function investorOf(tx: DbOrTx, auth: AuthContext) {
  const [investor] = await tx
    .select({ id: users.id, email: users.email, language: users.language, firstName: users.firstName })
    .from(users)
    .innerJoin(userContexts, and(eq(userContexts.userId, users.id), eq(userContexts.type, 'investor-panel')))
    .where(
      and(eq(users.id, auth.userId), eq(users.landingId, auth.landingId), eq(userContexts.landingId, auth.landingId)),
    )
    .for('update', { of: users });
  if (!investor) throw new NotFoundError();
  return investor;
}

/** POST /investor-api/privacy/erasure: erases what may go and answers what is kept, why and until when (201). */
export async function answerErasure(deps: Deps, auth: AuthContext): Promise<ErasureView> {
  refuseImpersonation(auth);
  const landing = await deps.landings.byId(auth.landingId);
  if (!landing) throw new NotFoundError();
  const now = deps.clock.now();
  const { view, keys } = await deps.database.db.transaction(async (tx) => {
    const investor = await investorOf(tx, auth);
    const subject: ErasureSubject = { id: investor.id, email: investor.email, landingId: auth.landingId };
    const facts = await erasureFacts(tx, subject);
    const relationship = await relationshipOf(tx, auth.landingId, subject, dayOf(now));
    const whole = !keepsAnything(facts);
    const part = whole ? { erased: [{ kind: 'account' as const }], keys: await eraseAccount(tx, subject) } : null;
    const done = part ?? (await erasePart(tx, subject));
    const outcome: ErasureOutcome = {
      erased: done.erased,
      kept: whole ? [] : keptItems(facts, relationship, await landingTimeZone(tx, auth.landingId)),
      relationshipEnd: whole || relationship.ongoing ? null : (relationship.end?.toISOString() ?? null),
    };
    const [row] = await tx
      .insert(erasureRequests)
      .values({ landingId: auth.landingId, investorUserId: whole ? null : investor.id, requestedAt: now, outcome })
      .returning();
    await recordAudit(tx, deps.clock, {
      action: 'erasure-answered',
      landingId: auth.landingId,
      actorUserId: whole ? null : investor.id,
      subjectUserId: investor.id,
      details: {
        erasureId: row!.id,
        accountErased: whole,
        erased: outcome.erased.map((i) => i.kind),
        kept: outcome.kept.map((i) => i.kind),
      },
    });
    await sendMail(
      deps,
      {
        landing,
        to: investor.email,
        language: investor.language,
        template: erasureAnswerTemplate,
        data: {
          requestedOn: formatDate(now),
          outcome,
          link: whole ? null : landingUrl(deps.env, landing, investorSignInPath('/app/privacy')),
          name: whole ? null : investor.firstName,
        },
      },
      tx,
    );
    const answer: ErasureView = { id: row!.id, requestedAt: now.toISOString(), outcome };
    return { view: answer, keys: done.keys };
  });
  for (const key of keys)
    await deps.storage
      .remove(key)
      .catch((error: unknown) =>
        deps.logger.warn('privacy: a file of an erasure was not removed', { key, ...describeError(error) }),
      );
  deps.logger.info('privacy: erasure answered', {
    erasureId: view.id,
    erased: view.outcome.erased.length,
    kept: view.outcome.kept.length,
  });
  return view;
}
