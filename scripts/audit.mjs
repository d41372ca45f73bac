#!/usr/bin/env node
// `npm audit --audit-level=high` for CI. A high or critical advisory fails the run. When the
// registry this machine reaches does not offer the advisory service (it answers the audit
// endpoint with 405 here), there is nothing to check against: say so plainly and go on, rather
// than fail every run or pretend the audit passed.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout || '{}');
} catch {
  report = {};
}

// The service's refusal comes back as {statusCode, message}; a network failure as {error: {code}}.
const refused = [404, 405, 501, 503].includes(report.statusCode);
const unreachable = /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/.test(
  `${report.error?.code ?? ''} ${report.error?.summary ?? ''}`,
);
if (refused || unreachable) {
  const why = refused ? `HTTP ${report.statusCode}` : (report.error.code ?? 'tidak terjangkau');
  console.log(
    `npm audit: layanan advisori registry tidak tersedia dari mesin ini (${why}); audit tidak dapat dijalankan, bukan lulus.`,
  );
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities;
if (counts) {
  console.log(
    `npm audit: kritis ${counts.critical}, tinggi ${counts.high}, sedang ${counts.moderate}, rendah ${counts.low}.`,
  );
}
if (run.status !== 0) {
  console.error('npm audit menemukan kerentanan tinggi atau kritis:');
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') console.error(`  ${name} (${v.severity}) ${v.range ?? ''}`);
  }
  if (!report.vulnerabilities) console.error(run.stdout || run.stderr);
  process.exit(1);
}
