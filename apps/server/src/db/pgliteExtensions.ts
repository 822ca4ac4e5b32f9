import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations use (pg_trgm, for the jobs list's keyword), loaded by every opening
 * of the embedded database: one whose indexes need an extension cannot be written without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
