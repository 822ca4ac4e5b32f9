import { eq } from 'drizzle-orm';
import { HoldRequestType, LeaveExtent, shiftDay, weekdayOf } from '@jobline/shared';
import type { Db } from '../client';
import { users } from '../schema';
import { approvedLeaveDays } from '../../modules/leave/leaveOn';
import type { EventBus } from '../../realtime/bus';
import {
  acceptOlderFinishedJobs,
  historyJobs,
  historyPeriod,
  historySites,
  minutes,
  workDay,
  type Pause,
} from './demoHistory';
import { seededRandom, type Random } from './random';

/** The heads whose own worksheets show past weeks: the Software head. */
const HEAD = 'hod@demo.local';
/** Who accepts a head's finished jobs. */
const DIRECTOR = 'director@demo.local';
/** A head works fewer tasks of their own than an engineer. */
const HEAD_JOBS = 5;

/**
 * A head's day: the morning stand-up (Monday's weekly planning), helping an engineer now and then,
 * lunch, an afternoon review of finished jobs and estimates or a customer call, and late in the
 * day the leave and worksheet reviews; between them, tasks of their own.
 */
export function headPauses(random: Random, day: string): Pause[] {
  const pauses: Pause[] = [];
  const monday = weekdayOf(day) === 1;
  const saturday = weekdayOf(day) === 6;
  pauses.push(
    monday
      ? {
          at: minutes('09:15'),
          type: HoldRequestType.MEETING,
          length: random.int(45, 75),
          comment: 'Weekly planning',
        }
      : {
          at: minutes('09:05'),
          type: HoldRequestType.MEETING,
          length: random.int(15, 25),
          comment: 'Team stand-up',
        },
  );
  if (random.chance(0.5)) {
    pauses.push({
      at: minutes('10:45') + random.int(0, 20),
      type: HoldRequestType.HELP,
      length: random.int(30, 50),
      comment: 'Helping an engineer with a customer issue',
    });
  }
  if (saturday) return pauses;
  pauses.push({
    at: minutes('12:40') + random.int(0, 15),
    type: HoldRequestType.LUNCH,
    length: random.int(35, 50),
  });
  const reviewDay = weekdayOf(day) === 2 || weekdayOf(day) === 4;
  if (reviewDay || random.chance(0.4)) {
    pauses.push({
      at: minutes('14:00') + random.int(0, 20),
      type: HoldRequestType.MEETING,
      length: reviewDay ? random.int(45, 75) : random.int(25, 40),
      comment: reviewDay ? 'Review of finished jobs and estimates' : 'Customer call',
    });
  }
  if (random.chance(0.6)) {
    pauses.push({
      at: minutes('16:10') + random.int(0, 15),
      type: HoldRequestType.MEETING,
      length: random.int(20, 35),
      comment: 'Leave and worksheet reviews',
    });
  }
  return pauses;
}

/**
 * The Software head's past weeks, through the board's own commands like the engineers' (after
 * theirs, with a generator of its own, so their figures stay as they were). Their jobs finished
 * before the last few days are accepted by the director.
 */
export async function seedDemoHeadHistory(
  db: Db,
  bus: EventBus,
  options: { today: string; timeZone: string; days: number },
) {
  const { today, timeZone } = options;
  const random = seededRandom(20260301);
  const [head] = await db.select({ id: users.id }).from(users).where(eq(users.email, HEAD));
  const [director] = await db.select({ id: users.id }).from(users).where(eq(users.email, DIRECTOR));
  if (!head) return;
  const { first, workdays } = await historyPeriod(db, today, options.days);
  if (!workdays.length) return;
  const site = (await historySites(db))[3];
  if (!site) return;
  const leave = await approvedLeaveDays(db, [head.id], first, today);
  const { queue, holdIds } = await historyJobs(db, random, head.id, site, 0, workdays[0]!, today, HEAD_JOBS);
  for (const day of workdays) {
    const away = leave.find((l) => l.date === day);
    if (away?.extent === LeaveExtent.FULL) continue;
    await workDay(
      db,
      bus,
      random,
      { userId: head.id, day, timeZone, away: away?.leaveType ?? null },
      queue,
      headPauses,
    );
    if (!queue.length) break;
  }
  await acceptOlderFinishedJobs(db, bus, holdIds, shiftDay(today, -3), today, director?.id);
}
