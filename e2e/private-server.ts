import { expect } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * More servers of the built app, for the journeys that need a database of their own: the demo in
 * full swing as `npm run db:seed` makes it (three months of history), served by scripts/serve.mjs
 * exactly as `npm start` serves it. The suite's shared server stays untouched.
 */
export interface PrivateServer {
  origin: string;
  api: string;
  /** Everything the server printed. */
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  signal: (signal: NodeJS.Signals) => void;
  /** Kills it if it still runs. */
  stop: () => void;
}

export interface ServerSetting {
  /** Uploads (DATA_DIR/files) and, without a database URL, the embedded database. */
  dataDir: string;
  /** A PostgreSQL database; empty: the embedded one under dataDir. */
  databaseUrl?: string;
  sessionSecret?: string;
  jobsIntervalSeconds?: number;
}

const envOf = (s: ServerSetting) => ({
  ...process.env,
  DATA_DIR: s.dataDir,
  DATABASE_URL: s.databaseUrl ?? '',
  ...(s.sessionSecret ? { SESSION_SECRET: s.sessionSecret } : {}),
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Migrations and the demo with its history, as `npm run db:seed` makes them. */
export function seedDemoData(setting: ServerSetting) {
  execFileSync('npx', ['tsx', 'scripts/db-seed.ts'], { env: envOf(setting), stdio: 'pipe' });
}

export async function startServer(setting: ServerSetting): Promise<PrivateServer> {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join('scripts', 'serve.mjs')], {
    env: {
      ...envOf(setting),
      NODE_ENV: 'production',
      PORT: String(port),
      JOBS_INTERVAL_SECONDS: String(setting.jobsIntervalSeconds ?? 0),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  // localhost, as the shared server: the session cookie is Secure, which browsers allow on localhost.
  const origin = `http://localhost:${port}`;
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGKILL');
  };
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/v1/health`).catch(() => null))?.status, {
        timeout: 60_000,
        intervals: [250],
      })
      .toBe(200);
  } catch (err) {
    stop();
    throw new Error(`server tidak siap: ${(err as Error).message}\n${output}`);
  }
  return { origin, api: `${origin}/api/v1`, output: () => output, exited, signal: (s) => server.kill(s), stop };
}

/** One server on its own embedded database holding the demo in full swing; dispose removes it all. */
export async function startPrivateServer(): Promise<PrivateServer & { dataDir: string; dispose: () => void }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rp-private-'));
  const dispose = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    seedDemoData({ dataDir });
    const server = await startServer({ dataDir });
    return {
      ...server,
      dataDir,
      dispose: () => {
        server.stop();
        dispose();
      },
    };
  } catch (err) {
    dispose();
    throw err;
  }
}
