import { HoldRequestType, weekdayOf } from '@jobline/shared';
import type { Db } from '../client';
import type { EventBus } from '../../realtime/bus';
import { minutes, seedPersonHistory, type Pause } from './demoHistory';
import { seededRandom, type Random } from './random';

/** The heads whose own worksheets show past weeks: the Software head. */
const HEAD = 'hod@demo.local';
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
  await seedPersonHistory(db, bus, options, {
    email: HEAD,
    random: seededRandom(20260301),
    site: 3,
    jobs: HEAD_JOBS,
    pausesOf: headPauses,
  });
}
