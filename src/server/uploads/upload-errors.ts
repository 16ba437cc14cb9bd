// The upload failures, in the spec's error body (SPEC section 3). Nothing is stored when one is thrown.
import { V } from '../../lib/validation/keys';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from './upload-limits';

/** 413: the file is over MAX_UPLOAD_BYTES (parameters.limit in bytes). */
export class UploadTooLargeError extends HttpError {
  constructor() {
    super(413, 'The file is too large', ERROR_CODES.payloadTooLarge, { limit: MAX_UPLOAD_BYTES });
  }
}

/** 415: the content is not a PDF, JPEG or PNG (whatever its name says). */
export class UploadTypeError extends HttpError {
  constructor() {
    super(415, 'Only PDF, JPEG and PNG files are accepted', ERROR_CODES.unsupportedMediaType, { expected: UPLOAD_MEDIA_TYPES.join(', ') });
  }
}

/** 400 with a violation on `file`: no file part, or an empty file. */
export class UploadMissingError extends HttpError {
  constructor(empty: boolean) {
    super(400, empty ? 'The file is empty' : 'No file was sent', ERROR_CODES.violations, {}, [
      { propertyPath: 'file', title: V.required, message: V.required },
    ]);
  }
}
