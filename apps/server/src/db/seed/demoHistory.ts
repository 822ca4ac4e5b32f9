import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  DEFAULT_BUSINESS_HOURS,
  LeaveExtent,
  LeaveType,
  shiftDay,
  FinishedJobStatus,
  RoleId,
  HoldRequestType,
  JobKind,
  JobStatus,
  JobUserRole,
  TaskSection,
  zonedInstant,
  weekdayOf,
} from '@jobline/shared';
import type { Db } from '../client';
import { branches, customers, jobs, jobUsers, taskSheets, tasks, taskUsers, users } from '../schema';
import type { BoardContext } from '../../modules/boards/boardContext';
import { endWorkingDay } from '../../modules/boards/dayEnder';
import { changeHold } from '../../modules/boards/holdChanger';
import { restoreHold } from '../../modules/boards/holdRestorer';
import { moveTask } from '../../modules/boards/taskMover';
import { holidayDays } from '../../modules/holidays/holidayDays';
import { approvedLeaveDays } from '../../modules/leave/leaveOn';
import { decideFinishedJob } from '../../modules/jobAdmin/finishedJobReviewer';
import { nextJobNo } from '../../modules/jobs/jobNumber';
import type { EventBus } from '../../realtime/bus';
import { seededRandom, type Random } from './random';

/** The people whose past weeks the demo shows: the Software engineers and the Technical floor. */
const WORKERS = [
  'malsha.dissanayake',
  'isuru.karunaratne',
  'dinithi.abeysekara',
  'chathura.wickramasinghe',
  'nadeesha.ranasinghe',
  'pasindu.amarasinghe',
  'sachini.weerasinghe',
  'ruwan.herath',
  'buddhika.jayawardena',
  'asanka.kumara',
  'roshan.pathirana',
  'gayan.samarasinghe',
  'upul.hettiarachchi',
  'janaka.liyanage',
].map((name) => `${name}@demo.local`);

const HISTORY_WORK = [
  ['Roll out the new price list to the tills', 'Price list rollout'],
  ['Service the branch server and back up the data', 'Server service'],
  ['Repair the card terminal link', 'Card terminal repair'],
  ['Add the new tax rates to the billing module', 'Tax rate update'],
  ['Replace the damaged barcode scanners', 'Scanner replacement'],
  ['Speed up the end-of-day report', 'End-of-day report tuning'],
] as const;

/** Task names and three-point estimates in hours (optimistic, most likely, pessimistic). */
const HISTORY_TASKS = [
  ['Check the site and agree the plan', 2, 3, 5],
  ['Prepare and configure', 3, 5, 8],
  ['Carry out the work', 4, 6, 9],
  ['Test with the customer and hand over', 2, 4, 6],
] as const;

/** Enough work to keep each worker busy through the period. */
const JOBS_PER_WORKER = 6;

export const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

export interface Task {
  taskUserId: number;
  /** Minutes of work it still needs (kept below its most-likely estimate: no authorization needed). */
  left: number;
  section: number;
}

/** The period's first day and its working days before today (no Sundays, no holidays). */
export async function historyPeriod(db: Db, today: string, days: number) {
  const first = shiftDay(today, -days);
  const holidays = await holidayDays(db, first, today);
  const workdays: string[] = [];
  for (let day = first; day < today; day = shiftDay(day, 1)) {
    if (DEFAULT_BUSINESS_HOURS[weekdayOf(day)] && !holidays.has(day)) workdays.push(day);
  }
  return { first, workdays };
}

export type Site = Awaited<ReturnType<typeof historySites>>[number];

/** Customer branches the past work was done at (not the company's own internal customer). */
export const historySites = (db: Db) =>
  db
    .select({
      customerId: customers.id,
      branchId: branches.id,
      contact: branches.contactPerson,
      mobile: branches.mobileNo,
    })
    .from(branches)
    .innerJoin(customers, eq(customers.id, branches.customerId))
    .where(sql`${customers.id} <> 212`)
    .orderBy(branches.id);

/**
 * Weeks of believable past work, so worksheets, attendance, reports and Home's history show real
 * figures on a fresh start: each worker gets jobs raised before the period, then every working day
 * they start a task, take breaks and lunch, finish tasks and end the day, through the board's own
 * commands at those past instants. Sundays and company holidays are days off.
 */
