// Test support for the HTTP layer: a raw HTTP client (fetch would negotiate and decode compression itself,
// hiding exactly what these tests look at) and a server on a free loopback port.
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Bytes as sent on the wire. */
  raw: Buffer;
  /** The body decoded according to Content-Encoding. */
  text: string;
}

export function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: decode(raw, res.headers['content-encoding']).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (raw.length === 0) return raw;
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  return raw;
}

/** Listens on 127.0.0.1 with a free port. */
export async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
