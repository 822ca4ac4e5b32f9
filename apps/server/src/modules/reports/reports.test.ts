import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllocationFilter, CreatedJobStatus, Msg, MyPendingStatus, ReportJobScope } from '@jobline/shared';
import { readPdf } from '../../test/readPdf';
import { workbookRows } from '../worksheets/exports/exportsTestKit';
import { MONTH, reportWorld, type ReportWorld } from './reportsTestKit';

let w: ReportWorld;
beforeAll(async () => {
  w = await reportWorld();
});
afterAll(() => w.t.close());

const M = Msg.reports;
const nos = (res: { json(): { rows: { job_no: string }[] } }) => res.json().rows.map((r) => r.job_no);

describe('POST reports/pending_job (23)', () => {
  it('lists the jobs not finished or canceled created in the range, newest first, regular only by default', async () => {
    const { jobs, people } = w;
    const res = await w.post('/reports/pending_job', { range: MONTH }, people.director);
    expect(res.statusCode, res.body).toBe(200);
    // The quick job is on the spot, not regular; the canceled and finished ones are not pending;
    // 23:30 on the last day is inside the month, 00:10 on the next day is not.
    expect(nos(res)).toEqual([jobs.lastEvening.jobNo, jobs.regular.jobNo]);
    expect(res.json().total).toBe(2);
    const all = await w.post(
      '/reports/pending_job',
      { range: MONTH, job_type: ReportJobScope.ALL },
      people.director,
    );
    expect(nos(all)).toEqual([jobs.lastEvening.jobNo, jobs.quick.jobNo, jobs.regular.jobNo]);
    const fromDashboard = await w.post(
      '/reports/pending_job',
      { range: MONTH, from_dashboard: true },
      people.director,
    );
    expect(nos(fromDashboard)).toEqual(nos(all));
    expect(all.json().rows[2]).toMatchObject({ job_status: 'Open', employee: expect.any(String) });
  });

  it('narrows by employee (owner or holder) and customer, and keeps a head to their department', async () => {
    const { jobs, people, divisions } = w;
    const mine = await w.post(
      '/reports/pending_job',
      { range: MONTH, employee: people.worker.id },
      people.director,
    );
    expect(nos(mine)).toEqual([jobs.regular.jobNo]);
    const headsOwn = await w.post('/reports/pending_job', { range: MONTH, job_type: 2 }, people.hod);
    expect(nos(headsOwn)).toHaveLength(3);
    const other = await w.post(
      '/reports/pending_job',
      { range: MONTH, division: divisions.b.id },
      people.hod,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.onlyOwnDivision);
    const b = await w.post(
      '/reports/pending_job',
      { range: MONTH, division: divisions.b.id },
      people.director,
    );
    expect(nos(b)).toEqual([]);
  });

  it('answers 401, 403 without 23, 400 naming the field', async () => {
    expect((await w.post('/reports/pending_job', { range: MONTH }, null)).statusCode).toBe(401);
    expect((await w.post('/reports/pending_job', { range: MONTH }, w.people.menuOnly)).statusCode).toBe(403);
    const backwards = await w.post(
      '/reports/pending_job',
      { range: { start: MONTH.end, end: MONTH.start } },
      w.people.director,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ 'range.end': M.endBeforeStart });
    const badType = await w.post('/reports/pending_job', { range: MONTH, job_type: 5 }, w.people.director);
    expect(badType.json().errors).toEqual({ job_type: M.jobTypeInvalid });
  });
});