export async function seedDemoHistory(
  db: Db,
  bus: EventBus,
  options: { today: string; timeZone: string; days: number },
) {
  const { today, timeZone } = options;
  const random = seededRandom(20260215);
  const people = await db
    .select({ id: users.id, divisionId: users.divisionId })
    .from(users)
    .where(inArray(users.email, WORKERS));
  const { first, workdays } = await historyPeriod(db, today, options.days);
  if (!workdays.length) return;
  const sites = await historySites(db);

  // Approved leave (seeded with the company) keeps people away, or half the day.
  const leave = await approvedLeaveDays(
    db,
    people.map((p) => p.id),
    first,
    today,
  );
  const holds: number[] = [];
  for (const [pi, person] of people.entries()) {
    const site = sites[(pi * 7) % sites.length]!;
    const { queue, holdIds } = await historyJobs(db, random, person, site, pi, workdays[0]!, today);
    holds.push(...holdIds);
    await workThrough(db, bus, random, {
      userId: person.id,
      timeZone,
      workdays,
      leave,
      queue,
      awayChance: 0.04,
    });
  }
  await acceptOlderFinishedJobs(db, bus, holds, shiftDay(today, -3), today);
}

/**
 * One person's past weeks, with a generator of their own so everyone else's weeks stay as they were:
 * jobs raised before the period, worked day by day (`pausesOf` gives their kind of day), and those
 * finished before the last few days accepted.
 */
export async function seedPersonHistory(
  db: Db,
  bus: EventBus,
  options: { today: string; timeZone: string; days: number },
  who: {
    email: string;
    random: Random;
    /** Which of the customer branches their jobs are for. */
    site: number;
    jobs: number;
    /** Picks their jobs' titles, as a worker's place in the list does. */
    seed?: number;
    pausesOf?: (random: Random, day: string) => Pause[];
  },
) {
  const { today, timeZone } = options;
  const { random } = who;
  const [person] = await db
    .select({ id: users.id, divisionId: users.divisionId })
    .from(users)
    .where(eq(users.email, who.email));
  if (!person) return;
  const { first, workdays } = await historyPeriod(db, today, options.days);
  if (!workdays.length) return;
  const site = (await historySites(db))[who.site];
  if (!site) return;
  const leave = await approvedLeaveDays(db, [person.id], first, today);
  const { queue, holdIds } = await historyJobs(
    db,
    random,
    person,
    site,
    who.seed ?? 0,
    workdays[0]!,
    today,
    who.jobs,
  );
  await workThrough(db, bus, random, {
    userId: person.id,
    timeZone,
    workdays,
    leave,
    queue,
    pausesOf: who.pausesOf,
  });
  await acceptOlderFinishedJobs(db, bus, holdIds, shiftDay(today, -3), today);
}

/**
 * Works a person's queue day by day until it is done: days of full approved leave off, half days and
 * short leave shortened, and (`awayChance`) now and then a day away for no recorded reason.
 */
async function workThrough(
  db: Db,
  bus: EventBus,
  random: Random,
  who: {
    userId: number;
    timeZone: string;
    workdays: string[];
    leave: Awaited<ReturnType<typeof approvedLeaveDays>>;
    queue: Task[];
    awayChance?: number;
    pausesOf?: (random: Random, day: string) => Pause[];
  },
) {
  const { userId, timeZone, queue } = who;
  for (const day of who.workdays) {
    if (who.awayChance && random.chance(who.awayChance)) continue;
    const away = who.leave.find((l) => l.userId === userId && l.date === day);
    if (away?.extent === LeaveExtent.FULL) continue;
    await workDay(
      db,
      bus,
      random,
      { userId, day, timeZone, away: away?.leaveType ?? null },
      queue,
      who.pausesOf,
    );
    if (!queue.length) break;
  }
}

/**
 * The heads have accepted the jobs finished before the last few days; the recent ones still wait.
 * The division's head decides, or the director when the job is the head's own.
 */
