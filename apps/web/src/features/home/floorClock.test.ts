import { describe, expect, it } from 'vitest';
import { ActivityType, DEFAULT_BUSINESS_HOURS, type EmployeeCard } from '@jobline/shared';
import type { Floor } from './api';
import { alertsNow, serverNow, spentSecondsNow } from './floorClock';

/** Monday 2026-03-02 10:00 in Colombo. */
const NOW = '2026-03-02T04:30:00.000Z';
const RECEIVED = 1_000_000;

const card = (over: Partial<EmployeeCard>): EmployeeCard => ({
  id: 5,
  name: 'Nimal Perera',
  image: '',
  division_id: 1,
  pending_job_count: 1,
  pending_tasks: 1,
  state: 'working',
  since: '2026-03-02T04:00:00.000Z',
  ongoing: {
    id: 9,
    task_no: 'T-1',
    task_name: 'Install',
    Time01: 0.25,
    Time02: 0.5,
    Time03: 1,
    created_at: NOW,
  },
  ongoing_job: { id: 3, job_no: 'J26-1', customer_name: null, job_user_id: 4 },
  holdAction: null,
  task_user: { id: 11, due_date: null, assign_date: NOW },
  spent: { days: 0, hours: 0, minutes: 30 },
  spent_seconds: 30 * 60,
  isHolding: false,
  leave_type: null,
  finished_today: [],
  ...over,
});

const floorOf = (employees: EmployeeCard[]): Floor => ({
  now: NOW,
  received_at: RECEIVED,
  division_id: 1,
  all_divisions: true,
  can_end_day: true,
  time_zone: 'Asia/Colombo',
  business_hours: DEFAULT_BUSINESS_HOURS.map((h) => (h ? [h[0], h[1]] : null)),
  limits: { hold_minutes: { [ActivityType.LUNCH]: 60 }, idle_minutes: 15 },
  employees,
  alerts: [],
});

describe('the floor between events', () => {
  it('runs the server’s clock on by the time this device has counted', () => {
    const floor = floorOf([card({})]);
    expect(serverNow(floor, RECEIVED + 90_000)).toBe(Date.parse(NOW) + 90_000);
    expect(spentSecondsNow(floor.employees[0]!, floor, RECEIVED + 90_000)).toBe(30 * 60 + 90);
    // Time on a held task does not run.
    const held = card({ state: 'holding', holdAction: { type: ActivityType.LUNCH, created_at: NOW } });
    expect(spentSecondsNow(held, floor, RECEIVED + 90_000)).toBe(30 * 60);
  });

  it('raises an alert once the running task passes its estimate, without a new read', () => {
    const floor = floorOf([card({})]);
    expect(alertsNow(floor, RECEIVED)).toEqual([]);
    expect(alertsNow(floor, RECEIVED + 61_000).map((a) => a.kind)).toEqual(['past_most_likely']);
    expect(alertsNow(floor, RECEIVED + 31 * 60_000)).toEqual([
      expect.objectContaining({ kind: 'past_pessimistic', user_id: 5, task_user_id: 11, limit_minutes: 60 }),
    ]);
  });

  it('raises a long lunch by the limits the server sent', () => {
    const lunch = card({
      state: 'holding',
      since: '2026-03-02T04:00:00.000Z',
      holdAction: { type: ActivityType.LUNCH, created_at: '2026-03-02T04:00:00.000Z' },
    });
    const floor = floorOf([lunch]);
    expect(alertsNow(floor, RECEIVED + 30 * 60_000)).toEqual([]);
    expect(alertsNow(floor, RECEIVED + 31 * 60_000)).toEqual([
      expect.objectContaining({ kind: 'long_hold', hold_type: ActivityType.LUNCH }),
    ]);
  });
});
