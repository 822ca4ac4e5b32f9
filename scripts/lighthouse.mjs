// Lighthouse performance of the login page and a job board, desktop and mobile, against design.md §6
// (≥ 95 desktop, ≥ 80 mobile). Lighthouse comes from npm at run time (npx), Chromium from Debian:
//   node scripts/lighthouse.mjs [--url http://localhost:3000] [--email employee@demo.local]
// The page is opened by a host name (office.test, mapped to 127.0.0.1), as another computer on the
// network opens it: Chromium then treats it as a network address, not as localhost.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOptions } from './cliOptions.mjs';
import { createRequire } from 'node:module';
import { call, login } from './benchKit.mjs';

const args = readOptions({
  url: { type: 'string', default: 'http://localhost:3000' },
  email: { type: 'string', default: 'employee@demo.local' },
  runs: { type: 'string', default: '3' },
});
const LIGHTHOUSE = 'lighthouse@13.5.0';
const DEBUG_PORT = 9333;
const BUDGET = { desktop: 95, mobile: 80 };
const port = new URL(args.url).port || '80';
const site = `http://office.test:${port}`;

// A board the user works on: the job of their first card.
const token = await login(args.url, args.email);
const cards = await call(args.url, token, 'jobs/cards');
const jobId = cards.jobs[0]?.id;
if (!jobId) throw new Error(`${args.email} has no job card to open a board on`);
const pages = [
  ['login page', `${site}/login`],
  ['job board', `${site}/job?id=${jobId}`],
];

// One Chromium that stays open: it holds the signed-in session Lighthouse's tabs use. Started here
// (Lighthouse drives it over its debugging port) and reached by Playwright only to set the session.
const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
const chrome = spawn(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    `--user-data-dir=${profile}`,
    `--remote-debugging-port=${DEBUG_PORT}`,
    '--host-resolver-rules=MAP office.test 127.0.0.1',
    'about:blank',
  ],
  { stdio: 'ignore' },
);
const require = createRequire(path.resolve('apps/web/package.json'));
const { chromium } = require('@playwright/test');
/** Signs the profile in (or out) through a page of its own, then lets go before Lighthouse drives it. */
async function signIn(signedIn) {
  let browser;
  for (let i = 0; !browser; i++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`).catch(async (e) => {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    });
  }
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${site}/login`);
  await page.evaluate((t) => (t ? localStorage.setItem('jobline.token', t) : localStorage.clear()), signedIn);
  await page.close();
  await browser.close();
}

const out = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let missed = 0;
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]}, performance, median of ${args.runs} runs, ${site}`);
console.log('page          form     score  FCP ms  LCP ms  TBT ms    CLS');
for (const [name, url] of pages) {
  await signIn(name === 'login page' ? null : token);
  for (const form of ['desktop', 'mobile']) {
    const runs = [];
    for (let i = 0; i < Number(args.runs); i++) {
      const file = path.join(out, `${name.replace(' ', '-')}-${form}-${i}.json`);
      execFileSync(
        'npx',
        [
          '-y',
          LIGHTHOUSE,
          url,
          `--port=${DEBUG_PORT}`,
          '--only-categories=performance',
          '--disable-storage-reset',
          '--output=json',
          `--output-path=${file}`,
          '--quiet',
          ...(form === 'desktop' ? ['--preset=desktop'] : []),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const metric = (id) => report.audits[id].numericValue;
      runs.push({
        score: Math.round(report.categories.performance.score * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    const over = m('score') < BUDGET[form];
    if (over) missed++;
    console.log(
      `${name.padEnd(13)} ${form.padEnd(8)} ${String(m('score')).padStart(5)} ${m('fcp').toFixed(0).padStart(7)} ${m(
        'lcp',
      )
        .toFixed(0)
        .padStart(
          7,
        )} ${m('tbt').toFixed(0).padStart(7)} ${m('cls').toFixed(3).padStart(6)}${over ? `  MISSED (≥ ${BUDGET[form]})` : ''}`,
    );
  }
}
chrome.kill();
console.log(`reports: ${out}`);
if (missed) {
  console.error(`\n${missed} page(s) under the Lighthouse budget`);
  process.exit(1);
}
