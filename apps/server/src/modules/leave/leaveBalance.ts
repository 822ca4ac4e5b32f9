import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  LEAVE_ALLOWANCE_LABELS,
  LeaveAllowanceKind,
  LeaveStatus,
  LeaveType,
  type LeaveBalance,
  type LeaveCount,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { leaveAllowances, users } from '../../db/schema';
import type { LeaveSettings } from './leaveSettings';

const KINDS = [
  LeaveAllowanceKind.DAYS,
  LeaveAllowanceKind.HALF_DAYS,
  LeaveAllowanceKind.SHORT_LEAVES,
] as const;
const countOf = (count: LeaveCount, kind: LeaveAllowanceKind) =>
  kind === LeaveAllowanceKind.DAYS
    ? count.days
    : kind === LeaveAllowanceKind.HALF_DAYS
      ? count.half_days
      : count.short_leaves;

const NONE = (): LeaveCount => ({ days: 0, half_days: 0, short_leaves: 0 });

/**
 * A person's leave balance for each year asked: per kind, the allowance (their own when an admin
 * set one, else the company default), what approved leave of that year took, what pending requests
 * ask for, and what is left after the approved leave. Counted day by day, so a leave across New
 * Year counts in both years.
 */
export async function leaveBalances(
  db: Executor,
  settings: LeaveSettings,
  userId: number,
  years: readonly number[],
): Promise<LeaveBalance[]> {
  if (!years.length) return [];
  const [person] = await db.select({ version: users.version }).from(users).where(eq(users.id, userId));
  const own = await db
    .select({ year: leaveAllowances.year, kind: leaveAllowances.kind, allowance: leaveAllowances.allowance })
    .from(leaveAllowances)
    .where(and(eq(leaveAllowances.userId, userId), inArray(leaveAllowances.year, [...years])));
  const used = await queryRows<{
    year: number;
    status: number;
    days: number;
    half_days: number;
    short_leaves: number;
  }>(
    db,
    sql`select extract(year from d.date)::int as year, r.status,
               (count(*) filter (where d.leave_type = ${LeaveType.FULL_DAY}))::int as days,
               (count(*) filter (where d.leave_type in (${LeaveType.MORNING_HALF_DAY}, ${LeaveType.EVENING_HALF_DAY})))::int as half_days,
               (count(*) filter (where d.leave_type in (${LeaveType.MORNING_SHORT_LEAVE}, ${LeaveType.EVENING_SHORT_LEAVE})))::int as short_leaves
        from leave_request_days d
        join leave_requests r on r.id = d.leave_request_id
        where r.user_id = ${userId}
          and r.status in (${LeaveStatus.PENDING}, ${LeaveStatus.APPROVED})
          and d.date between ${`${Math.min(...years)}-01-01`}::date and ${`${Math.max(...years)}-12-31`}::date
        group by 1, 2`,
  );
  return years.map((year) => {
    const taken = NONE();
    const pending = NONE();
    for (const row of used.filter((r) => Number(r.year) === year)) {
      const into = Number(row.status) === LeaveStatus.APPROVED ? taken : pending;
      into.days += Number(row.days);
      into.half_days += Number(row.half_days);
      into.short_leaves += Number(row.short_leaves);
    }
    return {
      user_id: userId,
      year,
      kinds: KINDS.map((kind) => {
        const set = own.find((a) => a.year === year && a.kind === kind);
        const allowance = set?.allowance ?? settings.defaultAllowance[kind];
        return {
          kind,
          label: LEAVE_ALLOWANCE_LABELS[kind],
          allowance,
          custom: set !== undefined,
          taken: countOf(taken, kind),
          pending: countOf(pending, kind),
          remaining: allowance - countOf(taken, kind),
        };
      }),
      version: person?.version ?? 1,
    };
  });
}

/**
 * By how much approving a request would overdraw each balance: its own counts per year against
 * what approved leave left. An approved request is already counted in `taken`.
 */
export function overBalance(
  balances: readonly LeaveBalance[],
  countIn: (year: number) => LeaveCount,
  alreadyApproved: boolean,
) {
  return balances.flatMap((balance) =>
    balance.kinds.flatMap((k) => {
      const after =
        k.remaining - (alreadyApproved ? 0 : countOf(countIn(balance.year), k.kind as LeaveAllowanceKind));
      return after < 0 ? [{ year: balance.year, kind: k.kind, label: k.label, by: -after }] : [];
    }),
  );
}
