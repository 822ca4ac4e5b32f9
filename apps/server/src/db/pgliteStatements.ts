import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * The texts of the statements that keptQuery and keptSelect keep, each with its name. PostgreSQL's
 * driver keeps them by the name drizzle hands it; drizzle's PGlite driver drops that name, so the
 * embedded database finds them by their text instead.
 */
const keptNames = new Map<string, string>();

/** Marks a statement's text as kept under this name. */
export function keepStatementText(text: string, name: string): void {
  keptNames.set(text, name);
}

/** The part of PGlite drizzle's PGlite driver calls on a database and on a transaction. */
type Queryable = Pick<PGlite, 'query'>;

const { serialize } = protocol;
const quiet = { syncToFs: false };

/**
 * The PGlite client drizzle is given: kept statements run as named statements, parsed once and then
 * bound and executed (their plan kept, as on PostgreSQL); every other statement goes to PGlite as is.
 * PGlite's own `query` sends each statement unnamed, so a card's twelve-table join was planned on
 * every call (3.5 of its 4.6 ms: docs/performance.md).
 */
export function keepingStatements(client: PGlite): PGlite {
  /** Statements parsed on this database, with the types of their parameters. */
  const parsed = new Map<string, number[]>();

  /**
   * Parse (once), bind, execute: what PGlite's `query` does, under a name. Each step's messages go in
   * one call ending with a Sync; PGlite reads them all, and after a refusal skips to the Sync before
   * throwing, so the session is ready for the next statement either way.
   */
  const runNamed = async (
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<never>> => {
    try {
      let types = parsed.get(name);
      if (!types) {
        const described = await client.execProtocolStream(
          Buffer.concat([
            serialize.parse({ name, text }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
          quiet,
        );
        types = parse.parseDescribeStatementResults(described);
        parsed.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const toText = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
        return toText ? toText(value) : String(value);
      });
      const messages = await client.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        quiet,
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<never>;
    } catch (err) {
      throw Object.assign(err as object, { query: text, params });
    }
  };

  const query = (on: Queryable, exclusive: <T>(run: () => Promise<T>) => Promise<T>): PGlite['query'] =>
    async function <T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      const name = keptNames.get(text);
      if (!name) return on.query<T>(text, params, options);
      return exclusive(() => runNamed(name, text, params, options)) as Promise<Results<T>>;
    };

  // Outside a transaction a statement waits for any transaction to end, as PGlite's `query` does, and
  // then writes through to the files; inside one it only waits for the statement before it.
  const alone = async <T>(run: () => Promise<T>) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run();
        await client.syncToFs();
        return result;
      }),
    );
  };
  const inTransaction =
    (tx: Transaction) =>
    <T>(run: () => Promise<T>) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return client._runExclusiveQuery(run);
    };

  // Only what the driver calls: PGlite's other methods read its private fields, so they must be called
  // on the client itself (the database's `$client`).
  const keeping: Pick<PGlite, 'query' | 'transaction'> = {
    query: query(client, alone),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback(Object.create(tx, { query: { value: query(tx, inTransaction(tx)) } }) as Transaction),
      ),
  };
  return keeping as PGlite;
}
