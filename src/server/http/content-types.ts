// Which responses are text worth compressing, and the types of the files we precompress at build time.

/** Content type of every extension scripts/build.mjs precompresses (the .br/.gz twin gets its original's type). */
export const TEXT_ASSET_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/**
 * True for text responses: text/* (except event streams, which must not be buffered by a compressor),
 * JSON, JavaScript, XML and SVG, including the +json / +xml structured suffixes.
 */
export function isCompressibleType(contentType: string | number | string[] | undefined): boolean {
  if (typeof contentType !== 'string') return false;
  const semi = contentType.indexOf(';');
  const type = (semi === -1 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
  if (type.startsWith('text/')) return type !== 'text/event-stream';
  if (!type.startsWith('application/') && !type.startsWith('image/')) return false;
  return (
    type === 'application/json' ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type === 'application/x-ndjson' ||
    type === 'image/svg+xml' ||
    type.endsWith('+json') ||
    type.endsWith('+xml')
  );
}
