// The bare twins of the hot calls (design.md §6): a plain Fastify app on a plain pg Pool that answers
// each call with the JSON the real route gives, from the SQL the real route runs, and nothing else
// (no drizzle, no response schemas, no plugins). Each twin checks the session as the real call does:
// what is left between the two is the cost of the product's own layers.
//   node --import tsx bench/twins.mjs [--port 3310] [--database postgres://…]
// tsx only so that the wire's constants and labels come from @jobline/shared, as the server's do.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readOptions } from '../scripts/cliOptions.mjs';
import {
  ACTIVITY_TYPE_LABELS,
  ALL_JOBS_ROLES,
  AttendanceMark,
  DEFAULT_BUSINESS_HOURS,
  dayTotals,
  LeaveExtent,
  owedHours,
  shiftDay,
  WorkState as W,
  zonedInstant,
  DIVISION_JOBS_ROLES,
  ESTIMATE_CHANGE_ROLES,
  seesAllDivisions,
  allocatedMinutes,
  boardNoticeTitles,
  ActivityType,
  dayInZone,
  FinishedJobStatus,
  isPastDue,
  JOB_BOARD_SECTIONS,
  JOB_LIST_PAGE_SIZE,
  JOB_PRIORITY_LABELS,
  JOB_PROGRESS_LABELS,
  JobProgress,
  JobStatus,
  LEAVE_TYPE_LABELS,
  LeaveStatus,
  LeaveType,
  NOTIFICATION_PAGE_SIZE,
  Perm,
  spentFromMinutes,
  TASK_SECTION_NAMES,
  TaskSection,
  WorkState,
} from '@jobline/shared';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const Fastify = require('fastify');
const pg = require('pg');

/**
 * The app: `database` a PostgreSQL URL, `timeZone` the company's and `idleHours` a session's idle end
 * (the real server's COMPANY_TIME_ZONE and SESSION_IDLE_HOURS).
 */
