/**
 * A tiny TCP proxy for fault injection: the app talks to PostgreSQL through it, and a test can
 * cut every connection (and refuse new ones, as a dead port does) and later restore it, without
 * touching the database server itself. Loopback only.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Destroys every open connection and closes the port (connections are refused). */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  /** Connections opened so far, and how many `cut` destroyed. */
  stats: () => { connections: number; destroyed: number; cuts: number };
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let destroyed = 0;
  let cuts = 0;
  let server: net.Server | undefined;
  let port = listenPort;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        connections++;
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        next.off('error', reject);
        next.on('error', () => undefined);
        resolve();
      });
    });

  const cut = async () => {
    cuts++;
    const current = server;
    server = undefined;
    const closed = current ? new Promise<void>((resolve) => current.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) {
      destroyed++;
      socket.destroy();
    }
    sockets.clear();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: async () => {
      if (!server) await listen();
    },
    stats: () => ({ connections, destroyed: Math.ceil(destroyed / 2), cuts }),
    close: cut,
  };
}
