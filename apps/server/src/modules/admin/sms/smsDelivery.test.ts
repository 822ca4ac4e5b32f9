import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FinishedJobStatus, Msg, RoleId, SmsEvent, SmsState, smsTexts } from '@jobline/shared';
import { jobUsers } from '../../../db/schema';
import { signedIn, type Actor } from '../../../test/helpers';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { createIntakeWorld, type IntakeWorld } from '../../intake/intakeTestKit';
import { insertJob } from '../../jobAdmin/jobAdminTestKit';
import { httpSmsGateway } from './httpSmsGateway';
import { enqueueSms } from './smsEnqueuer';
import { logOnlyGateway, type SmsGateway } from './smsGateway';
import { createDirector, outboxOf, outboxRow, setSmsFeature } from './smsTestKit';
import { SmsWorker } from './smsWorker';

let t: TestApp;
let w: IntakeWorld;
let admin: Actor;
let director: Awaited<ReturnType<typeof createDirector>>;
let noPhone: Awaited<ReturnType<typeof createDirector>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t);
  admin = await signedIn(t, { roleId: RoleId.ADMIN });
  director = await createDirector(t.database.db, { divisions: [w.division.id] });
  noPhone = await createDirector(t.database.db, { mobile: null, divisions: [w.division.id] });
  // Not texted: another department's director, and a director who has left.
  await createDirector(t.database.db, { divisions: [w.otherDivision.id] });
  await createDirector(t.database.db, { status: 0, divisions: [w.division.id] });
});
afterAll(() => t.close());
// Each test's worker sees only its own messages.
beforeEach(async () => {
  await t.database.db.execute(
    sql`update sms_outbox set state = ${SmsState.FAILED} where state in (${SmsState.QUEUED}, ${SmsState.SENDING})`,
  );
});

/** Sends a New Job draft for approval (software support at a branch without agreement needs it). */
async function sendForApproval(title = 'POS installation') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/job/pending',
    headers: w.coord.headers,
    payload: w.draft({ job_category_id: 30, job_title: title }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pending as { id: number; pending_approval_id: string };
}

/** A finished job of the world's division waiting for its head's decision. */
async function finishedHold() {
  const job = await insertJob(t.database.db, { divisionId: w.division.id, customerId: w.customer.id });
  const [hold] = await t.database.db
    .insert(jobUsers)
    .values({
      jobId: job.id,
      userId: w.employee.id,
      finishedStatus: FinishedJobStatus.AWAITING,
      finishedAt: new Date(),
    })
    .returning();
  return { job, hold: hold! };
}

describe('events queue messages for the directors of their department', () => {
  it('a job sent for approval: one message per chosen director, failed where there is no mobile', async () => {
    const pending = await sendForApproval('Printer offline');
    const rows = await outboxOf(t.database.db, 'pending_approval', pending.id);
    expect(rows.map((r) => r.recipient_id)).toEqual([director.id, noPhone.id]);
    expect(rows[0]).toMatchObject({
      event: SmsEvent.APPROVAL_SENT,
      phone: director.mobile,
      state: SmsState.QUEUED,
      attempts: 0,
      body: smsTexts.approvalSent(pending.pending_approval_id, 'Printer offline'),
    });
    expect(rows[1]).toMatchObject({ phone: null, state: SmsState.FAILED, last_error: Msg.sms.noMobile });
  });

  it('a head rejecting a finished job texts the job division’s directors; accepting does not', async () => {
    const rejected = await finishedHold();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/hod/reject',
      headers: admin.headers,
      payload: { job_user_id: rejected.hold.id, reason: 'The receipt printer still jams' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await outboxOf(t.database.db, 'job_user', rejected.hold.id);
    expect(rows.map((r) => [r.recipient_id, r.event])).toEqual([
      [director.id, SmsEvent.FINISHED_JOB_REJECTED],
      [noPhone.id, SmsEvent.FINISHED_JOB_REJECTED],
    ]);
    expect(rows[0]!.body).toBe(
      smsTexts.finishedJobRejected(rejected.job.jobNo, 'The receipt printer still jams'),
    );

    const accepted = await finishedHold();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/hod/finished',
      headers: admin.headers,
      payload: { job_user_id: accepted.hold.id },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await outboxOf(t.database.db, 'job_user', accepted.hold.id)).toEqual([]);
  });

  it('writes in the event’s transaction: an event rolled back leaves no message', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        const written = await enqueueSms(tx, t.bus, {
          event: SmsEvent.APPROVAL_SENT,
          divisionId: w.division.id,
          body: 'Never sent',
          entity: 'pending_approval',
          entityId: 'rolled-back',
        });
        expect(written).toBe(2);
        throw new Error('the event failed after queuing');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outboxOf(t.database.db, 'pending_approval', 'rolled-back')).toEqual([]);
  });

  it('queues nothing while SMS sending is switched off, and the event still happens', async () => {
    await setSmsFeature(t, false);
    try {
      const pending = await sendForApproval();
      expect(await outboxOf(t.database.db, 'pending_approval', pending.id)).toEqual([]);
    } finally {
      await setSmsFeature(t, true);
    }
  });
});

