// Injected by scripts/build.mjs (esbuild `inject`) into the production bundle only: every free `Request` and
// `Response` in the bundled server code (our API, Hono, @hono/*) resolves to @hono/node-server's lightweight
// classes, while globalThis keeps the native ones.
//
// Why: a Hono response built on the lightweight Response is written straight to the socket by the node
// listener; a native one must be read back through a ReadableStream, which halved the API's requests/s here.
// @hono/node-server gets this by replacing the globals (its default), but Astro's pages share the process
// and break on that (their `instanceof Response` checks, and header changes made before a body read get
// lost). Scoping the classes to the bundle gives the API the fast path and leaves Astro on the platform's.
import { getRequestListener } from '@hono/node-server';

type Globals = { Request: typeof Request; Response: typeof Response };
const globals = globalThis as unknown as Globals;
// Reading the globals also loads Node's lazily defined fetch classes, so these are the platform's own.
const native = { Request: globals.Request, Response: globals.Response };
// The only public way to reach the classes: a listener created with overrideGlobalObjects installs them.
getRequestListener(() => new globals.Response(null), { overrideGlobalObjects: true });
const LightweightRequest = globals.Request;
const LightweightResponse = globals.Response;
for (const name of ['Request', 'Response'] as const) {
  Object.defineProperty(globalThis, name, {
    value: native[name],
    writable: true,
    configurable: true,
    enumerable: false,
  });
}

export { LightweightRequest as Request, LightweightResponse as Response };
