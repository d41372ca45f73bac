import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './e2e/chromium-flags';

/**
 * The journeys run in E2E_WORKERS workers (2 by default), each against a server and embedded
 * database of its own: a spec file runs whole in one worker, so no two journeys ever share a
 * database at the same time, and the demo data each server starts from is the same.
 */

/** Ports free at start, unless E2E_PORTS names them (one server and worker each): a busy fixed port must not fail the suite. */
function freePorts(count: number): string {
  const probe = `const n=${count},ps=[],ss=[];(function next(){const s=require('net').createServer();ss.push(s);s.listen(0,'127.0.0.1',()=>{ps.push(s.address().port);if(ps.length<n)return next();ss.forEach(x=>x.close());process.stdout.write(ps.join(','))})})()`;
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
// Chosen once in the runner process and passed on through the environment: every worker loads
// this file again (with its TEST_PARALLEL_INDEX set) and must reach its own server.
process.env.E2E_PORTS ??= freePorts(Math.max(1, Number(process.env.E2E_WORKERS ?? 2)));
const ports = process.env.E2E_PORTS.split(',').map(Number);
const workers = ports.length;
const dataRoot = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
const serverDataDir = (index: number) => path.join(dataRoot, `server-${index}`);

/** This worker's server (the runner itself, which only starts them, reads the first). */
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const baseURL = `http://localhost:${ports[parallelIndex]}`;
/** This worker's server's data directory (its clock file lives there: e2e/helpers.ts). */
export const e2eDataDir = serverDataDir(parallelIndex);

/**
 * Debian's Chromium (Playwright's own browser download does not work on these machines): its
 * headless shell where installed (scripts/ensure-browser.mjs), which took 3.0 min where the full
 * browser took 4.0 for the same journeys on two cores, else the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // Two servers and two browsers share two cores: the longer journeys (two or three people's
  // screens, a phone, uploads) took 28-42 s there. 30 s only fitted them on an idle machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace costs a quarter of the suite's time (33 journeys: 130 s with, 97 s
    // without), and CI keeps no files: there a failure is read from its log and screenshot, and
    // rerun here with `--trace retain-on-failure` (the default outside CI).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: ports.map((port, index) => ({
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://localhost:${port}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port), E2E_DATA_DIR: serverDataDir(index) },
  })),
});
