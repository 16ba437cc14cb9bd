/**
 * Groups a bank account number in blocks of four, with a two-digit prefix first when it starts with digits
 * (SPEC section 5): '61109010140000071219812874' -> '61 1090 1014 0000 0712 1981 2874';
 * an IBAN with a country code groups from the start: 'PL61109...' -> 'PL61 1090 ...'.
 */
export function formatBankAccount(value: string | null | undefined): string {
  const clean = (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (!clean) return '';
  const groups = (s: string) => s.match(/.{1,4}/g) ?? [];
  if (/^\d{2}/.test(clean)) {
    const rest = clean.slice(2);
    return [clean.slice(0, 2), ...groups(rest)].join(' ');
  }
  return groups(clean).join(' ');
}

/** An account as stored: no spaces or dashes, upper-case, a bare 26-digit Polish NRB with its PL. */
export function normalisedIban(value: string): string {
  const clean = value.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{26}$/.test(clean) ? `PL${clean}` : clean;
}
