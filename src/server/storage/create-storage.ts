// The storage of this process, by STORAGE_DRIVER (decision 0038).
import type { Env } from '../env';
import type { Logger } from '../runtime-types';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

export function createFileStorage(env: Env, logger: Logger): FileStorage {
  return env.STORAGE_DRIVER === 's3' ? createS3Storage(env, logger) : createDiskStorage(env);
}
