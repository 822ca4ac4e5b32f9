import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityPlanKind, LeaveStatus, LeaveType, Msg, TaskSection } from '@jobline/shared';
import { eq } from 'drizzle-orm';
import { jobs, taskUsers } from '../../db/schema';
import { leaveFor, planningApp, workday, type PlanningWorld } from './planningTestKit';

const M = Msg.planning;
let w: PlanningWorld;
beforeAll(async () => {
  w = await planningApp();
});
afterAll(() => w.t.close());

describe('who may call the planning routes', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/user/1/tasks'],
    ['GET', '/api/user/1/jobs'],
    ['PUT', '/api/user/task_plan', { id: 1, user_id: 1, plan_date: '2030-01-01 09:00' }],
    [
      'POST',
      '/api/activity-plan',
      { title: 'Meeting', description: 'x', start: '2030-01-01 09:00', user_id: 1 },
    ],
    ['DELETE', '/api/activity-plan/1'],
    ['GET', '/api/calendar/feed'],
    ['POST', '/api/calendar/feed'],
    ['DELETE', '/api/calendar/feed'],
  ];

  it.each(calls)('%s %s answers 401 without a session', async (method, url, payload) => {
    const res = await w.inject(method as 'GET', url, null, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: Msg.common.unauthenticated });
  });

  it.each(calls)('%s %s answers 403 without Calendar (11)', async (method, url, payload) => {
    const res = await w.inject(method as 'GET', url, w.noCalendar, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 11, message: Msg.common.forbidden });
  });

  it('answers 400 for an employee id that is not an id', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await w.readPlan(w.p.holder, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
      expect((await w.readJobs(w.p.holder, bad)).statusCode).toBe(400);
    }
  });

  it('answers 400 for a range that is not one', async () => {
    const backwards = await w.readPlan(w.p.holder, w.p.holder.id, '?from=2030-03-10&to=2030-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ to: M.endBeforeStart });
    const bad = await w.readPlan(w.p.holder, w.p.holder.id, '?from=March');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('from');
    const long = await w.readPlan(w.p.holder, w.p.holder.id, '?from=2030-01-01&to=2031-06-01');
    expect(long.statusCode).toBe(400);
  });

  it('answers 404 for an employee who does not exist', async () => {
    const res = await w.readPlan(w.director, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.employeeNotFound });
  });
});

describe('whose plan a user may read (policies/planning.ts through the routes)', () => {
  const status = async (who: Parameters<PlanningWorld['readPlan']>[0], userId: number) => [
    (await w.readPlan(who, userId)).statusCode,
    (await w.readJobs(who, userId)).statusCode,
  ];

  it('lets an employee read their own plan and no colleague’s', async () => {
    expect(await status(w.p.holder, w.p.holder.id)).toEqual([200, 200]);
    const refused = await w.readPlan(w.p.holder, w.p.checker.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 11, message: M.otherEmployee });
    expect((await w.readJobs(w.p.holder, w.p.checker.id)).statusCode).toBe(403);
  });

  it('lets the HOD and the team lead (17) read their division, not another', async () => {
    for (const manager of [w.p.hod, w.p.lead]) {
      expect(await status(manager, w.p.holder.id)).toEqual([200, 200]);
      expect(await status(manager, w.p.outsider.id)).toEqual([403, 403]);
    }
    expect(await status(w.otherHod, w.p.holder.id)).toEqual([403, 403]);
  });

  it('lets a director (41) read anyone’s plan', async () => {
    expect(await status(w.director, w.p.holder.id)).toEqual([200, 200]);
    expect(await status(w.director, w.p.outsider.id)).toEqual([200, 200]);
  });
});

