import { dayInZone, RoleId, type JobDraftInput } from '@jobline/shared';
import type { Executor } from '../db/client';
import { agreements, branches, categories, customers, systems } from '../db/schema';
import { createDivision, createUser } from './factories';

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const todayInColombo = () => dayInZone(new Date(), 'Asia/Colombo');
export const daysFromToday = (days: number) => shift(todayInColombo(), days);

let worlds = 0;

/**
 * A customer whose branches cover every agreement state, plus the people a job names: what the job
 * tests need to exercise need_approval, charge mode and the reference checks.
 */
export async function createJobWorld(db: Executor) {
  const n = ++worlds;
  const today = todayInColombo();
  const division = await createDivision(db);
  const otherDivision = await createDivision(db);
  const employee = await createUser(db, { divisionId: division.id, firstName: 'Worker' });
  const outsider = await createUser(db, { divisionId: otherDivision.id });
  const requester = await createUser(db, { divisionId: division.id });
  const coordinator = await createUser(db, { roleId: RoleId.COORDINATOR, divisionId: division.id });
  const collector = await createUser(db, { divisionId: division.id });
  const [system] = await db
    .insert(systems)
    .values({ name: `System ${n}-${Date.now()}` })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ name: `Ordinary ${n}-${Date.now()}` })
    .returning();
  const [customer] = await db
    .insert(customers)
    .values({ code: `JW${n}-${Date.now()}`, name: `Job World ${n}` })
    .returning();
  const [otherCustomer] = await db
    .insert(customers)
    .values({ code: `JWO${n}-${Date.now()}`, name: `Other ${n}` })
    .returning();
  const branchOf = async (code: string, customerId = customer!.id) => {
    const [b] = await db
      .insert(branches)
      .values({ customerId, name: `Branch ${code}`, code })
      .returning();
    return b!;
  };
  const none = await branchOf('none');
  const software = await branchOf('software');
  const hardware = await branchOf('hardware');
  const expired = await branchOf('expired');
  const foreign = await branchOf('foreign', otherCustomer!.id);
  const current = { validFrom: shift(today, -30), validTo: shift(today, 30), status: 'Accepted' };
  await db.insert(agreements).values([
    { branchId: software.id, number: `JWA-${n}-s-${Date.now()}`, type: 2, ...current },
    { branchId: hardware.id, number: `JWA-${n}-h-${Date.now()}`, type: 1, ...current },
    {
      branchId: expired.id,
      number: `JWA-${n}-e-${Date.now()}`,
      type: 3,
      status: 'Accepted',
      validFrom: shift(today, -400),
      validTo: shift(today, -10),
    },
  ]);
  const world = {
    today,
    division,
    otherDivision,
    employee,
    outsider,
    requester,
    coordinator,
    collector,
    system: system!,
    category: category!,
    customer: customer!,
    branches: { none, software, hardware, expired, foreign },
  };
  return {
    ...world,
    /** A complete New Job draft at the branch without any agreement, free of charge. */
    draft: (overrides: Partial<JobDraftInput> = {}): JobDraftInput => ({
      customer_id: world.customer.id,
      location_id: world.branches.none.id,
      system_id: world.system.id,
      contact_person: 'Saman Perera',
      contact_number: '0771234567',
      division_id: world.division.id,
      employee_id: world.employee.id,
      requested_by: world.requester.id,
      job_category_id: world.category.id,
      job_type: 4,
      job_coordinator_id: world.coordinator.id,
      due_date: shift(today, 7),
      job_description: 'Install the new POS terminals',
      job_title: 'POS installation',
      priority: 1,
      ...overrides,
    }),
  };
}
export type JobWorld = Awaited<ReturnType<typeof createJobWorld>>;
