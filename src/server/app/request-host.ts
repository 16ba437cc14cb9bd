import type { Context } from 'hono';
import type { Env } from '../env';

/** The host the client asked for: X-Forwarded-Host behind a trusted proxy, else Host, else the URL's. */
export function requestHost(c: Context, env: Pick<Env, 'TRUST_PROXY'>): string {
  const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-host') : undefined;
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}

/** The scheme the client used: X-Forwarded-Proto behind a trusted proxy, else the URL's. */
export function requestProtocol(c: Context, env: Pick<Env, 'TRUST_PROXY'>): 'http' | 'https' {
  const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const protocol = forwarded || new URL(c.req.url).protocol.replace(':', '');
  return protocol === 'https' ? 'https' : 'http';
}
