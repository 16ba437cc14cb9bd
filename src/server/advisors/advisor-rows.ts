// Turning users (+ their profile and networks) into the advisor rows the API answers.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdvisorRow } from '../../lib/contracts/advisor';
import { DOCUMENT_INDEFINITELY } from '../../lib/contracts/advisor';
import type { DbOrTx } from '../db/client';
import { advisorProfiles, networkMembers, networks, users } from '../db/schema';
import { mayChange } from './advisor-access';

/** The columns every advisor read selects (users left-joined with advisor_profiles). */
export const advisorColumns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
  externalId: advisorProfiles.externalId,
  documentType: advisorProfiles.documentType,
  documentNumber: advisorProfiles.documentNumber,
  documentExpiryDate: advisorProfiles.documentExpiryDate,
  documentExpiresNever: advisorProfiles.documentExpiresNever,
  documentCountry: advisorProfiles.documentCountry,
  powerOfAttorneyStartDate: advisorProfiles.powerOfAttorneyStartDate,
  powerOfAttorneyEndDate: advisorProfiles.powerOfAttorneyEndDate,
};

/** One selected row of `advisorColumns`. */
export interface AdvisorRecord {
  id: string;
  firstName: string | null;
  surname: string | null;
  email: string;
  status: AdvisorRow['status'];
  createdAt: Date;
  externalId: string | null;
  documentType: AdvisorRow['documentType'];
  documentNumber: string | null;
  documentExpiryDate: string | null;
  documentExpiresNever: boolean | null;
  documentCountry: string | null;
  powerOfAttorneyStartDate: string | null;
  powerOfAttorneyEndDate: string | null;
}

/** The landing's networks each advisor belongs to, by advisor id (ordered by name). */
async function networksOf(q: DbOrTx, landingId: string, advisorIds: string[]) {
  const byAdvisor = new Map<string, Array<{ id: string; name: string }>>();
  if (advisorIds.length === 0) return byAdvisor;
  const rows = await q
    .select({ userId: networkMembers.userId, id: networks.id, name: networks.name })
    .from(networkMembers)
    .innerJoin(networks, eq(networks.id, networkMembers.networkId))
    .where(and(inArray(networkMembers.userId, advisorIds), eq(networks.landingId, landingId)))
    .orderBy(asc(networks.name));
  for (const row of rows) {
    const list = byAdvisor.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byAdvisor.set(row.userId, list);
  }
  return byAdvisor;
}

/** The API rows of `records`, in their order; `coordinated` says which the caller may change. */
export async function toAdvisorRows(
  q: DbOrTx,
  landingId: string,
  records: AdvisorRecord[],
  coordinated: readonly string[],
): Promise<AdvisorRow[]> {
  const memberships = await networksOf(
    q,
    landingId,
    records.map((r) => r.id),
  );
  return records.map((r) => {
    const brokerNetworks = memberships.get(r.id) ?? [];
    const brokerNetworkIds = brokerNetworks.map((n) => n.id);
    return {
      id: r.id,
      firstName: r.firstName ?? '',
      surname: r.surname ?? '',
      email: r.email,
      status: r.status,
      externalId: r.externalId,
      brokerNetworkIds,
      brokerNetworks,
      documentType: r.documentType,
      documentNumber: r.documentNumber,
      documentExpiryDate: r.documentExpiresNever ? DOCUMENT_INDEFINITELY : r.documentExpiryDate,
      documentCountry: r.documentCountry,
      powerOfAttorneyStartDate: r.powerOfAttorneyStartDate,
      powerOfAttorneyEndDate: r.powerOfAttorneyEndDate,
      editable: mayChange(coordinated, brokerNetworkIds),
      createdAt: r.createdAt.toISOString(),
    };
  });
}
