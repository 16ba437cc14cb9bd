// The transfer details of an accepted offer: the amount, the campaign's recipient and account, and a title with the
// offer's reference; each as shown and as copied (what a bank's form takes: no spaces, no currency).
import type { Translate } from '../i18n-types';
import { formatBankAccount } from '../format/bank-account';
import { formatMoney } from '../format/money';

export interface TransferDetails {
  amount: { shown: string; copied: string } | null;
  recipient: { name: string; account: { shown: string; copied: string } } | null;
  title: string;
}

/**
 * A stored account (an IBAN without spaces) as the investor's bank form takes it: for a PLN transfer a Polish IBAN as
 * its 26-digit NRB (shown "61 1090 1014 ..."), the domestic form; otherwise the IBAN whole ("PL61 1090 ...",
 * "DE89 3704 ...": a SEPA transfer in EUR asks for the country code), grouped by SPEC section 5's rule.
 */
export function transferAccount(account: string, currency = 'PLN'): { shown: string; copied: string } {
  const copied = currency === 'PLN' && /^PL\d{26}$/.test(account) ? account.slice(2) : account;
  return { shown: formatBankAccount(copied), copied };
}

export function transferDetails(
  offer: { reference: string; investmentValue: number | null; currency: string },
  recipient: { name: string; account: string } | null,
  t: Translate,
): TransferDetails {
  const amount =
    offer.investmentValue === null
      ? null
      : {
          shown: formatMoney(offer.investmentValue, offer.currency),
          copied: formatMoney(offer.investmentValue).replace(/\s/g, ''),
        };
  return {
    amount,
    recipient: recipient && { name: recipient.name, account: transferAccount(recipient.account, offer.currency) },
    title: t('progress.transfer.titleValue', { reference: offer.reference }),
  };
}

export interface TransferRow {
  id: 'amount' | 'recipient' | 'account' | 'title';
  label: string;
  shown: string;
  copied: string;
}

/** The rows the transfer details show, in order (the page's HTML and the panel draw these). */
export function transferRows(details: TransferDetails, t: Translate): TransferRow[] {
  const rows: TransferRow[] = [];
  if (details.amount) rows.push({ id: 'amount', label: t('progress.transfer.amount'), ...details.amount });
  const recipient = details.recipient;
  if (recipient) {
    const name = recipient.name;
    rows.push({ id: 'recipient', label: t('progress.transfer.recipient'), shown: name, copied: name });
    rows.push({ id: 'account', label: t('progress.transfer.account'), ...recipient.account });
  }
  rows.push({ id: 'title', label: t('progress.transfer.titleLabel'), shown: details.title, copied: details.title });
  return rows;
}
