/**
 * A bulk report's colour (the offers' and the advisors' bulk actions): green when all went, red when none did,
 * neutral for some of each.
 */
export const reportTone = (total: number, refused: number) =>
  refused === 0 ? 'notice-success' : refused === total ? 'notice-error' : 'notice-info';
