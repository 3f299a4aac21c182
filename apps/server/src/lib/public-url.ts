import type { FastifyRequest } from 'fastify';
import { PASSWORD_PAGE_PATH } from '@tmc/shared/account-schemas';
import type { AppConfig } from '../config.ts';

/**
 * The site's address for links in mail and in the sitemap, never taken from the client alone (a Host
 * header is the client's choice: a recovery link to an attacker's host would hand them the victim's
 * token). PUBLIC_URL when set; else, with ALLOWED_HOSTS, the request's host (behind a proxy with
 * TRUST_PROXY, the forwarded one) when it is on that list, the list's first host otherwise, with the
 * request's protocol; else, outside production, http://localhost:PORT. Production refuses to start
 * without one of the two (config.ts). See docs/decisions.md, 'Reliability and security (issue 10)'.
 */
export function publicOrigin(
  config: Pick<AppConfig, 'publicUrl' | 'allowedHosts' | 'port'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  if (config.publicUrl) return config.publicUrl;
  const [first] = config.allowedHosts;
  if (first) {
    const host = request.host.toLowerCase();
    return `${request.protocol === 'https' ? 'https' : 'http'}://${config.allowedHosts.includes(host) ? host : first}`;
  }
  return `http://localhost:${config.port}`;
}

/** The web page that sets a password: `/account/password?token=...`. */
export function passwordPageLink(origin: string, token: string): string {
  return `${origin}${PASSWORD_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
