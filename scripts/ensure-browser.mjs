#!/usr/bin/env node
// The e2e suite drives Debian's Chromium (Playwright's own browser download does not work on
// these machines): its headless shell, which the journeys need and which costs a quarter less
// time than the full browser on two cores (playwright.config.ts falls back to /usr/bin/chromium).
// Installs it when missing and allowed to (root with apt-get), else explains.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

const wanted = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
  hasApt = true;
} catch {}

if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log('Chromium headless shell belum terpasang; memasang paket Debian "chromium-headless-shell"…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
  process.exit(0);
}
if (!process.env.CHROMIUM_PATH && existsSync(FULL)) process.exit(0); // slower, but it runs the journeys
console.error(
  `Chromium tidak ditemukan di ${wanted}. Pasang dengan "sudo apt-get install chromium-headless-shell" atau arahkan CHROMIUM_PATH ke Chromium/Chrome.`,
);
process.exit(1);
