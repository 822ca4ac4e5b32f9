import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Msg,
  NOTIFICATION_PAGE_SIZE,
  NotificationType,
  Perm,
  type NotificationPage,
  type NotificationViewed,
} from '@jobline/shared';
import { notifications } from '../../db/schema';
import { auditRows, expectNoInternals, signedIn, type Actor } from '../../test/helpers';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/testApp';
import { insertJob } from '../jobAdmin/jobAdminTestKit';
import { addNotifications, type NewNotification } from './notificationCreator';
import { notificationPageFor } from './notificationQueries';

let t: TestApp;
let alice: Actor; // receives notifications
let bob: Actor; // another employee with his own
let assignerId: number;
let jobId: number;
let jobNo: string;

const get = (url: string, who?: Actor) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const post = (url: string, who?: Actor, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const pageOf = async (who: Actor, page = 1) => {
  const res = await get(`/api/notifications/${page}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationPage;
};
const search = async (who: Actor, searchTerm: string, page = 1) => {
  const res = await post(`/api/notifications/search/query/${page}`, who, { searchTerm });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationPage;
};
const notify = (userId: number, title: string, extra: Partial<NewNotification> = {}) =>
  addNotifications(t.database.db, t.bus, [
    { userId, type: NotificationType.JOB, title, jobId, assignedById: assignerId, ...extra },
  ]).then((ids) => ids[0]!);

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedIn(t);
  bob = await signedIn(t);
  assignerId = (await createUser(t.database.db, { firstName: 'Priyanka' })).id;
  const job = await insertJob(t.database.db);
  jobId = job.id;
  jobNo = job.jobNo;
});
afterAll(() => t.close());

describe('who may use the bell', () => {
  it('answers 401 to every call without a session', async () => {
    expect((await get('/api/notifications/1')).statusCode).toBe(401);
    expect((await post('/api/notifications/search/query/1', undefined, { searchTerm: '' })).statusCode).toBe(
      401,
    );
    expect((await post('/api/notifications/1')).statusCode).toBe(401);
  });

  it('lets every logged-in employee, whatever their rights, read their own bell', async () => {
    // No role, and one right unrelated to notifications.
    const bare = await signedIn(t, { roleId: null, permissions: [Perm.CALENDAR] });
    const page = await pageOf(bare);
    expect(page).toEqual({ notifications: [], notifications_count: 0, page: 1, has_more: false });
  });
});

describe('GET notifications/{page}', () => {
  it('lists the entry as the wire carries it, with the unread count', async () => {
    const id = await notify(alice.id, 'New task on the job', {
      jobUserId: null,
      taskUserId: null,
    });
    const page = await pageOf(alice);
    expect(page.notifications_count).toBe(1);
    expect(page.notifications[0]).toEqual({
      id,
      job_id: jobId,
      job: { job_no: jobNo },
      job_user_id: null,
      task_user_id: null,
      user_id: alice.id,
      notification_type: NotificationType.JOB,
      status: 1,
      title: 'New task on the job',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      assigend_by: { name: expect.stringMatching(/^Priyanka User /) },
      finished_job_status: null,
      leave_request_status: null,
    });
  });

  it('shows a notification without a job or an assigner plainly', async () => {
    const id = await notify(bob.id, 'Leave request approved', {
      type: NotificationType.LEAVE_REQUEST,
      jobId: null,
      assignedById: null,
      leaveRequestStatus: 10,
    });
    const [entry] = (await pageOf(bob)).notifications;
    expect(entry).toMatchObject({ id, job_id: null, job: null, assigend_by: null, leave_request_status: 10 });
  });

  it("never shows another employee's notifications", async () => {
    const bobs = await notify(bob.id, 'Only for Bob');
    const page = await pageOf(alice);
    expect(page.notifications.map((n) => n.id)).not.toContain(bobs);
    expect(page.notifications.every((n) => n.user_id === alice.id)).toBe(true);
  });

  it('pages newest first, a page at a time, and says when more exist', async () => {
    const carol = await signedIn(t);
    const rows = Array.from({ length: 23 }, (_, i) => ({
      userId: carol.id,
      type: NotificationType.QC,
      title: `QC check ${i + 1}`,
      jobId,
    }));
    await addNotifications(t.database.db, t.bus, rows);
    const first = await pageOf(carol, 1);
    const second = await pageOf(carol, 2);
    const third = await pageOf(carol, 3);
    expect(first.notifications).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.notifications[0]!.title).toBe('QC check 23');
    expect([first.has_more, second.has_more, third.has_more]).toEqual([true, true, false]);
    expect(third.notifications.map((n) => n.title)).toEqual(
      Array.from(
        { length: 23 - 2 * NOTIFICATION_PAGE_SIZE },
        (_, i) => `QC check ${23 - 2 * NOTIFICATION_PAGE_SIZE - i}`,
      ),
    );
    const all = [...first.notifications, ...second.notifications, ...third.notifications];
    expect(new Set(all.map((n) => n.id)).size).toBe(23);
    expect(third.notifications_count).toBe(23);
    expect((await pageOf(carol, 4)).notifications).toEqual([]);
  });

  it('reads the first page, a later one and a search one after another on the same connection', async () => {
    // Each is a statement kept on the connection: the first page's text has no offset and a
    // search's has its condition, so each must be kept under a name of its own.
    const pages = await t.database.db.transaction(async (tx) => [
      await notificationPageFor(tx, alice.id, 1),
      await notificationPageFor(tx, alice.id, 2),
      await notificationPageFor(tx, alice.id, 1, 'QC'),
      await notificationPageFor(tx, alice.id, 2, 'QC'),
      await notificationPageFor(tx, alice.id, 1),
    ]);
    expect(pages[4]).toEqual(pages[0]);
    expect(pages.every((p) => p.notifications_count === pages[0]!.notifications_count)).toBe(true);
  });

  it('refuses a page that is not a whole number from 1 up with 400', async () => {
    for (const page of ['0', '-1', '1.5', 'abc', '100001']) {
      const res = await get(`/api/notifications/${page}`, alice);
      expect(res.statusCode, page).toBe(400);
      expect(res.json()).toEqual({
        message: Msg.notifications.pageInvalid,
        errors: { page: Msg.notifications.pageInvalid },
      });
    }
  });
});

describe('POST notifications/search/query/{page}', () => {
  it('matches title, job number and assigner name, ignoring case, only among own entries', async () => {
    const dave = await signedIn(t);
    const special = await insertJob(t.database.db);
    const named = (await createUser(t.database.db, { firstName: 'Wickramasinghe' })).id;
    const byTitle = await notify(dave.id, 'Printer driver on the counter');
    const byJob = await notify(dave.id, 'Something else', { jobId: special.id });
    const byName = await notify(dave.id, 'Another thing', { assignedById: named });
    await notify(bob.id, 'Printer driver for Bob');
    const ids = async (text: string) => (await search(dave, text)).notifications.map((n) => n.id);
    expect(await ids('PRINTER')).toEqual([byTitle]);
    expect(await ids(special.jobNo.toLowerCase())).toEqual([byJob]);
    expect(await ids('wickrama')).toEqual([byName]);
    expect(await ids('  ')).toEqual([byName, byJob, byTitle]);
    expect(await ids('no such thing')).toEqual([]);
    // Wildcards are plain characters.
    expect(await ids('%')).toEqual([]);
    expect((await search(dave, 'printer')).notifications_count).toBe(3);
  });

  it('pages search results too', async () => {
    const erin = await signedIn(t);
    await addNotifications(
      t.database.db,
      t.bus,
      Array.from({ length: 12 }, (_, i) => ({
        userId: erin.id,
        type: NotificationType.JOB,
        title: `Match ${i}`,
      })),
    );
    const first = await search(erin, 'match', 1);
    const second = await search(erin, 'match', 2);
    expect(first.has_more).toBe(true);
    expect(second.notifications).toHaveLength(12 - NOTIFICATION_PAGE_SIZE);
    expect(second.has_more).toBe(false);
  });

  it('refuses a search that is not text or is too long with 400', async () => {
    const long = await post('/api/notifications/search/query/1', alice, { searchTerm: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ searchTerm: Msg.notifications.searchTooLong });
    for (const payload of [{ searchTerm: 5 }, { searchTerm: ['a'] }, [1]]) {
      const res = await post('/api/notifications/search/query/1', alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expectNoInternals(res.body);
    }
    const badPage = await post('/api/notifications/search/query/x', alice, { searchTerm: '' });
    expect(badPage.json().errors).toEqual({ page: Msg.notifications.pageInvalid });
  });
});

describe('POST notifications/{id}', () => {
  it('marks it viewed, drops the count by one, audits once, and repeating it changes nothing', async () => {
    const frank = await signedIn(t);
    const first = await notify(frank.id, 'First');
    await notify(frank.id, 'Second');
    expect((await pageOf(frank)).notifications_count).toBe(2);
    const res = await post(`/api/notifications/${first}`, frank);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as NotificationViewed;
    expect(body).toMatchObject({
      message: Msg.notifications.markedViewed,
      notification: { id: first, status: 0 },
      notifications_count: 1,
    });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, first));
    expect(row!.viewedAt).toBeInstanceOf(Date);
    const again = await post(`/api/notifications/${first}`, frank);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ notification: { status: 0 }, notifications_count: 1 });
    const audited = await auditRows(t.database.db, 'notification.viewed', first);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: frank.id, entity: 'notification', after: { status: 0 } });
    const page = await pageOf(frank);
    expect(page.notifications.find((n) => n.id === first)!.status).toBe(0);
    expect(page.notifications_count).toBe(1);
  });

  it("answers 404 for another employee's notification and leaves it unread", async () => {
    const bobs = await notify(bob.id, 'Private to Bob');
    const res = await post(`/api/notifications/${bobs}`, alice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: Msg.notifications.notificationNotFound });
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, bobs));
    expect(row!.status).toBe(1);
    expect(await auditRows(t.database.db, 'notification.viewed', bobs)).toHaveLength(0);
    expect((await post('/api/notifications/2147483000', alice)).statusCode).toBe(404);
  });

  it('refuses an id that is not a positive whole number with 400', async () => {
    for (const id of ['0', 'abc', '1.5', '99999999999']) {
      const res = await post(`/api/notifications/${id}`, alice);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors).toEqual({ id: Msg.notifications.notificationInvalid });
    }
  });
});
