// What the payout API tests (runs, further runs of a date, held lines' accounts, certificates of residence, yearly
// statements) set up alike: a coordinator and an advisor of one network on the default landing, PLN and EUR campaigns
// with the issuer's account, investors with their primary data (given at once or later), active offers paid (or not)
// from a given account, and the check of a pain.001 bank file against its XSD.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import type { TestApp } from './test-app';
import { createAdvisor, createInvestor, createNetwork, landingId, sessionFor, type TestPerson } from './auth-fixtures';
import { addProduct, linkOffer, smallCampaign } from './public-offer.fixtures';
import { bankEntries, bankStatements, campaigns, investorProfiles, type CampaignRow } from '../../src/server/db/schema';
import { changeOfferStatus } from '../../src/server/offers/offer-status-service';

const XSD = readFileSync(new URL('../fixtures/xsd/pain.001.001.09.xsd', import.meta.url), 'utf8');

/** The PLN campaign's account (the issuer's, the bank file's debtor). */
export const CAMPAIGN_ACCOUNT = 'PL27114020040000300201355387';
/** The EUR campaign's account. */
export const EUR_ACCOUNT = 'DE89370400440532013000';
/** An investor's French IBAN (a EUR account abroad). */
export const FR_IBAN = 'FR1420041010050500013M02606';
/** The day the active offers' schedules start. */
const START = '2025-01-15';

interface People {
  t: TestApp;
  home: string;
  coordinator: TestPerson;
  advisor: TestPerson;
  network: string;
}

type InvestorProfile = 'person' | 'person-de' | 'company-pl' | 'company-de' | null;

export interface PayoutScene extends People {
  coordinatorToken: string;
  advisorToken: string;
  /**
   * An investor with primary data: a person resident in Poland (Zofia Łęcka) or in Germany (Hanna Weber), a company
   * with its seat in Poland or in Germany, or (null) none given.
   */
  investor(email: string, profile: InvestorProfile): Promise<TestPerson>;
  /** The primary data of an investor who had given none (see `investor`). */
  fillProfile(who: TestPerson, profile: NonNullable<InvestorProfile>): Promise<void>;
  /** A campaign in `currency` with the issuer's name and account (CAMPAIGN_ACCOUNT or EUR_ACCOUNT). */
  campaignIn(currency: 'PLN' | 'EUR'): Promise<CampaignRow>;
  /**
   * An offer of the advisor, in a product of its own of `campaign`, made active (its schedule from START); when
   * `paidFrom` is given, a matched credit of its amount from that account on the campaign's statement.
   */
  activeOffer(campaign: CampaignRow, who: TestPerson, amount: number, paidFrom: string | null): Promise<string>;
}

/** A coordinator and an advisor (`coordinator@domain`, `advisor@domain`) of one network, with panel tokens. */
export async function payoutScene(t: TestApp, domain: string): Promise<PayoutScene> {
  const home = await landingId(t, 'default');
  const coordinator = await createAdvisor(t, { landingId: home, email: `coordinator@${domain}` });
  const advisor = await createAdvisor(t, { landingId: home, email: `advisor@${domain}` });
  const network = await createNetwork(t, home, [
    [coordinator, 'coordinator'],
    [advisor, 'advisor'],
  ]);
  const people: People = { t, home, coordinator, advisor, network };
  return {
    ...people,
    coordinatorToken: (await sessionFor(t, coordinator, 'advisor-panel')).accessToken,
    advisorToken: (await sessionFor(t, advisor, 'advisor-panel')).accessToken,
    investor: (email, profile) => investor(people, email, profile),
    fillProfile: (who, profile) => fillProfile(people, who, profile),
    campaignIn: (currency) => campaignIn(people, currency),
    activeOffer: (campaign, who, amount, paidFrom) => activeOffer(people, campaign, who, amount, paidFrom),
  };
}

