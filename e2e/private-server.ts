import { expect } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A second server of the built app for the journeys that need a database of their own: the demo
 * in full swing as `npm run db:seed` makes it (three months of history), served by
 * scripts/serve.mjs exactly as `npm start` serves it. The suite's shared server stays untouched.
 */
export interface PrivateServer {
  origin: string;
  api: string;
  dataDir: string;
  /** Everything the server printed. */
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  signal: (signal: NodeJS.Signals) => void;
  /** Kills it if still running and removes its data. */
  dispose: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startPrivateServer(): Promise<PrivateServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-private-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  execFileSync('npx', ['tsx', 'scripts/db-seed.ts'], { env, stdio: 'pipe' });
  const port = await freePort();
  const server = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], {
    env: { ...env, NODE_ENV: 'production', PORT: String(port), JOBS_INTERVAL_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  // localhost, as the shared server: the session cookie is Secure, which browsers allow on localhost.
  const origin = `http://localhost:${port}`;
  const dispose = () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/v1/health`).catch(() => null))?.status, {
        timeout: 60_000,
        intervals: [250],
      })
      .toBe(200);
  } catch (err) {
    dispose();
    throw new Error(`server pribadi tidak siap: ${(err as Error).message}\n${output}`);
  }
  return {
    origin,
    api: `${origin}/api/v1`,
    dataDir,
    output: () => output,
    exited,
    signal: (signal) => server.kill(signal),
    dispose,
  };
}
