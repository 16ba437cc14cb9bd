import type { Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';

export interface Listening {
  port: number;
  /** Addresses actually bound, e.g. ["127.0.0.1", "::1"]. */
  addresses: string[];
  /** Extra listeners (closed by the graceful shutdown together with the HTTP server). */
  listeners: NetServer[];
}

/**
 * Binds the server. HOST=localhost (the default) binds both loopback addresses, 127.0.0.1 and ::1, because
 * "localhost" resolves to only one of them on many systems (often ::1 first) and the demo brands live on
 * localhost, 127.0.0.1 and *.localhost names that browsers map to either. Both listeners feed one HTTP
 * server. Any other HOST (0.0.0.0, ::, an interface address) is bound as given.
 */
export async function listen(server: HttpServer, host: string, port: number): Promise<Listening> {
  if (host !== 'localhost') {
    await bind(server, host, port);
    return { port: (server.address() as AddressInfo).port, addresses: [host], listeners: [] };
  }
  await bind(server, '127.0.0.1', port);
  const bound = (server.address() as AddressInfo).port;
  const v6 = createNetServer((socket) => server.emit('connection', socket));
  try {
    await bind(v6, '::1', bound);
    return { port: bound, addresses: ['127.0.0.1', '::1'], listeners: [v6] };
  } catch {
    // No IPv6 loopback on this machine (containers often lack it): 127.0.0.1 alone serves every demo host.
    return { port: bound, addresses: ['127.0.0.1'], listeners: [] };
  }
}

function bind(server: NetServer, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** The URL a person would type for a bound address. */
export function displayUrl(address: string, port: number, hostname?: string): string {
  const host = hostname ?? (address === '0.0.0.0' || address === '::' ? 'localhost' : address);
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
