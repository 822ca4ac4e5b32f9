import { sql } from 'drizzle-orm';
import { dayInZone } from '@jobline/shared';
import { hashPassword } from '../../auth/password';
import { queryRows, type Db } from '../client';
import { agreements, branches, customers, jobs, users } from '../schema';
import { DEMO_PASSWORD, SYSTEMS, TOWNS } from './demoData';
import { seededRandom } from './random';
import { seedScaleWork } from './scaleWork';
import { AUDIT_ROWS_PER_JOB, seedScaleAudit } from './scaleAudit';

export interface ScaleOptions {
  employees: number;
  jobs: number;
  customers: number;
  timeZone: string;
  /** Tasks, assignments, activities and work log of the jobs (true unless false). */
  work?: boolean;
  log?: (line: string) => void;
}

const BATCH = 2_000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Adds the benchmark data set to a database that already holds the demo company: employees,
 * customers with branches and agreements, jobs spread over the last two years, and their tasks,
 * assignments, activities and work log (seedScaleWork). Deterministic for the same options.
 */
export async function seedScale(db: Db, options: ScaleOptions) {
  const log = options.log ?? (() => {});
  const random = seededRandom(424242);
  const today = dayInZone(new Date(), options.timeZone);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where code like 'SC%'`,
  );
  if (Number(existing?.n) > 0) throw new Error('The scale data set is already in this database.');

  const ids = async (table: string) =>
    (await queryRows<{ id: number }>(db, sql.raw(`select id from ${table} order by id`))).map((r) => r.id);
  const divisionIds = await ids('divisions');
  const categoryIds = await ids('categories');
  const systemIds = await ids('systems');
  const positionRows = await queryRows<{ id: number; division_id: number }>(
    db,
    sql`select id, division_id from positions`,
  );
  if (!divisionIds.length || !systemIds.length)
    throw new Error('Seed the demo company first (start the server once).');

  log(`employees: ${options.employees}`);
  const employeeRows = Array.from({ length: options.employees }, (_, i) => {
    const divisionId = random.pick(divisionIds);
    const position = positionRows.find((p) => p.division_id === divisionId);
    return {
      code: `SC${String(i + 1).padStart(5, '0')}`,
      firstName: `Scale${i + 1}`,
      lastName: random.pick(['Perera', 'Silva', 'Fernando', 'Bandara', 'Dias', 'Kumara', 'Herath']),
      email: `scale${i + 1}@scale.local`,
      mobile: `07${random.int(10_000_000, 99_999_999)}`,
      divisionId,
      positionId: position?.id ?? null,
      roleId: random.chance(0.05) ? 5 : 8,
      passwordHash,
    };
  });
  const employeeIds: number[] = [];
  await insertInBatches(employeeRows, async (batch) => {
    const ids = await db.insert(users).values(batch).returning({ id: users.id });
    employeeIds.push(...ids.map((r) => r.id));
  });

  log(`customers: ${options.customers} (with branches and agreements)`);
  const customerIds: number[] = [];
  await insertInBatches(
    Array.from({ length: options.customers }, (_, i) => ({
      code: `SCC${String(i + 1).padStart(6, '0')}`,
      name: `Scale Customer ${i + 1}`,
      address: `${i + 1} ${random.pick(TOWNS)} Road`,
      contactPerson: 'Manager',
      mobileNo: `07${random.int(10_000_000, 99_999_999)}`,
    })),
    async (batch) => {
      const ids = await db.insert(customers).values(batch).returning({ id: customers.id });
      customerIds.push(...ids.map((r) => r.id));
    },
  );
  const branchRows = customerIds.flatMap((customerId, ci) =>
    Array.from({ length: 1 + (ci % 3) }, (_, bi) => ({
      customerId,
      name: `Branch ${bi + 1} - ${random.pick(TOWNS)}`,
      code: `SB${ci}-${bi}`,
      contactPerson: 'Branch Manager',
      mobileNo: `07${random.int(10_000_000, 99_999_999)}`,
      posCount: random.int(1, 10),
      serverCount: 1,
      terminalCount: random.int(0, 6),
    })),
  );
  const branchOf = new Map<number, number[]>();
  await insertInBatches(branchRows, async (batch) => {
    const ids = await db
      .insert(branches)
      .values(batch)
      .returning({ id: branches.id, customerId: branches.customerId });
    for (const b of ids) branchOf.set(b.customerId, [...(branchOf.get(b.customerId) ?? []), b.id]);
  });
  const agreementRows = [...branchOf.values()].flat().flatMap((branchId) =>
    random.chance(0.8)
      ? [
          {
            branchId,
            number: `SCA-${branchId}`,
            type: random.pick([1, 2, 3]),
            status: random.chance(0.1) ? 'Warrenty' : 'Accepted',
            validFrom: shift(today, -random.int(0, 400)),
            validTo: shift(today, random.int(-200, 365)),
          },
        ]
      : [],
  );
  await insertInBatches(agreementRows, (batch) => db.insert(agreements).values(batch));

  log(`jobs: ${options.jobs}`);
  const start = Date.now() - 730 * 86_400_000;
  const jobRows = Array.from({ length: options.jobs }, (_, i) => {
    const customerId = random.pick(customerIds);
    const createdAt = new Date(start + Math.floor((i / options.jobs) * 730 * 86_400_000));
    return {
      jobNo: `SJ${String(i + 1).padStart(7, '0')}`,
      title: `Scale job ${i + 1}`,
      description: `${random.pick(['Install', 'Repair', 'Configure', 'Upgrade', 'Train staff on'])} ${random.pick(SYSTEMS)} at branch`,
      customerId,
      branchId: random.pick(branchOf.get(customerId)!),
      systemId: random.pick(systemIds),
      categoryId: random.pick(categoryIds),
      kind: random.pick([1, 2, 2, 2, 4]),
      divisionId: random.pick(divisionIds),
      employeeId: random.pick(employeeIds),
      requestedById: random.pick(employeeIds),
      coordinatorId: random.pick(employeeIds),
      createdById: random.pick(employeeIds),
      dueDate: shift(createdAt.toISOString().slice(0, 10), random.int(1, 30)),
      priority: random.pick([1, 2, 3, 5]),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertInBatches(jobRows, (batch) => db.insert(jobs).values(batch));
  if (options.work !== false) await seedScaleWork(db, log);
  if (options.work !== false) await seedScaleAudit(db, log, options.jobs * AUDIT_ROWS_PER_JOB);
  log('done');
}

function shift(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
