// The upload failures, in the spec's error body (SPEC section 3). Nothing is stored when one is thrown.
import { V } from '../../lib/validation/keys';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { MAX_FILES_PER_OFFER, MAX_OFFER_UPLOAD_BYTES, MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from './upload-limits';

/** 413: the file is over MAX_UPLOAD_BYTES (parameters.limit in bytes). */
export class UploadTooLargeError extends HttpError {
  constructor() {
    super(413, 'The file is too large', ERROR_CODES.payloadTooLarge, { limit: MAX_UPLOAD_BYTES });
  }
}

/** 415: the content is not a PDF, JPEG or PNG (whatever its name says). */
export class UploadTypeError extends HttpError {
  constructor() {
    super(415, 'Only PDF, JPEG and PNG files are accepted', ERROR_CODES.unsupportedMediaType, {
      expected: UPLOAD_MEDIA_TYPES.join(', '),
    });
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

/** 409: the offer already has MAX_FILES_PER_OFFER files (parameters.limit). */
export class UploadFileCountError extends HttpError {
  constructor() {
    super(409, 'The offer already has the largest number of files', ERROR_CODES.uploadFileCountLimit, {
      limit: MAX_FILES_PER_OFFER,
    });
  }
}

/** 413: with this file the offer's files would pass MAX_OFFER_UPLOAD_BYTES (parameters.limit, parameters.remaining). */
export class UploadOfferSizeError extends HttpError {
  constructor(usedBytes: number) {
    super(413, "The offer's files would be too large together", ERROR_CODES.uploadOfferSizeLimit, {
      limit: MAX_OFFER_UPLOAD_BYTES,
      remaining: Math.max(0, MAX_OFFER_UPLOAD_BYTES - usedBytes),
    });
  }
}

/**
 * 409: the landing's storage quota (UPLOAD_QUOTA_PER_LANDING_BYTES) is used up. The quota itself is the
 * operator's business, not the visitor's: the body names no number, the log does.
 */
export class UploadQuotaError extends HttpError {
  constructor() {
    super(409, 'There is no room for more files at the moment', ERROR_CODES.uploadQuotaExceeded);
  }
}
