// The days a payout run may be marked executed on (issue 38 item 3; decision 0076, "Runs"): interest accrues until
// the schedule date, so a payout is not executed before it; nor before the run was approved (its file did not exist),
// nor after today (a person reports what the bank did). The server enforces it; the execution dialog's calendar
// offers the same days. Days are YYYY-MM-DD (UTC), compared as strings.

export interface ExecutionWindow {
  /** The first day allowed: the schedule date, or the approval day when that is later. */
  earliest: string;
  /** Today. */
  latest: string;
  /** False while today is before the schedule date: no day is allowed yet. */
  open: boolean;
}

export function executionWindow(
  run: { scheduleDate: string; approvedOn: string | null },
  today: string,
): ExecutionWindow {
  const approvedOn = run.approvedOn ?? today;
  const earliest = approvedOn > run.scheduleDate ? approvedOn : run.scheduleDate;
  return { earliest, latest: today, open: earliest <= today };
}

/** Why `day` is refused, or null when it is allowed: before the schedule date, or outside the window otherwise. */
export function executionDayRefusal(
  run: { scheduleDate: string; approvedOn: string | null },
  day: string,
  today: string,
): 'before-schedule-date' | 'outside-window' | null {
  const window = executionWindow(run, today);
  if (!window.open || day < run.scheduleDate) return 'before-schedule-date';
  if (day < window.earliest || day > window.latest) return 'outside-window';
  return null;
}
