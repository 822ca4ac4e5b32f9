// Durability under kill -9: the real server is started as a child, a burst of writes of several kinds
// runs against it, and the whole process group is killed with SIGKILL mid-burst. Every write that was
// answered 2xx must still be in the database once it has been started again. Shared by
// scripts/kill9.mjs and apps/server/src/kill9.test.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from './serverFlags.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_PASSWORD = 'demo1234';
const ADMIN = 'admin@demo.local';
const EMPLOYEE = 'employee@demo.local';
const START_TIMEOUT_MS = 90_000;

// Each plan takes a day of its own: two meetings in one slot are refused as overlapping.
let planDays = 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const addDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Runs a command to its end; rejects with its output when it fails. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${err || out}`)),
    );
  });
}

/**
 * The server as `npm start` runs it (tsx, with its V8 settings), in one node process rather than npx's
 * three, which saves seconds per start. Detached, so it leads its own process group: the SIGKILL
 * reaches every process of the group at once, as a power cut would.
 */
function startServer(env) {
  const args = [...serverNodeFlags(repoRoot), '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, output: '', exited: null };
  child.stdout.on('data', (d) => (server.output += d));
  child.stderr.on('data', (d) => (server.output += d));
  server.exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      server.exited = { code, signal };
      resolve(server.exited);
    }),
  );
  return server;
}

/** Waits for /api/health to answer ok; fails with the server's own words if it ends first. */
async function waitHealthy(server, base) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited) {
      throw new Error(
        `the server ended (${JSON.stringify(server.exited)}) before it was healthy:\n${server.output}`,
      );
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && (await res.json()).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  killGroup(server, 'SIGKILL');
  throw new Error(`the server was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${server.output}`);
}

function killGroup(server, signal) {
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // already gone
  }
}

/** Every process of the server's group has ended (the lock file's pid is the last of them). */
async function groupGone(server) {
  await server.exit;
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-server.child.pid, 0);
    } catch {
      return;
    }
    await sleep(20);
  }
}

async function call(base, method, url, token, body) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function logIn(base, email) {
  const res = await call(base, 'POST', '/auth/login', null, {
    email,
    password: DEMO_PASSWORD,
    workfrom_home: false,
  });
  const token = res.status === 200 ? JSON.parse(res.text).access_token : undefined;
  if (!token) throw new Error(`log in as ${email} answered ${res.status}: ${res.text}`);
  return token;
}

/**
 * The writes a burst sends, each with the key that finds it in the database afterwards. A kind
 * returns null once it has nothing left to send (the employee's unread notifications).
 */
function writeKinds(ids, tokens, tag) {
  let n = 0;
  const unread = [...ids.notificationIds];
  const key = (kind) => `k9-${tag}-${kind}-${++n}`;
  return [
    () => {
      const code = key('cust');
      return {
        kind: 'customer',
        key: code,
        token: tokens.admin,
        method: 'POST',
        url: '/customers',
        body: {
          customer_code: code,
          customer_name: `Kill nine ${code}`,
          address: '1 Main Street, Colombo 03',
          owner: 'R. Wijesekara',
          contact_person: 'Nimal Silva',
          mobile_no: '0712345678',
          email: 'info@example.com',
          website: 'https://example.com',
          software_coordinator: null,
          marketing_coordinator: null,
          account_coordinator: null,
          branches: [
            {
              branch_name: `Head office ${code}`,
              branch_code: 'HO',
              branch_contact_person: 'Kumari Perera',
              branch_mobile_no: '0771234567',
              branch_phone_no: '0112345678',
              branch_address: '12 Temple Road, Kandy',
              branch_email: 'kandy@example.com',
              pos_count: 3,
              server_count: 1,
              terminal_count: 4,
              agreements: [],
            },
          ],
        },
      };
    },
    () => {
      const title = key('job');
      return {
        kind: 'job',
        key: title,
        token: tokens.admin,
        method: 'POST',
        url: '/jobs',
        body: {
          ...ids.jobDraft,
          contact_person: 'Saman Perera',
          contact_number: '0771234567',
          job_type: 4,
          due_date: addDays(7),
          job_description: 'Checked after a kill -9',
          job_title: title,
          priority: 1,
        },
      };
    },
    () => {
      const description = key('hol');
      const day = addDays(400 + (n % 300));
      return {
        kind: 'holiday',
        key: description,
        token: tokens.admin,
        method: 'POST',
        url: '/holiday',
        body: { description, start: day, end: day },
      };
    },
    () => {
      const description = key('plan');
      const day = addDays(30 + ++planDays);
      return {
        kind: 'plan',
        key: description,
        token: tokens.employee,
        method: 'POST',
        url: '/activity-plan',
        body: {
          title: 'Meeting',
          description,
          start: `${day} 10:00`,
          end: `${day} 11:00`,
          color: 'green',
          user_id: ids.employeeId,
        },
      };
    },
    () => {
      const comment = key('note');
      const taskUserId = ids.pickedTaskUserId;
      return {
        kind: 'comment',
        key: comment,
        token: tokens.employee,
        method: 'POST',
        url: '/activity/comment/add',
        body: { task_user_id: taskUserId, comment, isCommentAsATask: false },
      };
    },
    () => {
      const id = unread.shift();
      if (id === undefined) return null;
      return {
        kind: 'viewed',
        key: String(id),
        token: tokens.employee,
        method: 'POST',
        url: `/notifications/${id}`,
      };
    },
  ];
}

/**
 * Sends writes from `workers` loops until the server stops answering; returns what was acknowledged
 * and what was refused (a refusal is a product bug here: every write is valid).
 */
async function burst(base, kinds, workers) {
  const acked = [];
  const refused = [];
  let turn = 0;
  let firstAck;
  const acknowledged = new Promise((resolve) => (firstAck = resolve));
  const loop = async () => {
    for (;;) {
      let write = null;
      for (let tries = 0; tries < kinds.length && !write; tries++) write = kinds[turn++ % kinds.length]();
      if (!write) return;
      let res;
      try {
        res = await call(base, write.method, write.url, write.token, write.body);
      } catch {
        return; // the server is gone: this write's fate is unknown, so it is not checked
      }
      if (res.status >= 200 && res.status < 300) {
        acked.push({ kind: write.kind, key: write.key });
        firstAck();
      } else
        refused.push({ kind: write.kind, key: write.key, status: res.status, body: res.text.slice(0, 300) });
    }
  };
  const loops = Array.from({ length: workers }, loop);
  const done = Promise.all(loops);
  // The kill is timed from the first answer, so it lands mid-burst even when a cold server is slow.
  return { acked, refused, done, acknowledged: Promise.race([acknowledged, done]) };
}

/** The keys of each kind that the database holds. */
async function storedKeys(query, acked) {
  const of = (kind) => acked.filter((a) => a.kind === kind).map((a) => a.key);
  const found = new Set();
  const lookups = [
    ['customer', 'select code as key from customers where code = any($1)'],
    ['job', 'select title as key from jobs where title = any($1)'],
    ['holiday', 'select description as key from holidays where description = any($1)'],
    ['plan', 'select description as key from activity_plans where description = any($1)'],
    ['comment', 'select comment as key from activities where comment = any($1)'],
    ['viewed', 'select id::text as key from notifications where status = 0 and id::text = any($1)'],
    ['move', 'select id::text as key from task_users where section = 3 and id::text = any($1)'],
    ['check', 'select description as key from holidays where description = any($1)'],
  ];
  for (const [kind, text] of lookups) {
    const keys = of(kind);
    if (keys.length === 0) continue;
    for (const row of await query(text, [keys])) found.add(`${kind}:${row.key}`);
  }
  return found;
}

async function openSql(target) {
  if (target.db === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(path.join(target.dataDir, 'pg'), { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}

async function adminSql(adminUrl, text) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const since = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

/**
 * Starts, bursts, kills and restarts `repeat` times on one database, then checks every acknowledged
 * write. Returns { db, runs: [{ acked, lost, refused, killedAfterMs }], ok, lockRefusal }.
 */

export async function runKill9({
  db,
  repeat = 20,
  port = 3330,
  workers = 8,
  database = 'jobline_kill9',
  adminUrl = process.env.KILL9_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  log = () => {},
}) {
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  const target = { db };
  if (db === 'postgres') {
    target.url = new URL(database, adminUrl.replace(/\/[^/]*$/, '/')).toString();
    await adminSql(adminUrl, `drop database if exists ${database} with (force)`);
    await adminSql(adminUrl, `create database ${database}`);
    env.DATABASE_URL = target.url;
  } else {
    target.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobline-kill9-'));
    env.DATA_DIR = target.dataDir;
  }
  const result = { db, runs: [], ok: false, lockRefusal: null, where: target.url ?? target.dataDir };
  let server = null;
  try {
    const t0 = Date.now();
    log(`${db}: preparing the demo company`);
    const ids = JSON.parse((await run('npx', ['tsx', 'scripts/kill9Seed.ts'], env)).trim().split('\n').pop());
    server = startServer(env);
    await waitHealthy(server, base);
    log(`${db}: server up at ${since(t0)}`);
    // A second server on the same embedded data folder loads while the first run's burst goes on;
    // the first server is killed only after the second has been refused.
    const secondStart = db === 'pglite' ? secondStartRefused(env, port + 1) : null;
    secondStart?.catch(() => {}); // answered where it is awaited
    const tokens = { admin: await logIn(base, ADMIN), employee: await logIn(base, EMPLOYEE) };
    const acked = [];
    // A task move: the employee starts their picked task, which then takes the burst's comments.
    const move = { taskUserId: ids.pickedTaskUserId, previousSection: 2, newSection: 3 };
    const started = await call(base, 'POST', '/activity', tokens.employee, move);
    if (started.status !== 200)
      throw new Error(`starting task ${move.taskUserId} answered ${started.status}: ${started.text}`);
    acked.push({ kind: 'move', key: String(move.taskUserId), run: 1 });
    for (let i = 1; i <= repeat; i++) {
      const kinds = writeKinds(ids, tokens, `${Date.now().toString(36)}-${i}`);
      const killedAfterMs = 100 + Math.floor(Math.random() * 1400);
      const shot = await burst(base, kinds, workers);
      await shot.acknowledged;
      if (secondStart && i === 1) {
        result.lockRefusal = await secondStart;
        log(`${db}: second start refused at ${since(t0)}`);
      }
      await sleep(killedAfterMs);
      killGroup(server, 'SIGKILL');
      await shot.done;
      await groupGone(server);
      const byKind = {};
      for (const a of shot.acked) byKind[a.kind] = (byKind[a.kind] ?? 0) + 1;
      const run = {
        run: i,
        killedAfterMs,
        acked: shot.acked.length,
        byKind,
        refused: shot.refused,
        lost: [],
      };
      result.runs.push(run);
      acked.push(...shot.acked.map((a) => ({ ...a, run: i })));
      // Started again on the same data: it must open cleanly, keep the sessions, read and write.
      server = startServer(env);
      await waitHealthy(server, base);
      const me = await call(base, 'GET', '/auth/me', tokens.admin);
      if (me.status !== 200)
        throw new Error(
          `after run ${i}, GET auth/me answered ${me.status}: ${me.text}\n${server.output.slice(-4000)}`,
        );
      const read = await call(base, 'GET', '/holiday', tokens.admin);
      if (read.status !== 200)
        throw new Error(
          `after run ${i}, GET holiday answered ${read.status}: ${read.text}\n${server.output.slice(-4000)}`,
        );
      const check = `k9-check-${Date.now().toString(36)}-${i}`;
      const day = addDays(800);
      const write = await call(base, 'POST', '/holiday', tokens.admin, {
        description: check,
        start: day,
        end: day,
      });
      if (write.status !== 200)
        throw new Error(
          `after run ${i}, POST holiday answered ${write.status}: ${write.text}\n${server.output.slice(-4000)}`,
        );
      acked.push({ kind: 'check', key: check, run: i });
      log(
        `${db} run ${i}/${repeat}: killed ${killedAfterMs} ms into the burst, ${shot.acked.length} writes acknowledged; up again at ${since(t0)}`,
      );
    }
    killGroup(server, 'SIGTERM');
    await groupGone(server);
    server = null;
    const sql = await openSql(target);
    try {
      const found = await storedKeys(sql.query, acked);
      for (const a of acked) {
        if (!found.has(`${a.kind}:${a.key}`)) result.runs[a.run - 1].lost.push(`${a.kind} ${a.key}`);
      }
    } finally {
      await sql.close();
    }
    result.ok = result.runs.every((r) => r.lost.length === 0 && r.refused.length === 0);
    return result;
  } finally {
    if (server) {
      killGroup(server, 'SIGKILL');
      await groupGone(server);
    }
    if (result.ok) {
      if (db === 'postgres') await adminSql(adminUrl, `drop database if exists ${database} with (force)`);
      else fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
  }
}

/** A second server on the same embedded data folder must stop at once and say why. */
async function secondStartRefused(env, port) {
  const second = startServer({ ...env, PORT: String(port) });
  const timer = setTimeout(() => killGroup(second, 'SIGKILL'), START_TIMEOUT_MS);
  const exited = await second.exit;
  clearTimeout(timer);
  await groupGone(second);
  const refused = exited.code !== 0 && /in use by another Jobline process/.test(second.output);
  if (!refused) throw new Error(`a second server on the same data folder was not refused:\n${second.output}`);
  return (
    second.output
      .trim()
      .split('\n')
      .find((l) => l.includes('in use by another')) ?? second.output.trim()
  );
}
