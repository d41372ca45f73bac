import http from 'node:http';

/** The server key the fuzz suite configures, so that it can sign some notifications itself. */
export const FUZZ_MIDTRANS_KEY = 'SB-Mid-server-fuzz-rahasia';

/**
 * A local server that answers as Midtrans Snap does (a token and a redirect URL for any
 * transaction), so that POST /midtrans/store can succeed without the network.
 */
export async function startFakeSnap(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let orderId = 'x';
      try {
        orderId = JSON.parse(raw).transaction_details.order_id;
      } catch {
        // answered all the same
      }
      // No keep-alive: undici would otherwise reuse a socket this server is just closing after its
      // idle timeout, and the POST (not retried) would fail as "unreachable" now and then.
      res.writeHead(201, { 'content-type': 'application/json', connection: 'close' });
      res.end(
        JSON.stringify({
          token: `tok-${orderId}`,
          redirect_url: `https://pembayaran.contoh/snap/v2/vtweb/tok-${orderId}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/snap/v1/transactions`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
