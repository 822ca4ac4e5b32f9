import { describe, expect, it } from 'vitest';
import { Msg, type ActivityPlanItem, type PlanTask } from '@jobline/shared';
import {
  activityEvents,
  dailyTotals,
  dayOffEvents,
  dayOffQuestion,
  daysOfPlan,
  planOfEvent,
  taskEvents,
} from './planEvents';
import { plannableScope } from './planAccess';
import { validateWhen, whenErrors, whenOfSlot, whenToWire } from './planWhen';

const M = Msg.planning;
/** A calendar date: the calendar runs in UTC, so these are the company's wall clock. */
const at = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00Z`);

const task = (pivot: Partial<PlanTask['pivot']>, over: Partial<PlanTask> = {}): PlanTask => ({
  id: 1,
  task_no: 'T-1',
  task_name: 'Install',
  task_title: 'Install',
  task_description: '',
  Time02: 2,
  job_id: 1,
  job_no: 'J26-00001',
  customer_name: null,
  qc_id: null,
  current_status: 1,
  locked: false,
  contact_person: null,
  contact_number: null,
  pivot: {
    id: 11,
    task_id: 1,
    user_id: 5,
    plan_date: null,
    end_date: null,
    due_date: null,
    all_day: false,
    qc_id: null,
    ...pivot,
  },
  ...over,
});
const activity = (over: Partial<ActivityPlanItem>): ActivityPlanItem => ({
  id: 3,
  user_id: 5,
  kind: 1,
  title: 'Meeting',
  description: 'Review',
  start: '2030-03-04 10:00',
  end: '2030-03-04 11:00',
  all_day: false,
  color: 'green',
  created_by: 5,
  ...over,
});

describe('the plan as calendar events', () => {
  it('places timed tasks at their wall times and whole days with the calendar’s exclusive end', () => {
    const [slot, days] = taskEvents([
      task({ id: 11, plan_date: '2030-03-04 09:00', end_date: '2030-03-04 11:30' }),
      task(
        { id: 12, plan_date: '2030-03-05', end_date: '2030-03-06', all_day: true },
        { locked: true, qc_id: 0 },
      ),
      task({ id: 13 }),
    ]);
    expect(slot).toMatchObject({
      id: 'task-11',
      start: '2030-03-04T09:00:00',
      end: '2030-03-04T11:30:00',
      editable: true,
    });
    expect(days).toMatchObject({
      id: 'task-12',
      start: '2030-03-05',
      end: '2030-03-07',
      allDay: true,
      editable: false,
    });
    expect(taskEvents([task({})])).toEqual([]);
  });

  it('never lets an activity be dragged (R-172) and colours it by its kind', () => {
    const [meeting] = activityEvents([activity({})]);
    expect(meeting).toMatchObject({ editable: false, title: 'Meeting: Review', backgroundColor: '#237032' });
    const [leave] = activityEvents([
      activity({ all_day: true, start: '2030-03-04', end: '2030-03-04', color: 'red' }),
    ]);
    expect(leave).toMatchObject({ allDay: true, end: '2030-03-05' });
  });

  it('shades holidays and approved leave as background days', () => {
    const events = dayOffEvents(
      [{ id: 1, description: 'Poya', date: '2030-03-04', start: '2030-03-04', end: '2030-03-05' }],
      [{ date: '2030-03-07', leave_type: 1, leave_type_text: 'Full day' }],
    );
    expect(events.map((e) => [e.title, e.start, e.end, e.display])).toEqual([
      ['Holiday: Poya', '2030-03-04', '2030-03-06', 'background'],
      ['Leave (Full day)', '2030-03-07', '2030-03-08', 'background'],
    ]);
  });

  it('totals each day’s slots, overlaps once, whole days left out (R-169)', () => {
    const totals = dailyTotals(
      [
        task({ plan_date: '2030-03-04 09:00', end_date: '2030-03-04 11:00' }),
        task({ plan_date: '2030-03-05', end_date: '2030-03-05', all_day: true }),
      ],
      [activity({ start: '2030-03-04 10:30', end: '2030-03-04 11:30' })],
    );
    expect(Object.fromEntries(totals)).toEqual({ '2030-03-04': 150 });
  });
});

describe('where the calendar put an event', () => {
  it('sends wall times for a slot and inclusive days for whole days (O-17: no shift)', () => {
    expect(
      planOfEvent({ start: at('2030-03-04 09:15'), end: at('2030-03-04 10:45'), allDay: false }),
    ).toEqual({
      plan_date: '2030-03-04 09:15',
      end_date: '2030-03-04 10:45',
      all_day: false,
    });
    expect(planOfEvent({ start: at('2030-03-04 00:00'), end: at('2030-03-06 00:00'), allDay: true })).toEqual(
      {
        plan_date: '2030-03-04',
        end_date: '2030-03-05',
        all_day: true,
      },
    );
  });

  it('knows the days a plan covers, and asks before a holiday or leave', () => {
    expect(daysOfPlan({ plan_date: '2030-03-04', end_date: '2030-03-06', all_day: true })).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
    ]);
    expect(
      daysOfPlan({ plan_date: '2030-03-04 22:00', end_date: '2030-03-05 00:00', all_day: false }),
    ).toEqual(['2030-03-04']);
    const holidays = [
      { id: 1, description: 'Poya', date: '2030-03-05', start: '2030-03-05', end: '2030-03-05' },
    ];
    const leave = [{ date: '2030-03-06', leave_type: 2, leave_type_text: 'Morning Half Day' }];
    expect(dayOffQuestion(['2030-03-04'], holidays, leave, 'Nimal')).toBeNull();
    expect(dayOffQuestion(['2030-03-05'], holidays, leave, 'Nimal')).toBe(
      M.dayOffConfirm(M.holidayOn('Tue 5 Mar 2030', 'Poya')),
    );
    expect(dayOffQuestion(['2030-03-06'], holidays, leave, 'Nimal')).toBe(
      M.dayOffConfirm(M.leaveOn('Nimal', 'Wed 6 Mar 2030', 'Morning Half Day')),
    );
  });
});

describe('the activity and task forms', () => {
  it('start from a selection and check it before sending', () => {
    const when = whenOfSlot({ start: at('2030-03-04 14:00'), end: at('2030-03-04 15:30'), allDay: false });
    expect(when).toMatchObject({ allDay: false, day: '2030-03-04', from: '14:00', to: '15:30' });
    expect(whenToWire(when)).toEqual({ start: '2030-03-04 14:00', end: '2030-03-04 15:30', allDay: false });
    expect(validateWhen(when, '2030-03-04')).toEqual({});
    expect(validateWhen(when, '2030-03-05')).toEqual({ day: M.previousDates });
    expect(validateWhen({ ...when, to: '13:00' }, '2030-03-01')).toEqual({ to: M.endBeforeStart });
    const days = whenOfSlot({ start: at('2030-03-04 00:00'), end: at('2030-03-06 00:00'), allDay: true });
    expect(whenToWire(days)).toEqual({ start: '2030-03-04', end: '2030-03-05', allDay: true });
  });

  it('put the server’s start and end messages next to the fields that hold them', () => {
    const when = whenOfSlot({ start: at('2030-03-04 14:00'), end: null, allDay: false });
    expect(whenErrors(when, { start: 'overlap', description: 'empty' }, 'start', 'end')).toEqual({
      day: 'overlap',
      description: 'empty',
    });
    expect(whenErrors({ ...when, allDay: true }, { end_date: 'too long' }, 'plan_date', 'end_date')).toEqual({
      days: 'too long',
    });
  });
});

describe('plannableScope (the page’s view of policies/planning.ts)', () => {
  it('offers the picker to division heads and company-wide viewers only', () => {
    expect(plannableScope({ permissions: [11], role_id: 8, division_id: 1 })).toBe('own');
    expect(plannableScope({ permissions: [11, 17], role_id: 4, division_id: 1 })).toBe('division');
    expect(plannableScope({ permissions: [11, 17], role_id: 5, division_id: null })).toBe('own');
    expect(plannableScope({ permissions: [11, 41], role_id: 3, division_id: 5 })).toBe('all');
    expect(plannableScope({ permissions: [11], role_id: 1, division_id: null })).toBe('all');
    expect(plannableScope({ permissions: [17, 41], role_id: 3, division_id: 5 })).toBe('none');
  });
});
