import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation, pgConstraint, pgErrorCode } from './errors';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is restarting, down or out of connections, through drizzle’s wrapper', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('too many'), { code: '53300' }))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(new Error('Client has encountered a connection error and is not queryable'))),
    ).toBe(true);
  });

  it('leaves the query’s own failures alone', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('invalid uuid'), { code: '22P02' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('pgErrorCode and pgConstraint', () => {
  it('read the driver’s error behind drizzle’s wrapper, and nothing from an error without them', () => {
    const duplicate = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'landings_slug_unique' });
    expect(pgErrorCode(wrapped(duplicate))).toBe('23505');
    expect(pgConstraint(wrapped(duplicate))).toBe('landings_slug_unique');
    expect(isUniqueViolation(wrapped(duplicate))).toBe(true);
    // A socket code is no SQLSTATE; five wrappers deep is as far as the walk goes.
    expect(pgErrorCode(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(pgErrorCode(wrapped(wrapped(wrapped(wrapped(wrapped(duplicate))))))).toBeUndefined();
    expect(pgConstraint(new Error('boom'))).toBeUndefined();
  });
});
