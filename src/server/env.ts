import { z } from 'zod';

/** The server's configuration, parsed once from the environment. Nothing else reads process.env. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    /** Prometheus metrics (GET /metrics) on their own port, never the public one; 0 turns them off. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** Where the metrics port listens: loopback unless an operator exposes it to a scraper on purpose. */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * Seconds a stopping copy (SIGTERM) keeps answering while it reports not ready, so a load balancer stops sending
     * it requests first; then in-flight requests get up to 10 s. 0 (default): stop listening at once.
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(60).default(0),
    /**
     * Seconds a client has to send a whole request, headers and body: a body that stalls (or dribbles) past it is
     * answered 408 and its connection closed, so a slow sender cannot hold an upload open (decision 0055). The
     * default lets a 10 MB upload through at about 300 kbit/s.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(300),
    /**
     * Webhooks to loopback or private addresses: refused in production unless this is true (an integrator on the
     * same private network). Always allowed outside production.
     */
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** Where the embedded database (PGlite) and uploads live. */
    DATA_DIR: z.string().min(1).default('./data'),
    /**
     * Where uploaded files (payment confirmations) are stored, outside the web root. Unset: DATA_DIR/uploads (a
     * per-process temporary directory when DATA_DIR is memory://).
     */
    UPLOADS_DIR: z.string().min(1).optional(),
    /** Where uploads are stored: the local disk (UPLOADS_DIR) or S3-compatible object storage (decision 0038). */
    STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
    /** The S3 endpoint (MinIO, Ceph, another provider); unset: AWS for S3_REGION. */
    S3_ENDPOINT: z.string().url().optional(),
    /** The bucket (private; created by the operator). Required with STORAGE_DRIVER=s3. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Credentials; unset: the AWS SDK's own chain (instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style URLs (endpoint/bucket/key), as MinIO and most S3-compatible servers want. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /**
     * Storage quota of one landing's uploaded files, in bytes (docs/decisions/0024): an upload that would pass it
     * is refused (409) and the operator is told in the log. Default 10 GiB.
     */
    UPLOAD_QUOTA_PER_LANDING_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024 * 1024),
    /** When set, PostgreSQL is used instead of the embedded PGlite. */
    DATABASE_URL: z.string().url().optional(),
    /**
     * The ECB's euro reference rates file (eurofxref-daily.xml) that a daily job fetches for the Art. 21(7) threshold
     * (decision 0064); unset: rates come only from `npm run admin -- rates import FILE`.
     */
    ECB_RATES_URL: z.string().url().optional(),
    /**
     * The NBP's table A of average rates (e.g. https://api.nbp.pl/api/exchangerates/tables/A/?format=xml) that a daily
     * job fetches for the yearly statement's PLN equivalents (decision 0079); unset: tables come only from
     * `npm run admin -- rates import-nbp FILE`.
     */
    NBP_RATES_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Largest request body accepted, in bytes (uploads have their own limit). */
    BODY_LIMIT: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    /** Trust X-Forwarded-For / X-Forwarded-Proto only behind a proxy we were told about. */
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    /** HS256 key of access tokens (>= 32 characters). Unset: generated once into DATA_DIR/secrets.json. */
    JWT_SECRET: z.string().min(32).optional(),
    /** Key that encrypts TOTP secrets (AES-256-GCM, >= 32 characters). Unset: generated and kept like JWT_SECRET. */
    APP_ENCRYPTION_KEY: z.string().min(32).optional(),
    /** Lifetime of an access token (JWT). */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30)
      .default(15 * 60),
    /** Lifetime of a refresh token (each rotation starts a new one). */
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 24 * 3600),
    /**
     * Seconds after its rotation during which a refresh token presented again answers the same successor (a client
     * that raced or retried); later, a second use revokes the session (decision 0022). 0: every second use revokes.
     */
    REFRESH_REUSE_INTERVAL_S: z.coerce.number().int().min(0).max(300).default(10),
    /**
     * Acknowledgements of complaints sent through the public form or API that one landing mails per day (UTC).
     * Past it a complaint is still received and kept, but its acknowledgement is not mailed; the first one past
     * it is logged as a warning (decision 0053).
     */
    COMPLAINT_ACK_LIMIT_PER_LANDING_PER_DAY: z.coerce.number().int().positive().default(200),
    /** Calls of one /auth route per client IP per window. */
    RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
    /** Calls concerning one account (e-mail, session, challenge) per window. */
    RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    /** Length of a rate-limit window. */
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Failed sign-ins of one address on one account (every sign-in route together) before that address waits. */
    SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(10),
    /** How long such an address waits; failures are counted in windows of this length too. */
    SIGN_IN_ADDRESS_WAIT_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /** Failed sign-ins on one account from all addresses before every failing address gets a growing delay. */
    SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(20),
    /** Cap of that delay (1 s at the threshold, doubling with each further failure). */
    SIGN_IN_DELAY_MAX_SECONDS: z.coerce.number().int().positive().default(120),
    /** smtp(s)://user:pass@host:port: e-mails are delivered through it. Unset: they only go to the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'expected smtp://... or smtps://...')
      .optional(),
    /** Sender address of e-mails; "{host}" is replaced by the landing's first host. */
    MAIL_FROM: z.string().min(3).default('no-reply@{host}'),
    /** Scheme and port of links in e-mails (the host is always the landing's own, never the request's). */
    PUBLIC_URL_SCHEME: z.enum(['http', 'https']).default('http'),
    /** Port of links in e-mails; unset: PORT. Left out of links when it is the scheme's default (80/443). */
    PUBLIC_URL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Show the outbox at /mailbox even in production (it is always shown when NODE_ENV is not production). */
    MAILBOX_ENABLED: z
      .enum(['true', 'false', '1', '0'])
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  })
  .superRefine((value, ctx) => {
    if (value.STORAGE_DRIVER === 's3' && !value.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with STORAGE_DRIVER=s3' });
    // Several server copies on one PostgreSQL must sign and encrypt with the same keys: no per-machine file.
    if (value.NODE_ENV !== 'production' || !value.DATABASE_URL) return;
    for (const key of ['JWT_SECRET', 'APP_ENCRYPTION_KEY'] as const) {
      if (!value[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'required in production with DATABASE_URL' });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses an environment; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}

let cached: Env | undefined;
/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
