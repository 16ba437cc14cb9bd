import type { Context } from 'hono';
import type { Env } from '../env';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The caller's IP address: the socket's peer, or — only with TRUST_PROXY — the address our proxy appended
 * to X-Forwarded-For (the last entry: the ones before it are whatever the client sent and prove nothing).
 */
export function clientIp(c: Context, env: Pick<Env, 'TRUST_PROXY'>): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  const bindings = (c.env ?? {}) as NodeBindings;
  return bindings.incoming?.socket?.remoteAddress ?? 'unknown';
}
