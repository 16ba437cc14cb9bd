import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it('writes bytes, kilobytes and megabytes (binary), one decimal below 10, with a decimal comma', () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(93)).toBe('93 B');
    expect(fileSize(1023)).toBe('1023 B');
    expect(fileSize(1024)).toBe('1 KB');
    expect(fileSize(1536)).toBe('1,5 KB');
    expect(fileSize(350 * 1024 + 900)).toBe('350 KB');
    expect(fileSize(3.5 * 1024 * 1024)).toBe('3,5 MB');
    expect(fileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(fileSize(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('rounds down, so a limit or the space left never reads as more than there is', () => {
    expect(fileSize(2047)).toBe('1,9 KB');
    expect(fileSize(10 * 1024 * 1024 - 1)).toBe('9,9 MB');
  });

  it('reads anything but a finite, non-negative number as 0 B', () => {
    for (const value of [undefined, null, 'x', Number.NaN, Infinity, -5]) expect(fileSize(value)).toBe('0 B');
  });
});