describe('POST reports/all-job (24)', () => {
  it('gives each job its Created Jobs status and filters on it', async () => {
    const { jobs, people } = w;
    const all = await w.post('/reports/all-job', { range: MONTH, job_type: 2 }, people.director);
    expect(all.statusCode, all.body).toBe(200);
    const statusOf = new Map(
      all.json().rows.map((r: { job_no: string; created_status: number }) => [r.job_no, r.created_status]),
    );
    expect(Object.fromEntries(statusOf)).toEqual({
      [jobs.lastEvening.jobNo]: CreatedJobStatus.NOT_ASSIGNED,
      [jobs.finished.jobNo]: CreatedJobStatus.FINISHED,
      [jobs.quick.jobNo]: CreatedJobStatus.NOT_ASSIGNED,
      [jobs.regular.jobNo]: CreatedJobStatus.ASSIGNED,
      [jobs.canceled.jobNo]: CreatedJobStatus.NOT_ASSIGNED,
    });
    for (const status of Object.values(CreatedJobStatus)) {
      const one = await w.post('/reports/all-job', { range: MONTH, job_type: 2, status }, people.director);
      expect(nos(one).sort()).toEqual(
        [...statusOf]
          .filter(([, s]) => s === status)
          .map(([no]) => no)
          .sort(),
      );
    }
    expect(
      (await w.post('/reports/all-job', { range: MONTH, status: 4 }, people.director)).json().errors,
    ).toEqual({
      status: M.statusInvalid,
    });
    expect((await w.post('/reports/all-job', { range: MONTH }, people.worker)).statusCode).toBe(403);
  });
});

describe('POST reports/pending_job_user (43)', () => {
  it('lists the caller’s own unfinished jobs, Not Picked by default', async () => {
    const { jobs, people } = w;
    const picked = await w.post(
      '/reports/pending_job_user',
      { status: MyPendingStatus.PICKED },
      people.worker,
    );
    expect(picked.statusCode, picked.body).toBe(200);
    expect(nos(picked)).toEqual([jobs.regular.jobNo]);
    expect(nos(await w.post('/reports/pending_job_user', {}, people.worker))).toEqual([]);
    expect(nos(await w.post('/reports/pending_job_user', { status: 0 }, people.worker))).toEqual([
      jobs.regular.jobNo,
    ]);
    expect(nos(await w.post('/reports/pending_job_user', { status: 0 }, people.hod))).toEqual([]);
    expect((await w.post('/reports/pending_job_user', {}, people.menuOnly)).statusCode).toBe(403);
  });

  it('opens the details of a job the caller works, and no other', async () => {
    const get = (id: number) =>
      w.t.app.inject({ method: 'GET', url: `/api/job/get-details/${id}`, headers: w.people.worker.headers });
    const own = await get(w.jobs.regular.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().job.job_no).toBe(w.jobs.regular.jobNo);
    expect((await get(w.jobs.quick.id)).statusCode).toBe(403);
    expect((await get(999_999)).statusCode).toBe(403);
  });
});

describe('POST reports/job_allocations (25) and its tasks', () => {
  it('splits the range’s jobs by whether a task is allocated, with the people and the estimates', async () => {
    const { jobs, people } = w;
    const assigned = await w.post(
      '/reports/job_allocations',
      { range: MONTH, filter_1: AllocationFilter.ASSIGNED },
      people.hod,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().rows).toEqual([
      expect.objectContaining({ job_no: jobs.regular.jobNo, name: expect.any(String), task_count: 2 }),
    ]);
    const none = await w.post(
      '/reports/job_allocations',
      { range: MONTH, filter_1: AllocationFilter.NOT_ASSIGNED },
      people.hod,
    );
    expect(nos(none).sort()).toEqual([jobs.lastEvening.jobNo, jobs.quick.jobNo, jobs.canceled.jobNo].sort());
    const tasks = await w.post('/reports/job_allocations/tasks', { job_id: jobs.regular.id }, people.hod);
    expect(tasks.json().tasks).toEqual([
      expect.objectContaining({ task_no: '1', Time02: 3, assignee: expect.any(String) }),
      expect.objectContaining({ task_no: '2', Time02: 1.5, assignee: null }),
    ]);
    expect(
      (await w.post('/reports/job_allocations/tasks', { job_id: jobs.finished.id }, people.hod)).statusCode,
    ).toBe(403);
    expect(
      (await w.post('/reports/job_allocations/tasks', { job_id: 'x' }, people.hod)).json().errors,
    ).toEqual({
      job_id: M.jobInvalid,
    });
  });
});