export async function acceptOlderFinishedJobs(
  db: Db,
  bus: EventBus,
  holdIds: number[],
  before: string,
  today: string,
) {
  if (!holdIds.length) return;
  const waiting = await db
    .select({ id: jobUsers.id, holderId: jobUsers.userId, divisionId: jobs.divisionId })
    .from(jobUsers)
    .innerJoin(jobs, eq(jobs.id, jobUsers.jobId))
    .where(
      and(
        inArray(jobUsers.id, holdIds),
        eq(jobUsers.finishedStatus, FinishedJobStatus.AWAITING),
        lt(jobUsers.finishedAt, new Date(`${before}T00:00:00Z`)),
      ),
    );
  const heads = await db
    .select({ id: users.id, divisionId: users.divisionId })
    .from(users)
    .where(and(eq(users.roleId, RoleId.HOD), eq(users.status, 1)));
  const [director] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, RoleId.DIRECTOR), eq(users.status, 1)))
    .orderBy(users.id)
    .limit(1);
  for (const hold of waiting) {
    const head = heads.find((h) => h.divisionId === hold.divisionId);
    const decider = head && head.id !== hold.holderId ? head : director;
    if (!decider) continue;
    await decideFinishedJob(
      db,
      { actor: { actorId: decider.id, ip: '127.0.0.1' }, userId: decider.id, today, bus },
      { jobUserId: hold.id, accept: true },
    );
  }
}

/** Jobs raised for the worker shortly before the period, their tasks picked and planned. */
export async function historyJobs(
  db: Db,
  random: Random,
  owner: { id: number; divisionId: number | null },
  site: Site,
  seed: number,
  firstDay: string,
  today: string,
  count = JOBS_PER_WORKER,
): Promise<{ queue: Task[]; holdIds: number[] }> {
  const userId = owner.id;
  const queue: Task[] = [];
  const holdIds: number[] = [];
  await db.transaction(async (tx) => {
    for (let j = 0; j < count; j++) {
      const [description, title] = HISTORY_WORK[(seed + j) % HISTORY_WORK.length]!;
      const raised = shiftDay(firstDay, -3 + j * 3);
      const [job] = await tx
        .insert(jobs)
        .values({
          jobNo: await nextJobNo(tx, today),
          title,
          description,
          customerId: site.customerId,
          branchId: site.branchId,
          systemId: random.int(1, 10),
          categoryId: random.pick([1, 2, 3, 4, 5, 6, 9, 10]),
          jobTypeId: random.pick([2, 3, 4, 5]),
          kind: JobKind.TASKING,
          divisionId: owner.divisionId,
          employeeId: userId,
          requestedById: userId,
          createdById: userId,
          contactPerson: site.contact ?? 'Branch manager',
          contactNumber: site.mobile ?? '0112345678',
          dueDate: shiftDay(raised, 14),
          priority: random.pick([1, 2, 2, 3]),
          status: JobStatus.ACTIVE,
          amcSoftware: true,
          createdAt: new Date(`${raised}T04:00:00Z`),
        })
        .returning({ id: jobs.id });
      const [sheet] = await tx
        .insert(taskSheets)
        .values({
          jobId: job!.id,
          sheetNo: 1,
          approvedById: userId,
          deliveryDate: shiftDay(raised, 10),
          createdById: userId,
        })
        .returning({ id: taskSheets.id });
      const [hold] = await tx
        .insert(jobUsers)
        .values({ jobId: job!.id, userId, role: JobUserRole.WORK })
        .returning({ id: jobUsers.id });
      holdIds.push(hold!.id);
      for (const [i, [name, o, m, p]] of HISTORY_TASKS.entries()) {
        const [task] = await tx
          .insert(tasks)
          .values({
            sheetId: sheet!.id,
            jobId: job!.id,
            taskNo: String(i + 1),
            name,
            description: `${name} (${title.toLowerCase()})`,
            optimistic: String(o),
            mostLikely: String(m),
            pessimistic: String(p),
          })
          .returning({ id: tasks.id });
        const [assignment] = await tx
          .insert(taskUsers)
          .values({
            taskId: task!.id,
            jobUserId: hold!.id,
            userId,
            section: TaskSection.PICKED,
            planDate: raised,
            dueDate: shiftDay(raised, 14),
            assignedById: userId,
          })
          .returning({ id: taskUsers.id });
        queue.push({
          taskUserId: assignment!.id,
          left: Math.round(m * 60 * (0.55 + random.next() * 0.4)),
          section: TaskSection.PICKED,
        });
      }
    }
  });
  return { queue, holdIds };
}

/** A pause in the day: a hold of this type from `at` (minutes after midnight) for `length` minutes. */
export interface Pause {
  at: number;
  type: HoldRequestType;
  length: number;
  comment?: string;
}

