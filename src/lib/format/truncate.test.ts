import { describe, expect, it } from 'vitest';
import { ELLIPSIS, truncate } from './truncate';

describe('truncate', () => {
  it('leaves text that fits unchanged', () => {
    expect(truncate('short', 5)).toBe('short');
    expect(truncate('', 3)).toBe('');
    expect(truncate(null, 3)).toBe('');
  });
  it('cuts longer text and adds an ellipsis within the limit', () => {
    const result = truncate('Investment campaign', 11);
    expect(result).toBe(`Investment${ELLIPSIS}`);
    expect(result.length).toBeLessThanOrEqual(11);
  });
  it('does not leave a space before the ellipsis', () => {
    expect(truncate('abc def ghi', 5)).toBe(`abc${ELLIPSIS}`);
  });
  it('copes with tiny limits', () => {
    expect(truncate('abcdef', 1)).toBe(ELLIPSIS);
    expect(truncate('abcdef', 0)).toBe('');
  });
});
