// The S3-compatible driver (STORAGE_DRIVER=s3): every copy of the server reads and writes one private bucket.
// Files stream both ways (a staged upload is read from disk into the PUT; a download is the GET's body piped
// through); the SHA-256 travels as object metadata as well as in the database. Failures other than "no such
// object" are logged once with the operation and answer 503 (StorageUnavailableError).
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Env } from '../env';
import { describeError } from '../errors/describe-error';
import type { Logger } from '../runtime-types';
import { STORAGE_KEY, StorageUnavailableError, type FileStorage } from './file-storage';

type S3Env = Pick<
  Env,
  'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Client(env: S3Env): S3Client {
  return new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Our own SHA-256 is the checksum; S3-compatible servers differ in the SDK's optional ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable bucket must answer the caller soon (503), not after minutes.
    maxAttempts: 2,
    // The SDK's own console lines (a failed streaming request) would bypass our logger; we log each failure once.
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error('Malformed storage key');
  return key;
}

/** Streams a staged file into the bucket and removes the staged copy, whether the put succeeds or fails. */
async function putObject(
  client: S3Client,
  target: { Bucket: string; key: string },
  path: string,
  info: Parameters<FileStorage['putFile']>[2],
  failed: (operation: string, error: unknown) => never,
): Promise<void> {
  const body = createReadStream(path);
  // The SDK pipes the file into its request without watching the file: a read that fails would leave the put
  // waiting (and the error unowned). It cancels the put instead, which fails it like any S3 error below.
  const abort = new AbortController();
  body.on('error', (error) => abort.abort(error));
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: target.Bucket,
        Key: checkedKey(target.key),
        Body: body,
        ContentLength: info.size,
        ContentType: info.contentType,
        Metadata: { sha256: info.sha256 },
      }),
      { abortSignal: abort.signal },
    );
  } catch (error) {
    failed('put', error);
  } finally {
    body.destroy();
    await rm(path, { force: true });
  }
}

export function createS3Storage(env: S3Env, logger: Logger): FileStorage {
  const client = s3Client(env);
  const Bucket = env.S3_BUCKET!;
  let staging: Promise<string> | undefined;
  const failed = (operation: string, error: unknown): never => {
    logger.error(`storage: S3 ${operation} failed`, {
      bucket: Bucket,
      endpoint: env.S3_ENDPOINT,
      ...describeError(error),
    });
    throw new StorageUnavailableError(operation);
  };
  return {
    driver: 's3',
    stagingDirectory: () => (staging ??= mkdtemp(join(tmpdir(), 'upload-staging-'))),
    async putFile(key, path, info) {
      await putObject(client, { Bucket, key }, path, info, failed);
    },
    async open(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: got.Body as Readable, size: Number(got.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return null;
        return failed('get', error);
      }
    },
    async stat(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(head.ContentLength ?? 0), sha256: head.Metadata?.sha256 };
      } catch (error) {
        if (isMissing(error)) return null;
        return failed('head', error);
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      } catch (error) {
        if (!isMissing(error)) failed('delete', error);
      }
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        } catch (error) {
          return failed('list', error);
        }
        for (const item of page.Contents ?? []) if (item.Key && STORAGE_KEY.test(item.Key)) yield item.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
      void staging?.then((dir) => rm(dir, { recursive: true, force: true })).catch(() => undefined);
    },
  };
}
