-- The jobs list's keyword is found anywhere in a job number or description: trigram indexes let a
-- word match its few jobs through the index instead of reading every job (pg_trgm ships with
-- PostgreSQL and with the embedded database, which loads it when it opens).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX jobs_job_no_trgm_idx ON jobs USING gin (job_no gin_trgm_ops);--> statement-breakpoint
CREATE INDEX jobs_description_trgm_idx ON jobs USING gin (description gin_trgm_ops);
