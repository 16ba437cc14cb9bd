// Prometheus metrics (issue 18, first part): one registry per process, served on its own port (METRICS_PORT,
// default 9464, bound to METRICS_HOST, default 127.0.0.1), never on the public one. Labels name route templates,
// methods and statuses only: never an id, an e-mail or a token.
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseStats } from '../db/types';
import type { Logger } from '../runtime-types';

export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: its route template (or kind of page), method, status and duration. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** One uploaded file stored (and recorded) by the storage driver. */
  uploadStored(driver: string, bytes: number): void;
  /** An e-mail delivered, or given up. */
  mailDelivered(outcome: 'sent' | 'failed'): void;
  /** A job run: done, to be retried, or failed for good. */
  jobRun(queue: string, outcome: 'done' | 'retry' | 'failed'): void;
  /** A failed sign-in (wrong password, two-factor code, e-mailed code or link). */
  signInFailed(): void;
  /** A limit answered 429, by which limit. */
  limitHit(limit: string): void;
  /** Reads the database's figures (statements, time, queue, pool) at every scrape. */
  watchDatabase(stats: () => DatabaseStats): void;
  /** Reads the job queue's depth (jobs queued and running, by queue) at every scrape. */
  watchJobs(depth: () => Promise<Array<{ queue: string; state: string; count: number }>>): void;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process CPU, memory, handles, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const { requests, uploads, uploadBytes, mail, jobRuns, signInFailures, limitsHit } = createInstruments(registry);
  return {
    registry,
    signInFailed() {
      signInFailures.inc();
    },
    limitHit(limit) {
      limitsHit.inc({ limit });
    },
    watchDatabase(stats) {
      watchDatabase(registry, stats);
    },
    watchJobs(depth) {
      watchJobDepth(registry, depth);
    },
    mailDelivered(outcome) {
      mail.inc({ outcome });
    },
    jobRun(queue, outcome) {
      jobRuns.inc({ queue, outcome });
    },
    observeRequest(route, method, status, seconds) {
      requests.observe({ route, method: METHODS.has(method) ? method : 'OTHER', status: String(status) }, seconds);
    },
    uploadStored(driver, bytes) {
      uploads.inc({ driver });
      uploadBytes.inc({ driver }, bytes);
    },
  };
}

/** The histogram and counters the application updates itself, registered in the registry. */
function createInstruments(registry: Registry) {
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route template (or page kind), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'uploads_stored_total',
    help: 'Uploaded files stored and recorded, by storage driver',
    labelNames: ['driver'] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'upload_bytes_stored_total',
    help: 'Bytes of uploaded files stored and recorded, by storage driver',
    labelNames: ['driver'] as const,
    registers: [registry],
  });
  const mail = new Counter({
    name: 'mail_deliveries_total',
    help: 'E-mails delivered (sent) or given up (failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Job attempts by queue and outcome (done, retry, failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'auth_sign_in_failures_total',
    help: 'Failed sign-ins (wrong password, two-factor code, e-mailed code or link)',
    registers: [registry],
  });
  const limitsHit = new Counter({
    name: 'auth_limits_hit_total',
    help: 'Requests refused with 429, by limit',
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  return { requests, uploads, uploadBytes, mail, jobRuns, signInFailures, limitsHit };
}

/** The job queue's depth as a gauge, read from the database when scraped. */
function watchJobDepth(registry: Registry, depth: Parameters<Metrics['watchJobs']>[0]): void {
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting (queued) and running, by queue, shared by every copy',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      // The database down: the other metrics still answer (that is when they matter).
      const rows = await depth().catch(() => []);
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
}

/** Database figures as metrics, read when scraped. */
function watchDatabase(registry: Registry, stats: () => DatabaseStats): void {
  const counterOf = (name: string, help: string, read: (s: DatabaseStats) => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read(stats()));
      },
    });
  counterOf('db_queries_total', 'Database statements answered', (s) => s.queries);
  counterOf('db_query_seconds_total', 'Seconds database statements took, queueing included', (s) => s.querySeconds);
  new Gauge({
    name: 'db_in_flight',
    help: "Statements waiting or running: the embedded database worker's queue, or busy PostgreSQL connections",
    registers: [registry],
    collect() {
      this.set(stats().inFlight);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = stats().pool;
      if (!pool) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool[state]);
    },
  });
}

/**
 * The metrics' own HTTP server (GET /metrics). A port already taken is logged and skipped: metrics must never stop
 * the application from serving (several copies on one machine, test servers). Port 0 disables it.
 */
export async function serveMetrics(
  metrics: Metrics,
  options: { host: string; port: number; logger: Pick<Logger, 'info' | 'warn'> },
): Promise<Server | null> {
  if (options.port === 0) return null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      options.logger.warn('metrics: not served', { port: options.port, error: error.code ?? String(error) });
      resolve(null);
    });
    server.listen(options.port, options.host, () => {
      options.logger.info('metrics: served', { url: `http://${options.host}:${options.port}/metrics` });
      server.unref();
      resolve(server);
    });
  });
}