export function twinApp({ database, timeZone = 'Asia/Colombo', idleHours = 12 }) {
  // As the real server's pool (apps/server/src/db/client.ts): 20 connections, JIT off.
  const pool = new pg.Pool({ connectionString: database, max: 20, options: '-c jit=off' });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => pool.end());

  /** A named statement: PostgreSQL keeps its plan per connection, as the real queryPrepared does. */
  const q = async (name, text, values, client = pool) => (await client.query({ name, text, values })).rows;
  const one = async (...args) => (await q(...args))[0];
  const today = (now = new Date()) => dayInZone(now, timeZone);
  const fail = (reply, code, body) => reply.code(code).send(body);

  // findSessionUser of apps/server/src/auth/sessions.ts, the same text. A database whose sessions
  // remember their last use (an idle timeout) is read as the server reads it then: the session's ends
  // checked, and its last use written at most once a minute.
  const PERMISSIONS = `coalesce((
    select array_agg(p order by p) from (
      select permission_id as p from role_permissions where role_id = u.role_id
      union
      select permission_id from user_permissions where user_id = u.id
    ) granted
  ), '{}') as permissions`;
  const SESSION_SQL = `
    select s.id as session_id, u.id, u.role_id, r.name as role_name, u.division_id, u.user_type,
           u.first_name, u.last_name, u.email,
           ${PERMISSIONS}
    from sessions s
    join users u on u.id = s.user_id
    left join roles r on r.id = u.role_id
    where s.token_hash = $1
      and s.revoked_at is null
      and s.expires_at > now()
      and u.status = 1`;
  const IDLE_SESSION_SQL = `
    select s.id as session_id, s.expires_at, s.last_used_at, u.id, u.role_id, r.name as role_name,
           u.division_id, u.user_type, u.first_name, u.last_name, u.email,
           ${PERMISSIONS}
    from sessions s
    join users u on u.id = s.user_id
    left join roles r on r.id = u.role_id
    where s.token_hash = $1
      and s.revoked_at is null
      and u.status = 1`;
  const idleSessions = pool
    .query(
      `select 1 from information_schema.columns where table_name = 'sessions' and column_name = 'last_used_at'`,
    )
    .then((r) => r.rowCount > 0);
  const IDLE_MS = idleHours * 3_600_000;

  /** The caller, or a 401 sent; with `permission`, a 403 when they lack it. */
  async function caller(request, reply, permission) {
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    const hash = token && createHash('sha256').update(token).digest('hex');
    let user = null;
    if (hash && (await idleSessions)) {
      user = await one('session_user', IDLE_SESSION_SQL, [hash]);
      const used = user && new Date(user.last_used_at).getTime();
      if (user && Math.min(new Date(user.expires_at).getTime(), used + IDLE_MS) <= Date.now()) user = null;
      else if (user && Date.now() - used >= 60_000)
        await q(
          'twin_touch',
          `update sessions set last_used_at = now() where id = $1 and last_used_at < now() - interval '1 minute'`,
          [user.session_id],
        );
    } else if (hash) user = await one('session_user', SESSION_SQL, [hash]);
    if (!user) {
      fail(reply, 401, { message: 'Unauthenticated.' });
      return null;
    }
    user.permissions = user.permissions.map(Number);
    if (permission && !user.permissions.includes(permission)) {
      fail(reply, 403, { status: 11 });
      return null;
    }
    return user;
  }

  // The stack's ceiling: the session lookup and nothing else (beside GET auth/me of the real server).
  app.get('/api/auth/me', async (request, reply) => {
    const user = await caller(request, reply);
    return user && { id: user.id, email: user.email };
  });

  // --- boards: board tasks with their time (boardTaskQuery.ts), time alone (workTimeline.ts spentOn) ---

  const name = (a) => `concat_ws(' ', ${a}.first_name, ${a}.last_name)`;
  const optionalName = (a) => `nullif(concat_ws(' ', ${a}.first_name, ${a}.last_name), '')`;
  const boardTaskSql = (scope) => `
  select tu.id, tu.task_id, t.task_no, t.name as task_name, t.description as task_description,
    s.sheet_no, tu.section, t.job_id, tu.job_user_id, tu.user_id, ${name('u')} as user_name,
    tu.due_date::text as task_due_date, tu.plan_date::text as task_plan_date, tu.priority, tu.attempts,
    tu.authorized, ${optionalName('ab')} as authorized_by,
    tu.checks_id, cw.section as checks_section,
    qc.user_id as qc_user_id, ${optionalName('qu')} as qc_name, qc.section as qc_section,
    tu.locked as row_locked, tu.started_at is null as fresh,
    ju.finished_status, j.status as job_status, j.job_no, c.name as customer_name,
    ${optionalName('rb')} as requested_by, j.requested_from, j.amc_software, j.amc_hardware,
    t.most_likely::text as most_likely, sp.seconds, sp.running
  from task_users tu
  join job_users ju on ju.id = tu.job_user_id
  join tasks t on t.id = tu.task_id
  join task_sheets s on s.id = t.sheet_id
  join jobs j on j.id = t.job_id
  join users u on u.id = tu.user_id
  left join customers c on c.id = j.customer_id
  left join users rb on rb.id = j.requested_by_id
  left join users ab on ab.id = tu.authorized_by_id
  left join task_users cw on cw.id = tu.checks_id
  left join lateral (
  select q.user_id, q.section from task_users q
  where q.checks_id = tu.id and q.closed_at is null
  order by q.id desc limit 1) qc on tu.checks_id is null
  left join users qu on qu.id = qc.user_id
  cross join lateral (select ${spentSql('w.task_user_id = tu.id', '$2')}) sp
  where tu.closed_at is null and ${scope}
  order by (case when t.task_no ~ '^[0-9]{1,9}$' then t.task_no::int end) nulls last,
  lower(t.task_no), tu.id`;
  /** sqlText.ts keptParamSql: an id list the planner does not see, so its plan is kept. */
  const KEPT_IDS = (param) => `((select ${param}::int[])::int[])`;
  /** workTimeline.ts spentSql: the time worked on the assignments `which` picks, up to `at`. */
  const spentSql = (
    which,
    at,
  ) => `coalesce(sum(greatest(0, extract(epoch from (coalesce(n.at, ${at}::timestamptz) - w.at)))), 0) as seconds,
          coalesce(sum(greatest(0, extract(epoch from (${at}::timestamptz - w.at)))) filter (where n.at is null), 0)
            as open_seconds,
          coalesce(bool_or(n.at is null), false) as running
        from work_log w
        left join lateral (
          select x.at from work_log x
          where x.user_id = w.user_id and x.at >= w.at and x.superseded_at is null
            and (x.at > w.at or x.id > w.id)
          order by x.at, x.id limit 1
        ) n on true
        where ${which} and w.state = ${WorkState.WORKING} and w.superseded_at is null`;
  const SPENT_SQL = `select w.task_user_id, ${spentSql(`w.task_user_id = any(${KEPT_IDS('$2')})`, '$1')}
        group by w.task_user_id`;

  /** workTimeline.ts spentOfRow: whole seconds and minutes of a row of spentSql. */
  const spentOfRow = (r) => {
    const seconds = Math.floor(Number(r.seconds));
    return { minutes: Math.floor(seconds / 60), seconds, running: r.running };
  };

  async function spentOn(ids, now, client) {
    const spent = new Map();
    if (!ids.length) return spent;
    for (const r of await q('spent_on', SPENT_SQL, [now.toISOString(), ids], client))
      spent.set(r.task_user_id, spentOfRow(r));
    return spent;
  }

  const locked = (r) =>
    r.row_locked ||
    ([TaskSection.FINISHED, TaskSection.PASS].includes(r.section) &&
      !(r.section === TaskSection.FINISHED && r.finished_status === FinishedJobStatus.REJECTED)) ||
    [FinishedJobStatus.AWAITING, FinishedJobStatus.ACCEPTED].includes(r.finished_status) ||
    r.job_status === JobStatus.CANCELED;

  const card = (r, time) => {
    const isQc = r.checks_id !== null;
    const minutes = time?.minutes ?? 0;
    return {
      id: r.id,
      task_user_id: r.id,
      task_id: r.task_id,
      task_no: r.task_no,
      task_name: r.task_name,
      task_title: r.task_name,
      task_description: r.task_description,
      sheet_no: r.sheet_no,
      current_section: r.section,
      section_name: TASK_SECTION_NAMES[r.section] ?? 'N/A',
      job_id: r.job_id,
      job_user_id: r.job_user_id,
      user_id: r.user_id,
      user_name: r.user_name,
      task_due_date: r.task_due_date,
      task_plan_date: r.task_plan_date,
      priority: r.priority,
      attempts: r.attempts,
      hasAuthorized: r.authorized,
      authorized_by: r.authorized_by,
      on_qc_process:
        !isQc &&
        (r.section === TaskSection.QC || [TaskSection.ONGOING, TaskSection.QC].includes(r.qc_section)),
      qc_id: isQc ? 0 : r.qc_user_id,
      qc_name: isQc ? null : r.qc_name,
      checks_task_user_id: r.checks_id,
      checks_section: isQc ? r.checks_section : null,
      locked: locked(r),
      fresh_task: r.fresh,
      job_no: r.job_no,
      customer_name: r.customer_name,
      requested_by: r.requested_by,
      job_requested_from: r.requested_from,
      agreements: { software: r.amc_software, hardware: r.amc_hardware },
      estimated_time: Number(r.most_likely),
      estimated_minutes: allocatedMinutes(r.most_likely),
      spent: spentFromMinutes(minutes),
      spent_minutes: minutes,
      running: time?.running ?? false,
      isAssigned: true,
    };
  };

  async function boardTasks(statement, scope, id, now, client) {
    const rows = await q(statement, boardTaskSql(scope), [id, now.toISOString()], client);
    return rows.map((r) => card(r, spentOfRow(r)));
  }

  // POST sections: the hold (boardAccess.ts viewableHold), its cards. The twin lets the holder in only.
  app.post('/api/sections', async (request, reply) => {
    const user = await caller(request, reply);
    if (!user) return;
    const now = new Date();
    const hold = await one(
      'twin_hold',
      `select ju.id, ju.role, ju.user_id, ${name('u')} as holder_name, ju.finished_status,
          ju.review_reason, j.id as job_id, j.job_no, j.title as job_title, j.description as job_description,
          c.name as customer_name, j.due_date::text as due_date, j.priority, j.status as job_status,
          j.employee_id, j.coordinator_id, j.created_by_id, j.division_id
        from job_users ju
        join jobs j on j.id = ju.job_id
        join users u on u.id = ju.user_id
        left join customers c on c.id = j.customer_id
        where ju.id = $1 and j.deleted_at is null`,
      [request.body.job_user_id],
    );
    if (!hold || hold.role !== 1) return fail(reply, 404, { status: 0 });
    if (hold.user_id !== user.id) return fail(reply, 403, { status: 11 });
    const tasks = await boardTasks('board_tasks_of_hold', 'tu.job_user_id = $1', hold.id, now);
    const day = today(now);
    return {
      sections: JOB_BOARD_SECTIONS.map((id) => ({
        id,
        section_name: TASK_SECTION_NAMES[id],
        tasks: tasks.filter((t) => t.current_section === id),
      })),
      board: {
        job: {
          id: hold.job_id,
          job_no: hold.job_no,
          job_title: hold.job_title,
          job_description: hold.job_description,
          customer_name: hold.customer_name,
          due_date: hold.due_date,
          priority: hold.priority,
          isJobExpired: isPastDue(hold.due_date, day),
          canceled: hold.job_status === JobStatus.CANCELED,
        },
        job_user_id: hold.id,
        holder: { id: hold.user_id, name: hold.holder_name },
        finished_status: hold.finished_status,
        review_reason: hold.review_reason,
        is_holder: true,
        today: day,
      },
    };
  });

  // POST tasks/single: the assignment (viewableAssignment), its card, its job, its feed (taskPanelQuery.ts).
  const FEED_SQL = `
  select a.id, a.user_id, ${name('u')} as name, u.image_id, a.comment, a.type,
    (a.is_qc or coalesce(tu.checks_id is not null, false)) as is_qc_task,
    a.from_section, a.to_section, ${optionalName('h')} as holder_name, t.task_no, a.created_at
  from activities a
  join users u on u.id = a.user_id
  left join task_users tu on tu.id = a.task_user_id
  left join tasks t on t.id = tu.task_id
  left join users h on h.id = tu.user_id
  where a.task_user_id in (
      select x.id from task_users s join task_users x on x.task_id = s.task_id
      where s.id = $1 and (x.id = s.id or x.checks_id = s.id or x.id = s.checks_id))
  order by a.created_at desc, a.id desc
  limit 500`;
  const sectionName = (s) => (s === null ? null : (TASK_SECTION_NAMES[s] ?? null));
  const feedEntry = (r) => ({
    id: Number(r.id),
    activity_id: Number(r.id),
    user_id: r.user_id,
    name: r.name,
    image: r.image_id ? `/api/profile-images/${r.image_id}` : '/api/profile-images/default',
    comment:
      r.type !== ActivityType.QC_OPENED
        ? r.comment
        : r.from_section === TaskSection.BACK_LOG
          ? boardNoticeTitles.qcCheckOpened(r.holder_name ?? '—')
          : boardNoticeTitles.qcCheckReopened(r.holder_name ?? '—'),
    comment_type: r.type,
    is_qc_task: r.is_qc_task,
    section_name: sectionName(r.to_section),
    prev_section: sectionName(r.from_section),
    created_at: new Date(r.created_at).toISOString(),
  });

  app.post('/api/tasks/single', async (request, reply) => {
    const user = await caller(request, reply);
    if (!user) return;
    const now = new Date();
    const id = request.body.task_user_id ?? request.body.task_id;
    const view = await one(
      'twin_assignment',
      `select tu.id, tu.user_id, ${name('u')} as holder_name, tu.checks_id,
          j.employee_id, j.coordinator_id, j.created_by_id, j.division_id,
          p.user_id as partner_id, ${optionalName('pu')} as partner_name
        from task_users tu
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id
        join users u on u.id = tu.user_id
        left join lateral (
          select x.id, x.user_id from task_users x
          where x.task_id = tu.task_id
            and ((tu.checks_id is null and x.checks_id = tu.id and x.closed_at is null) or x.id = tu.checks_id)
          order by x.id desc limit 1
        ) p on true
        left join users pu on pu.id = p.user_id
        where tu.id = $1 and j.deleted_at is null`,
      [id],
    );
    if (!view) return fail(reply, 404, { status: 0 });
    if (view.user_id !== user.id) return fail(reply, 403, { status: 11 });
    // assignPolicy.mayAssignOn: the job's managers may change estimates, due dates and checkers.
    const manager =
      ALL_JOBS_ROLES.includes(user.role_id) ||
      [view.employee_id, view.coordinator_id, view.created_by_id].includes(user.id) ||
      (DIVISION_JOBS_ROLES.includes(user.role_id) &&
        user.division_id !== null &&
        view.division_id === user.division_id);
    const [[task], job, feed] = await Promise.all([
      boardTasks('board_tasks_by_id', 'tu.id = $1', id, now),
      one(
        'panel_job',
        `select j.title as job_title, j.description as job_description, sy.name as system_name,
    b.name as branch_name, j.contact_person, j.contact_number, cat.name as job_category,
    j.due_date::text as job_due_date, coalesce(${optionalName('sa')}, ${optionalName('ja')}) as approved_by,
    (select max(a.id) from activities a where a.task_user_id = tu.id) as last_activity_id
  from task_users tu
  join tasks t on t.id = tu.task_id
  join task_sheets s on s.id = t.sheet_id
  join jobs j on j.id = t.job_id
  left join systems sy on sy.id = j.system_id
  left join branches b on b.id = j.branch_id
  left join categories cat on cat.id = j.category_id
  left join users sa on sa.id = s.approved_by_id
  left join users ja on ja.id = j.approved_with_id
  where tu.id = $1`,
        [id],
      ),
      q('twin_feed', FEED_SQL, [id]),
    ]);
    if (!task) return fail(reply, 409, { status: 7 });
    const isQcRow = view.checks_id !== null;
    const open = !task.locked && !task.fresh_task;
    return {
      details: {
        ...task,
        ...job,
        qc_employee: isQcRow
          ? { id: view.user_id, name: view.holder_name }
          : view.partner_id !== null
            ? { id: view.partner_id, name: view.partner_name ?? '' }
            : null,
        last_activity_id: job.last_activity_id === null ? null : Number(job.last_activity_id),
      },
      agreements: task.agreements,
      activitiesWithComments: feed.map(feedEntry),
      // The holder's rights (the twin opens the caller's own tasks only): never a re-plan of one's own.
      rights: {
        can_comment: open,
        can_comment_as_task: open && task.current_section === TaskSection.ONGOING,
        can_change_estimate: ESTIMATE_CHANGE_ROLES.includes(user.role_id) && manager,
        can_change_due_date: false,
        can_change_qc: false,
      },
      today: today(now),
    };
  });

  // GET jobs/cards (jobCardsQuery.ts, role 1), its constants written in as there.
  app.get('/api/jobs/cards', async (request, reply) => {
    const user = await caller(request, reply, Perm.TASKS);
    if (!user) return;
    const day = today();
    const rows = await q(
      'twin_cards',
      `select j.id, j.job_no, j.title as job, j.description as job_description, c.name as customer_name,
          j.customer_id, sy.name as system, j.due_date::text as due_date, j.priority,
          ju.id as job_user_id, ju.finished_status, o.task_no as ongoing, n.open_tasks
        from job_users ju
        join jobs j on j.id = ju.job_id
        left join customers c on c.id = j.customer_id
        left join systems sy on sy.id = j.system_id
        cross join lateral (
          select count(*)::int as assigned,
            count(*) filter (where tu.section <> ${TaskSection.PASS})::int as unpassed,
            count(*) filter (where tu.section not in (${TaskSection.FINISHED}, ${TaskSection.PASS}))::int as open_tasks
          from task_users tu where tu.job_user_id = ju.id and tu.closed_at is null
        ) n
        left join lateral (
          select t.task_no from task_users tu join tasks t on t.id = tu.task_id
          where tu.job_user_id = ju.id and tu.closed_at is null and tu.section = ${TaskSection.ONGOING}
          limit 1
        ) o on true
        where ju.user_id = $1 and ju.role = 1 and j.deleted_at is null
          and ju.finished_status is distinct from ${FinishedJobStatus.ACCEPTED}
          and n.assigned > 0
        order by (o.task_no is not null) desc, j.priority, j.due_date nulls last, j.id desc`,
      [user.id],
    );
    return {
      jobs: rows.map((r) => ({
        id: r.id,
        job_no: r.job_no,
        job: r.job,
        job_description: r.job_description,
        customer_name: r.customer_name,
        customer_id: r.customer_id,
        system: r.system,
        due_date: r.due_date,
        priority: r.priority,
        isActive: r.ongoing !== null,
        isJobExpired: isPastDue(r.due_date, day),
        job_user: { id: r.job_user_id },
        job_user_id: r.job_user_id,
        is_qc_job: false,
        ongoing: r.ongoing,
        open_tasks: r.open_tasks,
        finished_status: r.finished_status,
      })),
      today: day,
    };
  });

  // POST activity: Hold ↔ Ongoing of the caller's own work task, the statements taskMover.ts runs
  // for it (owner with the employee lock, row lock, context, one-ongoing check, time used, the update, the
  // activity, the work log, the audit row, the event), then the moved card. Other moves are the real call's.
  app.post('/api/activity', async (request, reply) => {
    const user = await caller(request, reply);
    if (!user) return;
    const { taskUserId, previousSection: from, newSection: to } = request.body;
    const now = new Date();
    const client = await pool.connect();
    try {
      await client.query('begin');
      const owner = await one(
        'twin_owner',
        `select tu.user_id, tu.job_user_id, tu.checks_id from task_users tu join users u on u.id = tu.user_id
          where tu.id = $1 for no key update of u`,
        [taskUserId],
        client,
      );
      if (!owner) throw Object.assign(new Error(), { code: 404, body: { status: 0 } });
      if (owner.user_id !== user.id || owner.checks_id !== null || ![3, 4].includes(to))
        throw Object.assign(new Error(), { code: 403, body: { status: 11 } });
      const row = await one(
        'twin_lock_row',
        `select id, section, plan_date::text as plan_date, locked, authorized, closed_at
          from task_users where id = $1 for no key update`,
        [taskUserId],
        client,
      );
      await q(
        'twin_lock_checks',
        'select id from task_users where checks_id = $1 and closed_at is null order by id for no key update',
        [taskUserId],
        client,
      );
      const ctx = await one(
        'twin_context',
        `select t.most_likely::text as most_likely, j.id as job_id, j.status as job_status,
          j.deleted_at is not null as deleted, ju.finished_status
        from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
        join job_users ju on ju.id = tu.job_user_id where tu.id = $1`,
        [taskUserId],
        client,
      );
      if (row.closed_at || row.section !== from || row.locked || ctx.job_status === JobStatus.CANCELED)
        throw Object.assign(new Error(), { code: 409, body: { status: 7 } });
      const at = now.toISOString();
      if (to === TaskSection.ONGOING) {
        if (!row.authorized && allocatedMinutes(ctx.most_likely) > 0)
          await spentOn([taskUserId], now, client);
        const other = await q(
          'twin_ongoing',
          `select tu.id from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
          where tu.user_id = $1 and tu.section = ${TaskSection.ONGOING} and tu.closed_at is null and tu.id <> $2
          order by tu.id for no key update of tu`,
          [user.id, taskUserId],
          client,
        );
        if (other.length) throw Object.assign(new Error(), { code: 409, body: { status: 1 } });
      }
      await q(
        'twin_move',
        `update task_users set section = $2::int,
          attempts = case when $2::int = ${TaskSection.ONGOING} and section in (${TaskSection.BACK_LOG}, ${TaskSection.PICKED}, ${TaskSection.FINISHED}) then attempts + 1 else attempts end,
          started_at = case when $2::int = ${TaskSection.ONGOING} then coalesce(started_at, $3::timestamptz) else started_at end,
          updated_at = $3 where id = $1`,
        [taskUserId, to, at],
        client,
      );
      await q(
        'twin_activity',
        `insert into activities (task_user_id, job_id, user_id, type, from_section, to_section, comment, is_qc, created_at)
         values ($1, $2, $3, $4, $5, $6, null, false, $7) returning id`,
        [taskUserId, ctx.job_id, user.id, ActivityType.MOVE, from, to, at],
        client,
      );
      if (to === TaskSection.ONGOING) {
        await q(
          'twin_start',
          `insert into work_log (user_id, at, state, task_user_id) values ($1, $2, ${WorkState.WORKING}, $3)`,
          [user.id, at, taskUserId],
          client,
        );
      } else {
        const latest = await one(
          'twin_latest',
          'select state, task_user_id from work_log where user_id = $1 and superseded_at is null order by at desc, id desc limit 1',
          [user.id],
          client,
        );
        if (latest?.state === WorkState.WORKING && latest.task_user_id === taskUserId)
          await q(
            'twin_stop',
            `insert into work_log (user_id, at, state) values ($1, $2, ${WorkState.IDLE})`,
            [user.id, at],
            client,
          );
      }
      await q(
        'twin_audit',
        `insert into audit_log (actor_id, ip, action, entity, entity_id, before, after, customer_id)
         values ($1, $2, 'task.move', 'task_user', $3, $4, $5, (select customer_id from jobs where id = $6))`,
        [
          user.id,
          request.ip,
          String(taskUserId),
          { section: from },
          { section: to, via: 'move', held_task_user_id: null, finished_status: null },
          ctx.job_id,
        ],
        client,
      );
      await q(
        'twin_notify',
        "select pg_notify('jobline_twin', $1)",
        [JSON.stringify({ task_user_id: taskUserId })],
        client,
      );
      const [task] = await boardTasks('board_tasks_by_id', 'tu.id = $1', taskUserId, now, client);
      await client.query('commit');
      return {
        message: 'Task moved successfully',
        task,
        held_task_user_id: null,
        job_awaiting_approval: false,
      };
    } catch (err) {
      await client.query('rollback');
      if (err.code && err.body) return fail(reply, err.code, err.body);
      throw err;
    } finally {
      client.release();
    }
  });

  // GET notifications/:page (notificationQueries.ts).
  app.get('/api/notifications/:page', async (request, reply) => {
    const user = await caller(request, reply);
    if (!user) return;
    const page = Number(request.params.page);
    const [rows, unread] = await Promise.all([
      q(
        'twin_notifications',
        `select n.id, n.job_id, j.job_no, n.job_user_id, n.task_user_id, n.user_id, n.type, n.status, n.title,
          n.created_at, ${optionalName('a')} as assigner, n.finished_job_status, n.leave_request_status
        from notifications n
        left join jobs j on j.id = n.job_id
        left join users a on a.id = n.assigned_by_id
        where n.user_id = $1
        order by n.created_at desc, n.id desc limit $2 offset $3`,
        [user.id, NOTIFICATION_PAGE_SIZE + 1, (page - 1) * NOTIFICATION_PAGE_SIZE],
      ),
      one('twin_unread', 'select count(*) as total from notifications where user_id = $1 and status = 1', [
        user.id,
      ]),
    ]);
    return {
      notifications: rows.slice(0, NOTIFICATION_PAGE_SIZE).map((r) => ({
        id: r.id,
        job_id: r.job_id,
        job: r.job_no === null ? null : { job_no: r.job_no },
        job_user_id: r.job_user_id,
        task_user_id: r.task_user_id,
        user_id: r.user_id,
        notification_type: r.type,
        status: r.status,
        title: r.title,
        created_at: r.created_at.toISOString(),
        assigend_by: r.assigner === null ? null : { name: r.assigner },
        finished_job_status: r.finished_job_status,
        leave_request_status: r.leave_request_status,
      })),
      notifications_count: Number(unread.total),
      page,
      has_more: rows.length > NOTIFICATION_PAGE_SIZE,
    };
  });

  // POST ongoing_jobs: Home's cards of a division (floorQuery.ts, floorCards.ts), read afresh each
  // time (the real call shares one reading a second between its watchers); the alerts are the real call's.
  const FLOOR_SQL = `select u.id, u.first_name, u.last_name, u.image_id, u.division_id,
          w.state, w.at, w.hold_type, s.last_login,
          o.id as task_user_id, o.due_date::text as due_date, o.created_at as assign_date,
          t.id as task_id, t.task_no, t.name as task_name, t.optimistic, t.most_likely, t.pessimistic,
          t.created_at as task_created_at, j.id as job_id, j.job_no, o.job_user_id, c.name as customer_name,
          p.pending_tasks, p.pending_jobs
        from users u
        left join lateral (
          select x.state, x.at, x.hold_type from work_log x
          where x.user_id = u.id and x.superseded_at is null
          order by x.at desc, x.id desc limit 1
        ) w on true
        left join lateral (select max(created_at) as last_login from sessions where user_id = u.id) s on true
        left join lateral (
          select tu.id, tu.task_id, tu.job_user_id, tu.due_date, tu.created_at from task_users tu
          where tu.user_id = u.id and tu.section = 3 and tu.closed_at is null
          order by tu.id limit 1
        ) o on true
        left join tasks t on t.id = o.task_id
        left join jobs j on j.id = t.job_id
        left join customers c on c.id = j.customer_id
        cross join lateral (
          select count(*)::int as pending_tasks, count(distinct tu.job_user_id)::int as pending_jobs
          from task_users tu
          join job_users ju on ju.id = tu.job_user_id
          join jobs pj on pj.id = ju.job_id
          where tu.user_id = u.id and tu.closed_at is null and tu.section not in (${TaskSection.FINISHED}, ${TaskSection.PASS})
            and pj.deleted_at is null and ju.finished_status is distinct from $2
        ) p
        where u.division_id = $1 and u.status = 1
        order by u.first_name, u.last_name, u.id`;
  app.post('/api/ongoing_jobs', async (request, reply) => {
    const user = await caller(request, reply, Perm.EMPLOYEE_ACTIVITIES);
    if (!user) return;
    const now = new Date();
    const division = request.body.division ?? user.division_id;
    if (division !== user.division_id && !seesAllDivisions(user.role_id, user.permissions))
      return fail(reply, 403, { status: 11 });
    const rows = await q('floor_cards', FLOOR_SQL, [division, FinishedJobStatus.ACCEPTED]);
    const ids = rows.map((r) => r.id);
    const day = today(now);
    const [spent, finished, leave] = await Promise.all([
      spentOn(
        rows.flatMap((r) => (r.task_user_id === null ? [] : [r.task_user_id])),
        now,
      ),
      q(
        'floor_finished_today',
        `select tu.user_id, tu.id as task_user_id, t.task_no, j.job_no, tu.finished_at
        from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id
        where tu.user_id = any($1::int[]) and tu.section = any($2::int[])
          and tu.finished_at >= ($3::date::timestamp at time zone '${timeZone}')
        order by tu.finished_at desc, tu.id desc`,
        [ids, [TaskSection.FINISHED, TaskSection.PASS], day],
      ),
      q(
        'twin_leave_today',
        `select r.user_id, d.leave_type from leave_request_days d join leave_requests r on r.id = d.leave_request_id
        where r.status = ${LeaveStatus.APPROVED} and d.date = $2::date and d.leave_type <> ${LeaveType.HOLIDAY} and r.user_id = any($1::int[])`,
        [ids, day],
      ),
    ]);
    return {
      now: now.toISOString(),
      division_id: division,
      employees: rows.map((r) => {
        const ongoing = r.task_user_id !== null && r.task_id !== null;
        const seconds = ongoing ? (spent.get(r.task_user_id)?.seconds ?? 0) : 0;
        return {
          id: r.id,
          name: `${r.first_name} ${r.last_name}`.trim(),
          image: r.image_id ? `/api/profile-images/${r.image_id}` : '/api/profile-images/default',
          division_id: r.division_id,
          pending_job_count: r.pending_jobs,
          pending_tasks: r.pending_tasks,
          state: r.state,
          since: r.at,
          ongoing: ongoing
            ? { id: r.task_id, task_no: r.task_no, task_name: r.task_name, created_at: r.task_created_at }
            : null,
          ongoing_job: ongoing
            ? { id: r.job_id, job_no: r.job_no, customer_name: r.customer_name, job_user_id: r.job_user_id }
            : null,
          spent: spentFromMinutes(Math.floor(seconds / 60)),
          spent_seconds: seconds,
          leave_type: leave.find((l) => l.user_id === r.id)?.leave_type ?? null,
          finished_today: finished.filter((f) => f.user_id === r.id),
        };
      }),
    };
  });

  // POST jobs/all with a keyword (jobAdmin/jobList.ts), and its progress expression (jobs/jobProgress.ts).
  const holdDone = `coalesce(ju.finished_status in (${FinishedJobStatus.AWAITING}, ${FinishedJobStatus.ACCEPTED}), false)`;
  const PROGRESS = `(case when j.status = ${JobStatus.CANCELED} then ${JobProgress.CANCELED} else (
    select case
      when bool_or(ju.finished_status = ${FinishedJobStatus.REJECTED}) then ${JobProgress.REJECTED}
      when bool_and(${holdDone}) and bool_or(ju.finished_status = ${FinishedJobStatus.AWAITING})
        then ${JobProgress.WAITING_FOR_HOD}
      when bool_and(${holdDone}) then ${JobProgress.FINISHED}
      when bool_or(ju.finished_status in (${FinishedJobStatus.ACCEPTED}, ${FinishedJobStatus.AWAITING}))
        or exists (select 1 from job_users h join task_users tu on tu.job_user_id = h.id
          where h.job_id = j.id and tu.started_at is not null)
        then ${JobProgress.IN_PROGRESS}
      else ${JobProgress.OPEN}
    end
    from job_users ju where ju.job_id = j.id and ju.role = 1) end)::int`;
  const KEYWORD = `and (
    j.job_no ilike $1
    or j.description ilike $1
    or j.customer_id = any(array(select cu.id from customers cu where cu.name ilike $1))
    or j.employee_id = any(array(select u.id from users u where ${name('u')} ilike $1)))`;
  // The page from few matches (sorted from them) or from many (walking the creation order).
  const jobsPage = (where) => `select j.*, ${PROGRESS} as progress
    from (select j.id, j.job_no, c.name as customer_name, ${optionalName('e')} as employee,
        s.name as system, j.due_date::text as due_date, j.description as job_description,
        j.priority, j.status, j.kind, j.created_at
      from jobs j
      left join customers c on c.id = j.customer_id
      left join users e on e.id = j.employee_id
      left join systems s on s.id = j.system_id
      where ${where}
      order by j.created_at desc nulls last, j.id desc
      limit $2 offset $3) j
    order by j.created_at desc nulls last, j.id desc`;
  const FEW_MATCHES = 2000;
  app.post('/api/jobs/all', async (request, reply) => {
    const user = await caller(request, reply, Perm.JOBS);
    if (!user) return;
    const page = request.body.page ?? 1;
    const perPage = request.body.records ?? JOB_LIST_PAGE_SIZE;
    const pattern = `%${(request.body.keyword ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const day = today();
    const counted = await one(
      'twin_jobs_count',
      `select count(*) as n from jobs j where j.deleted_at is null ${KEYWORD}`,
      [pattern],
    );
    const total = Number(counted.n);
    const few = total <= FEW_MATCHES;
    const rows = await q(
      few ? 'twin_jobs_few' : 'twin_jobs_many',
      jobsPage(
        few
          ? `j.id = any(array(select j.id from jobs j where j.deleted_at is null ${KEYWORD}))`
          : `j.deleted_at is null ${KEYWORD}`,
      ),
      [pattern, perPage, (page - 1) * perPage],
    );
    const data = rows.map(({ created_at: _sortKey, ...r }) => ({
      ...r,
      priority_label: JOB_PRIORITY_LABELS[r.priority] ?? `Unknown (${r.priority})`,
      progress: Number(r.progress),
      progress_label: JOB_PROGRESS_LABELS[Number(r.progress)] ?? 'Open',
      isJobExpired: isPastDue(r.due_date, day),
    }));
    const from = data.length ? (page - 1) * perPage + 1 : null;
    return {
      jobs: {
        data,
        current_page: page,
        per_page: perPage,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        from,
        to: from === null ? null : from + data.length - 1,
        total,
      },
      count: total,
    };
  });

  // GET job/get-details/:id (jobs/jobDetail.ts) for a caller who reads jobs (JOB_READERS).
  app.get('/api/job/get-details/:id', async (request, reply) => {
    const user = await caller(request, reply, Perm.JOBS);
    if (!user) return;
    const r = await one(
      'twin_job',
      `select j.*, j.due_date::text as due_text, je.confirmed_date::text as confirmed_text, c.name as customer_name, c.code as customer_code, b.name as branch_name, s.name as system,
          cat.name as category, jt.name as job_type_name, d.name as division,
          ${optionalName('e')} as employee, ${optionalName('rq')} as requester,
          ${optionalName('co')} as coordinator, ${optionalName('cr')} as creator,
          je.estimate_no, je.estimate_amount, je.confirmed_date, je.billed_amount, je.collector_id,
          je.job_id as estimate_job_id, ${PROGRESS} as progress
        from jobs j
        left join customers c on c.id = j.customer_id
        left join branches b on b.id = j.branch_id
        left join systems s on s.id = j.system_id
        left join categories cat on cat.id = j.category_id
        left join job_types jt on jt.id = j.job_type_id
        left join divisions d on d.id = j.division_id
        left join users e on e.id = j.employee_id
        left join users rq on rq.id = j.requested_by_id
        left join users co on co.id = j.coordinator_id
        left join users cr on cr.id = j.created_by_id
        left join job_estimates je on je.job_id = j.id
        where j.id = $1 and j.deleted_at is null`,
      [Number(request.params.id)],
    );
    if (!r) return fail(reply, 404, { status: 0 });
    const due = r.due_text;
    return {
      job: {
        id: r.id,
        job_no: r.job_no,
        job_title: r.title,
        job_description: r.description,
        customer_id: r.customer_id,
        cus_id: r.customer_id,
        customer_name: r.customer_name,
        customer_code: r.customer_code,
        location_id: r.branch_id,
        branch_name: r.branch_name,
        system_id: r.system_id,
        system: r.system,
        job_category_id: r.category_id,
        category: r.category,
        job_type: r.job_type_id,
        job_type_name: r.job_type_name,
        kind: r.kind,
        division_id: r.division_id,
        division: r.division,
        employee_id: r.employee_id,
        employee: r.employee,
        requested_by: r.requested_by_id,
        requested_emp: r.requester,
        job_coordinator_id: r.coordinator_id,
        job_coordinator: r.coordinator,
        contact_person: r.contact_person,
        contact_number: r.contact_number,
        due_date: due,
        priority: r.priority,
        remarks: r.remarks,
        status: r.status,
        payment_mode: r.chargeable ? 'chargeable' : 'freeOfCharge',
        estimates:
          r.estimate_job_id === null
            ? null
            : {
                estimate_no: r.estimate_no,
                estimate_amount: Number(r.estimate_amount),
                confired_date: r.confirmed_text,
                billed_amount: Number(r.billed_amount),
                collector: r.collector_id,
              },
        AMC_software: r.amc_software,
        AMC_hardware: r.amc_hardware,
        amc_status: r.amc_status,
        job_request_id: r.job_request_id,
        job_pending_approval_id: r.pending_approval_id,
        reassign_from: r.reassign_from_id,
        created_by: r.created_by_id,
        created_by_name: r.creator,
        created_at: r.created_at.toISOString(),
        isJobExpired: isPastDue(due, today()),
        progress: Number(r.progress),
        version: r.version,
      },
    };
  });

  // POST leave/getAttendaceDetails {month}: the leave calendar (leave/leaveCalendar.ts) of the people
  // the caller reviews: everyone for a company-wide viewer, else their own division.
  app.post('/api/leave/getAttendaceDetails', async (request, reply) => {
    const user = await caller(request, reply, Perm.EMPLOYEE_LEAVE_DETAILS);
    if (!user) return;
    const { month } = request.body;
    const [y, m] = month.split('-').map(Number);
    const to = `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
    const all = seesAllDivisions(user.role_id, user.permissions);
    const rows = await q(
      'twin_leave_calendar',
      `select r.id as request_id, r.user_id, ${name('owner')} as name, r.status, d.date::text as day,
          d.leave_type as type
        from leave_request_days d
        join leave_requests r on r.id = d.leave_request_id
        join users owner on owner.id = r.user_id
        where d.date between $1::date and $2::date and d.leave_type <> ${LeaveType.HOLIDAY}
          and r.status in (${LeaveStatus.PENDING}, ${LeaveStatus.APPROVED})
          and ($3::boolean or owner.division_id = $4)
        order by owner.first_name, owner.last_name, r.user_id, r.id, d.date`,
      [`${month}-01`, to, all, user.division_id],
    );
    const entries = [];
    for (const r of rows) {
      const last = entries.at(-1);
      const next =
        last && new Date(Date.parse(`${last.end_day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      if (last && last.leave_request_id === r.request_id && last.leave_type === r.type && next === r.day) {
        last.end_day = r.day;
        continue;
      }
      const color =
        r.status !== LeaveStatus.APPROVED
          ? 'gray'
          : r.type === LeaveType.FULL_DAY
            ? 'red'
            : r.type === LeaveType.MORNING_HALF_DAY || r.type === LeaveType.EVENING_HALF_DAY
              ? 'orange'
              : 'yellow';
      entries.push({
        leave_request_id: r.request_id,
        user_id: r.user_id,
        user: r.name,
        start_day: r.day,
        end_day: r.day,
        leave_type: r.type,
        leave_type_text: LEAVE_TYPE_LABELS[r.type] ?? 'Leave',
        status: r.status,
        color,
      });
    }
    return { month, entries };
  });

  // POST reports/getAttendaceReport {month, division_id}: Daily Attendance (reports/attendance.ts over
  // worksheets/workIntervals.ts employeeDays): the people, their work log cut at the company's
  // midnights, holidays, approved leave and each one's first day in the log; the day totals are the
  // shared rule's (dayTotals), as the real call's are.
  const HOLIDAYS_SQL = `select distinct to_char(d, 'YYYY-MM-DD') as day
        from holidays h,
             generate_series(greatest(h.start_date, $1::date), least(h.end_date, $2::date), interval '1 day') as d
        where h.start_date <= $2::date and h.end_date >= $1::date
        order by day`;
  const LEAVE_SQL = `select r.user_id, to_char(d.date, 'YYYY-MM-DD') as day, d.leave_type, r.id as leave_request_id
        from leave_request_days d
        join leave_requests r on r.id = d.leave_request_id
        where r.status = ${LeaveStatus.APPROVED}
          and d.date between $1::date and $2::date
          and d.leave_type <> ${LeaveType.HOLIDAY}
          and r.user_id = any($3::int[])
        order by r.user_id, d.date`;
  /** One person's (a worksheet: their plan kept, as the server's) or many people's (planned each time). */
  const piecesSql = (one) => {
    const [ids, start, end] = one
      ? [KEPT_IDS('$1'), '((select $2::timestamptz)::timestamptz)', '((select $3::timestamptz)::timestamptz)']
      : ['$1::int[]', '$2', '$3'];
    return `select u.id as user_id, w.state, w.task_user_id, w.hold_type,
          floor(round(date_part('epoch', w.at) * 1e6) / 1000) as at_ms
        from unnest(${ids}) with ordinality as u(id, n)
        cross join lateral (
          (select b.id, b.state, b.task_user_id, b.hold_type, b.at from work_log b
            where b.user_id = u.id and b.superseded_at is null and b.at < ${start}
            order by b.at desc, b.id desc limit 1)
          union all
          (select r.id, r.state, r.task_user_id, r.hold_type, r.at from work_log r
            where r.user_id = u.id and r.superseded_at is null and r.at >= ${start} and r.at < ${end}
            order by r.at, r.id)
        ) w
        order by u.n, w.at, w.id`;
  };
  const extentOf = (type) =>
    type === LeaveType.FULL_DAY
      ? LeaveExtent.FULL
      : type === LeaveType.MORNING_HALF_DAY || type === LeaveType.EVENING_HALF_DAY
        ? LeaveExtent.HALF
        : LeaveExtent.SHORT;
  const LEAVE_MARK = {
    [LeaveExtent.FULL]: AttendanceMark.LEAVE,
    [LeaveExtent.HALF]: AttendanceMark.HALF_DAY,
    [LeaveExtent.SHORT]: AttendanceMark.SHORT_LEAVE,
  };
  const LEAVE_SHARE = { [LeaveExtent.FULL]: 1, [LeaveExtent.HALF]: 0.5, [LeaveExtent.SHORT]: 0.25 };
  const hours = DEFAULT_BUSINESS_HOURS;

  /**
   * workIntervals.ts employeeDays: the people's work log over the company days [from, to] cut at the
   * midnights (each piece in minutes from its day's midnight), holidays, approved leave and each one's
   * first day in the log; `owed(userId, day)` the business hours owed that day, up to now today.
   */
  async function workDays(ids, from, to, now) {
    const days = [];
    for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
    const midnights = [...days, shiftDay(to, 1)].map((d) => zonedInstant(d, 0, timeZone).getTime());
    const rangeStart = new Date(midnights[0]);
    const rangeEnd = new Date(Math.min(midnights.at(-1), now.getTime()));
    const [rows, calendar] = await Promise.all([
      ids.length === 1
        ? q('twin_pieces_one', piecesSql(true), [ids, rangeStart, rangeEnd])
        : q('twin_pieces', piecesSql(false), [ids, rangeStart, rangeEnd]),
      q(
        'twin_calendar',
        `select 'holiday' as kind, null::int as user_id, h.day, null::int as leave_type, null::timestamptz as at
        from (${HOLIDAYS_SQL}) h
        union all
        select 'leave', l.user_id, l.day, l.leave_type, null from (${LEAVE_SQL}) l
        union all
        select 'first', u.id, null, null, f.at from unnest($3::int[]) as u(id)
        cross join lateral (select w.at from work_log w where w.user_id = u.id order by w.at limit 1) f`,
        [from, to, ids],
      ),
    ]);
    const holidays = new Set(calendar.filter((r) => r.kind === 'holiday').map((r) => r.day));
    const leaveOf = new Map(
      calendar.filter((r) => r.kind === 'leave').map((l) => [`${l.user_id} ${l.day}`, l]),
    );
    const firstLogged = new Map(
      calendar.filter((r) => r.kind === 'first').map((r) => [r.user_id, dayInZone(new Date(r.at), timeZone)]),
    );
    const pieces = [];
    const piecesOf = new Map();
    for (const [n, row] of rows.entries()) {
      const after = rows[n + 1];
      let start = Math.max(row.at_ms, rangeStart.getTime());
      const end = Math.min(after?.user_id === row.user_id ? after.at_ms : now.getTime(), rangeEnd.getTime());
      let i = 0;
      while (i < days.length - 1 && midnights[i + 1] <= start) i++;
      for (; start < end; i++) {
        const pieceEnd = Math.min(end, midnights[i + 1]);
        const piece = {
          userId: row.user_id,
          day: days[i],
          state: row.state,
          taskUserId: row.task_user_id,
          holdType: row.hold_type,
          startMs: start,
          endMs: pieceEnd,
          start: (start - midnights[i]) / 60_000,
          end: (pieceEnd - midnights[i]) / 60_000,
        };
        pieces.push(piece);
        const key = `${row.user_id} ${days[i]}`;
        if (!piecesOf.has(key)) piecesOf.set(key, []);
        piecesOf.get(key).push(piece);
        start = pieceEnd;
      }
    }
    const day0 = today(now);
    const nowMinutes = (now.getTime() - zonedInstant(day0, 0, timeZone).getTime()) / 60_000;
    /** A past or present day's totals and the hours owed, and whether it is missing (absent). */
    const dayOf = (userId, date) => {
      const key = `${userId} ${date}`;
      const onLeave = leaveOf.get(key);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const owed = owedHours(
        holidays.has(date) ? null : (hours[weekday] ?? null),
        onLeave
          ? {
              extent: extentOf(onLeave.leave_type),
              evening:
                onLeave.leave_type === LeaveType.EVENING_HALF_DAY ||
                onLeave.leave_type === LeaveType.EVENING_SHORT_LEAVE,
            }
          : null,
      );
      const open =
        owed && date === day0
          ? nowMinutes > owed[0]
            ? [owed[0], Math.min(owed[1], nowMinutes)]
            : null
          : owed;
      const mine = piecesOf.get(key) ?? [];
      return {
        totals: dayTotals(mine, open),
        missing:
          date < day0 &&
          !(date < (firstLogged.get(userId) ?? day0)) &&
          open !== null &&
          open[1] - open[0] > 0 &&
          !mine.some((p) => p.state !== W.OFF),
      };
    };
    return { days, pieces, holidays, leaveOf, day0, dayOf };
  }

  app.post('/api/reports/getAttendaceReport', async (request, reply) => {
    const user = await caller(request, reply, Perm.DAILY_ATTENDANCE);
    if (!user) return;
    const now = new Date();
    const { month, division_id: asked } = request.body;
    let divisionId;
    if (seesAllDivisions(user.role_id, user.permissions)) {
      divisionId = asked ?? null;
      if (asked != null && !(await one('twin_division', 'select id from divisions where id = $1', [asked])))
        return fail(reply, 404, { status: 0 });
    } else {
      if (asked != null && asked !== user.division_id) return fail(reply, 403, { status: 11 });
      divisionId = user.division_id ?? -1;
    }
    const [y, m] = month.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const people = await q(
      'twin_people',
      `select id, code, first_name as first, last_name as last from users
        where ($1::int is null or division_id = $1) and status = 1 order by first_name, last_name, id`,
      [divisionId],
    );
    const { days, holidays, leaveOf, day0, dayOf } = await workDays(
      people.map((p) => p.id),
      `${month}-01`,
      `${month}-${String(last).padStart(2, '0')}`,
      now,
    );
    return {
      month,
      days,
      rows: people.map((person) => {
        let worked = 0;
        let present = 0;
        let leaveDays = 0;
        let absent = 0;
        const details = days.map((date) => {
          const onLeave = leaveOf.get(`${person.id} ${date}`);
          const extent = onLeave && extentOf(onLeave.leave_type);
          const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
          const { totals, missing } =
            date <= day0 ? dayOf(person.id, date) : { totals: { worked: 0 }, missing: false };
          const minutes = totals.worked;
          worked += minutes;
          if (minutes > 0) present += 1;
          if (missing) absent += 1;
          if (onLeave) leaveDays += LEAVE_SHARE[extent];
          const color =
            date > day0
              ? AttendanceMark.FUTURE
              : holidays.has(date)
                ? AttendanceMark.HOLIDAY
                : onLeave
                  ? LEAVE_MARK[extent]
                  : missing
                    ? AttendanceMark.ABSENT
                    : hours[weekday] == null
                      ? AttendanceMark.CLOSED
                      : null;
          const whole = Math.round(minutes);
          return {
            date_: date,
            worked_minutes: minutes,
            worked_hours: minutes ? `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}` : '',
            color,
          };
        });
        return {
          user_id: person.id,
          name: `${person.first} ${person.last}`.trim(),
          emp_code: person.code,
          details,
          worked_minutes: worked,
          present_days: present,
          absent_days: absent,
          leave_days: leaveDays,
        };
      }),
    };
  });

  // POST reports/emp_daily_activity for one day of one's own worksheet (worksheets/worksheetQuery.ts):
  // the person, the day's work log (workDays), its uploads, the facts of its tasks, and the day's
  // corrections and month lock (presets/presetQueries.ts); another's worksheet or a range is the real call's.
  const SPENT_TYPES = [
    [1, 'Worked', 'worked'],
    [6, 'Meetings', 'meeting'],
    [7, 'Lunch', 'lunch'],
    [8, 'Others', 'others'],
    [10, 'Help', 'help'],
    [14, 'Travelling', 'travelling'],
    [9, 'Day off', 'dayOff'],
    [99, 'Unallocated', 'unallocated'],
  ];
  app.post('/api/reports/emp_daily_activity', async (request, reply) => {
    const user = await caller(request, reply, Perm.EMPLOYEE_DAILY_ACTIVITY);
    if (!user) return;
    const now = new Date();
    const { range } = request.body;
    if ((request.body.user_id ?? user.id) !== user.id || range.start !== range.end)
      return fail(reply, 403, { status: 11 });
    const [person, logged, uploads, presets] = await Promise.all([
      one('twin_person', 'select id, code, first_name, last_name, division_id from users where id = $1', [
        user.id,
      ]),
      workDays([user.id], range.start, range.end, now),
      q(
        'twin_uploads',
        `select u.day::text as day, u.user_id, u.uploaded_by_id, b.first_name, b.last_name, u.created_at,
          exists (
            select 1 from work_log w
            where w.user_id = u.user_id and w.superseded_at is null and w.created_at > u.created_at
              and w.at >= (u.day::timestamp at time zone '${timeZone}')
              and w.at < ((u.day + 1)::timestamp at time zone '${timeZone}')
          ) as changed
        from worksheet_uploads u
        join users b on b.id = u.uploaded_by_id
        where u.user_id = any($1::int[]) and u.day between $2 and $3
        order by u.user_id, u.day`,
        [[user.id], range.start, range.end],
      ),
      q(
        'twin_presets',
        `select exists (select 1 from worksheet_period_locks where user_id = $1 and month = $3) as locked, p.id, p.status
        from (select 1) as one
        left join worksheet_presets p on p.user_id = $1 and p.day = $2
        order by p.id desc`,
        [user.id, range.start, `${range.start.slice(0, 7)}-01`],
      ),
    ]);
    // The twin answers days without corrections; a preset's lines are the real call's.
    if (presets[0].id !== null) return fail(reply, 501, { message: 'a corrected day' });
    const { pieces, dayOf, days, day0 } = logged;
    const ids = [...new Set(pieces.flatMap((p) => (p.taskUserId === null ? [] : [p.taskUserId])))];
    const facts = new Map(
      (ids.length
        ? await q(
            'twin_task_facts',
            `select tu.id as task_user_id, j.id as job_id, j.job_no, k.id as task_id, k.task_no,
               k.name as task_name, k.description, c.name as category, cu.name as customer_name,
               s.name as system, tu.section
        from task_users tu
        join tasks k on k.id = tu.task_id
        join jobs j on j.id = k.job_id
        left join categories c on c.id = j.category_id
        left join customers cu on cu.id = j.customer_id
        left join systems s on s.id = j.system_id
        where tu.id = any(${KEPT_IDS('$1')})`,
            [ids],
          )
        : []
      ).map((r) => [r.task_user_id, r]),
    );
    const report = [];
    const byCategory = new Map();
    for (const piece of pieces) {
      if (piece.state === W.OFF) continue;
      const minutes = Math.round((piece.endMs - piece.startMs) / 60_000);
      const task =
        piece.state === W.WORKING && piece.taskUserId !== null ? facts.get(piece.taskUserId) : undefined;
      if (task)
        byCategory.set(
          task.category ?? 'Not set',
          (byCategory.get(task.category ?? 'Not set') ?? 0) + minutes,
        );
      report.push({
        day: piece.day,
        state: piece.state,
        comment_type: piece.state === W.WORKING ? 1 : piece.state === W.IDLE ? 99 : (piece.holdType ?? 0),
        task_user_id: task?.task_user_id ?? null,
        job_id: task?.job_id ?? null,
        job_no: task?.job_no ?? null,
        task_id: task?.task_id ?? null,
        task_no: task?.task_no ?? null,
        task_description: task
          ? task.task_name
          : piece.state === W.IDLE
            ? 'At work, no task'
            : (ACTIVITY_TYPE_LABELS[piece.holdType] ?? 'Hold'),
        category: task?.category ?? null,
        customer_name: task?.customer_name ?? null,
        system: task?.system ?? null,
        section_name: task ? (TASK_SECTION_NAMES[task.section] ?? null) : null,
        created_at: new Date(piece.startMs).toISOString(),
        updated_at: new Date(piece.endMs).toISOString(),
        total_duration: minutes,
      });
    }
    const past = days.filter((d) => d <= day0).map((d) => dayOf(user.id, d));
    return {
      user: {
        id: person.id,
        name: `${person.first_name} ${person.last_name}`.trim(),
        emp_code: person.code,
        division_id: person.division_id,
      },
      range: { start: range.start, end: range.end },
      report,
      all_spents: SPENT_TYPES.map(([type, label, key]) => ({
        type,
        label,
        spent: past.reduce((n, d) => n + d.totals[key], 0),
      })),
      chart_data: [...byCategory.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([category_name, minutes]) => ({
          category_name,
          hours: Math.round((minutes / 60) * 100) / 100,
        })),
      missing_days: days.filter((d) => d <= day0 && dayOf(user.id, d).missing),
      uploads: uploads.map((r) => ({
        date: r.day,
        user_id: r.user_id,
        uploaded_by_id: r.uploaded_by_id,
        uploaded_by: `${r.first_name} ${r.last_name}`.trim(),
        uploaded_at: new Date(r.created_at).toISOString(),
        changed_since: r.changed,
      })),
      preset: null,
      reject_preset: null,
      activityEditRecords: [],
      locked: presets[0].locked,
    };
  });

  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const values = readOptions({
    port: { type: 'string', default: '3310' },
    database: { type: 'string', default: process.env.DATABASE_URL },
    'time-zone': { type: 'string', default: process.env.COMPANY_TIME_ZONE ?? 'Asia/Colombo' },
    'idle-hours': { type: 'string', default: process.env.SESSION_IDLE_HOURS ?? '12' },
  });
  if (!values.database) throw new Error('--database or DATABASE_URL: the PostgreSQL database to read');
  const app = twinApp({
    database: values.database,
    timeZone: values['time-zone'],
    idleHours: Number(values['idle-hours']),
  });
  await app.listen({ port: Number(values.port), host: '127.0.0.1' });
  console.log(`twins listening on http://127.0.0.1:${values.port}`);
}
