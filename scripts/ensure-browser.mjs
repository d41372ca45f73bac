#!/usr/bin/env node
// The e2e suite drives Debian's Chromium (Playwright's own browser download does not work on
// these machines). Installs it when missing and allowed to (root with apt-get), else explains.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
  hasApt = true;
} catch {}

if (isRoot && hasApt) {
  console.log('Chromium belum terpasang; memasang paket Debian "chromium"…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/sh',
  });
  process.exit(0);
}
console.error(
  `Chromium tidak ditemukan di ${path}. Pasang dengan "sudo apt-get install chromium" atau arahkan CHROMIUM_PATH ke Chromium/Chrome.`,
);
process.exit(1);
