import { chromium } from '@playwright/test';
import { firstLoadJs } from './frontend';

/**
 * First-load JavaScript only (no Lighthouse), against a running app:
 * `npx tsx scripts/bench/js-size.ts http://localhost:3000 <partner cookie>`; for trying a change
 * to the bundles quickly. `npm run bench` reports the same figures with Lighthouse.
 */
async function main() {
  const [baseUrl, cookie = ''] = process.argv.slice(2);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const [route, c] of [
      ['/login', ''],
      ['/merchant/order', cookie],
      ['/merchant/order/create', cookie],
    ] as const)
      console.log(`${route}: ${(await firstLoadJs(browser, baseUrl, route, c)).toFixed(1)} KB gzip`);
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
