// The name an uploaded file is shown and downloaded under (docs/decisions/0024). It comes from the client's name,
// which is the uploader's word and may be hostile: paths, control characters, bidirectional overrides that make
// "invoice<U+202E>fdp.html" read as "invoicelmth.pdf", or an extension that does not match the content. The name
// keeps the readable part and always ends with an extension of the type the content was sniffed as, so a PDF
// uploaded as evil.html is evil.pdf. It is never used as a path (files are stored under random keys).

import { UPLOAD_EXTENSIONS } from './upload-limits';

/** Extensions per accepted media type (the upload limits' list); the first is given when the name has none of them. */
const EXTENSIONS: Readonly<Record<string, readonly string[] | undefined>> = UPLOAD_EXTENSIONS;

/**
 * Removed from names: control characters (C0, DEL, C1), format characters (the bidirectional embeddings,
 * overrides and isolates U+202A-U+202E and U+2066-U+2069, the marks U+200E, U+200F and U+061C, zero-width
 * characters, the byte order mark), line and paragraph separators, lone surrogates, and double quotes.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}"]/gu;

/** Longest name kept, in characters (code points), extension included. */
const MAX_NAME_LENGTH = 200;

/**
 * The safe name of a file of `mediaType` sent as `raw`: the base name without paths, unsafe characters, leading
 * dots and trailing dots or spaces, at most 200 characters, ending with an extension of the media type (the
 * client's one when it fits the type, else the type's own replaces it). "file.<ext>" when nothing is left.
 * Applying it to its own result changes nothing.
 */
export function safeFileName(raw: string | undefined, mediaType: string): string {
  const allowed = EXTENSIONS[mediaType] ?? ['bin'];
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(UNSAFE, '')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  const dot = clean.lastIndexOf('.');
  const given = dot >= 0 ? clean.slice(dot + 1) : '';
  const keep = allowed.includes(given.toLowerCase());
  const extension = keep ? given : allowed[0]!;
  const stem = (dot >= 0 ? clean.slice(0, dot) : clean).replace(/[\s.]+$/, '');
  const room = MAX_NAME_LENGTH - extension.length - 1;
  const short = [...stem]
    .slice(0, room)
    .join('')
    .replace(/[\s.]+$/, '');
  return `${short || 'file'}.${extension}`;
}
