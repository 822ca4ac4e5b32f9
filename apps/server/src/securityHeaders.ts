import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
  await app.register(helmet, {
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
    if (!alwaysHttps && request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    reply.header('cross-origin-opener-policy', 'same-origin');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}
