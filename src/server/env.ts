import { z } from 'zod';

/** The server's configuration, parsed once from the environment. Nothing else reads process.env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Where the embedded database (PGlite) and uploads live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Largest request body accepted, in bytes (uploads have their own limit). */
  BODY_LIMIT: z.coerce.number().int().positive().default(1024 * 1024),
  /** Trust X-Forwarded-For / X-Forwarded-Proto only behind a proxy we were told about. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
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
