import { describe, expect, it } from 'vitest';
import { executionDayRefusal, executionWindow } from './execution-day';

const run = (scheduleDate: string, approvedOn: string | null = null) => ({ scheduleDate, approvedOn });

describe('the days a payout run may be marked executed on', () => {
  it('runs from the schedule date to today when the run was approved before the schedule date', () => {
    expect(executionWindow(run('2026-12-15', '2026-12-01'), '2026-12-20')).toEqual({
      earliest: '2026-12-15',
      latest: '2026-12-20',
      open: true,
    });
  });

  it('starts at the approval day when the run was approved after the schedule date', () => {
    expect(executionWindow(run('2026-12-15', '2026-12-18'), '2026-12-20')).toMatchObject({ earliest: '2026-12-18' });
  });

  it('is closed while the schedule date is ahead', () => {
    expect(executionWindow(run('2026-12-15', '2026-11-30'), '2026-11-30').open).toBe(false);
    expect(executionWindow(run('2026-12-15', '2026-12-15'), '2026-12-15').open).toBe(true);
  });

  it.each([
    ['2026-12-14', '2026-12-20', 'before-schedule-date'],
    ['2026-12-15', '2026-12-20', null],
    ['2026-12-20', '2026-12-20', null],
    ['2026-12-21', '2026-12-20', 'outside-window'],
    // Today before the schedule date: any day is refused for the schedule date, today's included.
    ['2026-11-30', '2026-11-30', 'before-schedule-date'],
    ['2026-12-15', '2026-11-30', 'before-schedule-date'],
  ] as const)('day %s with today %s: %s', (day, today, refusal) => {
    expect(executionDayRefusal(run('2026-12-15', '2026-11-30'), day, today)).toBe(refusal);
  });

  it('refuses a day after the schedule date but before the approval as outside the window', () => {
    expect(executionDayRefusal(run('2026-12-15', '2026-12-18'), '2026-12-16', '2026-12-20')).toBe('outside-window');
  });
});
