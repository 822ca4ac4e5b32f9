import { isIP } from 'node:net';
import { z } from 'zod';

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const HINT =
  'TRUST_PROXY takes the number of proxies in front of the server (1 for one reverse proxy) or their addresses, e.g. 10.0.0.5,10.1.0.0/16';

/** An address, a range such as 10.0.0.0/8, or one of proxy-addr's names for the private ranges. */
const isProxyAddress = (item: string) => {
  if (PROXY_NAMES.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128));
};

/** How many proxies stand in front of the server, or which addresses they have; false for none. */
export type ProxyTrust = number | string[] | false;

/**
 * TRUST_PROXY: a hop count or the proxies' addresses, never "everyone": a client trusted to name
 * its own address (X-Forwarded-For) could escape the login limits by naming a new one each time.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): ProxyTrust => {
    const text = value?.trim().toLowerCase() ?? '';
    if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const items = text.split(',').map((item) => item.trim());
    if (items.every(isProxyAddress)) return items;
    ctx.addIssue({ code: 'custom', message: HINT });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy for the setting. A bare number there trusts no one, so a hop count becomes
 * proxy-addr's rule: the nearest `hops` addresses (the socket's peer first) are proxies.
 */
export function trustProxyOption(
  trust: ProxyTrust,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust === 0 ? false : (_address, hop) => hop < trust;
}
