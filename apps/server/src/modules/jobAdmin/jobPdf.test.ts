import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStatus, Msg, Perm } from '@jobline/shared';
import { jobs } from '../../db/schema';
import { buildPdf } from '../../exports/pdf';
import { signedIn, type Actor } from '../../test/helpers';
import { createJobWorld, type JobWorld } from '../../test/jobWorld';
import { readPdf } from '../../test/readPdf';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addSheet } from './jobAdminTestKit';
import { findJobDetails } from './jobDetails';
import { jobDetailsReport } from './jobPdf';

const M = Msg.jobAdmin;
const stamp = { companyName: 'Lanka POS Services', printedAt: '21/11/2026 14:30' };
let t: TestApp;
let w: JobWorld;
let details: Actor; // Job Details (33)
let lister: Actor; // Jobs (5) only
let job: { id: number; job_no: string };

const pdf = (id: number | string, who: Actor | null = details) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${id}/details.pdf`, headers: who?.headers ?? {} });
/** What the job's PDF prints, read from the file as a person would (pdftotext). */
const printed = async (jobId: number) => {
  const facts = await findJobDetails(t.database.db, { jobId, filter: 0, developerWise: false }, w.today);
  return readPdf(await buildPdf(jobDetailsReport(facts), stamp)).text;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await createJobWorld(t.database.db);
  details = await signedIn(t, { roleId: null, permissions: [Perm.JOB_DETAILS] });
  lister = await signedIn(t, { roleId: null, permissions: [Perm.JOBS] });
  const creator = await signedIn(t, { roleId: null, permissions: [Perm.NEW_JOB] });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: creator.headers,
    payload: w.draft({ job_title: 'Printer rollout' }),
  });
  job = created.json().job;
  await addSheet(t.database.db, job.id, [{ taskNo: 'P-1', mostLikely: '1.5' }]);
});
afterAll(() => t.close());

describe('GET jobs/{id}/details.pdf', () => {
  it('answers the job as an A4 PDF download with the Job Details right', async () => {
    const res = await pdf(job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="job-${job.job_no}-\\d{8}-\\d{4}\\.pdf"$`),
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('prints the job, its tasks and the company, and no Canceled Job label while the job is live', async () => {
    const text = await printed(job.id);
    expect(text).toContain(`${M.pdfTitle} ${job.job_no}`);
    expect(text).toMatch(/Title\s+Printer rollout/);
    expect(text).toMatch(/P-1\s+.*1 h 30 min/);
    expect(text).toContain(stamp.companyName);
    expect(text).not.toContain(M.canceledJobLabel);
  });

  it("labels a canceled job's PDF 'Canceled Job' (R-048)", async () => {
    await t.database.db.update(jobs).set({ status: JobStatus.CANCELED }).where(eq(jobs.id, job.id));
    try {
      expect(await printed(job.id)).toContain(M.canceledJobLabel);
      const res = await pdf(job.id);
      expect(res.statusCode).toBe(200);
      expect(readPdf(res.rawPayload).text).toContain(M.canceledJobLabel);
    } finally {
      await t.database.db.update(jobs).set({ status: JobStatus.ACTIVE }).where(eq(jobs.id, job.id));
    }
  });

  it('refuses without a session (401), without Job Details (403), and names a missing job (404)', async () => {
    expect((await pdf(job.id, null)).statusCode).toBe(401);
    expect((await pdf(job.id, lister)).statusCode).toBe(403);
    const missing = await pdf(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.jobNotFound);
    expect((await pdf('abc')).statusCode).toBe(400);
  });
});
