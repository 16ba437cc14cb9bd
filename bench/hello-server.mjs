// The baseline of the benchmark: a bare Hono "hello" on @hono/node-server with its defaults, nothing else.
// Started by bench/run.mjs as a child process: node bench/hello-server.mjs <port>
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2]);
const app = new Hono();
app.get('/', (c) => c.json({ hello: 'world' }));

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
