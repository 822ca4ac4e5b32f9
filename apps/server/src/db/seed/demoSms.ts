import { sql } from 'drizzle-orm';
import { RoleId, SmsEvent, smsTexts } from '@jobline/shared';
import { queryRows, type Database, type Db } from '../client';
import { EventBus } from '../../realtime/bus';
import { enqueueSms } from '../../modules/admin/sms/smsEnqueuer';
import { SmsSendError, type SmsGateway } from '../../modules/admin/sms/smsGateway';
import { changeSmsSettings } from '../../modules/admin/sms/smsSettingsChanger';
import { SmsWorker } from '../../modules/admin/sms/smsWorker';

/** The departments each demo director is texted about: Dilan the delivery side, the others the rest. */
const DILAN = 'director@demo.local';
const DILAN_DEPARTMENTS = [1, 6];
const OTHER_DEPARTMENTS = [1, 2, 3, 5];

/**
 * SMS Settings and a first outbox for the demo company, through the app's own commands: the
 * directors' departments are set as the super admin would, the jobs waiting for approval queue their
 * messages, and a worker hands them to a provider that takes most, refuses one number and is busy
 * once, so the SMS panel shows messages sent, failed (with the reason, to resend) and queued for a
 * retry (which the server's own worker sends a few minutes after it starts).
 */
export async function seedDemoSms(db: Db): Promise<void> {
  // Nobody listens while the demo is seeded; the commands still announce their changes as always.
  const bus = new EventBus(null as unknown as Database);
  const directors = await queryRows<{ id: number; email: string }>(
    db,
    sql`select id, email from users where role_id = ${RoleId.DIRECTOR} and status = 1 order by id`,
  );
  const [admin] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where role_id = ${RoleId.SUPER_ADMIN} and status = 1 order by id limit 1`,
  );
  if (!directors.length || !admin) return;
  const known = new Set(
    (await queryRows<{ id: number }>(db, sql`select id from divisions`)).map((d) => d.id),
  );
  await changeSmsSettings(
    db,
    bus,
    { actorId: admin.id, ip: '127.0.0.1' },
    directors.map((d) => ({
      director_id: d.id,
      departments: (d.email === DILAN ? DILAN_DEPARTMENTS : OTHER_DEPARTMENTS).filter((id) => known.has(id)),
    })),
  );

  const waiting = await queryRows<{
    id: number;
    approval_no: string;
    title: string | null;
    division_id: number;
  }>(
    db,
    sql`select id, approval_no, draft->>'job_title' as title, division_id
        from pending_approvals where division_id is not null order by id`,
  );
  for (const pending of waiting) {
    await db.transaction((tx) =>
      enqueueSms(tx, bus, {
        event: SmsEvent.APPROVAL_SENT,
        divisionId: pending.division_id,
        body: smsTexts.approvalSent(pending.approval_no, pending.title ?? 'New job'),
        entity: 'pending_approval',
        entityId: pending.id,
      }),
    );
  }

  const [{ count } = { count: 0 }] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from sms_outbox where state = 'queued'`,
  );
  const worker = new SmsWorker({ db, bus, gateway: demoProvider(Number(count)), retryBaseMs: 10 * 60_000 });
  await worker.runOnce();
}

/** A provider that takes every message but the last two: it refuses one number and is busy once. */
function demoProvider(total: number): SmsGateway {
  let calls = 0;
  return {
    name: 'demo',
    async send() {
      calls += 1;
      if (total >= 3 && calls === total - 1) {
        throw new SmsSendError('gateway answered 400: Invalid destination number', true);
      }
      if (total >= 3 && calls === total) {
        throw new SmsSendError('gateway answered 503: Service temporarily unavailable');
      }
      return { id: `demo-${calls}` };
    },
  };
}
