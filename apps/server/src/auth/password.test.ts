import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashParameters, PRODUCTION_HASH, TEST_HASH, verifyPassword } from './password';

describe('password hashing parameters', () => {
  it('uses OWASP argon2id parameters everywhere but a test run', () => {
    expect(hashParameters({})).toBe(PRODUCTION_HASH);
    expect(hashParameters({ NODE_ENV: 'production' })).toBe(PRODUCTION_HASH);
    expect(hashParameters({ NODE_ENV: 'development' })).toBe(PRODUCTION_HASH);
    expect(hashParameters({ NODE_ENV: 'test' })).toBe(TEST_HASH);
  });

  it('makes a 19 MiB, two-pass, one-lane argon2id hash in production that verifies', async () => {
    const hash = await argon2.hash('correct horse', PRODUCTION_HASH);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
  });

  it('replaces a test-run hash at the first production login', async () => {
    const cheap = await argon2.hash('correct horse', TEST_HASH);
    expect(argon2.needsRehash(cheap, PRODUCTION_HASH)).toBe(true);
    const strong = await argon2.hash('correct horse', PRODUCTION_HASH);
    expect(argon2.needsRehash(strong, PRODUCTION_HASH)).toBe(false);
  });
});
