import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A users table (or an alias of it), or the alias of users in raw SQL. */
type People = { firstName: AnyColumn; lastName: AnyColumn } | string;

const parts = (of: People) =>
  typeof of === 'string'
    ? sql.raw(`concat_ws(' ', ${of}.first_name, ${of}.last_name)`)
    : sql`concat_ws(' ', ${of.firstName}, ${of.lastName})`;

/** An employee's full name, for a row that is always there (an inner join). */
export const fullNameSql = (of: People): SQL<string> => sql<string>`${parts(of)}`;

/** The full name of an employee who may be absent (a left join): null then, never an empty string. */
export const optionalNameSql = (of: People): SQL<string | null> =>
  sql<string | null>`nullif(${parts(of)}, '')`;

/** LIKE treats % and _ as wildcards: a search for "a_b" means those characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern finding the text anywhere in a value. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** On `tasks t`: task numbers in the order people count them (1, 2, 10), then the rest alphabetically. */
export const taskNoOrderSql = sql`(case when t.task_no ~ '^[0-9]{1,9}$' then t.task_no::int end) nulls last,
  lower(t.task_no)`;

/**
 * A number written into the statement's text instead of sent as a parameter (an enum's value, never
 * input): the plan PostgreSQL keeps for a prepared statement can then use the partial indexes whose
 * condition names it, and UNION and CASE see a number, not an untyped parameter.
 */
export const constantSql = (value: number): SQL => sql.raw(String(value));

/**
 * `any(…)` over integers, as one array parameter (`x = ${anyInt(ids)}`): the statement's text is the
 * same whatever the list's length, so PostgreSQL can keep its plan, and an empty list matches nothing.
 */
export const anyInt = (values: Iterable<number>): SQL => sql`any(${sql.param([...values])}::int[])`;

/**
 * A kept statement's placeholder whose value the planner does not see (`x = any(${keptParamSql('ids',
 * 'int[]')})`): where a value makes a plan look cheaper (a short list, a day's range), PostgreSQL
 * would otherwise plan the statement afresh on every call rather than keep its plan, and for a lookup
 * by ids or by one person's day the planning costs more than the lookup itself.
 */
export const keptParamSql = (name: string, type: 'int[]' | 'timestamptz'): SQL =>
  sql`((select ${sql.placeholder(name)}::${sql.raw(type)})::${sql.raw(type)})`;