/** A valid Polish IBAN of bank 10901014 and account number `n`. */
export function nrb(n: number): string {
  const bban = `10901014${String(n).padStart(16, '0')}`;
  const numeric = `${bban}252100`; // "PL00" with P=25, L=21
  let rest = 0;
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97;
  return `PL${String(98 - rest).padStart(2, '0')}${bban}`;
}

async function investor(people: People, email: string, profile: InvestorProfile): Promise<TestPerson> {
  const person = await createInvestor(people.t, { landingId: people.home, email });
  if (profile) await fillProfile(people, person, profile);
  return person;
}

async function fillProfile({ t, home }: People, who: TestPerson, profile: NonNullable<InvestorProfile>): Promise<void> {
  const abroad = profile === 'person-de' || profile === 'company-de';
  await t.runtime.database.db.insert(investorProfiles).values(
    profile === 'person' || profile === 'person-de'
      ? {
          landingId: home,
          investorUserId: who.id,
          kind: 'person',
          firstName: abroad ? 'Hanna' : 'Zofia',
          surname: abroad ? 'Weber' : 'Łęcka',
          taxResidenceCountry: abroad ? 'DE' : 'PL',
        }
      : {
          landingId: home,
          investorUserId: who.id,
          kind: 'company',
          companyName: abroad ? 'Kranich GmbH' : 'Żuraw Sp. z o.o.',
          nip: '5260250274',
          taxResidenceCountry: abroad ? 'DE' : 'PL',
        },
  );
}

async function campaignIn({ t, home }: People, currency: 'PLN' | 'EUR'): Promise<CampaignRow> {
  const { campaign } = await smallCampaign(t, home);
  const [updated] = await t.runtime.database.db
    .update(campaigns)
    .set({
      currency,
      recipientName: currency === 'PLN' ? 'Emitent Żółw S.A.' : 'Emitent GmbH',
      recipientAccount: currency === 'PLN' ? CAMPAIGN_ACCOUNT : EUR_ACCOUNT,
    })
    .where(eq(campaigns.id, campaign.id))
    .returning();
  return updated!;
}

async function activeOffer(
  { t, home, advisor, network }: People,
  campaign: CampaignRow,
  who: TestPerson,
  amount: number,
  paidFrom: string | null,
): Promise<string> {
  const db = t.runtime.database.db;
  const product = await addProduct(t, campaign);
  const made = await linkOffer(t, {
    landingId: home,
    productId: product.id,
    investorUserId: who.id,
    ownerUserId: advisor.id,
    networkId: network,
    status: 'accepted',
    amount,
  });
  await changeOfferStatus(db, {
    offerId: made.id,
    landingId: home,
    to: 'active',
    actor: { kind: 'advisor', userId: advisor.id },
    clock: t.clock,
    jobs: t.runtime.jobs,
    startDate: START,
  });
  if (paidFrom) {
    const [statement] = await db
      .insert(bankStatements)
      .values({
        landingId: home,
        format: 'camt053',
        account: campaign.recipientAccount!,
        fileName: 'wyciąg.xml',
        fileSha256: made.id,
        importedAt: t.clock.now(),
        entryCount: 1,
        newCount: 1,
      })
      .returning();
    await db.insert(bankEntries).values({
      landingId: home,
      statementId: statement!.id,
      account: campaign.recipientAccount!,
      bankReference: `REF-${made.id}`,
      bookingDate: START,
      direction: 'credit',
      amount,
      currency: campaign.currency,
      title: 'Inwestycja',
      counterpartyAccount: paidFrom,
      state: 'matched',
      offerId: made.id,
    });
  }
  return made.id;
}

/** A pain.001.001.09 file checked against its XSD: valid, with the validator's messages. */
export async function validatePain(xml: string) {
  const result = await validateXML({
    xml: { fileName: 'payout.xml', contents: xml },
    schema: { fileName: 'pain.001.001.09.xsd', contents: XSD },
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}
