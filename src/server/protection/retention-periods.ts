// How long each class of an investor's records is kept (decisions 0061 and 0065): pure functions of the day a period
// is counted from and the landing's time zone, used alike by the retention job (which deletes after the last instant)
// and the erasure answer (which names the last day). Each period's law is quoted in the decision records.
import { endOfDayYearsAfter, endOfYearYearsAfter } from '../../lib/format/time-zone';

/**
 * AML records (KYC, the offer log, tests and classification requests, with ECSPR Art. 26's records of the service):
 * the AML act art. 49(1) as in force since 31.10.2021 keeps them "przez okres 5 lat, licząc od dnia zakończenia
 * stosunków gospodarczych z klientem": through the day of the same date five years after the day the relationship
 * ended, read in the landing's zone (civil code art. 112).
 */
export const retainUntil = (end: Date, zone: string) => endOfDayYearsAfter(end, 5, zone);

/**
 * Payment records (the schedule, payment confirmations, refunds): the accounting act art. 74 ust. 2 pkt 4 keeps them
 * "przez 5 lat od początku roku następującego po roku obrotowym, w którym operacje, transakcje [...] zostały ostatecznie
 * zakończone, spłacone, rozliczone": through 31 December of the fifth year after the year the relationship ended in
 * (its last payment is no later than its end).
 */
export const accountingRetainUntil = (end: Date, zone: string) => endOfYearYearsAfter(end, 5, zone);

/**
 * The account itself (identity, primary data, offers): kept while any record of it must be, so until the AML day,
 * or the accounting one when the offers hold payment records.
 */
export function accountRetainUntil(end: Date, zone: string, payments: boolean): Date {
  const aml = retainUntil(end, zone);
  if (!payments) return aml;
  const accounting = accountingRetainUntil(end, zone);
  return accounting > aml ? accounting : aml;
}

/**
 * A complaint with its answer, for the defence of claims until they are time-barred: civil code art. 118 (six years,
 * "koniec terminu przedawnienia przypada na ostatni dzień roku kalendarzowego"), counted from the complaint's answer
 * (or its receipt while unanswered).
 */
export const complaintRetainUntil = (last: Date, zone: string) => endOfYearYearsAfter(last, 6, zone);

/**
 * The sign-in log and the outbox's copies of e-mails: no law sets a period; kept 12 months from each entry for the
 * account's security and proof of what was sent (GDPR Art. 5(1)(e) and 6(1)(f)), then deleted.
 */
const LOG_RETENTION_MONTHS = 12;

/** The instant before which a log entry made is past its 12 months at `now`. */
export function logCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LOG_RETENTION_MONTHS);
  return cutoff;
}
