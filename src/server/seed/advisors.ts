// Issue 4's demo advisors: per demo brand a second network, coordinated by the brand's demo coordinator, with
// advisors in every status (active, initial, archived) and their document data, so the advisors list, its
// filters and its kanban have something to show. The demo people of seed/users.ts are left as they are
// (their first network keeps exactly its three members).
import { and, eq } from 'drizzle-orm';
import type { Landing } from '../../lib/contracts/landing';
import type { UserStatus } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { ensureNetwork, insertAccount, joinNetwork } from '../cli/accounts';
import type { DbOrTx } from '../db/client';
import { advisorProfiles, users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';

interface DemoAdvisor {
  local: string;
  firstName: string;
  surname: string;
  status: UserStatus;
}

const ADVISORS: DemoAdvisor[] = [
  { local: 'doradca.aktywny1', firstName: 'Łukasz', surname: 'Adamczyk', status: 'active' },
  { local: 'doradca.aktywny2', firstName: 'Natalia', surname: 'Dudek', status: 'active' },
  { local: 'doradca.nowy1', firstName: 'Bartosz', surname: 'Jabłoński', status: 'initial' },
  { local: 'doradca.nowy2', firstName: 'Aleksandra', surname: 'Król', status: 'initial' },
  { local: 'doradca.archiwum1', firstName: 'Grzegorz', surname: 'Majewski', status: 'deleted' },
  { local: 'doradca.archiwum2', firstName: 'Monika', surname: 'Olszewska', status: 'deleted' },
];

/** The second network's name: the brand's first network plus a region. */
const secondNetworkName = (first: string) => `${first} Zachód`;

export async function seedDemoAdvisors(tx: DbOrTx, now: Date, brands: Landing[]): Promise<void> {
  let passwordHash: string | undefined;
  for (const brand of brands) {
    const people = DEMO_PEOPLE[brand.slug];
    if (!people) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const domain = people.coordinator.email.split('@')[1]!;
    const network = await ensureNetwork(tx, brand, secondNetworkName(people.network));
    const [coordinator] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.landingId, brand.id), eq(users.email, people.coordinator.email)));
    if (coordinator) await joinNetwork(tx, network.id, coordinator.id, 'coordinator');
    for (const [i, advisor] of ADVISORS.entries()) {
      // Archived advisors had signed in before; the initial ones are waiting for their activation link.
      const withPassword = advisor.status !== 'initial';
      const user = await insertAccount(tx, {
        landing: brand,
        email: `${advisor.local}@${domain}`,
        firstName: advisor.firstName,
        surname: advisor.surname,
        language: brand.language,
        contextType: 'advisor-panel',
        status: advisor.status,
        passwordHash: withPassword ? passwordHash : null,
        now,
      });
      await joinNetwork(tx, network.id, user.id, 'advisor');
      await tx.insert(advisorProfiles).values({
        userId: user.id,
        externalId: `${brand.slug.toUpperCase()}-${String(i + 1).padStart(3, '0')}`,
        documentType: i % 2 === 0 ? 'ID_CARD' : 'PASSPORT',
        documentNumber: `${i % 2 === 0 ? 'ABC' : 'EA'}${String(482_193 + i * 7_919).padStart(6, '0')}`,
        documentExpiryDate: i === 1 ? null : `${2029 + i}-06-30`,
        documentExpiresNever: i === 1,
        documentCountry: 'PL',
        powerOfAttorneyStartDate: '2025-01-01',
        powerOfAttorneyEndDate: i % 3 === 0 ? null : '2027-12-31',
      });
    }
  }
}
