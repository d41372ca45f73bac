import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../api/db/client';
import { adminQuery, withDatabase } from './test-db';

/**
 * A TCP proxy in the test process, standing between the app and PostgreSQL, so a test can make
 * "PostgreSQL goes away" without stopping the real server (which the rest of the suite shares).
 *
 * - `cut()`: every open connection is destroyed and the port stops listening (connections are
 *   refused), as when the server is stopped.
 * - `stall()`: existing connections are destroyed; new ones are accepted but never answered, as
 *   when the server's host stops answering (a network partition): only a timeout ends the wait.
 * - `restore()`: listens again on the same port and forwards to PostgreSQL.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  stall(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let forwarding = true;
  let server: net.Server | null = null;
  let port = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const onConnection = (client: net.Socket) => {
    track(client);
    if (!forwarding) return; // stalled: accept and say nothing
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      await stopListening();
    },
    async stall() {
      await stopListening();
      forwarding = false;
      await listen();
    },
    async restore() {
      if (server && forwarding) return; // already up: keep the connections it carries
      await stopListening();
      forwarding = true;
      await listen();
    },
    async close() {
      await stopListening();
    },
  };
}

/**
 * For the postgres project: a fresh database cloned from the migrated template, a direct handle
 * for setting up (`direct`), and a URL to it through a proxy the test can cut (`proxiedUrl`).
 */
export async function createProxiedDatabase(): Promise<{
  direct: Database;
  proxy: TcpProxy;
  proxiedUrl: string;
  close(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDb');
  if (!url || !template)
    throw new Error('createProxiedDatabase hanya untuk proyek postgres (TEST_DATABASE_URL dan template).');
  const name = `rp_fault_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const directUrl = withDatabase(url, name);
  const u = new URL(directUrl);
  const proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  const direct = openPostgres(directUrl, 2);
  return {
    direct,
    proxy,
    proxiedUrl: u.toString(),
    async close() {
      await direct.close();
      await proxy.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
