import { describe, expect, it } from 'vitest';
import { createLogger, type LogEntry } from './logger';

describe('createLogger', () => {
  it('writes the lines at or above its level, and says which levels it writes', () => {
    const lines: LogEntry[] = [];
    const logger = createLogger('warn', (entry) => lines.push(entry));
    logger.info('skipped', { a: 1 });
    logger.warn('kept', { token: 'secret-value' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'kept' });
    expect(JSON.stringify(lines[0])).not.toContain('secret-value');
    expect(['debug', 'info', 'warn', 'error'].map((level) => logger.enabled?.(level as 'info'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(createLogger('silent').enabled?.('error')).toBe(false);
  });
});
