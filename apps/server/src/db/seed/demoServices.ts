import { and, asc, eq, gte, inArray, lte, ne, notInArray } from 'drizzle-orm';
import { COMPANY_CUSTOMER_ID, EmployeeStatus, RoleId, SERVICE_DIVISION_ID } from '@jobline/shared';
import type { Db } from '../client';
import { agreements, branches, users } from '../schema';
import { approvedLeaveDays } from '../../modules/leave/leaveOn';
import { recordServiceVisit } from '../../modules/services/serviceVisitRecorder';
import type { EventBus } from '../../realtime/bus';
import { historyPeriod } from './demoHistory';
import { seededRandom } from './random';

/** How far back the demo's service visits reach. */
export const DEMO_SERVICE_DAYS = 42;
/** Visits per serviced agreement, in turn: some have had both of their visits, some one, a few three. */
const VISITS_PER_AGREEMENT = [2, 1, 3, 2, 1, 3, 2, 1, 2];
/** Agreements that have had visits; the others still wait for their first, some of them late. */
const SERVICED_AGREEMENTS = 9;

/**
 * Six weeks of service visits at customers' branches under their current agreements, recorded by
 * the admin through the same command as Service Details Add, so both service screens show real
 * records, cards with one, two and N/A, on a fresh start. Visits fall on working days; one or two
 * Technical employees not on leave go; the counts are the branch's, now and then one terminal short.
 */
export async function seedDemoServices(db: Db, bus: EventBus, today: string) {
  const random = seededRandom(20260319);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.local'));
  const technicians = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.divisionId, SERVICE_DIVISION_ID),
        eq(users.status, EmployeeStatus.ACTIVE),
        notInArray(users.roleId, [RoleId.HOD, RoleId.QUICK_JOB_MANAGER]),
      ),
    )
    .orderBy(asc(users.id));
  const { workdays } = await historyPeriod(db, today, DEMO_SERVICE_DAYS);
  if (!admin || technicians.length === 0 || workdays.length === 0) return;

  // Agreements in force over the whole period, one per branch, in the order the branches were added.
  const covered = await db
    .select({
      agreementId: agreements.id,
      branchId: branches.id,
      customerId: branches.customerId,
      pos: branches.posCount,
      servers: branches.serverCount,
      terminals: branches.terminalCount,
    })
    .from(agreements)
    .innerJoin(branches, eq(branches.id, agreements.branchId))
    .where(
      and(
        lte(agreements.validFrom, workdays[0]!),
        gte(agreements.validTo, today),
        ne(branches.customerId, COMPANY_CUSTOMER_ID),
        inArray(agreements.type, [1, 3]),
      ),
    )
    .orderBy(asc(branches.id), asc(agreements.id));
  const serviced = covered.filter((a, i, all) => all.findIndex((b) => b.branchId === a.branchId) === i);

  const visits = serviced.slice(0, SERVICED_AGREEMENTS).flatMap((site, i) => {
    const count = VISITS_PER_AGREEMENT[i % VISITS_PER_AGREEMENT.length]!;
    // Spread an agreement's visits over the period, each in its own stretch of it.
    const stretch = Math.floor(workdays.length / count);
    return Array.from({ length: count }, (_, k) => ({
      site,
      day: workdays[k * stretch + random.int(0, Math.max(0, stretch - 1))]!,
    }));
  });
  visits.sort((a, b) => a.day.localeCompare(b.day) || a.site.branchId - b.site.branchId);

  const leave = await approvedLeaveDays(
    db,
    technicians.map((t) => t.id),
    workdays[0]!,
    today,
  );
  let card = 0;
  for (const { site, day } of visits) {
    const free = technicians.filter((t) => !leave.some((l) => l.userId === t.id && l.date === day));
    if (free.length === 0) continue;
    const crew = Math.min(random.chance(0.6) ? 1 : 2, free.length);
    const employees = new Set<number>();
    while (employees.size < crew) employees.add(random.pick(free).id);
    const terminalAway = site.terminals > 0 && random.chance(0.2);
    await recordServiceVisit(
      db,
      bus,
      { actorId: admin.id, ip: null },
      {
        selected_customer: site.customerId,
        selected_branch: site.branchId,
        selected_agreement: site.agreementId,
        service_date: day,
        job_card_no: `JC-${day.slice(2, 4)}${day.slice(5, 7)}-${String(++card).padStart(4, '0')}`,
        pos_count: site.pos,
        server_count: site.servers,
        terminal_count: site.terminals - (terminalAway ? 1 : 0),
        employees: [...employees],
      },
      today,
    );
  }
}
