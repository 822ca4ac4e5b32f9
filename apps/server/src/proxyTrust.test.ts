import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { trustProxyOption } from './proxyTrust';

const setting = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    for (const off of [undefined, '', '0', 'false', 'no']) expect(setting(off), String(off)).toBe(false);
  });

  it('reads a number as a hop count: 1 is the one reverse proxy in front', () => {
    expect(setting('1')).toBe(1);
    expect(setting(' 2 ')).toBe(2);
    const oneHop = trustProxyOption(1) as (address: string, hop: number) => boolean;
    // The socket's peer (hop 0) is the proxy; the address it reports (hop 1) is the client.
    expect(oneHop('10.0.0.1', 0)).toBe(true);
    expect(oneHop('203.0.113.7', 1)).toBe(false);
    expect(trustProxyOption(0)).toBe(false);
  });

  it('reads a comma-separated list of proxy addresses and ranges', () => {
    expect(setting('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "trust everyone" and anything that is no address, with a message that says what it takes', () => {
    for (const bad of ['true', 'yes', 'all', '10.0.0.1,proxy.internal', '10.0.0.0/33', '1.2.3', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY takes the number of proxies/);
    }
  });
});
