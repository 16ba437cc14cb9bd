// The baseline of the benchmark: a bare Hono "hello" on @hono/node-server with its defaults, nothing else; with
// BENCH_HEADERS (a JSON object), it sends those headers too: the security headers the application's API sends,
// so that the comparison tells the headers' cost from the rest (issue 18).
// Started by bench/run.mjs as a child process: node bench/hello-server.mjs <port>
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2]);
const headers = Object.entries(JSON.parse(process.env.BENCH_HEADERS || '{}'));
const app = new Hono();
if (headers.length > 0)
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });
app.get('/', (c) => c.json({ hello: 'world' }));

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
