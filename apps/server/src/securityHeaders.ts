import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from './config';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers that work where Jobline is really opened. Over plain HTTP on an office network
 * (a phone on the Wi-Fi, another desk's browser), HSTS, `upgrade-insecure-requests` and the opener
 * policy would make the browser fetch every asset over https and show a blank page; they are sent
 * only to requests that came over HTTPS, or always when PUBLIC_URL says the site is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const alwaysHttps = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const headers = headersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (!alwaysHttps && request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    reply.header('cross-origin-opener-policy', 'same-origin');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}

/**
 * The headers helmet sets, worked out once: they are the same for every answer, and having helmet
 * parse its options again on each request was a measurable share of a small call's time.
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
