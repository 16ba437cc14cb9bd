import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Coding } from './accept-encoding';
import { TEXT_ASSET_TYPES } from './content-types';

export interface StaticFile {
  /** URL path of the original file ("/_astro/index.3f2a.js"). */
  urlPath: string;
  /** Precompressed twins that exist next to it, best first. */
  codings: Coding[];
  /** Content type for the precompressed twin (send would otherwise type "x.js.br" by its .br extension). */
  contentType: string | undefined;
  /** Hashed build output under /_astro/: the name changes when the content does, so it may be cached forever. */
  immutable: boolean;
}

/** Every servable file of the built client, keyed by decoded URL path, listed once at start. */
export type StaticManifest = ReadonlyMap<string, StaticFile>;

const COMPRESSED_SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * Lists `clientDir` (dist/client). Dotfiles and dot-directories are skipped; .br/.gz twins are not served on
 * their own but recorded on their original. A missing directory gives an empty manifest.
 */
export function scanStaticFiles(clientDir: string): StaticManifest {
  const files = new Set<string>();
  walk(clientDir, clientDir, files);
  const manifest = new Map<string, StaticFile>();
  for (const urlPath of files) {
    if (urlPath.endsWith('.br') || urlPath.endsWith('.gz')) {
      // A twin without its original is a file of its own (e.g. a downloadable archive).
      if (files.has(urlPath.slice(0, -3))) continue;
    }
    const codings = (Object.keys(COMPRESSED_SUFFIX) as Coding[]).filter((c) =>
      files.has(urlPath + COMPRESSED_SUFFIX[c]),
    );
    manifest.set(urlPath, {
      urlPath,
      codings,
      contentType: TEXT_ASSET_TYPES[extname(urlPath).toLowerCase()],
      immutable: urlPath.startsWith('/_astro/'),
    });
  }
  return manifest;
}

function walk(root: string, dir: string, out: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(root, full, out);
    else if (entry.isFile()) out.add('/' + relative(root, full).split(sep).join('/'));
  }
}

/** The manifest key of a raw (percent-encoded) request path, or undefined when it cannot be decoded. */
export function decodePath(pathname: string): string | undefined {
  if (!pathname.includes('%')) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

export { COMPRESSED_SUFFIX };
