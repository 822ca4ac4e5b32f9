-- The tasks with no open work assignment, kept as a small set by triggers, so Task Assign finds the
-- few waiting tasks without weighing every task the company ever had against its assignments.
-- "Open work assignment" is openWorkSql of apps/server/src/modules/taskAssign/assignmentSql.ts: not
-- closed, checking nothing, held through a work hold (job_users.role 1).
CREATE TABLE unassigned_tasks (
  task_id integer PRIMARY KEY REFERENCES tasks(id) ON DELETE CASCADE,
  job_id integer NOT NULL
);--> statement-breakpoint
CREATE INDEX unassigned_tasks_job_idx ON unassigned_tasks (job_id);--> statement-breakpoint
CREATE FUNCTION jobline_refresh_unassigned_of(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  DELETE FROM unassigned_tasks WHERE task_id = ANY (ids);
  INSERT INTO unassigned_tasks (task_id, job_id)
  SELECT t.id, t.job_id FROM tasks t
  WHERE t.id = ANY (ids)
    AND NOT EXISTS (SELECT 1 FROM task_users tu JOIN job_users ju ON ju.id = tu.job_user_id
                    WHERE tu.task_id = t.id AND tu.closed_at IS NULL AND tu.checks_id IS NULL
                      AND ju.role = 1);
END
$$;--> statement-breakpoint
CREATE FUNCTION jobline_refresh_unassigned() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed_rows', TG_ARGV[0]) INTO ids;
  PERFORM jobline_refresh_unassigned_of(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Board moves update task_users all day: only a change of what makes work open refreshes the set.
CREATE FUNCTION jobline_refresh_unassigned_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jobline_refresh_unassigned_of(array(
    SELECT DISTINCT x.task_id FROM new_rows n JOIN old_rows o ON o.id = n.id,
      LATERAL (VALUES (n.task_id), (o.task_id)) AS x(task_id)
    WHERE (n.closed_at, n.checks_id, n.task_id, n.job_user_id)
          IS DISTINCT FROM (o.closed_at, o.checks_id, o.task_id, o.job_user_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_unassigned_ins AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned('id');--> statement-breakpoint
CREATE TRIGGER task_users_unassigned_ins AFTER INSERT ON task_users REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned('task_id');--> statement-breakpoint
CREATE TRIGGER task_users_unassigned_upd AFTER UPDATE ON task_users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned_on_update();--> statement-breakpoint
CREATE TRIGGER task_users_unassigned_del AFTER DELETE ON task_users REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_refresh_unassigned('task_id');--> statement-breakpoint
INSERT INTO unassigned_tasks (task_id, job_id)
SELECT t.id, t.job_id FROM tasks t
WHERE NOT EXISTS (SELECT 1 FROM task_users tu JOIN job_users ju ON ju.id = tu.job_user_id
                  WHERE tu.task_id = t.id AND tu.closed_at IS NULL AND tu.checks_id IS NULL AND ju.role = 1);