/** A gateway that records what it was given and answers as told. */
function recordingGateway(answer: (n: number) => Promise<void> = async () => {}) {
  const sent: { phone: string; body: string; reference?: string }[] = [];
  const gateway: SmsGateway = {
    name: 'test',
    async send(phone, body, reference) {
      sent.push({ phone, body, reference });
      await answer(sent.length);
      return {};
    },
  };
  return { gateway, sent };
}

/** A worker on a clock the test moves. */
function workerAt(gateway: SmsGateway, start = Date.now() + 1000) {
  let now = start;
  const worker = new SmsWorker({ db: t.database.db, bus: t.bus, gateway, now: () => new Date(now) });
  return { worker, advance: (ms: number) => (now += ms), now: () => now };
}

describe('the worker', () => {
  it('wakes when a message is queued and sends it (log-only gateway)', async () => {
    const lines: string[] = [];
    const worker = new SmsWorker({
      db: t.database.db,
      bus: t.bus,
      gateway: logOnlyGateway((l) => lines.push(l)),
    });
    worker.start();
    try {
      const pending = await sendForApproval('Woken worker');
      let row;
      for (let waited = 0; waited < 5000; waited += 20) {
        row = (await outboxOf(t.database.db, 'pending_approval', pending.id))[0];
        if (row?.state === SmsState.SENT) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(row).toMatchObject({ state: SmsState.SENT, attempts: 1, last_error: null });
      expect(row!.sent_at).not.toBeNull();
      expect(lines.some((l) => l.includes(director.mobile!) && l.includes('Woken worker'))).toBe(true);
    } finally {
      await worker.stop();
    }
  });

  it('leaves queued messages alone while SMS sending is off, and sends them once it is on', async () => {
    const pending = await sendForApproval();
    const { gateway, sent } = recordingGateway();
    const { worker } = workerAt(gateway);
    await setSmsFeature(t, false);
    try {
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(sent).toEqual([]);
    } finally {
      await setSmsFeature(t, true);
    }
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent).toEqual([expect.objectContaining({ phone: director.mobile })]);
    expect((await outboxOf(t.database.db, 'pending_approval', pending.id))[0]!.state).toBe(SmsState.SENT);
  });

  it('hands each message over once when several workers claim at the same time', async () => {
    for (let i = 0; i < 6; i++) await sendForApproval(`Claim ${i}`);
    const { gateway, sent } = recordingGateway(() => new Promise((resolve) => setTimeout(resolve, 5)));
    const workers = [workerAt(gateway).worker, workerAt(gateway).worker, workerAt(gateway).worker];
    const runs = await Promise.all(workers.map((wk) => wk.runOnce()));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(6);
    const references = sent.map((s) => s.reference);
    expect(new Set(references).size).toBe(6);
  });

  it('takes back a message whose server stopped while sending it, once its lease ran out', async () => {
    const pending = await sendForApproval();
    const [row] = await outboxOf(t.database.db, 'pending_approval', pending.id);
    await t.database.db.execute(
      sql`update sms_outbox set state = ${SmsState.SENDING}, attempts = 1,
          next_attempt_at = now() + interval '2 minutes' where id = ${row!.id}`,
    );
    const { gateway, sent } = recordingGateway();
    const { worker, advance } = workerAt(gateway);
    expect((await worker.runOnce()).sent).toBe(0);
    advance(3 * 60_000);
    expect((await worker.runOnce()).sent).toBe(1);
    expect(sent).toHaveLength(1);
    expect(await outboxRow(t.database.db, row!.id)).toMatchObject({ state: SmsState.SENT, attempts: 2 });
  });
});

