import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server whose demo company has thousands more jobs, customers and people. */
const SCALE_PORT = port + 1;
const SCALE = { employees: 60, jobs: 2500, customers: 600 };

/**
 * Headless Chromium opens every window with the address bar's suggestion popup loaded as a WebUI page,
 * in a renderer process of its own; no test uses it, and on a two-core machine it took about a quarter
 * of the suite's CPU (auth.spec: 160–178 s of CPU with it, 118–129 s without). Chromium keeps only the
 * last --disable-features it is given, so the list Playwright 1.65 passes is repeated before ours.
 */
const DISABLED_FEATURES = [
  // Playwright's own
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // the address bar's popup
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Browser tests in Debian's Chromium against the built app on a fresh demo database. */
export default defineConfig({
  testDir: './e2e',
  // Long journeys on a shared two-core machine: a step waits on the server, never on a fixed delay.
  timeout: 120_000,
  // A wait for the page, never a measure of speed (the benchmarks are): on a two-core machine four times
  // slower than the one this suite was first timed on, a page with ten tabs or two busy workers beside
  // it took longer than 10 s to show, and a test failed with the answer on screen a moment later.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more; one that then passes is reported as flaky in the summary.
  retries: process.env.JOBLINE_REQUIRE_ALL_SUITES === '1' ? 1 : 0,
  // The JSON report feeds the failure digest that npm test prints last.
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace is recorded only when a failed test runs again (CI's retry): recorded for every test and
    // kept on failure, it cost a third of the suite's time (docs/testing.md, 'Traces recorded only for
    // a second try'); `--trace on` records one locally.
    trace: 'on-first-retry',
    // The app honours reduced motion: no transitions to wait out between steps.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // office.test is this machine by a host name, as another computer on the network opens it.
        '--host-resolver-rules=MAP office.test 127.0.0.1',
        `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: [
        /.*\.phone\.spec\.ts/,
        /role-management\.spec\.ts/,
        /features\.spec\.ts/,
        /sync\.spec\.ts/,
        /superAdminTwoFactor\.spec\.ts/,
        /companyScale\.spec\.ts/,
      ],
    },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /.*\.phone\.spec\.ts/,
    },
    // Changes the rights of demo roles (and switches features off) for a moment, and applies an ERP
    // sync to demo customers, so it runs after the specs that use them.
    {
      name: 'desktop-rights',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: [/role-management\.spec\.ts/, /features\.spec\.ts/, /sync\.spec\.ts/],
      dependencies: ['desktop', 'phone'],
    },
    // Requires two-factor sign-in of every super admin for a moment, the demo's own included, so it
    // runs once nothing else uses the demo server.
    {
      name: 'desktop-two-factor',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: /superAdminTwoFactor\.spec\.ts/,
      dependencies: ['desktop-rights'],
    },
    // Measures long tasks in the page, so it runs alone, after everything else.
    {
      name: 'company-scale',
      use: { viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${SCALE_PORT}` },
      testMatch: /companyScale\.spec\.ts/,
      dependencies: ['desktop-two-factor'],
    },
  ],
  webServer: [
    {
      command: 'node ../../scripts/e2e-server.mjs',
      url: `http://localhost:${port}/api/health`,
      // A fresh demo works through two weeks of history before it answers.
      timeout: 300_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port) },
    },
    {
      command: 'node ../../scripts/e2e-server.mjs',
      url: `http://localhost:${SCALE_PORT}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        E2E_PORT: String(SCALE_PORT),
        E2E_SCALE: `${SCALE.employees},${SCALE.jobs},${SCALE.customers}`,
      },
    },
  ],
});
