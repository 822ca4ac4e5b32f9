import { and, asc, eq, gte, isNull, notInArray } from 'drizzle-orm';
import { LeaveType, TaskSection, weekdayOf } from '@jobline/shared';
import type { AuthUser } from '../../auth/sessions';
import { effectivePermissionsSql } from '../../auth/sessions';
import type { Database, Db, Tx } from '../client';
import { holidays, taskUsers, users } from '../schema';
import { EventBus } from '../../realtime/bus';
import type { LeaveContext } from '../../modules/leave/leaveContext';
import { decideLeave, type LeaveDecision } from '../../modules/leave/leaveDecider';
import { requestLeaveCancellation } from '../../modules/leave/leaveOwnerActions';
import { requestLeave } from '../../modules/leave/leaveRequester';
import type { LeaveSettings } from '../../modules/leave/leaveSettings';

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Only the settings' time zone matters to these commands; allowances are read, never written. */
const SETTINGS: LeaveSettings = { timeZone: 'Asia/Colombo', defaultAllowance: { 1: 14, 2: 12, 3: 24 } };

interface DemoLeave {
  who: string;
  /** Days from the seeding day to the first day of leave (moved on past Sundays and holidays). */
  from: number;
  days?: number;
  type?: LeaveType;
  /** Per-date types of Advance Settings, one per day of the range. */
  perDate?: LeaveType[];
  remark: string;
  cover?: string;
  review?: { by: string; decision: LeaveDecision; remark?: string };
  /** The owner then asks to cancel it. */
  cancel?: boolean;
}

const TECH_HOD = 'ruwan.herath@demo.local';

/**
 * Leave of the demo company, written through the leave commands as if people had asked and their
 * heads had decided at the time: weeks of past leave (full days, a half day, a short leave), one
 * rejected request, two requests waiting for the Technical division's head (one on a day the
 * employee has work due, and overlapping a colleague's), and an approved leave whose cancellation
 * waits.
 */
