import { and, eq } from 'drizzle-orm';
import {
  FinishedJobStatus,
  JobKind,
  JobStatus,
  JobUserRole,
  RoleId,
  TaskSection,
  zonedInstant,
} from '@jobline/shared';
import { agreements, branches, customers, jobUsers } from '../../db/schema';
import { startWork, stopWork } from '../boards/workTimeline';
import { createDivision } from '../../test/factories';
import { signedIn } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addSheet, insertJob } from '../jobAdmin/jobAdminTestKit';

const ZONE = 'Asia/Colombo';
const eqJobUser = (jobId: number) => and(eq(jobUsers.jobId, jobId), eq(jobUsers.role, JobUserRole.WORK));
/** A fixed past month of company days the report tests create their jobs in. */
export const MONTH = { start: '2031-03-01', end: '2031-03-31' } as const;
const at = (day: string, hhmm = '10:00') => {
  const [h, m] = hhmm.split(':').map(Number);
  return zonedInstant(day, h! * 60 + m!, ZONE);
};

/**
 * Two departments and jobs in them, each a case a report must place right: in A a regular job
 * assigned and picked by `worker`, a quick job nobody holds, a canceled job, one created the day
 * after the month, and one created at 23:30 on its last day; in B a finished job. People: a
 * director (company-wide), A's HOD, the worker, and someone with the reports menu only.
 */
export async function reportWorld() {
  const t: TestApp = await createTestApp();
  const db = t.database.db;
  const a = await createDivision(db);
  const b = await createDivision(db);
  const director = await signedIn(t, { roleId: RoleId.DIRECTOR, divisionId: b.id });
  const hod = await signedIn(t, { roleId: RoleId.HOD, divisionId: a.id });
  const worker = await signedIn(t, { roleId: RoleId.EMPLOYEE, divisionId: a.id });
  const menuOnly = await signedIn(t, { roleId: null, divisionId: a.id, permissions: [20] });

  const [customer] = await db
    .insert(customers)
    .values({ code: `RC${a.id}`, name: `Report Customer ${a.id}` })
    .returning();
  const [branch] = await db
    .insert(branches)
    .values({ customerId: customer!.id, name: 'Main', code: 'MAIN' })
    .returning();
  const [agreement] = await db
    .insert(agreements)
    .values({
      branchId: branch!.id,
      number: `AG-R${a.id}`,
      type: 3,
      validFrom: '2031-03-01',
      validTo: '2031-03-15',
    })
    .returning();
  const regular = await insertJob(db, {
    divisionId: a.id,
    kind: JobKind.TASKING,
    employeeId: hod.id,
    customerId: customer!.id,
    categoryId: 30,
    createdAt: at('2031-03-10'),
  });
  const picked = await addSheet(db, regular.id, [
    { mostLikely: '3', assignee: { userId: worker.id, section: TaskSection.PICKED } },
    { mostLikely: '1.5' },
  ]);
  const quick = await insertJob(db, {
    divisionId: a.id,
    kind: JobKind.QUICK,
    customerId: customer!.id,
    categoryId: 29,
    createdAt: at('2031-03-12'),
  });
  // Two and a half hours on the regular job's first task, through the work log's own writers.
  await db.transaction(async (tx) => {
    await startWork(tx, worker.id, picked[0]!.taskUserId!, at('2031-03-11', '09:00'));
    await stopWork(tx, worker.id, at('2031-03-11', '11:30'));
  });
  const canceled = await insertJob(db, {
    divisionId: a.id,
    status: JobStatus.CANCELED,
    createdAt: at('2031-03-05'),
  });
  const lastEvening = await insertJob(db, { divisionId: a.id, createdAt: at('2031-03-31', '23:30') });
  const nextMonth = await insertJob(db, { divisionId: a.id, createdAt: at('2031-04-01', '00:10') });
  const finished = await insertJob(db, { divisionId: b.id, createdAt: at('2031-03-20') });
  await addSheet(db, finished.id, [
    { mostLikely: '2', assignee: { userId: director.id, section: TaskSection.PASS } },
  ]);
  await db
    .update(jobUsers)
    .set({ finishedStatus: FinishedJobStatus.ACCEPTED, finishedAt: at('2031-03-21') })
    .where(eqJobUser(finished.id));
  return {
    t,
    divisions: { a, b },
    customer: customer!,
    agreement: agreement!,
    people: { director, hod, worker, menuOnly },
    jobs: { regular, quick, canceled, lastEvening, nextMonth, finished },
    picked,
    post: (url: string, payload: unknown, who: { headers: Record<string, string> } | null) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: who?.headers ?? {},
        payload: payload as object,
      }),
  };
}
export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;
