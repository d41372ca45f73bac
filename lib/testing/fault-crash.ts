import { spawn } from 'node:child_process';
import path from 'node:path';

export const CRASH_USER = 'gudang-crash';
export const CRASH_PASSWORD = 'rahasia-uji-123';
/** Two products per adjustment, so a torn transaction would show as one ledger row without the other. */
export const CRASH_PRODUCTS = ['901', '902'] as const;
export const CRASH_QTY = { '901': 1, '902': 2 } as const;

const WRITER = path.join(process.cwd(), 'lib/testing/fault-writer.ts');

/**
 * Runs lib/testing/fault-writer.ts on `dataDir` and kills it with SIGKILL once it has reported
 * `commits` committed adjustments (plus a random few milliseconds, so the kill lands anywhere
 * in the next write). Returns every adjustment it reported as committed, in order.
 *
 * `node --import tsx` rather than the tsx CLI: the CLI runs the script in a grandchild, which a
 * SIGKILL of the CLI would leave running (and writing).
 */
export function writeUntilKilled(
  dataDir: string,
  round: number,
  commits: number,
  timeoutMs = 40_000,
): Promise<{ committed: string[]; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir, String(round)], {
      cwd: process.cwd(),
      // DATA_DIR too: the session secret of the writer's logins is kept beside the database.
      env: { ...process.env, DATA_DIR: path.dirname(dataDir), DATABASE_URL: '', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const committed: string[] = [];
    let buffered = '';
    let stderr = '';
    let killing = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `penulis tidak mencapai ${commits} commit dalam ${timeoutMs} ms (${committed.length}); stderr: ${stderr}`,
        ),
      );
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('COMMIT ')) committed.push(line.slice('COMMIT '.length));
      if (!killing && committed.length >= commits) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * 5));
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    // 'close' comes after stdout is drained: every COMMIT the writer printed before dying is in.
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (!killing) return reject(new Error(`penulis berhenti sendiri (kode ${code}); stderr: ${stderr}`));
      resolve({ committed, signal });
    });
  });
}