export async function seedDemoLeave(tx: Tx, today: string) {
  const db: Db = tx;
  // The seed runs before the server listens: its events go out on commit to nobody.
  const bus = new EventBus(null as unknown as Database);
  const holidayRows = await tx.select({ start: holidays.startDate, end: holidays.endDate }).from(holidays);
  const isOff = (day: string) =>
    weekdayOf(day) === 0 || holidayRows.some((h) => h.start <= day && day <= h.end);
  const workingDay = (offset: number) => {
    let day = addDays(today, offset);
    while (isOff(day)) day = addDays(day, 1);
    return day;
  };

  const people = new Map<string, AuthUser>();
  const person = async (email: string): Promise<AuthUser> => {
    const known = people.get(email);
    if (known) return known;
    const [row] = await tx
      .select({
        id: users.id,
        roleId: users.roleId,
        divisionId: users.divisionId,
        userType: users.userType,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        permissions: effectivePermissionsSql(users.id, users.roleId).mapWith((v: number[]) => v),
      })
      .from(users)
      .where(eq(users.email, email));
    const user = { ...row!, sessionId: 0, roleName: null };
    people.set(email, user);
    return user;
  };
  /** The context of someone acting on `day`, at half past nine company time. */
  const actingOn = async (email: string, day: string): Promise<LeaveContext> => {
    const user = await person(email);
    return {
      actor: { actorId: user.id, ip: '127.0.0.1' },
      user,
      today: day,
      now: new Date(`${day}T04:00:00Z`),
      bus,
      settings: SETTINGS,
    };
  };

  // Upul has work due next week: his request lands on that day, so the review shows the collision.
  const upul = await person('upul.hettiarachchi@demo.local');
  const [due] = await tx
    .select({ dueDate: taskUsers.dueDate })
    .from(taskUsers)
    .where(
      and(
        eq(taskUsers.userId, upul.id),
        isNull(taskUsers.closedAt),
        notInArray(taskUsers.section, [TaskSection.FINISHED, TaskSection.PASS]),
        gte(taskUsers.dueDate, addDays(today, 3)),
      ),
    )
    .orderBy(asc(taskUsers.dueDate))
    .limit(1);
  const upulFrom = due?.dueDate ? Math.round((Date.parse(due.dueDate) - Date.parse(today)) / 86_400_000) : 7;

  const plan: DemoLeave[] = [
    {
      who: 'roshan.pathirana@demo.local',
      from: -27,
      days: 3,
      perDate: [LeaveType.FULL_DAY, LeaveType.FULL_DAY, LeaveType.MORNING_HALF_DAY],
      remark: 'Moving house to Kurunegala; back after lunch on the third day',
      cover: 'gayan.samarasinghe@demo.local',
      review: { by: TECH_HOD, decision: 'approve', remark: 'Good luck with the move' },
    },
    {
      who: 'buddhika.jayawardena@demo.local',
      from: -20,
      days: 2,
      remark: "Attending my cousin's wedding in Galle",
      cover: 'asanka.kumara@demo.local',
      review: { by: TECH_HOD, decision: 'approve' },
    },
    {
      who: 'nirosha.jayasekara@demo.local',
      from: -15,
      remark: 'Renewing my passport at the immigration office',
      review: { by: 'director@demo.local', decision: 'approve' },
    },
    {
      who: 'malsha.dissanayake@demo.local',
      from: -12,
      type: LeaveType.MORNING_HALF_DAY,
      remark: 'Dental appointment in the morning',
      review: { by: 'hod@demo.local', decision: 'approve' },
    },
    {
      who: 'sanduni.rajapaksha@demo.local',
      from: -6,
      type: LeaveType.EVENING_SHORT_LEAVE,
      remark: "Collecting my daughter after her school's sports meet",
      review: { by: 'shanika.peiris@demo.local', decision: 'approve' },
    },
    {
      who: 'gayan.samarasinghe@demo.local',
      from: 9,
      remark: 'Personal errands in Negombo',
      review: {
        by: TECH_HOD,
        decision: 'reject',
        remark: 'The Kandy branch installation is scheduled that day; please pick another day',
      },
    },
    {
      who: 'ishara.dharmasena@demo.local',
      from: 14,
      days: 2,
      remark: 'Family trip to Nuwara Eliya',
      cover: 'roshan.pathirana@demo.local',
      review: { by: TECH_HOD, decision: 'approve' },
      cancel: true,
    },
    {
      who: 'upul.hettiarachchi@demo.local',
      from: upulFrom - 1,
      days: 2,
      remark: "Attending my sister's graduation ceremony in Colombo",
      cover: 'buddhika.jayawardena@demo.local',
    },
    {
      who: 'janaka.liyanage@demo.local',
      from: upulFrom,
      type: LeaveType.MORNING_HALF_DAY,
      remark: "Parent-teacher meeting at my son's school in the morning",
    },
  ];

  for (const leave of plan) {
    const start = workingDay(leave.from);
    const end = addDays(start, (leave.days ?? 1) - 1);
    // Asked a week ahead, decided two days later, as people do.
    const askedOn = addDays(start, -7) < today ? addDays(start, -7) : today;
    const multiDay = end > start;
    const dates = leave.perDate?.map((type, i) => ({ date: addDays(start, i), leave_type: type }));
    const sent = await requestLeave(db, await actingOn(leave.who, askedOn), {
      selected_leave_type: multiDay ? LeaveType.FULL_DAY : (leave.type ?? LeaveType.FULL_DAY),
      dates: dates ?? [],
      advanced: dates !== undefined,
      remark: leave.remark,
      selected_covered_by_employee: leave.cover ? (await person(leave.cover)).id : null,
      range: { start, end },
    });
    if (!leave.review) continue;
    const decidedOn = addDays(askedOn, 2) < today ? addDays(askedOn, 2) : today;
    await decideLeave(db, await actingOn(leave.review.by, decidedOn), leave.review.decision, {
      id: sent.id,
      remark: leave.review.remark,
    });
    if (leave.cancel) await requestLeaveCancellation(db, await actingOn(leave.who, today), sent.id);
  }
}
