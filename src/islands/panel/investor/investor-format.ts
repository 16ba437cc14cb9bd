// What the investor screens derive from the API's data: the next action of an offer, the amount rules of the
// public offer page (checked before the call so a typo is caught at once; the server checks them again), the
// schedule's totals and the status badge colours. Pure functions, unit-tested.
import { parseMoney } from '../../../lib/format/money';
import type { CampaignState, Currency, OfferStatus, ScheduleStatus } from '../../../lib/contracts/campaign';
import { V } from '../../../lib/validation/keys';
import type { InvestorOfferRow, ScheduleRowView } from '../../../lib/contracts/public-offer';
import { moneyText } from '../../../lib/format/campaign-format';
import type { InvestorProfileView } from '../../../lib/contracts/investor-profile';

/** What the investor can do next with an offer, in the order of the offer's life. */
export type NextAction = 'interest' | 'accept' | 'upload' | 'check' | 'pdf' | null;

/** The actions that wait for the investor (the home's to-do list); 'check' waits for the advisor, 'pdf' for nobody. */
export const INVESTOR_MOVES: readonly NextAction[] = ['interest', 'accept', 'upload'];

/**
 * The next action of a list row (decision 0017's rules, from the row's own data): invited or viewed -> show
 * interest, interested -> accept, both only while the campaign runs; accepted -> upload the payment confirmation,
 * and once it is sent the advisor checks the payment ('check'); active -> download the PDF (the agreement with its
 * schedule); lost -> nothing.
 */
export function nextAction(
  row: Pick<InvestorOfferRow, 'status'> & { campaign: { state: CampaignState }; confirmationSentAt?: string | null },
): NextAction {
  const running = row.campaign.state === 'active';
  switch (row.status) {
    case 'invited':
    case 'viewed':
      return running ? 'interest' : null;
    case 'interested':
      return running ? 'accept' : null;
    case 'accepted':
      return row.confirmationSentAt ? 'check' : 'upload';
    case 'active':
      return 'pdf';
    default:
      return null;
  }
}

/** The bounds an amount must keep (CampaignMetricsView), integer minor units. */
export interface AmountBounds {
  minInvestment: number;
  maxInvestment: number | null;
  step: number;
  /** target - raised: what can still be accepted. */
  available: number;
  currency: Currency;
}

/** A failed amount rule: the validation key and its parameters, for t(). */
export interface AmountProblem {
  key: string;
  params?: Record<string, string>;
}

/**
 * The rules of the offer's amount, as the server applies them (decision 0017): a number with at most two
 * decimals, at least the minimum, at most the maximum and the room left, a multiple of the step. Returns the
 * amount in minor units, or the first problem.
 */
export function checkAmount(input: string, bounds: AmountBounds): { value: number } | { problem: AmountProblem } {
  if (input.trim() === '') return { problem: { key: V.required } };
  const value = parseMoney(input);
  if (value === null || value <= 0) return { problem: { key: V.number } };
  if (value < bounds.minInvestment)
    return { problem: { key: V.investmentMin, params: { min: moneyText(bounds.minInvestment, bounds.currency) } } };
  const max = bounds.maxInvestment === null ? bounds.available : Math.min(bounds.maxInvestment, bounds.available);
  if (value > max)
    return { problem: { key: V.investmentMax, params: { max: moneyText(Math.max(0, max), bounds.currency) } } };
  if (bounds.step > 0 && value % bounds.step !== 0)
    return { problem: { key: V.investmentIndivisible, params: { step: moneyText(bounds.step, bounds.currency) } } };
  return { value };
}

/** Sums of a schedule (cancelled rows left out, as the PDF and the advisor's screen sum them). */
export function scheduleTotals(rows: readonly ScheduleRowView[]): {
  gross: number;
  tax: number;
  net: number;
  paid: number;
} {
  return rows
    .filter((r) => r.status !== 'cancelled')
    .reduce(
      (sum, r) => ({
        gross: sum.gross + r.gross,
        tax: sum.tax + r.tax,
        net: sum.net + r.net,
        paid: sum.paid + r.paidAmount,
      }),
      { gross: 0, tax: 0, net: 0, paid: 0 },
    );
}

export const OFFER_STATUS_CLASSES: Record<OfferStatus, string> = {
  invited: 'bg-gray-100 text-gray-900',
  viewed: 'bg-sky-100 text-sky-900',
  interested: 'bg-indigo-100 text-indigo-900',
  accepted: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  declined: 'bg-red-100 text-red-900',
};

export const SCHEDULE_STATUS_CLASSES: Record<ScheduleStatus, string> = {
  scheduled: 'bg-gray-100 text-gray-900',
  unpaid: 'bg-red-100 text-red-900',
  'partially-paid': 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-700',
};

/** The offer's amount: '1 234,56 PLN', or null while none was stated. */
export const amountText = (minor: number | null, currency: Currency): string | null =>
  minor === null ? null : moneyText(minor, currency);

/** The amount as the input shows it: '1234,56' (no grouping, so it can be edited and parsed back). */
export function amountInput(minor: number | null): string {
  if (minor === null) return '';
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  return fraction === 0 ? String(whole) : `${whole},${String(fraction).padStart(2, '0')}`;
}

/**
 * How the investor is greeted (issue 17: by name, as advisors are): a company by its name, a person by their names
 * (the account's before the first save); null when none is known (the greeting then falls back to the e-mail).
 */
export function investorName(
  profile: Pick<InvestorProfileView, 'kind' | 'firstName' | 'surname' | 'companyName'> | undefined,
): string | null {
  if (!profile) return null;
  if (profile.kind === 'company' && profile.companyName?.trim()) return profile.companyName.trim();
  const names = [profile.firstName, profile.surname].filter((part) => part?.trim()).join(' ');
  return names || null;
}
