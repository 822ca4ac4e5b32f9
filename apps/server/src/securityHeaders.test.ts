import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test/testApp';

const get = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/health', headers });

describe('security headers', () => {
  let plain: TestApp;
  let proxied: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    [plain, proxied, https] = await Promise.all([
      createTestApp(),
      createTestApp({ TRUST_PROXY: '1' }),
      createTestApp({ PUBLIC_URL: 'https://jobline.example.com' }),
    ]);
  });
  afterAll(() => Promise.all([plain, proxied, https].map((t) => t.close())));

  it('over plain HTTP sends a content policy without the HTTPS-only parts, so assets load on an office network', async () => {
    const res = await get(plain);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not believe a client that only claims https without a trusted proxy', async () => {
    const res = await get(plain, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy that says https, adds HSTS, the upgrade and the opener policy', async () => {
    const res = await get(proxied, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['content-security-policy'])).toMatch(/;upgrade-insecure-requests$/);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const overHttp = await get(proxied, { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('always adds them when the public address is https', async () => {
    const res = await get(https);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('PUBLIC_URL', () => {
  it('takes a full http or https address, or nothing', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://jobline.example.com' }).PUBLIC_URL).toBe(
      'https://jobline.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: '' }).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it('stops the start with a clear line for anything else', () => {
    for (const bad of ['jobline.example.com', 'ftp://jobline.example.com', 'https//x']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL: PUBLIC_URL must be a full http or https address/,
      );
    }
  });
});
