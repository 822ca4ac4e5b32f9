import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeRedirect('/job?id=4&job_no=J1')).toBe('/job?id=4&job_no=J1');
  });

  it('refuses other sites and odd values, falling back home', () => {
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'job',
      '/login',
    ]) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});
