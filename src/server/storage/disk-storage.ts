// The local-disk driver: one directory outside the web root (UPLOADS_DIR, default DATA_DIR/uploads), one file per
// key. Files are staged in the same directory under a dot-name and renamed into place, so a stored file is always
// whole. The checksum lives in the database row (the disk keeps no metadata).
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Env } from '../env';
import { STORAGE_KEY, type FileStorage } from './file-storage';

const MEMORY = 'memory://';
let memoryDir: Promise<string> | undefined;

/** The uploads directory (created when missing). With DATA_DIR=memory:// and no UPLOADS_DIR: a temporary one per process. */
export async function uploadsDirectory(env: Pick<Env, 'UPLOADS_DIR' | 'DATA_DIR'>): Promise<string> {
  if (!env.UPLOADS_DIR && env.DATA_DIR === MEMORY) {
    memoryDir ??= mkdtemp(join(tmpdir(), 'uploads-'));
    return memoryDir;
  }
  const dir = resolve(env.UPLOADS_DIR ?? join(env.DATA_DIR, 'uploads'));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

export function createDiskStorage(env: Pick<Env, 'UPLOADS_DIR' | 'DATA_DIR'>): FileStorage {
  const dir = () => uploadsDirectory(env);
  const pathOf = async (key: string) => (STORAGE_KEY.test(key) ? join(await dir(), key) : null);
  return {
    driver: 'disk',
    stagingDirectory: dir,
    async putFile(key, path) {
      const target = await pathOf(key);
      if (!target) throw new Error('Malformed storage key');
      try {
        await rename(path, target);
      } catch (error) {
        // A staging file on another file system (the migration's source, say): copy, then drop the original.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(path, target, constants.COPYFILE_EXCL);
        await rm(path, { force: true });
      }
    },
    async open(key) {
      const path = await pathOf(key);
      const info = path ? await stat(path).catch(() => null) : null;
      if (!path || !info?.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    },
    async stat(key) {
      const path = await pathOf(key);
      const info = path ? await stat(path).catch(() => null) : null;
      return info?.isFile() ? { size: info.size } : null;
    },
    async remove(key) {
      const path = await pathOf(key);
      if (path) await rm(path, { force: true });
    },
    async *keys() {
      for (const name of await readdir(await dir())) if (STORAGE_KEY.test(name)) yield name;
    },
    async check() {
      await access(await dir(), constants.W_OK);
    },
    close() {},
  };
}
