import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../e2e/chromium-flags';

export interface FrontendRow {
  route: string;
  /** JavaScript the browser downloads to show the page, gzip-compressed, in KB. */
  jsKb: number;
  lighthouse: number | null;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = 9333;

/**
 * First-load JavaScript as the browser really fetches it (every script of a cold load, gzipped
 * here), and Lighthouse's desktop performance score, for the login page and the partner's order
 * list and order form. `cookie` is a partner's BFF session.
 */
export async function frontendReport(baseUrl: string, merchantCookie: string): Promise<FrontendRow[]> {
  const routes = [
    { route: '/login', cookie: '' },
    { route: '/merchant/order', cookie: merchantCookie },
    { route: '/merchant/order/create', cookie: merchantCookie },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  // Lighthouse drives a Chromium of its own over the debugging port (Playwright's talks over a pipe).
  const profile = mkdtempSync(path.join(os.tmpdir(), 'rp-lighthouse-'));
  const lighthouseChromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger();
    const rows: FrontendRow[] = [];
    for (const { route, cookie } of routes) {
      const jsKb = await firstLoadJs(browser, baseUrl, route, cookie);
      const lighthouseScore = performanceScore(`${baseUrl}${route}`, cookie);
      rows.push({ route, jsKb, lighthouse: lighthouseScore });
      console.log(`  front end  ${route}: JS ${jsKb.toFixed(0)} KB gzip, Lighthouse ${lighthouseScore ?? '–'}`);
    }
    return rows;
  } finally {
    await browser.close();
    await new Promise((resolve) => {
      lighthouseChromium.once('exit', resolve);
      lighthouseChromium.kill();
    });
    // Chromium's helper processes may still write to the profile's cache after the browser exits:
    // a profile left in the temp directory must not lose the rows measured above.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (err) {
      console.warn(`  Profil Chromium ${profile} tidak terhapus: ${(err as Error).message}`);
    }
  }
}

async function waitForDebugger() {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Chromium untuk Lighthouse tidak menyala');
}

export async function firstLoadJs(
  browser: import('@playwright/test').Browser,
  baseUrl: string,
  route: string,
  cookie: string,
): Promise<number> {
  const context = await browser.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      sizes.push(
        res.body().then(
          (b) => gzipSync(b).byteLength,
          () => 0,
        ),
      );
  });
  const res = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  if (!res || res.status() >= 400 || new URL(page.url()).pathname !== route)
    throw new Error(`${route}: halaman tidak terbuka (${res?.status()} ${page.url()})`);
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return total / 1024;
}

function performanceScore(url: string, cookie: string): number | null {
  const script = path.join(process.cwd(), 'scripts', 'bench', 'lighthouse.mjs');
  const out = execFileSync(process.execPath, [script, url, String(DEBUG_PORT), cookie], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return (JSON.parse(out.trim().split('\n').pop()!) as { score: number | null }).score;
}
