import { describe, expect, it } from 'vitest';
import { planningMessages as M } from '../messages/planning';
import { activityKindOf, activityPlanRequest, readActivityRange, taskPlanRequest } from './planning';

const fields = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('taskPlanRequest', () => {
  it('answers each bad field with its message', () => {
    const result = taskPlanRequest.safeParse({
      id: 1,
      user_id: 2,
      plan_date: '2030-03-04 09:00',
      end_date: 'later',
    });
    expect(fields(result)).toEqual({ end_date: M.endInvalid });
    expect(
      fields(taskPlanRequest.safeParse({ id: 1, user_id: 2, plan_date: '2030-03-04', all_day: 'maybe' })),
    ).toEqual({
      all_day: M.allDayInvalid,
    });
    expect(
      fields(taskPlanRequest.safeParse({ id: 1, user_id: 2, plan_date: '2030-03-04 09:00', time: 5 })),
    ).toEqual({
      time: M.lengthInvalid,
    });
  });

  it('takes all_day as the query-string words too', () => {
    const result = taskPlanRequest.safeParse({
      id: '1',
      user_id: '2',
      plan_date: '2030-03-04',
      all_day: 'true',
    });
    expect(result.success).toBe(true);
    expect(result.data?.all_day).toBe(true);
  });
});

describe('activityPlanRequest', () => {
  it('takes the kind from the title and whole days from a start without a time', () => {
    expect(activityKindOf('meeting')).toBe(1);
    expect(activityKindOf(' Personal ')).toBe(3);
    expect(activityKindOf('Lunch')).toBeNull();
    expect(readActivityRange({ start: '2030-03-04' })).toMatchObject({ range: { allDay: true } });
  });

  it('refuses an unknown kind, an empty description and a bad start', () => {
    const result = activityPlanRequest.safeParse({
      title: 'Party',
      description: ' ',
      start: 'now',
      user_id: 1,
    });
    expect(fields(result)).toEqual({
      title: M.activityKindRequired,
      description: M.descriptionRequired,
      start: M.startInvalid,
    });
  });
});
