// What the wrk benchmarks share: signing in, one API call, and one wrk run of a POST.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A demo account's bearer token. */
export async function login(base, email, password = 'demo1234') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} → ${res.status}`);
  return (await res.json()).access_token;
}

/** One call as `token`: a POST of `body`, or a GET without one; its JSON. */
export async function call(base, token, apiPath, body) {
  const res = await fetch(`${base}/api/${apiPath}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status !== 200) throw new Error(`${apiPath} → ${res.status} ${await res.text()}`);
  return res.json();
}

const dir = mkdtempSync(path.join(tmpdir(), 'jobline-bench-'));

/** The Lua that makes wrk print its summary as one RESULT line that runWrk reads. */
export const WRK_DONE = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %d %.3f %.3f %.3f %.3f %d %d\\n", summary.requests, summary.duration,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, e.connect + e.read + e.write + e.timeout, e.status))
end`;

/**
 * One wrk run of the Lua `script` (which ends with WRK_DONE) against `target`: requests, requests a
 * second, latency percentiles and the slowest in ms, how many failed, and wrk's whole output.
 */
export function runWrk({ script, target, connections, seconds, timeout = '30s' }) {
  const file = path.join(dir, 'run.lua');
  writeFileSync(file, script);
  const out = execFileSync(
    'wrk',
    [
      '-t',
      String(Math.min(2, connections)),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      '--timeout',
      timeout,
      '-s',
      file,
      target,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const [requests, micros, p50, p95, p99, max, socketErrors, statusErrors] = out
    .split('\n')
    .find((l) => l.startsWith('RESULT'))
    .split(' ')
    .slice(1)
    .map(Number);
  return {
    requests,
    rps: requests / (micros / 1e6),
    p50,
    p95,
    p99,
    max,
    failed: socketErrors + statusErrors,
    out,
  };
}

/**
 * wrk POSTing `body` to `apiPath` (or GETting it without a body) as `token` on `connections`
 * connections for `seconds`.
 */
export function wrkPost({ base, token, apiPath, body, connections, seconds, timeout = '30s' }) {
  const request = body
    ? `wrk.method = "POST"
wrk.body = ${JSON.stringify(JSON.stringify(body))}
wrk.headers["Content-Type"] = "application/json"`
    : 'wrk.method = "GET"';
  return runWrk({
    script: `${request}
wrk.headers["Authorization"] = "Bearer ${token}"
${WRK_DONE}
`,
    target: `${base}/api/${apiPath}`,
    connections,
    seconds,
    timeout,
  });
}
