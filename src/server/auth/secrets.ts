import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';

/** The keys of this deployment: HS256 key of access tokens, AES-256 key of TOTP secrets. */
export interface ServerSecrets {
  jwtKey: Buffer;
  encryptionKey: Buffer;
}

type SecretsEnv = Pick<Env, 'JWT_SECRET' | 'APP_ENCRYPTION_KEY' | 'DATA_DIR'>;

const SECRETS_FILE = 'secrets.json';
const MEMORY = 'memory://';

// The configured strings may be any length >= 32; the keys are their SHA-256 so both are exactly 32 bytes.
const toKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();
const generate = () => randomBytes(32).toString('base64url');

interface StoredSecrets {
  jwtSecret: string;
  encryptionKey: string;
}

/**
 * The embedded-database demo keeps generated keys beside its data, readable by the owner only, so tokens and
 * TOTP secrets survive a restart. With DATABASE_URL in production env.ts requires both variables instead.
 */
function fileSecrets(dataDir: string): StoredSecrets {
  const path = join(dataDir, SECRETS_FILE);
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Partial<StoredSecrets>;
    if (typeof stored.jwtSecret === 'string' && typeof stored.encryptionKey === 'string') {
      return { jwtSecret: stored.jwtSecret, encryptionKey: stored.encryptionKey };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const created = { jwtSecret: generate(), encryptionKey: generate() };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return created;
}

// One set per parsed environment: a process has one, tests create several (each with its own memory keys).
const cache = new WeakMap<SecretsEnv, ServerSecrets>();

/**
 * The keys: from JWT_SECRET / APP_ENCRYPTION_KEY, else generated (in memory for DATA_DIR=memory://, else kept in
 * DATA_DIR/secrets.json).
 */
export function serverSecrets(env: SecretsEnv): ServerSecrets {
  const cached = cache.get(env);
  if (cached) return cached;
  let stored: StoredSecrets | undefined;
  const fallback = (): StoredSecrets =>
    (stored ??=
      env.DATA_DIR === MEMORY ? { jwtSecret: generate(), encryptionKey: generate() } : fileSecrets(env.DATA_DIR));
  const secrets: ServerSecrets = {
    jwtKey: toKey(env.JWT_SECRET ?? fallback().jwtSecret),
    encryptionKey: toKey(env.APP_ENCRYPTION_KEY ?? fallback().encryptionKey),
  };
  cache.set(env, secrets);
  return secrets;
}
