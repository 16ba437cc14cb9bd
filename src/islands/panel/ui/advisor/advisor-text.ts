import type { AdvisorRow } from '../../../../lib/contracts/advisor';

/** "First Surname" of an advisor, as the list and the toasts name them. */
export const advisorName = (advisor: Pick<AdvisorRow, 'firstName' | 'surname'>) =>
  `${advisor.firstName} ${advisor.surname}`.trim();

/** The networks of a row by name (SPEC: names, not ids). */
export const networkNames = (advisor: Pick<AdvisorRow, 'brokerNetworks'>) =>
  advisor.brokerNetworks.map((n) => n.name).join(', ');
