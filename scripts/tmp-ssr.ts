import { load } from './bench/load';
import { startServer } from './bench/server';

async function main() {
  const server = await startServer(3311, { DATA_DIR: '/tmp/ssr-data', DATABASE_URL: '', JOBS_INTERVAL_SECONDS: '0' });
  try {
    const res = await fetch(`${server.url}/bff/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ username: 'owner', password: process.env.PW ?? 'rotipusat123', remember: false }),
    });
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    if (!res.ok) throw new Error(`login ${res.status}`);
    const paths = (process.argv[2] ?? '/status,/owner/order').split(',');
    for (let round = 0; round < 2; round++)
      for (const p of paths) {
        const r = await load(`${server.url}${p}`, { headers: { cookie }, connections: 1, seconds: 6 });
        console.log(p.padEnd(40), `p50 ${r.p50} ms`, `${r.rps.toFixed(1)} req/s`, r.non2xx ? `NON2XX ${r.non2xx}` : '');
      }
  } finally {
    await server.stop();
  }
}
main();
