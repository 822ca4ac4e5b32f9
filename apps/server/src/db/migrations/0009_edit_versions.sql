ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "task_sheets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "worksheet_presets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every write that changes a form-edited row adds one to its version, whoever makes it (a form save,
-- a board move, an import, a sync), so a save made from an older copy is refused. The arguments name
-- columns that are bookkeeping, not the record (a password hash, when the bell was last opened).
CREATE FUNCTION jobline_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  skipped text[] := array['version', 'updated_at'] || coalesce(TG_ARGV::text[], '{}'::text[]);
BEGIN
  IF NEW.version = OLD.version AND (to_jsonb(NEW) - skipped) IS DISTINCT FROM (to_jsonb(OLD) - skipped) THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A record's nested rows (a customer's branches, a sheet's tasks, a role's permissions) are part of
-- it: a statement that adds, changes or removes some adds one to each parent's version.
-- TG_ARGV: the parent table, and the column of the nested row that holds the parent's id.
CREATE FUNCTION jobline_bump_parent_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE %I SET version = version + 1 WHERE id IN (SELECT %I FROM changed_rows)',
    TG_ARGV[0], TG_ARGV[1]
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An agreement belongs to a customer through its branch.
CREATE FUNCTION jobline_bump_agreement_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET version = version + 1
  WHERE id IN (SELECT b.customer_id FROM branches b WHERE b.id IN (SELECT branch_id FROM changed_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER customers_version BEFORE UPDATE ON customers FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER jobs_version BEFORE UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER job_requests_version BEFORE UPDATE ON job_requests FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER users_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION jobline_bump_version('password_hash', 'job_bell_seen_at');--> statement-breakpoint
CREATE TRIGGER task_sheets_version BEFORE UPDATE ON task_sheets FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER roles_version BEFORE UPDATE ON roles FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER leave_requests_version BEFORE UPDATE ON leave_requests FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER worksheet_presets_version BEFORE UPDATE ON worksheet_presets FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER settings_version BEFORE UPDATE ON settings FOR EACH ROW EXECUTE FUNCTION jobline_bump_version();--> statement-breakpoint
CREATE TRIGGER branches_customer_version_ins AFTER INSERT ON branches REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('customers', 'customer_id');--> statement-breakpoint
CREATE TRIGGER branches_customer_version_upd AFTER UPDATE ON branches REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('customers', 'customer_id');--> statement-breakpoint
CREATE TRIGGER branches_customer_version_del AFTER DELETE ON branches REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('customers', 'customer_id');--> statement-breakpoint
CREATE TRIGGER agreements_customer_version_ins AFTER INSERT ON agreements REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_agreement_customer();--> statement-breakpoint
CREATE TRIGGER agreements_customer_version_upd AFTER UPDATE ON agreements REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_agreement_customer();--> statement-breakpoint
CREATE TRIGGER agreements_customer_version_del AFTER DELETE ON agreements REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_agreement_customer();--> statement-breakpoint
CREATE TRIGGER job_estimates_job_version_ins AFTER INSERT ON job_estimates REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('jobs', 'job_id');--> statement-breakpoint
CREATE TRIGGER job_estimates_job_version_upd AFTER UPDATE ON job_estimates REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('jobs', 'job_id');--> statement-breakpoint
CREATE TRIGGER job_estimates_job_version_del AFTER DELETE ON job_estimates REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('jobs', 'job_id');--> statement-breakpoint
CREATE TRIGGER tasks_sheet_version_ins AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('task_sheets', 'sheet_id');--> statement-breakpoint
CREATE TRIGGER tasks_sheet_version_upd AFTER UPDATE ON tasks REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('task_sheets', 'sheet_id');--> statement-breakpoint
CREATE TRIGGER tasks_sheet_version_del AFTER DELETE ON tasks REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('task_sheets', 'sheet_id');--> statement-breakpoint
CREATE TRIGGER role_permissions_role_version_ins AFTER INSERT ON role_permissions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('roles', 'role_id');--> statement-breakpoint
CREATE TRIGGER role_permissions_role_version_del AFTER DELETE ON role_permissions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('roles', 'role_id');--> statement-breakpoint
CREATE TRIGGER leave_request_days_version_ins AFTER INSERT ON leave_request_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('leave_requests', 'leave_request_id');--> statement-breakpoint
CREATE TRIGGER leave_request_days_version_upd AFTER UPDATE ON leave_request_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('leave_requests', 'leave_request_id');--> statement-breakpoint
CREATE TRIGGER leave_request_days_version_del AFTER DELETE ON leave_request_days REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('leave_requests', 'leave_request_id');--> statement-breakpoint
CREATE TRIGGER worksheet_preset_lines_version_ins AFTER INSERT ON worksheet_preset_lines REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('worksheet_presets', 'preset_id');--> statement-breakpoint
CREATE TRIGGER worksheet_preset_lines_version_upd AFTER UPDATE ON worksheet_preset_lines REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('worksheet_presets', 'preset_id');--> statement-breakpoint
CREATE TRIGGER worksheet_preset_lines_version_del AFTER DELETE ON worksheet_preset_lines REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION jobline_bump_parent_version('worksheet_presets', 'preset_id');
