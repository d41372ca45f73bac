import autocannon from 'autocannon';

export interface Load {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

/** autocannon on loopback: a short warm-up, then the measured run. */
export async function load(
  url: string,
  opts: { headers?: Record<string, string>; method?: 'GET' | 'POST'; connections: number; seconds: number },
): Promise<Load> {
  const base = { url, headers: opts.headers, method: opts.method ?? 'GET', connections: opts.connections };
  await autocannon({ ...base, duration: 1 });
  const r = await autocannon({ ...base, duration: opts.seconds });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx + r.errors };
}

/**
 * One client spread over several servers (a reverse proxy's round robin): the connections are split
 * between them and run at the same time; req/s add up, the latencies are the worst server's.
 */
export async function loadSpread(
  urls: string[],
  opts: { headers?: Record<string, string>; connections: number; seconds: number },
): Promise<Load> {
  // Exactly the connections of the one-server run: 5 over two servers is 3 + 2.
  const share = (i: number) =>
    Math.max(1, Math.floor(opts.connections / urls.length) + (i < opts.connections % urls.length ? 1 : 0));
  const runs = await Promise.all(urls.map((url, i) => load(url, { ...opts, connections: share(i) })));
  return {
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    rps: runs.reduce((sum, r) => sum + r.rps, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/** The same statistics for a function run `connections` at a time in this process. */
export async function loadInProcess(
  work: () => Promise<unknown>,
  opts: { connections: number; seconds: number },
): Promise<Load> {
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: opts.connections }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await work();
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return { p50: at(0.5), p99: at(0.99), rps: latencies.length / seconds, non2xx: 0 };
  };
  await run(1);
  return run(opts.seconds);
}
