import type { FastifyRequest } from 'fastify';

// Query parameters that carry a secret: the password page's one-time token (/account/password?token=...).
const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

// The seller entry page carries its single-use token in the path (/sellers/input/{token}).
const SECRET_PATH = /(\/sellers\/input\/)[^/?#]+/gi;

/** The URL with secret query values (and the entry link's token) replaced, for the request log. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted: no one-time token reaches the log. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
