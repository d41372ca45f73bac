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
server.listen(port, () => console.log(`Siap di http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
