// Test-only builders of POST customers payloads, with days relative to the company's today.
import { randomBytes } from 'node:crypto';
import { dayInZone } from '@jobline/shared';

export const today = () => dayInZone(new Date(), 'Asia/Colombo');

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const uniq = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

type Json = Record<string, unknown>;

export function agreementPayload(overrides: Json = {}): Json {
  const day = today();
  return {
    agreement_number: uniq('AGR'),
    agreement_code: 'AMC',
    warranty_period: false,
    agreement_type: 3,
    status: 'Accepted',
    valid_from: shiftDay(day, -30),
    valid_to: shiftDay(day, 335),
    agreement_date: shiftDay(day, -35),
    ...overrides,
  };
}

export function branchPayload(overrides: Json = {}): Json {
  return {
    branch_name: uniq('Branch'),
    branch_code: uniq('B'),
    branch_contact_person: 'Kumari Perera',
    branch_mobile_no: '0771234567',
    branch_phone_no: '0112345678',
    branch_address: '12 Temple Road, Kandy',
    branch_email: 'kandy@example.com',
    pos_count: 3,
    server_count: 1,
    terminal_count: 4,
    agreements: [agreementPayload()],
    ...overrides,
  };
}

export function customerPayload(overrides: Json = {}): Json {
  return {
    customer_code: uniq('C'),
    customer_name: uniq('Customer'),
    address: '1 Main Street, Colombo 03',
    owner: 'R. Wijesekara',
    contact_person: 'Nimal Silva',
    mobile_no: '0712345678',
    email: 'info@example.com',
    website: 'https://example.com',
    software_coordinator: null,
    marketing_coordinator: null,
    account_coordinator: null,
    branches: [branchPayload()],
    ...overrides,
  };
}

/** A saved customer as GET customers/{id} answers it, turned back into a payload for edit mode. */
export function asPayload(customer: Json): Json {
  const { branches, ...rest } = customer as { branches: Json[] } & Json;
  return {
    ...rest,
    branches: branches.map(({ agreements, lights: _l, customer_id: _c, ...branch }) => ({
      ...branch,
      agreements: (agreements as Json[]).map(({ branch_id: _b, agreement_type_name: _t, ...a }) => a),
    })),
  };
}
