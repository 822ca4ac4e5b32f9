import { createHash } from 'node:crypto';

/** JSON with every object's keys in order, so equal records always read the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A record's fingerprint: what erp_links keeps of each side at the last sync. */
export const fingerprint = (value: unknown) =>
  createHash('sha256').update(canonicalJson(value)).digest('base64url');
