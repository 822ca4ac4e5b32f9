// Prepares a database for scripts/kill9.mjs: the demo company without its weeks of past work (the
// fast part of a first start), then prints the ids the write burst needs as one line of JSON.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { hasNoUsers, openConfiguredDatabase } from '../apps/server/src/db/bootstrap';
import { queryRows } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed/demo';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  if (await hasNoUsers(database)) {
    await seedDemo(database.db, { timeZone: config.COMPANY_TIME_ZONE, companyName: config.COMPANY_NAME });
  }
  const employee = process.env.KILL9_EMPLOYEE ?? 'employee@demo.local';
  // The demo's first start leaves the employee's tasks unstarted (they take no comments yet): the
  // burst starts one from Picked, then comments on it.
  const [picked] = await queryRows<{ id: number }>(
    database.db,
    sql`select tu.id from task_users tu join users u on u.id = tu.user_id
        where lower(u.email) = lower(${employee}) and tu.closed_at is null and not tu.locked
          and tu.section = 2 order by tu.id limit 1`,
  );
  const notifications = await queryRows<{ id: number }>(
    database.db,
    sql`select n.id from notifications n join users u on u.id = n.user_id
        where lower(u.email) = lower(${employee}) and n.status = 1 order by n.id`,
  );
  // A New Job at a branch, for the employee's division, that every burst sends with its own title.
  const [job] = await queryRows<Record<string, number>>(
    database.db,
    sql`select b.customer_id, b.id as location_id, (select min(id) from systems) as system_id,
          e.division_id, e.id as employee_id, e.id as requested_by,
          (select min(id) from categories) as job_category_id,
          (select id from users where lower(email) = 'coordinator@demo.local') as job_coordinator_id
        from branches b, users e where lower(e.email) = lower(${employee}) order by b.id limit 1`,
  );
  console.log(
    JSON.stringify({
      employeeId: job?.employee_id,
      pickedTaskUserId: picked?.id ?? null,
      notificationIds: notifications.map((r) => r.id),
      jobDraft: job,
    }),
  );
} finally {
  await database.close();
}
