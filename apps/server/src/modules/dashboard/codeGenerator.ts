import { sql, type SQL } from 'drizzle-orm';
import { GeneratedIdType, Perm } from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';

interface CodeSource {
  table: SQL;
  /** The permission whose form the code is for. */
  permission: number;
  /** Used while the table holds no code ending in digits (the demo data's own patterns). */
  fallback: { prefix: string; width: number };
}

const SOURCES: Record<GeneratedIdType, CodeSource> = {
  [GeneratedIdType.EMPLOYEE_CODE]: {
    table: sql`users`,
    permission: Perm.EMPLOYEES,
    fallback: { prefix: 'EMP', width: 3 },
  },
  [GeneratedIdType.CUSTOMER_CODE]: {
    table: sql`customers`,
    permission: Perm.CUSTOMERS,
    fallback: { prefix: 'C', width: 4 },
  },
};

/** The permission that lets a user ask for this kind of code. */
export const codePermission = (idType: GeneratedIdType) => SOURCES[idType].permission;

/**
 * POST settings/generate: the next free code of a kind, following the newest code that ends in
 * digits (EMP041 → EMP042, width kept or grown). A proposal only: saving still checks uniqueness,
 * so two forms proposing the same code cannot both save it.
 */
export async function nextCode(db: Executor, idType: GeneratedIdType): Promise<string> {
  const { table, fallback } = SOURCES[idType];
  const [latest] = await queryRows<{ code: string }>(
    db,
    sql`select code from ${table} where code ~ '[0-9]$' order by id desc limit 1`,
  );
  const parts = latest ? /^(.*?)(\d+)$/.exec(latest.code) : null;
  const prefix = parts?.[1] ?? fallback.prefix;
  const width = parts?.[2]?.length ?? fallback.width;
  const [highest] = await queryRows<{ n: string | null }>(
    db,
    sql`select max(substring(code from ${prefix.length + 1}::int)::numeric)::text as n from ${table}
        where lower(left(code, ${prefix.length}::int)) = lower(${prefix})
          and substring(code from ${prefix.length + 1}::int) ~ '^[0-9]{1,30}$'`,
  );
  const next = BigInt(highest?.n ?? '0') + 1n;
  return `${prefix}${String(next).padStart(width, '0')}`;
}
