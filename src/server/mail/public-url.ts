import type { Landing } from '../../lib/contracts/landing';
import type { Env } from '../env';

type UrlEnv = Pick<Env, 'PUBLIC_URL_SCHEME' | 'PUBLIC_URL_PORT' | 'PORT'>;

const DEFAULT_PORTS = { http: 80, https: 443 } as const;

/**
 * The origin of a landing for links in e-mails: its first configured host, with the scheme and port of the
 * configuration. Never the Host header of a request, which an attacker chooses (password-reset poisoning).
 */
export function landingOrigin(env: UrlEnv, landing: Pick<Landing, 'hosts'>): string {
  const host = landing.hosts[0];
  if (!host) throw new Error('a landing without hosts has no public URL');
  const scheme = env.PUBLIC_URL_SCHEME;
  const port = env.PUBLIC_URL_PORT ?? env.PORT;
  // PORT 80 or 443 (or 0, "any free port") means a proxy or the default port in front: no port in links.
  const omit = port === DEFAULT_PORTS[scheme] || (env.PUBLIC_URL_PORT === undefined && [0, 80, 443].includes(port));
  return `${scheme}://${host}${omit ? '' : `:${port}`}`;
}

/** An absolute URL on the landing's origin for `path` ('/x'); absolute http(s) URLs are returned as they are. */
export function landingUrl(env: UrlEnv, landing: Pick<Landing, 'hosts'>, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${landingOrigin(env, landing)}${path.startsWith('/') ? path : `/${path}`}`;
}
