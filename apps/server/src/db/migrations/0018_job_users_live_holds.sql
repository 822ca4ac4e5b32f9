-- A person's live holds (not yet accepted by the HOD) for the cards of /jobs and /qcs: after months of
-- work nearly all of a person's holds are on accepted jobs, which the cards read past one by one.
CREATE INDEX "job_users_live_idx" ON "job_users" USING btree ("user_id","role") WHERE "job_users"."finished_status" is distinct from 10;