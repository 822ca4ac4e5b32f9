import { eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Msg, Perm, RoleId } from '@jobline/shared';
import { agreements, branches, customers } from '../../db/schema';
import { signedIn, type Actor } from '../../test/helpers';
import { createTestApp, type TestApp } from '../../test/testApp';
import { customerPayload } from '../customers/testPayloads';
import { countsOf, importKit, sampleSheets, workbook } from './importTestKit';
import { testDatabaseKind } from '../../test/testDatabaseServer';

const IM = Msg.imports;
const onPostgres = testDatabaseKind() === 'postgres';
let t: TestApp;
let registrar: Actor;

beforeAll(async () => {
  t = await createTestApp();
  registrar = await signedIn(t, { roleId: RoleId.EMPLOYEE, permissions: [Perm.CUSTOMERS] });
});
afterAll(() => t.close());

const { commit } = importKit(
  () => t,
  () => registrar,
);

const codesIn = async (codes: string[]) =>
  (await t.database.db.select({ code: customers.code }).from(customers).where(inArray(customers.code, codes)))
    .map((c) => c.code)
    .sort();
const agreementsIn = async (numbers: string[]) =>
  (await t.database.db.select().from(agreements).where(inArray(agreements.number, numbers))).length;

describe('one transaction', () => {
  it('leaves nothing half-written when a write fails in the middle', async () => {
    // A stand-in for a writer that skips the lock: inserting branch BOOM clashes.
    await t.database.db.execute(sql`
      create function import_test_clash() returns trigger language plpgsql as $$
      begin
        if new.code = 'BOOM' then raise exception 'simulated clash' using errcode = 'unique_violation'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger import_test_clash before insert on branches for each row execute function import_test_clash()`,
    );
    try {
      const sheets = sampleSheets('HALF');
      sheets.Branches![2]!.branch_code = 'BOOM';
      sheets.Agreements![1]!.branch_code = 'BOOM';
      const res = await commit(await workbook(sheets));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ status: 7, message: IM.changedMeanwhile });
      expect(await codesIn(['HALF-C1', 'HALF-C2'])).toEqual([]);
      expect(await agreementsIn(['HALF-A1', 'HALF-A2'])).toBe(0);
    } finally {
      await t.database.db.execute(sql`drop trigger import_test_clash on branches`);
      await t.database.db.execute(sql`drop function import_test_clash`);
    }
  });
});

describe('imports at the same time', () => {
  it('keeps codes unique when overlapping files are committed at once, never answering 500', async () => {
    const a = sampleSheets('SAME');
    const b = sampleSheets('SAME');
    b.Customers!.push({ customer_code: 'SAME-C3', customer_name: 'Third' });
    b.Branches!.push({ customer_code: 'SAME-C3', branch_code: 'B1', branch_name: 'Third Shop' });
    const files = [await workbook(a), await workbook(b), await workbook(a), await workbook(b)];
    const results = await Promise.all(files.map((file) => commit(file)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await codesIn(['SAME-C1', 'SAME-C2', 'SAME-C3'])).toEqual(['SAME-C1', 'SAME-C2', 'SAME-C3']);
    const created = results.map((r) => countsOf(r.json()).customers![1] as number);
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await agreementsIn(['SAME-A1', 'SAME-A2'])).toBe(2);
  });

  it('takes turns with Customer Registration saves of the same codes', async () => {
    const sheets = sampleSheets('TURN');
    const [imported, saved] = await Promise.all([
      commit(await workbook(sheets)),
      t.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: registrar.headers,
        payload: customerPayload({ customer_code: 'TURN-C2' }),
      }),
    ]);
    expect(imported.statusCode, imported.body).toBe(200);
    // Whichever went first, the other saw it: the save is refused or the import updates.
    if (saved.statusCode === 400)
      expect(saved.json().errors).toEqual({ customer_code: Msg.customers.codeTaken });
    else expect(countsOf(imported.json()).customers).toEqual([2, 1, 1, 0, 0]);
    expect(await codesIn(['TURN-C1', 'TURN-C2'])).toEqual(['TURN-C1', 'TURN-C2']);
  });

  it.runIf(onPostgres)('rolls back when a writer that skips the lock takes a code first', async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const other = await pool.connect();
    const watcher = await pool.connect();
    try {
      await other.query('begin');
      await other.query("insert into customers (code, name) values ('RACE-C2', 'Got there first')");
      const pending = commit(await workbook(sampleSheets('RACE')));
      // Wait until the import is stuck behind the uncommitted row, then let that row commit.
      for (let i = 0; i < 200; i++) {
        const { rows } = await watcher.query(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`,
        );
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await other.query('commit');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ status: 7, message: IM.changedMeanwhile });
      expect(await codesIn(['RACE-C1', 'RACE-C2'])).toEqual(['RACE-C2']);
      const [c2] = await t.database.db.select().from(customers).where(eq(customers.code, 'RACE-C2'));
      expect(c2!.name).toBe('Got there first');
      expect(await t.database.db.select().from(branches).where(eq(branches.customerId, c2!.id))).toEqual([]);
      expect(await agreementsIn(['RACE-A1', 'RACE-A2'])).toBe(0);
    } finally {
      await other.query('rollback').catch(() => {});
      other.release();
      watcher.release();
    }
  });
});
