import { chromium } from '@playwright/test';
const shots = JSON.parse(process.argv[2]);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const s of shots) {
  const ctx = await b.newContext({ viewport: s.mobile ? { width: 375, height: 740 } : { width: 1280, height: 800 }, isMobile: !!s.mobile, hasTouch: !!s.mobile });
  const p = await ctx.newPage();
  p.on('pageerror', (e) => console.log(s.name, 'pageerror', e.message));
  await p.goto('http://localhost:3999/login');
  await p.getByLabel('E-mail').fill(s.login ?? 'admin@demo.local');
  await p.getByRole('textbox', { name: 'Password' }).fill('demo1234');
  await p.getByRole('button', { name: 'Login' }).click();
  await p.getByTestId('profile-menu').waitFor();
  await p.goto('http://localhost:3999' + s.path);
  await p.waitForTimeout(2000);
  if (s.click) { await p.getByRole('button', { name: s.click }).first().click(); await p.waitForTimeout(1000); }
  await p.screenshot({ path: `/tmp/shots/${s.name}.png`, fullPage: !!s.full });
  await ctx.close();
}
await b.close();
