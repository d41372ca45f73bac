// The production server: Next.js behind a plain Node HTTP server, so that the API learns the
// client's address from the socket. Next's own `next start` passes on whatever X-Forwarded-For a
// client writes, which would let anyone reset every address-based limit per request.
//
// Each request gets CLIENT_ADDRESS_HEADER = "<stamp> <socket address>"; the stamp is random per
// process and only this process knows it (RP_ADDRESS_STAMP), so a client cannot forge the header,
// and a server started some other way (next start) has no stamp and trusts no address header.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import next from 'next';

const CLIENT_ADDRESS_HEADER = 'x-rp-client-address';
const stamp = randomBytes(24).toString('base64url');
process.env.RP_ADDRESS_STAMP = stamp;

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const socketAddress = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  req.headers[CLIENT_ADDRESS_HEADER] = `${stamp} ${socketAddress}`;
  handle(req, res).catch((err) => {
    console.error('[server]', err);
    if (!res.headersSent) res.writeHead(500).end();
  });
});
// A client that reuses a keep-alive connection at the moment the server drops it as idle gets
// ECONNRESET (an e2e journey's API session did, after a 5 s pause: Node's default). Keeping idle
// connections longer than a reverse proxy's own upstream keep-alive (nginx: 60 s) leaves the
// closing to the client, which knows when it will send next.
const keepAliveMs = Number(process.env.KEEP_ALIVE_TIMEOUT_MS);
server.keepAliveTimeout = Number.isFinite(keepAliveMs) && keepAliveMs > 0 ? keepAliveMs : 65_000;
// A request's headers may take Node's default minute, and always longer than an idle keep-alive.
server.headersTimeout = Math.max(60_000, server.keepAliveTimeout + 1_000);
server.listen(port, () => console.log(`Siap di http://localhost:${port}`));

// Graceful shutdown: stop accepting connections, let the requests in flight finish (a month close,
// an order being saved) up to SHUTDOWN_GRACE_MS, then let the app stop its job timer and close the
// database (instrumentation.ts) before exiting. A request cut off at the limit loses nothing: each
// change is one transaction, rolled back when its connection goes.
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS || 30_000);
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[server] ${signal}: menyelesaikan permintaan yang sedang berjalan…`);
  const drained = new Promise((resolve) => server.close(() => resolve(true)));
  // Keep-alive connections that are idle now, or become idle after their answer, are closed.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const finished = await Promise.race([drained, new Promise((resolve) => setTimeout(() => resolve(false), GRACE_MS))]);
  clearInterval(idle);
  if (!finished) {
    console.error(`[server] batas ${GRACE_MS} ms terlewati; koneksi yang tersisa diputus.`);
    server.closeAllConnections();
  }
  try {
    await globalThis.__rotiPusatShutdown?.();
  } catch (err) {
    console.error('[server] gagal menutup basis data:', err);
    process.exit(1);
  }
  console.log('[server] berhenti.');
  process.exit(finished ? 0 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
