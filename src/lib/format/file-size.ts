// One way to write a file's size, everywhere (issue 17: the same file read "1 KB" on the campaign page and "93 B"
// in the panel). No dependencies: the public page script imports it within its 25 KB budget.

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A size for people: '93 B', '1,5 KB', '350 KB', '3,5 MB', '25 MB'. Binary units, as the upload limits are set
 * (10 and 25 MB of 1,048,576 bytes); one decimal below 10, decimal comma as every number of the SPEC; rounded down,
 * so a limit or the space left never reads as more than there is. Anything but a finite number reads as 0 B.
 */
export function fileSize(value: unknown): string {
  const bytes = typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
  if (bytes < KB) return `${bytes} B`;
  const [amount, unit] = bytes < MB ? [bytes / KB, 'KB'] : [bytes / MB, 'MB'];
  const shown = amount < 10 ? Math.floor(amount * 10) / 10 : Math.floor(amount);
  return `${Number.isInteger(shown) ? String(shown) : shown.toFixed(1).replace('.', ',')} ${unit}`;
}
