-- The unassigned-task refresh joins the changed ids instead of testing rows against the array: with
-- "= ANY (ids)" a statement that added hundreds of thousands of tasks (a bulk load) compared every
-- task with every id and never finished.
CREATE OR REPLACE FUNCTION jobline_refresh_unassigned_of(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  DELETE FROM unassigned_tasks u USING (SELECT DISTINCT x FROM unnest(ids) AS x) c
  WHERE u.task_id = c.x;
  INSERT INTO unassigned_tasks (task_id, job_id)
  SELECT t.id, t.job_id FROM (SELECT DISTINCT x FROM unnest(ids) AS x) c JOIN tasks t ON t.id = c.x
  WHERE NOT EXISTS (SELECT 1 FROM task_users tu JOIN job_users ju ON ju.id = tu.job_user_id
                    WHERE tu.task_id = t.id AND tu.closed_at IS NULL AND tu.checks_id IS NULL
                      AND ju.role = 1);
END
$$;
