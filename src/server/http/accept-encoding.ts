/** Content codings this server produces, in its own order of preference when the client has no preference. */
export type Coding = 'br' | 'gzip';

const SERVER_ORDER: readonly Coding[] = ['br', 'gzip'];

/**
 * The best coding among `available` that the client accepts (RFC 9110 Accept-Encoding with q-values and `*`),
 * or null when the response should go out unencoded. Ties go to brotli, which is smaller.
 */
export function chooseCoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly Coding[] = SERVER_ORDER,
): Coding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  // Fast path for what every browser sends: a plain list without q-values.
  if (!header.includes(';') && !header.includes('*')) {
    const tokens = header
      .toLowerCase()
      .split(',')
      .map((t) => t.trim());
    return SERVER_ORDER.find((c) => available.includes(c) && tokens.includes(c)) ?? null;
  }
  const weights = parseWeights(header);
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of SERVER_ORDER) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

function parseWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    weights.set(name, q);
  }
  return weights;
}
