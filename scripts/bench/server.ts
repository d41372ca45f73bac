import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the built back office (`next start`) with its own environment and waits until it answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    path.join(process.cwd(), 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port)],
    {
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server berhenti dengan kode ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server tidak menjawab dalam 60 detik');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process and its descendants, in bytes (Linux /proc). */
export function treeRss(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) total += Number(m[1]) * 1024;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Samples the server's memory every 50 ms while `work` runs; answers the peak growth. */
export async function peakMemoryGrowth<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; baseline: number; peak: number }> {
  const baseline = treeRss(pid);
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 50);
  try {
    const result = await work();
    peak = Math.max(peak, treeRss(pid));
    return { result, baseline, peak };
  } finally {
    clearInterval(timer);
  }
}
