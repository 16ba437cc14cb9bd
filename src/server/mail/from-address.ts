import type { Landing } from '../../lib/contracts/landing';
import type { Env } from '../env';

/** Header values never carry line breaks (header injection through a site title or a subject). */
export function headerText(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The sender: MAIL_FROM with "{host}" replaced by the landing's first host (default no-reply@<host>). */
export function fromAddress(env: Pick<Env, 'MAIL_FROM'>, landing: Pick<Landing, 'hosts'>): string {
  const host = (landing.hosts[0] ?? 'localhost').replace(/^\[|\]$/g, '');
  return env.MAIL_FROM.replaceAll('{host}', host);
}

/** The From header: the brand's name with the sender address. */
export function fromHeader(env: Pick<Env, 'MAIL_FROM'>, landing: Pick<Landing, 'hosts' | 'siteTitle'>) {
  return { name: headerText(landing.siteTitle), address: fromAddress(env, landing) };
}