describe('the downloads', () => {
  it('put exactly the rows of the call, under its filters, into the workbook and the PDF', async () => {
    const { people } = w;
    const filters = { range: MONTH, job_type: 2 };
    const shown = nos(await w.post('/reports/pending_job', filters, people.director));
    const xlsx = await w.post('/reports/pending_job/download', { filters, format: 'xlsx' }, people.director);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/pending-jobs-\d{8}-\d{4}\.xlsx/);
    const rows = await workbookRows(xlsx.rawPayload);
    const header = rows.findIndex((r) => r[0] === 'Created');
    expect(rows.slice(header + 1, header + 1 + shown.length).map((r) => r[1])).toEqual(shown);
    expect(rows.flat()).toContain(M.allJobs);
    const pdf = await w.post('/reports/pending_job/download', { filters, format: 'pdf' }, people.director);
    const { text, landscape } = readPdf(pdf.rawPayload);
    expect(landscape).toBe(true);
    for (const no of shown) expect(text).toContain(no);
    expect(text).toContain('01/03/2031 – 31/03/2031');
    expect(text).toMatch(/Page 1 of 1/);
    const refused = await w.post('/reports/all-job/download', { filters, format: 'pdf' }, people.worker);
    expect(refused.statusCode).toBe(403);
    const badFormat = await w.post('/reports/all-job/download', { filters, format: 'doc' }, people.director);
    expect(badFormat.json().errors).toEqual({ format: M.formatInvalid });
  });
});

describe('POST reports/job_type_report (27) and emp_job_type_report (28)', () => {
  it('adds up the time worked on each job by category, over dates or an agreement', async () => {
    const { jobs, people, customer, agreement } = w;
    const custom = await w.post(
      '/reports/job_type_report',
      { customer: customer.id, report_type: 'custom', dateRange: MONTH },
      people.director,
    );
    expect(custom.statusCode, custom.body).toBe(200);
    const body = custom.json();
    expect(body.jobs.map((j: { job_no: string }) => j.job_no)).toEqual([
      jobs.quick.jobNo,
      jobs.regular.jobNo,
    ]);
    expect(body.total_spent_time).toBe(150);
    expect(body.category_wise).toEqual([
      { category_name: 'Software Support', job_count: 1, spent_minutes: 150, hours: 2.5 },
      { category_name: 'Hardware Support', job_count: 1, spent_minutes: 0, hours: 0 },
    ]);
    // The agreement ran 1–15 March: the same two jobs; its period is the report's.
    const byAgreement = await w.post(
      '/reports/job_type_report',
      { customer: customer.id, report_type: 'agreement', agreement: agreement.id },
      people.director,
    );
    expect(byAgreement.json()).toMatchObject({ range: { start: '2031-03-01', end: '2031-03-15' }, total: 2 });
    const missing = await w.post(
      '/reports/job_type_report',
      { customer: customer.id, report_type: 'agreement' },
      people.director,
    );
    expect(missing.json().errors).toEqual({ agreement: M.agreementInvalid });
    expect(
      (await w.post('/reports/job_type_report', { customer: customer.id, dateRange: MONTH }, people.hod))
        .statusCode,
    ).toBe(403);
  });

  it('counts only the chosen employee’s time, and prints the categories in the file', async () => {
    const { people, jobs } = w;
    const mine = await w.post(
      '/reports/emp_job_type_report',
      { range: MONTH, employee: people.worker.id },
      people.director,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      total: 1,
      total_spent_time: 150,
      jobs: [{ job_no: jobs.regular.jobNo }],
    });
    const theirs = await w.post(
      '/reports/emp_job_type_report',
      { range: MONTH, employee: people.hod.id },
      people.director,
    );
    // The HOD owns the job but worked none of it.
    expect(theirs.json()).toMatchObject({ total: 1, total_spent_time: 0 });
    const pdf = await w.post(
      '/reports/emp_job_type_report/download',
      { filters: { range: MONTH, employee: people.worker.id }, format: 'pdf' },
      people.director,
    );
    const { text } = readPdf(pdf.rawPayload);
    expect(text).toContain('Software Support: 1 jobs, 2.50 h');
    expect(text).toContain(jobs.regular.jobNo);
  });
});
