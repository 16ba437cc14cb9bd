// What a runtime's upload storage holds, on either driver: the stored keys and any staged file left behind.
import { readdir } from 'node:fs/promises';
import type { Runtime } from '../../src/server/runtime';

export async function storedFiles(runtime: Pick<Runtime, 'storage'>): Promise<string[]> {
  const names: string[] = [];
  for await (const key of runtime.storage.keys()) names.push(key);
  const staged = await readdir(await runtime.storage.stagingDirectory());
  return [...names, ...staged.filter((name) => name.startsWith('.'))].sort();
}
