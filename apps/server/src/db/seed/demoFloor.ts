import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { HoldRequestType, TaskSection } from '@jobline/shared';
import type { Db } from '../client';
import { taskUsers, users } from '../schema';
import type { BoardContext } from '../../modules/boards/boardContext';
import { changeHold } from '../../modules/boards/holdChanger';
import { moveTask } from '../../modules/boards/taskMover';
import type { EventBus } from '../../realtime/bus';

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A board command's context as `userId` gave it `minutes` ago today. */
export const earlier =
  (bus: EventBus, today: string) =>
  (userId: number, minutes: number): BoardContext => ({
    actor: { actorId: userId, ip: '127.0.0.1' },
    userId,
    today,
    bus,
    now: minutesAgo(minutes),
  });

/**
 * A working morning on the Technical floor, so Home shows real figures on a fresh start: one
 * technician on a task, one back from it at lunch, the lead in a meeting. Written through the board's
 * own commands at earlier instants, as if the people had done it.
 */
export async function seedDemoFloor(db: Db, bus: EventBus, today: string) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'ruwan.herath@demo.local',
        'upul.hettiarachchi@demo.local',
        'janaka.liyanage@demo.local',
      ]),
    );
  const idOf = (email: string) => people.find((p) => p.email === email)?.id;
  const ctx = earlier(bus, today);
  /** The employee's first planned task in Picked, if they have one. */
  const picked = async (userId: number) => {
    const [row] = await db
      .select({ id: taskUsers.id })
      .from(taskUsers)
      .where(
        and(
          eq(taskUsers.userId, userId),
          eq(taskUsers.section, TaskSection.PICKED),
          isNotNull(taskUsers.planDate),
          isNull(taskUsers.closedAt),
        ),
      )
      .orderBy(taskUsers.id)
      .limit(1);
    return row?.id ?? null;
  };
  const start = (userId: number, taskUserId: number, minutes: number) =>
    moveTask(db, ctx(userId, minutes), {
      taskUserId,
      from: TaskSection.PICKED,
      to: TaskSection.ONGOING,
      via: 'move',
    });

  const onTask = idOf('ruwan.herath@demo.local');
  const onTaskWork = onTask && (await picked(onTask));
  if (onTask && onTaskWork) await start(onTask, onTaskWork, 50);

  const atLunch = idOf('upul.hettiarachchi@demo.local');
  if (atLunch) {
    const work = await picked(atLunch);
    if (work) await start(atLunch, work, 140);
    await changeHold(db, ctx(atLunch, 25), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
  }

  const lead = idOf('janaka.liyanage@demo.local');
  if (lead) {
    await changeHold(
      db,
      ctx(lead, 40),
      { type: HoldRequestType.MEETING, comment: 'Weekly site planning' },
      {
        breakLogsOut: false,
      },
    );
  }
}
