import { describe, expect, it } from 'vitest';
import { customerImportRow } from '../schemas/imports';
import { sriLankanNumber, storedPhone } from './phones';

describe('sriLankanNumber', () => {
  it('reads the forms people write and stores the ten national digits', () => {
    for (const typed of [
      '+94 77 123 4567',
      '077 123 4567',
      '+94771234567',
      '0094 77 123 4567',
      '94771234567',
      '(077) 123-4567',
      '077.123.4567',
      '0771234567',
    ])
      expect(sriLankanNumber(typed), typed).toBe('0771234567');
  });

  it('is null for what is no Sri Lankan number', () => {
    for (const typed of ['771234567', '07712345678', '+61 2 9999 9999', '077 123 456x', ''])
      expect(sriLankanNumber(typed), typed).toBeNull();
  });

  it('keeps other numbers as typed, trimmed', () => {
    expect(storedPhone(' +61 2 9999 9999 ')).toBe('+61 2 9999 9999');
  });

  it('is the rule the registration schemas apply', () => {
    const parsed = customerImportRow.safeParse({
      customer_code: 'C1',
      customer_name: 'Lanka Traders',
      mobile_no: '+94 77 123 4567',
    });
    expect(parsed.success && parsed.data.mobile_no).toBe('0771234567');
    expect(
      customerImportRow.safeParse({ customer_code: 'C1', customer_name: 'X', mobile_no: '771234567' })
        .success,
    ).toBe(false);
  });
});
