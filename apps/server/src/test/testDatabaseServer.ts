import pg from 'pg';

/** Which database the server tests run on: JOBLINE_TEST_DB=pglite (default) or postgres. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  const kind = process.env.JOBLINE_TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`JOBLINE_TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}

export const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of another database on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the test server's maintenance database (create and drop databases). */
export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
