import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireLock } from './lock';
import { PGLITE_EXTENSIONS } from './pgliteExtensions';
import { keepingStatements, keepStatementText } from './pgliteStatements';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Listener = (payload: string) => void;

/** What a listener hears about its connection besides the notifications. */
export interface ListenHooks {
  /** The connection dropped; notifications sent until onReconnect are lost. */
  onDrop?: (err?: Error) => void;
  /** Listening again after a drop: whatever was sent in between must be fetched anew. */
  onReconnect?: () => void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * This process's name on its connections (PostgreSQL's application_name), new at each start: work
   * it leaves unfinished when it stops can be told from work of a server still running.
   */
  instance: string;
  /** LISTEN on a channel; the returned function stops listening. */
  listen(channel: string, listener: Listener, hooks?: ListenHooks): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const newInstance = () => `jobline ${randomUUID()}`;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server; otherwise the embedded PGlite. */
  url?: string;
  /** Where PGlite keeps its files; omit for an in-memory database (tests). */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of an empty cluster. */
  loadDataDir?: Blob;
  poolSize?: number;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(dataDir);
    client = new PGlite(path.join(dataDir, 'pg'), { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  }
  try {
    await client.waitReady;
    const db = drizzlePglite({ client: keepingStatements(client), schema, casing: 'snake_case' });
    // Dumps and other PGlite methods are called on the client itself.
    db.$client = client;
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      instance: newInstance(),
      async listen(channel, listener) {
        const unlisten = await client.listen(channel, listener);
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      async close() {
        if (!client.closed) await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * At most this many PostgreSQL connections unless told otherwise (DATABASE_POOL_SIZE). On two cores 8
 * answered more, and faster, under 50 requests in flight than 20 (docs/performance.md): more backends
 * than cores only take turns.
 */
const DEFAULT_POOL_SIZE = 8;

async function openPostgres(url: string, poolSize = DEFAULT_POOL_SIZE): Promise<Database> {
  // Short interactive queries: PostgreSQL's JIT would spend ~200 ms compiling a query whose estimated
  // cost crosses its threshold (a division's cards) to save a few milliseconds of running it.
  const ownName = newInstance();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c jit=off',
    application_name: ownName,
  });
  // An idle client that loses its connection must not bring the process down.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  await migratePg(db, { migrationsFolder });
  // A DATABASE_URL that names the application keeps its name, shared by every server then: work a
  // stopped server left is then known as such only once no server runs.
  const named = await pool.query<{ name: string }>(`select current_setting('application_name') as name`);
  const instance = named.rows[0]?.name ?? ownName;
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    instance,
    async listen(channel, listener, hooks = {}) {
      const stop = await connectListener(
        { connectionString: url, application_name: ownName },
        channel,
        listener,
        hooks,
      );
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** Backoff between attempts to bring a dropped LISTEN connection back: doubles up to the cap. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 10_000;

/**
 * A dedicated LISTEN connection that reconnects after it drops; resolves to its stop function.
 * At most one client lives at a time and one reconnect is in flight: pg reports a drop more than
 * once ('error' then 'end'), and each report must not start a listener of its own.
 */
async function connectListener(
  connection: pg.ClientConfig,
  channel: string,
  listener: Listener,
  hooks: ListenHooks,
) {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const dropped = (client: pg.Client, err?: Error): void => {
    if (stopped || client !== current) return; // a late report about a client already replaced
    current = undefined;
    client.end().catch(() => {});
    hooks.onDrop?.(err);
    schedule();
  };
  const schedule = (): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          delay = RECONNECT_FIRST_MS;
          hooks.onReconnect?.();
        },
        () => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          schedule();
        },
      );
    }, delay);
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client(connection);
    client.on('notification', (msg) => {
      if (msg.channel === channel) listener(msg.payload ?? '');
    });
    client.on('error', (err) => dropped(client, err));
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/** The PostgreSQL error code behind a query error (drizzle wraps it in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function pgConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const c = e?.cause?.constraint ?? e?.constraint;
  return typeof c === 'string' ? c : undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** True when the error is a unique violation (of this constraint or index, if named). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  return pgErrorCode(err) === UNIQUE_VIOLATION && (!constraint || pgConstraint(err) === constraint);
}

/** Runs raw SQL and answers its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): unknown };
  session: {
    prepareQuery(
      query: unknown,
      fields: undefined,
      name: string,
      arrayMode: false,
    ): {
      execute(values?: Record<string, unknown>): Promise<{ rows: unknown[] }>;
    };
  };
}

/**
 * The name a kept statement goes by on a connection: the caller's name and a digest of its text. A
 * connection refuses a name it knows for another text, so two texts never share a name even when
 * two callers chose the same one.
 */
