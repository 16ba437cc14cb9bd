/** The advisor's page of one offer (/app/investors/offer/{id}), which the table, the kanban cards and the tasks link to. */
export const offerHref = (id: string) => `/app/investors/offer/${encodeURIComponent(id)}`;
