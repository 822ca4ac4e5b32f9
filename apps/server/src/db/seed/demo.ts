import { createHash } from 'node:crypto';
import { COMPANY_CUSTOMER_ID, dayInZone } from '@jobline/shared';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import {
  agreements,
  branches,
  categories,
  customers,
  divisions,
  holidays,
  images,
  positions,
  settings,
  systems,
  users,
} from '../schema';
import { identiconPng } from './avatar';
import {
  AGREEMENT_PLANS,
  CUSTOMERS,
  DEMO_PASSWORD,
  DIVISIONS,
  EMPLOYEES,
  HOLIDAYS,
  ORDINARY_CATEGORIES,
  POSITIONS,
  SYSTEMS,
  TOWNS,
  type AgreementPlan,
} from './demoData';
import { seededRandom } from './random';
import { resetSequences } from './reference';
import { seedDemoJobs } from './demoJobs';
import { seedDemoNotifications } from './demoNotifications';
import { seedDemoLeave } from './demoLeave';
import { seedDemoPlan } from './demoPlan';
import { seedDemoSms } from './demoSms';
import { seedDemoActivity } from './demoActivity';
import { demoWorkPending } from './demoStart';
import { seedDemoErpSync } from '../../modules/admin/sync/demoSyncSeed';

export const DEMO_LOGINS = EMPLOYEES.slice(0, 8).map((e) => e.email!);

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const employeeEmail = (first: string, last: string) => `${first}.${last}@demo.local`.toLowerCase();