export const statementName = (name: string, text: string) =>
  `${name}_${createHash('sha1').update(text).digest('base64url').slice(0, 12)}`;

/** A statement's text and parameters, named by its text and marked kept (on PGlite too). */
function keptStatement(dialect: DrizzleInternals['dialect'], name: string, query: SQL) {
  const text = dialect.sqlToQuery(query) as { sql: string; params: unknown[] };
  const statement = { ...text, name: statementName(name, text.sql) };
  keepStatementText(statement.sql, statement.name);
  return statement;
}

/**
 * A hot raw-SQL statement built once: `keptQuery('name', sql\`… where id = ${sql.placeholder('id')}\`)`,
 * then `query(db, { id })` answers its rows. Its text is made once per dialect, which a database
 * shares with its transactions, so a command's statements inside a transaction are not built again.
 * It runs as a named statement, parsed and planned once per connection on PostgreSQL and once per
 * embedded database (pgliteStatements.ts); keptSelect's statements too.
 */
export function keptQuery<T, V extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  query: SQL,
): (db: Executor, values: V) => Promise<T[]> {
  const built = new WeakMap<object, { sql: string; params: unknown[]; name: string }>();
  return async (db, values) => {
    const { dialect, session } = db as unknown as DrizzleInternals;
    let statement = built.get(dialect);
    if (!statement) {
      statement = keptStatement(dialect, name, query);
      built.set(dialect, statement);
    }
    const result = await session.prepareQuery(statement, undefined, statement.name, false).execute(values);
    return result.rows as T[];
  };
}

/**
 * A statement built for each call from a few optional parts (a report's filters), kept per shape: its
 * values go as parameters, so each combination of parts is one text, parsed and planned once per
 * connection like keptQuery's. Only for statements whose text never holds a value: every text is kept
 * for the connection's life.
 */
export async function queryKeptShape<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const statement = keptStatement(dialect, name, query);
  const result = await session.prepareQuery(statement, undefined, statement.name, false).execute();
  return result.rows as T[];
}

/**
 * A hot query-builder read built once per database, its values as `sql.placeholder(name)`s:
 * `keptSelect('name', (db) => db.select()…where(eq(t.id, sql.placeholder('id'))))`. The builder
 * binds its statement to a database, so a transaction builds its own (keptQuery does not).
 */
export function keptSelect<
  Q extends { toSQL(): { sql: string }; prepare(name: string): { execute(values?: never): unknown } },
  V extends Record<string, unknown> = Record<string, unknown>,
>(name: string, build: (db: Executor) => Q) {
  type Rows = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>;
  const kept = new WeakMap<Executor, { execute(values: V): Promise<Rows> }>();
  return (db: Executor, values: V): Promise<Rows> => {
    let statement = kept.get(db);
    if (!statement) {
      const query = build(db);
      const { sql: text } = query.toSQL();
      keepStatementText(text, statementName(name, text));
      statement = query.prepare(statementName(name, text)) as unknown as {
        execute(values: V): Promise<Rows>;
      };
      kept.set(db, statement);
    }
    return statement.execute(values);
  };
}
