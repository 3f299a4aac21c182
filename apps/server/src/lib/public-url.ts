import type { FastifyRequest } from 'fastify';
import { PASSWORD_PAGE_PATH } from '@tmc/shared/account-schemas';
import type { AppConfig } from '../config.ts';

// A host header as browsers send it: a name or an IPv4/IPv6 address, with an optional port.
const HOST_HEADER = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The site's address for links in mail: PUBLIC_URL when set, else the request's origin (protocol and
 * Host header; behind a proxy with TRUST_PROXY, the forwarded ones). Production sets PUBLIC_URL:
 * a Host header is chosen by the client (see docs/decisions.md, 'Accounts').
 */
export function publicOrigin(config: Pick<AppConfig, 'publicUrl'>, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = HOST_HEADER.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/** The web page that sets a password: `/account/password?token=...`. */
export function passwordPageLink(origin: string, token: string): string {
  return `${origin}${PASSWORD_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}
