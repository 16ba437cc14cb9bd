// A real S3-compatible server for tests (the npm package s3rver, on a free loopback port, files in a temporary
// directory), and a bucket of its own for each test app. The API run on PostgreSQL stores every upload there
// (TEST_STORAGE_DRIVER=s3, scripts/test-api.mjs), the one on PGlite on disk: the same tests, both drivers.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client } from '../../src/server/storage/s3-storage';
import { parseEnv } from '../../src/server/env';

export interface S3TestServer {
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The environment of a new bucket on the server at `endpoint` (created here). */
export async function s3BucketEnv(endpoint: string): Promise<Record<string, string>> {
  const env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: `test-${randomBytes(6).toString('hex')}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = s3Client(parseEnv(env));
  try {
    await client.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
  } finally {
    client.destroy();
  }
  return env;
}
