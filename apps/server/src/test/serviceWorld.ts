import { SERVICE_DIVISION_ID, shiftDay, type ServiceSaveInput } from '@jobline/shared';
import type { Executor } from '../db/client';
import { agreements, branches, customers, divisions } from '../db/schema';
import { resetSequences } from '../db/seed/reference';
import { createDivision, createUser } from './factories';
import { todayInColombo } from './jobWorld';

let worlds = 0;

/** The service division under its fixed id, as the demo company has it. */
export async function ensureServiceDivision(db: Executor) {
  await db.insert(divisions).values({ id: SERVICE_DIVISION_ID, name: 'Technical' }).onConflictDoNothing();
  await resetSequences(db, ['divisions']);
}

/**
 * A customer with two branches and a current agreement each, another customer with one, and the
 * people of a visit: two active technicians of the service division, an inactive one, and someone
 * of another division. The first branch's agreement began 400 days ago.
 */
export async function createServiceWorld(db: Executor) {
  const n = ++worlds;
  const stamp = `${n}-${Date.now().toString(36)}`;
  const today = todayInColombo();
  await ensureServiceDivision(db);
  const other = await createDivision(db);
  const technician = await createUser(db, { divisionId: SERVICE_DIVISION_ID, firstName: 'Buddhika' });
  const technician2 = await createUser(db, { divisionId: SERVICE_DIVISION_ID, firstName: 'Asanka' });
  const inactive = await createUser(db, {
    divisionId: SERVICE_DIVISION_ID,
    status: 0,
    firstName: 'Lasantha',
  });
  const outsider = await createUser(db, { divisionId: other.id, firstName: 'Malsha' });

  const [customer] = await db
    .insert(customers)
    .values({ code: `SW${stamp}`, name: `Service World ${n}` })
    .returning();
  const [otherCustomer] = await db
    .insert(customers)
    .values({ code: `SWO${stamp}`, name: `Other Customer ${n}` })
    .returning();
  const branchOf = async (code: string, customerId: number) => {
    const [b] = await db
      .insert(branches)
      .values({ customerId, name: `Branch ${code}`, code, posCount: 4, serverCount: 1, terminalCount: 6 })
      .returning();
    return b!;
  };
  const main = await branchOf('main', customer!.id);
  const second = await branchOf('second', customer!.id);
  const foreign = await branchOf('foreign', otherCustomer!.id);
  const agreementOf = async (branchId: number, validFrom: string, validTo: string, tag: string) => {
    const [a] = await db
      .insert(agreements)
      .values({ branchId, number: `SVA-${stamp}-${tag}`, type: 3, validFrom, validTo })
      .returning();
    return a!;
  };
  const agreement = await agreementOf(main.id, shiftDay(today, -400), shiftDay(today, 30), 'main');
  const secondAgreement = await agreementOf(second.id, shiftDay(today, -30), shiftDay(today, 335), 'second');
  const foreignAgreement = await agreementOf(
    foreign.id,
    shiftDay(today, -30),
    shiftDay(today, 335),
    'foreign',
  );

  let cards = 0;
  return {
    today,
    technician,
    technician2,
    inactive,
    outsider,
    customer: customer!,
    otherCustomer: otherCustomer!,
    branches: { main, second, foreign },
    agreements: { main: agreement, second: secondAgreement, foreign: foreignAgreement },
    /** A complete POST service body for the main branch's agreement, yesterday, with a fresh job card. */
    visit: (overrides: Partial<ServiceSaveInput> = {}): ServiceSaveInput => ({
      selected_customer: customer!.id,
      selected_branch: main.id,
      selected_agreement: agreement.id,
      service_date: shiftDay(today, -1),
      job_card_no: `JC-${stamp}-${++cards}`,
      pos_count: 4,
      server_count: 1,
      terminal_count: 6,
      employees: [technician.id, technician2.id],
      ...overrides,
    }),
  };
}
export type ServiceWorld = Awaited<ReturnType<typeof createServiceWorld>>;
