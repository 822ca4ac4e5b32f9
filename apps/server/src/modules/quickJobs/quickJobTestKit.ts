import { eq } from 'drizzle-orm';
import { COMPANY_CUSTOMER_ID, type AddJobRequestInput } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { branches, customers } from '../../db/schema';
import type { JobWorld } from '../../test/jobWorld';
import type { TestApp } from '../../test/testApp';

/** A complete quick job body at the world's branch without agreements. */
export const quickJobBody = (
  w: JobWorld,
  overrides: Partial<AddJobRequestInput> = {},
): AddJobRequestInput => ({
  job_type: 1,
  job_requested_from: 1,
  job_assign_by: w.employee.id,
  selected_customer: w.customer.id,
  selected_location: w.branches.none.id,
  selected_system: w.system.id,
  category: w.category.id,
  branch_contact_person: 'Kumari Perera',
  branch_mobile_no: '0771234567',
  job_description: 'Printer not responding at the counter',
  chargeable: false,
  qc: false,
  is_temp_job: false,
  ...overrides,
});

/** The company's own customer (212) with its head office, as the demo has it. */
export async function ensureCompanyCustomer(db: Executor) {
  const [existing] = await db.select().from(customers).where(eq(customers.id, COMPANY_CUSTOMER_ID));
  const customer =
    existing ??
    (
      await db
        .insert(customers)
        .values({ id: COMPANY_CUSTOMER_ID, code: `C0212-${Date.now()}`, name: 'The Company' })
        .returning()
    )[0]!;
  const [branch] = await db
    .insert(branches)
    .values({ customerId: customer.id, name: 'Head Office', code: `HO-${Date.now()}` })
    .returning();
  return { customer, branch: branch! };
}

type Who = { headers: Record<string, string> } | undefined;

/** JSON calls through the real app. */
export const caller = (t: TestApp) => ({
  post: (url: string, payload: unknown, who?: Who) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: who?.headers ?? {} }),
  get: (url: string, who?: Who) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} }),
});
