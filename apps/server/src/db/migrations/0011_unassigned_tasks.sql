-- The tasks with no open work assignment, kept as a small set by triggers, so Task Assign finds the
-- few waiting tasks without weighing every task the company ever had against its assignments.
-- "Open work assignment" is openWorkSql of apps/server/src/modules/taskAssign/assignmentSql.ts: not
-- closed, checking nothing, held through a work hold (job_users.role 1).
CREATE TABLE unassigned_tasks (
  task_id integer PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
  job_id integer NOT NULL
);--> statement-breakpoint
CREATE INDEX unassigned_tasks_job_idx ON unassigned_tasks (job_id);--> statement-breakpoint
CREATE FUNCTION jobline_refresh_unassigned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'DELETE FROM unassigned_tasks WHERE task_id IN (SELECT %I FROM changed_rows)', TG_ARGV[0]);
  EXECUTE format(
    'INSERT INTO unassigned_tasks (task_id, job_id)
     SELECT t.id, t.job_id FROM tasks t
     WHERE t.id IN (SELECT %I FROM changed_rows)
       AND NOT EXISTS (SELECT 1 FROM task_users tu JOIN job_users ju ON ju.id = tu.job_user_id
                       WHERE tu.task_id = t.id AND tu.closed_at IS NULL AND tu.checks_id IS NULL
                         AND ju.role = 1)
     ON CONFLICT (task_id) DO NOTHING', TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_unassigned_ins AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned('id');--> statement-breakpoint
CREATE TRIGGER task_users_unassigned_ins AFTER INSERT ON task_users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned('task_id');--> statement-breakpoint
CREATE TRIGGER task_users_unassigned_upd AFTER UPDATE ON task_users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned('task_id');--> statement-breakpoint
CREATE TRIGGER task_users_unassigned_del AFTER DELETE ON task_users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned('task_id');--> statement-breakpoint
INSERT INTO unassigned_tasks (task_id, job_id)
SELECT t.id, t.job_id FROM tasks t
WHERE NOT EXISTS (SELECT 1 FROM task_users tu JOIN job_users ju ON ju.id = tu.job_user_id
                  WHERE tu.task_id = t.id AND tu.closed_at IS NULL AND tu.checks_id IS NULL AND ju.role = 1);