describe('GET user/{id}/tasks and user/{id}/jobs', () => {
  it('answers the open tasks with their pivot, the activities and approved leave of the range', async () => {
    const holder = w.p.checker;
    const day = workday(3);
    const { job, taskIds, assigned } = await w.tasksFor(
      holder,
      [
        [1, 2.5, 4],
        [1, 1, 2],
      ],
      {
        checker: { userId: w.p.holder.id },
      },
    );
    await w.t.database.db.update(taskUsers).set({ planDate: day }).where(eq(taskUsers.id, assigned[0]!.id));
    // Finished work leaves the plan.
    await w.t.database.db
      .update(taskUsers)
      .set({ section: TaskSection.FINISHED })
      .where(eq(taskUsers.id, assigned[1]!.id));
    await leaveFor(w.t.database.db, holder.id, [workday(4)]);
    await leaveFor(w.t.database.db, holder.id, [workday(5)], { status: LeaveStatus.PENDING });
    const meeting = await w.addActivity(holder, {
      title: 'Meeting',
      description: 'Sprint review',
      start: `${day} 14:00`,
      end: `${day} 15:00`,
      user_id: holder.id,
    });
    expect(meeting.statusCode, meeting.body).toBe(200);

    const res = await w.readPlan(holder, holder.id, `?from=${day}&to=${workday(6)}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: holder.id, division_id: w.p.division.id });
    expect(body.range).toEqual({ from: day, to: workday(6) });
    expect(body.time_zone).toBe('Asia/Colombo');
    expect(body.tasks).toEqual([
      {
        id: taskIds[0],
        task_no: '1',
        task_name: 'Task 1',
        task_title: 'Task 1',
        task_description: expect.any(String),
        Time02: 2.5,
        job_id: job.id,
        job_no: job.jobNo,
        customer_name: null,
        qc_id: w.p.holder.id,
        current_status: TaskSection.BACK_LOG,
        locked: false,
        contact_person: null,
        contact_number: null,
        pivot: {
          id: assigned[0]!.id,
          task_id: taskIds[0],
          user_id: holder.id,
          plan_date: day,
          end_date: day,
          due_date: null,
          all_day: true,
          qc_id: w.p.holder.id,
        },
      },
    ]);
    expect(body.activityPlan).toEqual([
      {
        id: expect.any(Number),
        user_id: holder.id,
        kind: ActivityPlanKind.MEETING,
        title: 'Meeting',
        description: 'Sprint review',
        start: `${day} 14:00`,
        end: `${day} 15:00`,
        all_day: false,
        color: 'green',
        created_by: holder.id,
      },
    ]);
    expect(body.leave).toEqual([
      { date: workday(4), leave_type: LeaveType.FULL_DAY, leave_type_text: 'Full day' },
    ]);

    // The checker's side: the QC check is an open task too, with qc_id 0 (000 §3).
    const checks = (await w.readPlan(w.p.holder, w.p.holder.id)).json().tasks as {
      qc_id: number;
      pivot: { id: number };
    }[];
    expect(checks.find((c) => c.pivot.id === assigned[0]!.qc!.id)).toMatchObject({ qc_id: 0 });

    const jobsRes = await w.readJobs(holder, holder.id);
    expect(jobsRes.statusCode).toBe(200);
    const found = jobsRes.json().jobs.find((j: { id: number }) => j.id === job.id);
    expect(found).toEqual({
      id: job.id,
      job_no: job.jobNo,
      customer_name: null,
      job_title: null,
      job_description: job.description,
      due_date: null,
      tasks: [
        {
          task_user_id: assigned[0]!.id,
          task_id: taskIds[0],
          task_no: '1',
          task_name: 'Task 1',
          task_description: expect.any(String),
          Time02: 2.5,
          current_status: TaskSection.BACK_LOG,
          due_date: null,
          plan_date: day,
          is_qc_task: false,
        },
      ],
    });
  });

  it('leaves out canceled and deleted jobs, and activities outside the range', async () => {
    const holder = w.p.lead;
    const canceled = await w.tasksFor(holder);
    const deleted = await w.tasksFor(holder);
    await w.t.database.db.update(jobs).set({ status: 2 }).where(eq(jobs.id, canceled.job.id));
    await w.t.database.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deleted.job.id));
    const later = workday(20);
    await w.addActivity(holder, {
      title: 'Personal',
      description: 'Dentist',
      start: `${later} 09:00`,
      user_id: holder.id,
    });
    const body = (await w.readPlan(holder, holder.id, `?from=${workday(1)}&to=${workday(2)}`)).json();
    const jobIds = body.tasks.map((t: { job_id: number }) => t.job_id);
    expect(jobIds).not.toContain(canceled.job.id);
    expect(jobIds).not.toContain(deleted.job.id);
    expect(body.activityPlan).toEqual([]);
    const jobsBody = (await w.readJobs(holder, holder.id)).json();
    expect(jobsBody.jobs.map((j: { id: number }) => j.id)).not.toContain(canceled.job.id);
  });
});
