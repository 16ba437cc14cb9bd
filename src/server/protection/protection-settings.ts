// A landing's investor protection settings (decision 0052): read with the defaults (off) when none were saved,
// saved by the operator with `npm run admin -- protection set`.
import { eq } from 'drizzle-orm';
import { DEFAULT_EUR_RATES, type ProtectionSettings } from '../../lib/contracts/protection';
import type { DbOrTx } from '../db/client';
import { landingProtection } from '../db/schema';
import type { Clock } from '../runtime-types';

export async function protectionOf(q: DbOrTx, landingId: string): Promise<ProtectionSettings> {
  const [row] = await q.select().from(landingProtection).where(eq(landingProtection.landingId, landingId));
  if (!row) return { mode: 'off', test: null, eurRates: { ...DEFAULT_EUR_RATES } };
  return { mode: row.mode, test: row.knowledgeTest ?? null, eurRates: row.eurRates };
}

/** Saves a change (checked by the caller: the CLI's parser and the test file's schema). */
export async function saveProtection(
  q: DbOrTx,
  clock: Clock,
  landingId: string,
  change: Partial<ProtectionSettings>,
): Promise<ProtectionSettings> {
  const next = { ...(await protectionOf(q, landingId)), ...change };
  const values = { mode: next.mode, knowledgeTest: next.test, eurRates: next.eurRates, updatedAt: clock.now() };
  await q
    .insert(landingProtection)
    .values({ landingId, ...values })
    .onConflictDoUpdate({ target: landingProtection.landingId, set: values });
  return protectionOf(q, landingId);
}
