// The file of a multipart/form-data upload, streamed (busboy) from the request straight into the storage's
// staging file: the body is never held in memory, only the first bytes that tell the file's type. Text fields are
// checked like any form's. Nothing a client sends is dropped unsaid: a file part under another name than `file`, a
// second file part or more fields than the form takes refuse the whole form (400, a violation naming the part).
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'hono';
import { checkFormFields, UploadedFileName } from '../app/input-hygiene';
import { printable, unsafeViolation } from '../../lib/validation/text-hygiene';
import { ValidationError } from '../errors/validation-error';
import { V } from '../../lib/validation/keys';
import { ERROR_CODES } from '../errors/codes';
import { BadRequestError, HttpError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/http-error';
import { UPLOAD_REQUEST_LIMIT } from './upload-limits';
import type { FileStorage } from '../storage/file-storage';
import { UploadMissingError } from './upload-errors';
import { stageUpload, type StagedUpload } from './upload-store';

const malformed = () => new BadRequestError('Malformed multipart body', ERROR_CODES.incorrectFormData);

/** The most text fields a form takes; the one beyond is refused, named. */
const MAX_FIELDS = 20;
/**
 * The most parts the parser reads. The fields and the file are refused well before it (MAX_FIELDS + 1 at most),
 * so only parts that carry no name (no Content-Disposition) can reach it; a body of such parts is refused whole.
 */
const MAX_PARTS = 40;

/**
 * A file part other than the form's one `file`: a second file, or a file under another name. The part's name is
 * the violation's property path, with an unsafe character shown as U+FFFD (the parser gives no name: '').
 */
function unreadFilePart(name: string | undefined): ValidationError {
  if (name === 'file')
    return new ValidationError(
      [{ propertyPath: 'file', title: V.oneFileOnly, message: V.oneFileOnly }],
      'Only one file can be sent',
    );
  const propertyPath = printable(name ?? '');
  return new ValidationError(
    [{ propertyPath, title: V.unexpectedFile, message: V.unexpectedFile }],
    'The form takes no file under this name',
  );
}

/** The text field beyond MAX_FIELDS, named (parameters.limit). */
class TooManyFieldsError extends HttpError {
  constructor(name: string | undefined) {
    super(400, 'The form has too many fields', ERROR_CODES.violations, { limit: MAX_FIELDS }, [
      { propertyPath: printable(name ?? ''), title: V.tooManyFields, message: V.tooManyFields },
    ]);
  }
}

// A control character in a part's header (a field or file name with NUL, BEL, ...) makes the part unreadable to
// the parser, which skips it silently: the raw bytes are watched for such a header (right after a boundary line,
// so a file's own bytes never count) so that the answer names the part (400 with an unsafe-character violation)
// instead of losing it.
const CONTROL = '[\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f]';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function watchPartHeaders(source: Readable, boundary: string): () => string | null {
  const unsafeHeader = new RegExp(
    `\\r\\n--${escaped(boundary)}\\r\\n(?:[^\\r\\n]+\\r\\n)*?Content-Disposition:[^\\r\\n]*?${CONTROL}[^\\r\\n]*`,
    'i',
  );
  let carry = '\r\n';
  let unsafe: string | null = null;
  const watch = (chunk: Buffer) => {
    const text = carry + chunk.toString('latin1');
    const found = unsafeHeader.exec(text);
    if (found) {
      const name = /\bname="([^"]*)"/i.exec(found[0])?.[1] ?? 'file';
      unsafe = Buffer.from(name, 'latin1').toString('utf8').replace(new RegExp(CONTROL, 'g'), '\ufffd');
      source.off('data', watch);
    }
    carry = text.slice(-2048);
  };
  source.on('data', watch);
  return () => unsafe;
}

const fieldsOfRefusals = new WeakMap<object, ReadonlyMap<string, string>>();

/** The text fields a refused form had given before its refusal (for a page that shows the form again). */
export const fieldsBeforeRefusal = (error: unknown): ReadonlyMap<string, string> =>
  (typeof error === 'object' && error !== null ? fieldsOfRefusals.get(error) : undefined) ?? new Map();

/** Remembers the fields read with a refusal (see fieldsBeforeRefusal); answers the refusal. */
export function withFields<E>(error: E, fields: ReadonlyMap<string, string>): E {
  if (typeof error === 'object' && error !== null && !fieldsOfRefusals.has(error)) fieldsOfRefusals.set(error, fields);
  return error;
}

/** A file of a multipart form, staged (checked, not yet stored), with the name its client gave it. */
export interface StagedFormFile {
  staged: StagedUpload;
  fileName: string;
}

/** The parser of a multipart/form-data body, with the form's limits. */
function multipartParser(contentType: string): busboy.Busboy {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // One file and MAX_FIELDS fields are read; the parser hands over one more of each, so that the part beyond
      // is refused by its name instead of being skipped unsaid.
      limits: { files: 2, fields: MAX_FIELDS + 1, parts: MAX_PARTS, fieldSize: 64 * 1024, fieldNameSize: 200 },
    });
  } catch {
    // No boundary, or not multipart after all.
    throw malformed();
  }
}

/** Checks a text field (not truncated, no unsafe characters) and keeps it; the first of a repeated name counts. */
function keepField(
  fields: Map<string, string>,
  name: string,
  value: string,
  options: { truncated: boolean; multiLine: ((name: string) => boolean) | undefined },
): void {
  if (options.truncated) throw new ValidationError([{ propertyPath: name, message: V.maxLength }], 'Field too long');
  checkFormFields([[name, value]], options.multiLine);
  if (!fields.has(name)) fields.set(name, value);
}

