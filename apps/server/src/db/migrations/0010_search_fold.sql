-- Pickers search number, code and name with case and Latin accents set aside: jobline_fold() applies
-- the table of foldForSearch (packages/shared/src/rules/searchFold.ts; a test holds the two equal),
-- Codes and job numbers compare in lower case. The indexes let a typed beginning of a code, name or
-- job number find its rows without a scan.
CREATE FUNCTION jobline_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT translate(lower($1), 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ', 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy') $$;--> statement-breakpoint
CREATE INDEX customers_code_search_idx ON customers (lower(code) text_pattern_ops);--> statement-breakpoint
CREATE INDEX customers_name_search_idx ON customers (jobline_fold(name) text_pattern_ops);--> statement-breakpoint
CREATE INDEX jobs_job_no_search_idx ON jobs (lower(job_no) text_pattern_ops);