/**
 * One working day: start at about 08:40, a short break, lunch, tasks finished as they are done, home
 * at about 17:30. `pausesOf` gives another kind of day its own pauses (a head's meetings and reviews).
 */
export async function workDay(
  db: Db,
  bus: EventBus,
  random: Random,
  who: { userId: number; day: string; timeZone: string; away: LeaveType | null },
  queue: Task[],
  pausesOf: (random: Random, day: string) => Pause[] = workerPauses,
) {
  const { userId, day, timeZone, away } = who;
  const hours = DEFAULT_BUSINESS_HOURS[weekdayOf(day)]!;
  // Half-day and short leave: in after lunch, or gone before it; two hours late or early.
  const opens =
    away === LeaveType.MORNING_HALF_DAY
      ? minutes('13:00')
      : away === LeaveType.MORNING_SHORT_LEAVE
        ? hours[0] + 120
        : hours[0];
  const closes =
    away === LeaveType.EVENING_HALF_DAY
      ? minutes('12:30')
      : away === LeaveType.EVENING_SHORT_LEAVE
        ? hours[1] - 120
        : hours[1];
  let clock = opens + random.int(0, 25);
  const close = closes + random.int(-15, 20);
  const ctx = (at: number): BoardContext => ({
    actor: { actorId: userId, ip: '127.0.0.1' },
    userId,
    today: day,
    bus,
    now: zonedInstant(day, at, timeZone),
  });
  const breaks = pausesOf(random, day).filter((b) => b.at > clock && b.at + b.length < close);
  let current: Task | null = queue[0] ?? null;
  const startNext = async () => {
    current = queue[0] ?? null;
    if (!current) return;
    await moveTask(db, ctx(clock), {
      taskUserId: current.taskUserId,
      from: current.section,
      to: TaskSection.ONGOING,
      via: 'move',
    });
    current.section = TaskSection.ONGOING;
  };
  if (current) await startNext();
  for (const pause of [...breaks, { at: close, type: null, length: 0 }]) {
    // Work until the pause, finishing (and starting the next) tasks on the way.
    while (current && clock + current.left <= pause.at) {
      clock += current.left;
      await moveTask(db, ctx(clock), {
        taskUserId: current.taskUserId,
        from: TaskSection.ONGOING,
        to: TaskSection.FINISHED,
        via: 'move',
      });
      queue.shift();
      clock += random.int(3, 12);
      await startNext();
    }
    if (current) current.left -= Math.max(0, pause.at - clock);
    clock = Math.max(clock, pause.at);
    if (pause.type === null) break;
    await changeHold(
      db,
      ctx(clock),
      { type: pause.type, comment: pause.comment ?? null },
      { breakLogsOut: false },
    );
    if (current) current.section = TaskSection.HOLD;
    clock += pause.length;
    const back = await restoreHold(db, ctx(clock));
    if (current && back.task_user_id === current.taskUserId) current.section = TaskSection.ONGOING;
    else if (current) await startNext();
  }
  await endWorkingDay(db, ctx(clock));
  // The day's end puts the task on Hold: tomorrow starts it from there.
  if (queue[0]?.section === TaskSection.ONGOING) queue[0].section = TaskSection.HOLD;
}

/** An engineer's pauses: Monday's planning meeting, tea, lunch, now and then a trip to a site. */
function workerPauses(random: Random, day: string): Pause[] {
  const saturday = weekdayOf(day) === 6;
  const breaks: Pause[] = [];
  if (weekdayOf(day) === 1 && random.chance(0.7)) {
    breaks.push({
      at: minutes('09:15'),
      type: HoldRequestType.MEETING,
      length: random.int(30, 60),
      comment: 'Weekly planning',
    });
  }
  if (random.chance(0.6))
    breaks.push({
      at: minutes('10:30') + random.int(0, 20),
      type: HoldRequestType.SHORT_BREAK,
      length: random.int(10, 18),
      comment: 'Tea',
    });
  if (!saturday)
    breaks.push({
      at: minutes('12:30') + random.int(0, 30),
      type: HoldRequestType.LUNCH,
      length: random.int(35, 55),
    });
  if (!saturday && random.chance(0.15)) {
    breaks.push({
      at: minutes('15:00') + random.int(0, 30),
      type: HoldRequestType.TRAVELLING,
      length: random.int(30, 70),
      comment: 'To the customer site',
    });
  }
  return breaks;
}
