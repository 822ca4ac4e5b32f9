// builds pgbench scripts of the move: the twin's statements one by one, and merged forms
import fs from 'node:fs';
const src = fs.readFileSync(new URL('../bench/twins.mjs', import.meta.url), 'utf8');
const start = src.indexOf('const boardTaskSql = (scope) => `') + 'const boardTaskSql = (scope) => `'.length;
let card = src.slice(start, src.indexOf('`;', start));
const sStart = src.indexOf('const spentSql = (');
let spentBody = src.slice(src.indexOf('=> `', sStart) + 4, src.indexOf('`;', sStart));
const name = (a) => `concat_ws(' ', ${a}.first_name, ${a}.last_name)`;
const optionalName = (a) => `nullif(concat_ws(' ', ${a}.first_name, ${a}.last_name), '')`;
const spent = spentBody.replaceAll('${at}', 'now()').replaceAll('${which}', 'w.task_user_id = tu.id').replaceAll('${WorkState.WORKING}', '1');
card = card.replaceAll("${name('u')}", name('u')).replace(/\$\{optionalName\('(\w+)'\)\}/g, (_, a) => optionalName(a))
  .replace("${spentSql('w.task_user_id = tu.id', '$2')}", spent).replace('${scope}', 'tu.id = :tu');
const one = (s) => s.replace(/\s+/g, ' ').trim() + ';';
const lines = [];
const L = (s) => lines.push(one(s));
lines.push('\\set n :client_id + 1');
L('select task_user_id as tu, user_id as uid from bench_movers where n = :n');
lines[lines.length - 1] = lines[lines.length - 1].replace(/;$/, '') + '\n\\gset';
lines.push('BEGIN;');
L(`select tu.user_id, tu.job_user_id, tu.checks_id from task_users tu join users u on u.id = tu.user_id where tu.id = :tu for no key update of u`);
lines.push(one(`select id, section as sec, plan_date::text as plan_date, locked, authorized, closed_at from task_users where id = :tu for no key update`).replace(/;$/, '') + '\n\\gset');
L(`select id from task_users where checks_id = :tu and closed_at is null order by id for no key update`);
lines.push(one(`select t.most_likely::text as most_likely, j.id as job_id, j.status as job_status, j.deleted_at is not null as deleted, ju.finished_status from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id join job_users ju on ju.id = tu.job_user_id where tu.id = :tu`).replace(/;$/, '') + '\n\\gset');
lines.push('\\if :sec = 4');
L(`select tu.id from task_users tu join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id where tu.user_id = :uid and tu.section = 3 and tu.closed_at is null and tu.id <> :tu order by tu.id for no key update of tu`);
L(`update task_users set section = 3, attempts = attempts, started_at = coalesce(started_at, now()), updated_at = now() where id = :tu`);
L(`insert into activities (task_user_id, job_id, user_id, type, from_section, to_section, comment, is_qc, created_at) values (:tu, :job_id, :uid, 1, 4, 3, null, false, now()) returning id`);
L(`insert into work_log (user_id, at, state, task_user_id) values (:uid, now(), 1, :tu)`);
lines.push('\\else');
L(`update task_users set section = 4, updated_at = now() where id = :tu`);
L(`insert into activities (task_user_id, job_id, user_id, type, from_section, to_section, comment, is_qc, created_at) values (:tu, :job_id, :uid, 1, 3, 4, null, false, now()) returning id`);
L(`select state, task_user_id from work_log where user_id = :uid and superseded_at is null order by at desc, id desc limit 1`);
L(`insert into work_log (user_id, at, state) values (:uid, now(), 0)`);
lines.push('\\endif');
L(`insert into audit_log (actor_id, ip, action, entity, entity_id, before, after, customer_id) values (:uid, '127.0.0.1', 'task.move', 'task_user', :tu::text, '{"section":3}', '{"section":4}', (select customer_id from jobs where id = :job_id))`);
L(`select pg_notify('jobline_twin', '{"task_user_id":1}')`);
L(card);
lines.push('COMMIT;');
fs.writeFileSync('/tmp/pgb/move.sql', lines.join('\n') + '\n');
// the card alone, and an empty transaction, for the per-statement floor
fs.writeFileSync('/tmp/pgb/card.sql', ['\\set n :client_id + 1', lines[1], one(card)].join('\n') + '\n');
fs.writeFileSync('/tmp/pgb/empty.sql', ['BEGIN;', 'select 1;', 'COMMIT;'].join('\n') + '\n');
fs.writeFileSync('/tmp/pgb/selects.sql', ['BEGIN;', ...Array(14).fill('select 1;'), 'COMMIT;'].join('\n') + '\n');
// merged: one read statement with every lock, one write statement, the card
{
  const m = [];
  m.push('\\set n :client_id + 1');
  m.push(lines[1]);
  m.push('BEGIN;');
  m.push(one(`select tu.user_id, tu.job_user_id, tu.checks_id, tu.section as sec, tu.plan_date::text as plan_date, tu.locked, tu.authorized, tu.closed_at,
    t.most_likely::text as most_likely, j.id as job_id, j.status as job_status, j.deleted_at is not null as deleted, ju.finished_status,
    (select array_agg(id)::text from (select id from task_users where checks_id = tu.id and closed_at is null order by id for no key update) x) as checks,
    (select array_agg(id)::text from (select o.id from task_users o where o.user_id = tu.user_id and o.section = 3 and o.closed_at is null and o.id <> tu.id order by o.id for no key update) y) as others
    from task_users tu join users u on u.id = tu.user_id join tasks t on t.id = tu.task_id join jobs j on j.id = t.job_id join job_users ju on ju.id = tu.job_user_id
    where tu.id = :tu for no key update of u, tu`).replace(/;$/, '') + '\n\\gset');
  m.push('\\if :sec = 4');
  m.push(one(`with upd as (update task_users set section = 3, started_at = coalesce(started_at, now()), updated_at = now() where id = :tu returning id),
    act as (insert into activities (task_user_id, job_id, user_id, type, from_section, to_section, comment, is_qc, created_at) values (:tu, :job_id, :uid, 1, 4, 3, null, false, now()) returning id),
    wl as (insert into work_log (user_id, at, state, task_user_id) values (:uid, now(), 1, :tu)),
    au as (insert into audit_log (actor_id, ip, action, entity, entity_id, before, after, customer_id) values (:uid, '127.0.0.1', 'task.move', 'task_user', :tu::text, '{"section":4}', '{"section":3}', (select customer_id from jobs where id = :job_id)))
    select pg_notify('jobline_twin', '{"task_user_id":1}'), (select id from act)`));
  m.push('\\else');
  m.push(one(`with upd as (update task_users set section = 4, updated_at = now() where id = :tu returning id),
    act as (insert into activities (task_user_id, job_id, user_id, type, from_section, to_section, comment, is_qc, created_at) values (:tu, :job_id, :uid, 1, 3, 4, null, false, now()) returning id),
    wl as (insert into work_log (user_id, at, state) select :uid, now(), 0 from (select state, task_user_id from work_log where user_id = :uid and superseded_at is null order by at desc, id desc limit 1) l where l.state = 1 and l.task_user_id = :tu),
    au as (insert into audit_log (actor_id, ip, action, entity, entity_id, before, after, customer_id) values (:uid, '127.0.0.1', 'task.move', 'task_user', :tu::text, '{"section":3}', '{"section":4}', (select customer_id from jobs where id = :job_id)))
    select pg_notify('jobline_twin', '{"task_user_id":1}'), (select id from act)`));
  m.push('\\endif');
  m.push(one(card));
  m.push('COMMIT;');
  fs.writeFileSync('/tmp/pgb/merged.sql', m.join('\n') + '\n');
}
