// A landing's complaints unit (decision 0070): the firm's legal name, the unit complainants can write or call about a
// complaint (Delegated Regulation (EU) 2022/2117 Art. 3(2)(a)), and the firm's appeal procedure if it has one. Set by
// the operator (`npm run admin -- complaints set`); read by the acknowledgement, the answer and the public
// procedure page. A landing without settings still takes complaints; its messages then name only the brand.
import { eq } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import type { ComplaintAnswerFirm, ComplaintSettings } from '../../lib/contracts/complaint';
import type { DbOrTx } from '../db/client';
import { complaintSettings } from '../db/schema';
import type { Clock } from '../runtime-types';

export async function complaintSettingsOf(q: DbOrTx, landingId: string): Promise<ComplaintSettings | null> {
  const [row] = await q.select().from(complaintSettings).where(eq(complaintSettings.landingId, landingId));
  if (!row) return null;
  const given = (texts: ComplaintSettings['appeal']) => (texts && (texts.pl || texts.en) ? texts : null);
  return {
    firm: row.firm,
    unit: row.unit,
    email: row.email,
    phone: row.phone,
    court: row.court,
    appeal: given(row.appeal),
    adr: given(row.adr),
  };
}

export async function saveComplaintSettings(
  q: DbOrTx,
  clock: Clock,
  landingId: string,
  settings: ComplaintSettings,
): Promise<ComplaintSettings> {
  const values = { ...settings, updatedAt: clock.now() };
  await q
    .insert(complaintSettings)
    .values({ landingId, ...values })
    .onConflictDoUpdate({ target: complaintSettings.landingId, set: values });
  return (await complaintSettingsOf(q, landingId))!;
}

/** A per-language text in `language` (the other language's when only that one is written), or null. */
function textIn(texts: ComplaintSettings['appeal'] | undefined, language: Language): string | null {
  if (!texts) return null;
  return texts[language] ?? texts[language === 'pl' ? 'en' : 'pl'] ?? null;
}

/**
 * What a refusal names (the act's art. 10) in `language`: the firm (the brand while no complaints unit is set), its
 * court ('' while none is set), its appeal procedure and out-of-court scheme. The answer and the procedure page alike.
 */
export function answerFirm(
  settings: ComplaintSettings | null,
  siteTitle: string,
  language: Language,
): ComplaintAnswerFirm {
  return {
    firm: settings?.firm ?? siteTitle,
    court: settings?.court ?? '',
    appeal: textIn(settings?.appeal, language),
    adr: textIn(settings?.adr, language),
  };
}
