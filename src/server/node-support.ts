// Which Node versions the server runs on: package.json's engines.node, checked when the production entry starts.
// Below it the server would not fail cleanly: argon2's prebuilt binary crashes Node 22.12 with SIGSEGV as it loads
// (decision 0056), so the entry refuses such a Node with a message instead, before anything loads argon2.

/** package.json's engines.node (a unit test keeps the two equal). */
export const SUPPORTED_NODE = '^22.22.3 || ^24.16.0 || >=26.3.0';

type Version = [number, number, number];

function parse(text: string): Version | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` (e.g. "24.21.0" or "v22.12.0") satisfies `range`: alternatives joined by `||`, each `^x.y.z`
 * (same major, at least x.y.z) or `>=x.y.z`. Anything else in the range is an error (the range is ours).
 */
export function isSupportedNode(version: string, range: string = SUPPORTED_NODE): boolean {
  const current = parse(version);
  if (!current) return false;
  return range.split('||').some((part) => {
    const alternative = part.trim();
    const floor = parse(alternative.replace(/^(\^|>=)/, ''));
    if (!floor) throw new Error(`Unsupported range syntax: ${alternative}`);
    if (alternative.startsWith('^')) return current[0] === floor[0] && compare(current, floor) >= 0;
    if (alternative.startsWith('>=')) return compare(current, floor) >= 0;
    throw new Error(`Unsupported range syntax: ${alternative}`);
  });
}