describe('the HTTP gateway against a provider', () => {
  type Answer = { status: number; body?: unknown };
  let server: http.Server;
  let url: string;
  let answers: Answer[] = [];
  const received: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
        const answer = answers.shift() ?? { status: 200, body: { id: 'm-1' } };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    answers = [];
    received.length = 0;
  });
  const gateway = () => httpSmsGateway({ url, key: 'secret-key', sender: 'Jobline' });
  const queuedRow = async () => {
    const pending = await sendForApproval('Gateway test');
    return (await outboxOf(t.database.db, 'pending_approval', pending.id))[0]!;
  };

  it('posts {to, from, text, reference} with the bearer key; a 2xx answer is sent', async () => {
    const row = await queuedRow();
    const { worker } = workerAt(gateway());
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe('Bearer secret-key');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({
      to: director.mobile,
      from: 'Jobline',
      text: row.body,
      reference: `jobline-sms-${row.id}`,
    });
    expect(await outboxRow(t.database.db, row.id)).toMatchObject({ state: SmsState.SENT, attempts: 1 });
  });

  it('tries a 500 again after the backoff, not before, and then sends', async () => {
    const row = await queuedRow();
    answers = [{ status: 500, body: { message: 'Provider busy' } }];
    const { worker, advance, now } = workerAt(gateway());
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = (await outboxRow(t.database.db, row.id))!;
    expect(waiting).toMatchObject({
      state: SmsState.QUEUED,
      attempts: 1,
      last_error: 'gateway answered 500: Provider busy',
    });
    expect(waiting.next_attempt_at.getTime()).toBe(now() + 30_000);
    advance(29_000);
    expect((await worker.runOnce()).sent).toBe(0);
    expect(received).toHaveLength(1);
    advance(1_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await outboxRow(t.database.db, row.id)).toMatchObject({
      state: SmsState.SENT,
      attempts: 2,
      last_error: null,
    });
  });

  it('gives up after five failures, waiting twice as long each time, and keeps the reason', async () => {
    const row = await queuedRow();
    answers = Array.from({ length: 5 }, () => ({ status: 503, body: { error: 'Down for maintenance' } }));
    const { worker, advance } = workerAt(gateway());
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const run = await worker.runOnce();
      expect(run.sent).toBe(0);
      const current = (await outboxRow(t.database.db, row.id))!;
      if (attempt < 5) {
        expect(current.state).toBe(SmsState.QUEUED);
        const wait = worker.retryDelayMs(attempt);
        waits.push(wait);
        advance(wait);
      }
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(await outboxRow(t.database.db, row.id)).toMatchObject({
      state: SmsState.FAILED,
      attempts: 5,
      last_error: 'gateway answered 503: Down for maintenance',
    });
    expect(received).toHaveLength(5);
  });

  it('records a refusal no retry can change as failed at once, with the provider’s reason', async () => {
    const row = await queuedRow();
    answers = [{ status: 400, body: { message: 'Invalid destination number' } }];
    const { worker } = workerAt(gateway());
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await outboxRow(t.database.db, row.id)).toMatchObject({
      state: SmsState.FAILED,
      attempts: 1,
      last_error: 'gateway answered 400: Invalid destination number',
    });
  });

  it('counts an unreachable provider as a failure worth trying again', async () => {
    const row = await queuedRow();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { worker } = workerAt(httpSmsGateway({ url: `http://127.0.0.1:${port}/sms`, sender: 'Jobline' }));
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await outboxRow(t.database.db, row.id))!.last_error).toBe('gateway unreachable: ECONNREFUSED');
  });
});