/** Seeds the demo company into an empty database, in one transaction. */
/** `workToFollow`: the weeks of worked days come next (seedDemoWork), marked until they are done. */
export async function seedDemo(
  db: Db,
  options: { timeZone: string; companyName: string; workToFollow?: boolean },
) {
  const today = dayInZone(new Date(), options.timeZone);
  const random = seededRandom(20260101);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values([
        { key: 'company_name', value: options.companyName },
        { key: 'time_zone', value: options.timeZone },
        ...(options.workToFollow ? [demoWorkPending] : []),
      ])
      .onConflictDoNothing();
    await tx.insert(divisions).values([...DIVISIONS]);
    const positionRows = await tx
      .insert(positions)
      .values(
        Object.entries(POSITIONS).flatMap(([division, names]) =>
          names.map((name) => ({ divisionId: Number(division), name })),
        ),
      )
      .returning();
    const positionId = (division: number, name: string) =>
      positionRows.find((p) => p.divisionId === division && p.name === name)!.id;

    const imageRows = EMPLOYEES.map((e, i) => {
      const data = identiconPng(`${e.first} ${e.last}`);
      const id = createHash('md5').update(`demo-avatar-${i}`).digest('hex');
      return { id, contentType: 'image/png', size: data.length, data };
    });
    await tx.insert(images).values(imageRows);
    const userRows = await tx
      .insert(users)
      .values(
        EMPLOYEES.map((e, i) => ({
          code: `EMP${String(i + 1).padStart(3, '0')}`,
          firstName: e.first,
          lastName: e.last,
          email: e.email ?? employeeEmail(e.first, e.last),
          mobile: `07${String(10_000_000 + ((i * 7_919_333) % 89_999_999)).padStart(8, '0')}`,
          divisionId: e.division,
          positionId: positionId(e.division, e.position),
          roleId: e.role,
          userType: e.userType ?? 4,
          status: e.active === false ? 0 : 1,
          imageId: imageRows[i]!.id,
          passwordHash,
        })),
      )
      .returning({ id: users.id, divisionId: users.divisionId });

    await tx.insert(systems).values(SYSTEMS.map((name, i) => ({ id: i + 1, name, code: `SYS${i + 1}` })));
    await tx.insert(categories).values(ORDINARY_CATEGORIES.map((name, i) => ({ id: i + 1, name })));

    const marketing = userRows.filter((u) => u.divisionId === 3).map((u) => u.id);
    const accounts = userRows.filter((u) => u.divisionId === 5).map((u) => u.id);
    const software = userRows.filter((u) => u.divisionId === 1).map((u) => u.id);

    const customerRows = await tx
      .insert(customers)
      .values([
        ...CUSTOMERS.map((c, i) => ({
          code: `C${String(i + 1).padStart(4, '0')}`,
          name: c.name,
          owner: c.owner,
          address: `${10 + i} Main Street, ${TOWNS[i % TOWNS.length]}`,
          contactPerson: c.owner,
          mobileNo: `07${String(70_000_000 + i * 1_234_567).slice(0, 8)}`,
          email: `info@${c.web}`,
          website: `https://${c.web}`,
          softwareCoordinatorId: random.pick(software),
          marketingCoordinatorId: random.pick(marketing),
          accountCoordinatorId: random.pick(accounts),
        })),
        {
          id: COMPANY_CUSTOMER_ID,
          code: 'C0212',
          name: options.companyName,
          owner: 'Board of Directors',
          address: '1 Head Office Road, Colombo 03',
          contactPerson: 'Office Administrator',
          mobileNo: '0112345678',
          email: 'office@demo.local',
          softwareCoordinatorId: random.pick(software),
        },
      ])
      .returning({ id: customers.id, name: customers.name });

    let planIndex = 0;
    let agreementNo = 1;
    for (const [ci, customer] of customerRows.entries()) {
      const internal = customer.id === COMPANY_CUSTOMER_ID;
      const count = internal ? 1 : 1 + (ci % 4);
      const branchRows = await tx
        .insert(branches)
        .values(
          Array.from({ length: count }, (_, bi) => {
            const town = internal ? 'Head Office' : TOWNS[(ci + bi) % TOWNS.length]!;
            return {
              customerId: customer.id,
              name: internal ? 'Head Office' : `${customer.name} - ${town}`,
              code: `B${String(ci + 1).padStart(3, '0')}-${bi + 1}`,
              contactPerson: `${random.pick(['Kumari', 'Saman', 'Ajith', 'Nilmini', 'Ruvini', 'Prasad'])} ${random.pick(['Perera', 'Silva', 'Fernando', 'Dias'])}`,
              mobileNo: `07${random.int(10_000_000, 99_999_999)}`,
              phoneNo: `011${random.int(1_000_000, 9_999_999)}`,
              address: `${random.int(1, 200)} ${town} Road, ${town}`,
              email: `branch${bi + 1}@${customer.name.toLowerCase().replace(/[^a-z]/g, '')}.example`,
              posCount: random.int(1, 12),
              serverCount: random.int(1, 2),
              terminalCount: random.int(0, 8),
            };
          }),
        )
        .returning({ id: branches.id });
      for (const branch of branchRows) {
        const plan: AgreementPlan = internal
          ? 'none'
          : AGREEMENT_PLANS[planIndex++ % AGREEMENT_PLANS.length]!;
        const rows = agreementsFor(plan, today).map((a) => ({
          ...a,
          branchId: branch.id,
          number: `AGR-${String(agreementNo++).padStart(5, '0')}`,
          code: `AMC-${branch.id}`,
        }));
        if (rows.length) await tx.insert(agreements).values(rows);
      }
    }

    const year = today.slice(0, 4);
    await tx.insert(holidays).values(
      HOLIDAYS.map((h) => ({
        description: h.description,
        startDate: `${year}-${h.start}`,
        endDate: `${year}-${h.end}`,
      })),
    );

    await seedDemoJobs(tx, random, today);
    await seedDemoNotifications(tx);
    await seedDemoLeave(tx, today);

    await resetSequences(tx, [
      'divisions',
      'positions',
      'users',
      'systems',
      'categories',
      'customers',
      'branches',
      'agreements',
      'holidays',
    ]);
  });
  await seedDemoPlan(db, today, options.timeZone);
  await seedDemoSms(db);
  await seedDemoErpSync(db, { today, timeZone: options.timeZone });
  await seedDemoActivity(db, today, options.timeZone);
}

/** A branch's agreements for a plan: the current one (if any) and, for some, an expired predecessor. */
function agreementsFor(plan: AgreementPlan, today: string) {
  const current = {
    validFrom: addDays(today, -180),
    validTo: addDays(today, 185),
    agreementDate: addDays(today, -190),
  };
  const previous = {
    type: 3,
    status: 'Accepted',
    warranty: false,
    validFrom: addDays(today, -545),
    validTo: addDays(today, -181),
    agreementDate: addDays(today, -550),
  };
  switch (plan) {
    case 'both':
      return [previous, { ...current, type: 3, status: 'Accepted', warranty: false, visitsPerYear: 4 }];
    case 'software':
      // Software support alone brings no site visits; hardware agreements four a year, warranty two.
      return [{ ...current, type: 2, status: 'Accepted', warranty: false, visitsPerYear: 0 }];
    case 'hardware':
      return [{ ...current, type: 1, status: 'Accepted', warranty: false, visitsPerYear: 4 }];
    case 'warranty':
      return [
        {
          validFrom: addDays(today, -60),
          validTo: addDays(today, 305),
          agreementDate: addDays(today, -60),
          type: 3,
          status: 'Warrenty',
          warranty: true,
        },
      ];
    case 'expired':
      return [{ ...previous, validFrom: addDays(today, -500), validTo: addDays(today, -135) }];
    case 'none':
      return [];
  }
}
