// Limits of uploaded files (payment confirmations), shared by the store, the routes and the app's body-limit
// middleware (which lets exactly these routes take a body this large: docs/decisions/0017).

/** Largest file accepted: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Most files one offer may have (docs/decisions/0024). */
export const MAX_FILES_PER_OFFER = 10;

/** Largest total size of one offer's files: 25 MB. */
export const MAX_OFFER_UPLOAD_BYTES = 25 * 1024 * 1024;

/**
 * What a multipart request may add around the file: boundaries, part headers and a long file name. 64 KiB is
 * far more than any browser sends and keeps the request limit close to the file limit.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The request body limit of the upload routes. */
export const UPLOAD_REQUEST_LIMIT = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES;

/** POST paths that take an upload (the public link's, the investor panel's, a KYC questionnaire's documents, a complaint). */
const UPLOAD_PATHS: readonly RegExp[] = [
  /^\/public-api\/campaign-offer\/[^/]+\/upload\/?$/,
  /^\/investor-api\/offer\/[^/]+\/upload\/?$/,
  /^\/public-api\/kyc\/investor-request\/[^/]+\/documents\/?$/,
  /^\/(?:public|investor)-api\/complaints\/?$/,
  // A bank statement (issue 38 item 2): the file is the body; its route reads it with the same limit.
  /^\/api\/advisor\/bank-statements\/?$/,
  // A certificate of residence with its evidence (decision 0076).
  /^\/api\/advisor\/investors\/client\/[^/]+\/residence-certificates\/?$/,
];

/**
 * PUT paths that take an upload: a held payout line's account with the investor's instruction as its evidence
 * (decision 0076, "A held line's account").
 */
const UPLOAD_PUT_PATHS: readonly RegExp[] = [/^\/api\/advisor\/payout-runs\/[^/]+\/lines\/[^/]+\/account\/?$/];

/** Whether a request is an upload, which gets UPLOAD_REQUEST_LIMIT instead of the app's BODY_LIMIT. */
export const isUploadRequest = (method: string, path: string): boolean =>
  (method === 'POST' && UPLOAD_PATHS.some((p) => p.test(path))) ||
  (method === 'PUT' && UPLOAD_PUT_PATHS.some((p) => p.test(path)));

/** The media types accepted, recognised by their first bytes (never by the name or the client's Content-Type). */
export const UPLOAD_MEDIA_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadMediaType = (typeof UPLOAD_MEDIA_TYPES)[number];

/** The file name extensions of each type; the first is the one stored and given (docs/decisions/0024). */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadMediaType, readonly [string, ...string[]]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

const SIGNATURES: ReadonlyArray<{ type: UploadMediaType; magic: readonly number[] }> = [
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** Bytes needed to tell the types apart. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));

/** The media type the content starts with, or null when it is none of the accepted ones. */
export function sniffMediaType(head: Uint8Array): { type: UploadMediaType; extension: string } | null {
  const match = SIGNATURES.find((s) => head.length >= s.magic.length && s.magic.every((byte, i) => head[i] === byte));
  return match ? { type: match.type, extension: UPLOAD_EXTENSIONS[match.type][0] } : null;
}
