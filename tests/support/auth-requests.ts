// JSON calls to the API app as the browser makes them (same origin, Host header of a demo brand).
import type { TestApp } from './test-app';

export type Headers = Record<string, string>;

export function requester(t: TestApp, defaultHost = 'localhost:4321') {
  return function call(method: string, path: string, body?: unknown, headers: Headers = {}) {
    const host = headers.host ?? defaultHost;
    return t.app.request(`http://${host}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), host, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };
}
