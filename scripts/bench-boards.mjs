// Board budgets (design.md §6) against a running server on the scale data set:
//   DATABASE_URL=postgres://… npm run seed:scale   (once)
//   DATABASE_URL=postgres://… PORT=3999 npm run -w @jobline/server start
//   node scripts/bench-boards.mjs [--url http://localhost:3999] [--connections 50] [--seconds 10] [--only cards]
// Each connection is its own scale employee. Reports p50/p95/p99 and requests per second of the
// board load, the task panel, the cards list, a task move (Hold ↔ Ongoing of the employee's task) and
// Home's live floor (POST ongoing_jobs of the largest division, read by the demo admin).
import { readOptions } from './cliOptions.mjs';

const args = readOptions({
  url: { type: 'string', default: 'http://localhost:3999' },
  connections: { type: 'string', default: '50' },
  seconds: { type: 'string', default: '10' },
  only: { type: 'string' },
});
const base = args.url;
const connections = Number(args.connections);
const seconds = Number(args.seconds);
const BUDGET_MS = 50;

async function call(token, method, path, body) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A scale employee's session, a hold with open work, and one of its tasks to move. */
async function prepare(n) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `scale${n}@scale.local`, password: 'demo1234' }),
  });
  if (login.status !== 200) throw new Error(`login of scale${n} → ${login.status}`);
  const token = (await login.json()).access_token;
  const { jobs } = await call(token, 'GET', 'jobs/cards');
  // The task to move: the one already Ongoing (a run stopped midway leaves one), else one on Hold.
  let found = null;
  for (const job of jobs.filter((j) => !j.is_qc_job && j.open_tasks > 0)) {
    const { sections } = await call(token, 'POST', 'sections', { type: 1, job_user_id: job.job_user_id });
    for (const id of [3, 4]) {
      // A task past its estimate needs authorization to start (status 8): leave those out.
      const task = sections
        .find((s) => s.id === id)
        .tasks.find((t) => t.hasAuthorized || t.spent_minutes + 30 < t.estimated_minutes);
      if (task && (!found || id < found.section))
        found = { token, jobUserId: job.job_user_id, taskUserId: task.task_user_id, section: id };
    }
  }
  return found;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name, people, request) {
  const latencies = [];
  const until = Date.now() + seconds * 1000;
  let failures = 0;
  await Promise.all(
    people.map(async (person, i) => {
      let step = 0;
      while (Date.now() < until) {
        const began = performance.now();
        try {
          await request(person, step++, i);
          latencies.push(performance.now() - began);
        } catch (err) {
          if (failures++ === 0) console.error(`  ${name}: ${err.message}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p95 = percentile(latencies, 95);
  console.log(
    `${name.padEnd(12)} ${String(latencies.length).padStart(6)} requests  ${(latencies.length / seconds).toFixed(0).padStart(5)}/s` +
      `  p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms` +
      `  p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms  ${failures ? `${failures} failed  ` : ''}` +
      `${p95 < BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
  return p95 < BUDGET_MS && failures === 0;
}

const people = [];
for (let n = 1; people.length < connections && n <= connections * 4; n++) {
  const person = await prepare(n);
  if (person) people.push(person);
}
if (people.length < connections) throw new Error(`only ${people.length} scale employees have a task on hold`);
console.log(`${connections} connections, ${seconds} s each, against ${base}`);

/** Home's watcher: the demo admin, on the division with the most employees. */
async function floorWatcher() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
  });
  const token = (await login.json()).access_token;
  const { divisions } = await call(token, 'GET', 'divisions');
  let busiest = { id: divisions[0].id, size: -1 };
  for (const d of divisions) {
    const { employees } = await call(token, 'POST', 'ongoing_jobs', { division: d.id });
    if (employees.length > busiest.size) busiest = { id: d.id, size: employees.length };
  }
  console.log(`live floor: division ${busiest.id} with ${busiest.size} employees`);
  return { token, division: busiest.id };
}
const watcher = !args.only || args.only === 'live floor' ? await floorWatcher() : null;

const scenarios = {
  'board load': (p) => call(p.token, 'POST', 'sections', { type: 1, job_user_id: p.jobUserId }),
  'task panel': (p) => call(p.token, 'POST', 'tasks/single', { task_user_id: p.taskUserId }),
  cards: (p) => call(p.token, 'GET', 'jobs/cards'),
  'task move': async (p) => {
    const to = p.section === 3 ? 4 : 3;
    await call(p.token, 'POST', 'activity', {
      taskUserId: p.taskUserId,
      previousSection: p.section,
      newSection: to,
    });
    p.section = to;
  },
  'live floor': () => call(watcher.token, 'POST', 'ongoing_jobs', { division: watcher.division }),
};
const results = [];
for (const [name, request] of Object.entries(scenarios)) {
  if (!args.only || args.only === name) results.push(await measure(name, people, request));
}
process.exit(results.every(Boolean) ? 0 : 1);
