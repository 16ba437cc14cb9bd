/**
 * An offer's reference: "OF-" and the first eight hex digits of its id, upper-case ("OF-1A2B3C4D"). Short enough to
 * type into a transfer title and to read out on the phone; the advisor finds the offer by it (with the investor's
 * name, a clash of eight hex digits within one investor's offers is out of the question in practice).
 */
export function offerReference(offerId: string): string {
  return `OF-${offerId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