/**
 * Counts the parts the parser hands over and answers the refusal of one beyond what the form takes (a 21st field, a
 * second file part, a file part under another name), or null; a flood of nameless parts fails the form at once.
 */
function partsBeyondForm(parser: busboy.Busboy, fail: (reason: unknown) => void) {
  let fields = 0;
  let files = 0;
  parser.on('partsLimit', () =>
    fail(new HttpError(400, 'Too many parts in the form', ERROR_CODES.incorrectFormData, { limit: MAX_PARTS })),
  );
  return {
    field: (name: string | undefined) => (++fields > MAX_FIELDS ? new TooManyFieldsError(name) : null),
    file: (name: string | undefined) => (++files > 1 || name !== 'file' ? unreadFilePart(name) : null),
  };
}

/** The refusal of a file name with an unsafe character (see checkFormFields), or null. */
function fileNameRefusal(fileName: string): unknown {
  try {
    checkFormFields([['file', new UploadedFileName(fileName)]]);
    return null;
  } catch (error) {
    return error;
  }
}

/**
 * However it comes (no Content-Length, parts the parser reads past), no body is read beyond the upload limit: the
 * API's body limit does not guard a page's form post.
 */
function limitBody(source: Readable, fail: (reason: unknown) => void): void {
  let total = 0;
  source.on('data', (chunk: Buffer) => {
    total += chunk.length;
    if (total > UPLOAD_REQUEST_LIMIT) fail(new PayloadTooLargeError(UPLOAD_REQUEST_LIMIT));
  });
}

/**
 * The text fields and the file (part `file`) of a multipart/form-data request, the file streamed to the storage's
 * staging area and checked (src/server/uploads/upload-store.ts). Text fields are checked for unsafe characters
 * (`multiLine` names those that may hold line breaks), at most 20 of 64 KiB each. With `fileRequired: false` a
 * form without a file, or with an empty file input (a browser sends it as a nameless empty part), reads as
 * `file: null`. A form with more is refused (400 with a violation naming the part): a second file part (an empty
 * one too), a file part under another name than `file`, a 21st field, or a flood of parts without a name. A
 * refusal discards whatever was staged.
 */
export async function readMultipartForm(
  request: Request,
  storage: FileStorage,
  options: { fileRequired: boolean; multiLine?: (name: string) => boolean },
): Promise<{ fields: Map<string, string>; file: StagedFormFile | null }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data')
    throw new UnsupportedMediaTypeError('multipart/form-data');
  const body = request.body;
  if (!body) throw new UploadMissingError(false);
  const parser = multipartParser(contentType);
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const unsafePart = watchPartHeaders(source, boundary?.[1] ?? boundary?.[2] ?? '');
  const fields = new Map<string, string>();
  return new Promise((resolve, reject) => {
    let staging: Promise<StagedFormFile> | undefined;
    let settled = false;
    const fail = (reason: unknown) => {
      const error = reason instanceof Error ? reason : new Error(String(reason));
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      // Ends the file stream being read too, so the staging underway stops and deletes its file.
      parser.destroy();
      // A file staged, or being staged, goes before the refusal is answered: the staging underway ends with the
      // destroyed file stream and deletes its file itself; one already staged is discarded here.
      const cleaned = staging?.then(({ staged }) => staged.discard()).catch(() => undefined) ?? Promise.resolve();
      void cleaned.then(() => reject(withFields(error, fields)));
    };
    const beyond = partsBeyondForm(parser, fail);
    parser.on('field', (name, value, info) => {
      const refusal = beyond.field(name);
      if (refusal) return fail(refusal);
      try {
        keepField(fields, name, value, { truncated: info.valueTruncated, multiLine: options.multiLine });
      } catch (error) {
        fail(error);
      }
    });
    parser.on('file', (name, stream, info) => {
      // The parser destroys a file stream with an error when the body ends inside it (a truncated or aborted
      // upload) or when the form is refused; that error reaches us through the parser's own 'error' (or the
      // staging's iteration). A stream without a listener would turn it into an uncaught exception, and one
      // request would stop the process; so every file stream is owned from its first moment.
      stream.on('error', () => undefined);
      const fileName = info.filename ?? '';
      const refusal = beyond.file(name) ?? fileNameRefusal(fileName);
      if (refusal || settled || (!options.fileRequired && fileName === '')) {
        stream.resume();
        if (refusal) fail(refusal);
        return;
      }
      staging = stageUpload(storage, stream).then((staged) => ({ staged, fileName }));
      staging.catch(fail);
    });
    const unsafeOr = (otherwise: () => Error) => {
      const unsafe = unsafePart();
      return unsafe !== null
        ? new ValidationError([unsafeViolation(unsafe)], 'Unsafe characters in the form')
        : otherwise();
    };
    parser.on('error', () => fail(unsafeOr(malformed)));
    parser.on('close', () => {
      if (settled) return;
      if (unsafePart() !== null || (!staging && options.fileRequired))
        return fail(unsafeOr(() => new UploadMissingError(false)));
      if (!staging) {
        settled = true;
        return resolve({ fields, file: null });
      }
      staging.then((result) => {
        if (settled) return void result.staged.discard();
        settled = true;
        resolve({ fields, file: result });
      }, fail);
    });
    source.on('error', () => fail(malformed()));
    limitBody(source, fail);
    source.pipe(parser);
  });
}

/** The file of an upload request (part `file`, required), staged; its text fields are checked and not used. */
export async function stageMultipartFile(c: Context, storage: FileStorage): Promise<StagedFormFile> {
  const { file } = await readMultipartForm(c.req.raw, storage, { fileRequired: true });
  if (!file) throw new UploadMissingError(false);
  return file;
}
