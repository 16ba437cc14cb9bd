// Files attached to an offer (offer_attachments): receiving an upload from a multipart request, listing an
// offer's files, and streaming one back with safe headers. Who may do which is the caller's check (the public
// link's token, the investor's own offer, the advisor's offer access).
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { ATTACHMENT_CSP } from '../app/api-headers';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { offerAttachments, type AttachmentKind, type OfferAttachmentRow, type OfferRow } from '../db/schema';
import { HttpError, NotFoundError } from '../errors/http-error';
import { ERROR_CODES } from '../errors/codes';
import type { OfferActor } from '../offers/offer-status-service';
import { safeFileName } from './file-name';
import { stageMultipartFile } from './multipart-upload';
import { MULTIPART_OVERHEAD_BYTES } from './upload-limits';
import { emitWebhookEvent } from '../webhooks/emit-event';
import { verifiedStream } from '../storage/verified-stream';
import { checkRoom, claimRoom, uploadUsage } from './upload-room';
import { isUuid } from '../../lib/validation/patterns';

/** An attachment as the APIs show it. */
export interface AttachmentView {
  id: string;
  kind: AttachmentKind;
  name: string;
  mediaType: string;
  size: number;
  /** ISO instant. */
  uploadedAt: string;
}

const attachmentView = (row: OfferAttachmentRow): AttachmentView => ({
  id: row.id,
  kind: row.kind,
  name: row.fileName,
  mediaType: row.contentType,
  size: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
});

/**
 * The same file (byte for byte) already attached to the offer (issue 36 item 6): a second upload, by a double
 * drop or a retry, is refused with 409 and the name it was kept under, instead of being taken silently.
 */
async function refuseDuplicate(tx: DbOrTx, offerId: string, sha256: string): Promise<void> {
  const [same] = await tx
    .select({ name: offerAttachments.fileName })
    .from(offerAttachments)
    .where(and(eq(offerAttachments.offerId, offerId), eq(offerAttachments.sha256, sha256)))
    .limit(1);
  if (same) throw new HttpError(409, 'errors.uploadDuplicate', ERROR_CODES.uploadDuplicate, { name: same.name });
}

/** The files of an offer, oldest first. */
export async function listAttachments(q: DbOrTx, offerId: string): Promise<AttachmentView[]> {
  const rows = await q
    .select()
    .from(offerAttachments)
    .where(eq(offerAttachments.offerId, offerId))
    .orderBy(asc(offerAttachments.createdAt), asc(offerAttachments.id));
  return rows.map(attachmentView);
}

/**
 * Stores the file of a multipart request (field `file`) for `offer` and records it. The type comes from the
 * content; the row and the file appear together or not at all. `assertOffer` refuses the offer as it is under
 * its row lock (it may have ended meanwhile); the offer's and the landing's caps are checked there too.
 */
export async function receiveUpload(
  deps: Pick<AppDeps, 'database' | 'env' | 'clock' | 'logger' | 'storage' | 'metrics' | 'jobs'>,
  c: Context,
  offer: Pick<OfferRow, 'id' | 'landingId'>,
  uploader: OfferActor,
  assertOffer: (offer: OfferRow) => void,
  kind: AttachmentKind = 'payment-confirmation',
): Promise<AttachmentView> {
  // A first look without locks, so an offer that is already full costs no write: the body's length less the
  // multipart overhead is at most the file's size. The decisive check is the one under the locks below.
  const declared = Math.max(0, Number(c.req.header('content-length') ?? 0) - MULTIPART_OVERHEAD_BYTES) || 0;
  checkRoom(deps, offer.landingId, await uploadUsage(deps.database.db, offer.id, offer.landingId), declared);
  const { staged, fileName } = await stageMultipartFile(c, deps.storage);
  try {
    // Stored before its row is written, outside the row locks (a slow bucket holds no offer); a row that does not
    // commit takes its file with it (discard below), so nothing half-written is ever referenced.
    await staged.store();
    const row = await deps.database.db.transaction(async (tx) => {
      await claimRoom(tx, deps, offer.id, staged.sizeBytes, assertOffer);
      await refuseDuplicate(tx, offer.id, staged.sha256);
      const [inserted] = await tx
        .insert(offerAttachments)
        .values({
          offerId: offer.id,
          landingId: offer.landingId,
          kind,
          fileName: safeFileName(fileName, staged.mediaType),
          contentType: staged.mediaType,
          sizeBytes: staged.sizeBytes,
          sha256: staged.sha256,
          storageKey: staged.storageKey,
          uploadedByKind: uploader.kind,
          uploadedByUserId: uploader.userId ?? null,
          createdAt: deps.clock.now(),
        })
        .returning();
      if (kind === 'payment-confirmation')
        await emitWebhookEvent(deps.jobs, tx, {
          landingId: offer.landingId,
          type: 'offer.payment_confirmation_uploaded',
          data: {
            offerId: offer.id,
            attachmentId: inserted!.id,
            mediaType: inserted!.contentType,
            size: inserted!.sizeBytes,
            uploadedBy: uploader.kind,
          },
          at: inserted!.createdAt,
        });
      return inserted!;
    });
    deps.metrics?.uploadStored(deps.storage.driver, staged.sizeBytes);
    return attachmentView(row);
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** RFC 6266 / RFC 5987: an ASCII fallback name and the exact UTF-8 name. */
function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  // Letters NFKD does not split into a base letter and a mark are spelled out first (Łódź -> Lodz).
  const spelled = name.replace(
    /[ŁłĐđØøß]/g,
    (ch) => ({ Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ø: 'O', ø: 'o', ß: 'ss' })[ch] ?? '',
  );
  const fallback =
    spelled
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file answered as a download: its type, its name (RFC 6266), nosniff, never cached, and the sandboxing CSP (a
 * PDF or image opened from here runs nothing in our origin). `size` sets Content-Length; `headers` adds more.
 */
export function downloadResponse(
  body: BodyInit,
  file: { contentType: string; fileName: string; size?: number; headers?: Record<string, string> },
): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      ...(file.size === undefined ? {} : { 'content-length': String(file.size) }),
      'content-disposition': contentDisposition('attachment', file.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': ATTACHMENT_CSP,
      ...file.headers,
    },
  });
}

/**
 * Streams attachment `attachmentId` of offer `offerId` (the caller has checked it may see the offer): its
 * stored media type, as an attachment under its safe name (safeFileName again: rows stored before it existed
 * keep their client's name), nosniff, a sandboxing CSP (kept by apiHeaders). 404 when it is not the offer's or
 * is gone.
 */
export async function attachmentResponse(
  deps: Pick<AppDeps, 'database' | 'storage' | 'logger'>,
  offerId: string,
  attachmentId: string,
): Promise<Response> {
  if (!isUuid(attachmentId)) throw new NotFoundError('Attachment not found');
  const [row] = await deps.database.db
    .select()
    .from(offerAttachments)
    .where(and(eq(offerAttachments.id, attachmentId.toLowerCase()), eq(offerAttachments.offerId, offerId)));
  if (!row) throw new NotFoundError('Attachment not found');
  return storedFileResponse(deps, row, 'an attachment', 'Attachment not found');
}

/**
 * Streams a stored upload back (an offer's attachment, a KYC questionnaire's document): its stored media type, as
 * an attachment under its safe name, checksum verified as it streams, nosniff, a sandboxing CSP, never cached.
 * 404 (`notFound`) when its file is gone from the storage.
 */
export async function storedFileResponse(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  row: { id: string; storageKey: string; sha256: string; contentType: string; fileName: string },
  what: string,
  notFound?: string,
): Promise<Response> {
  const file = await deps.storage.open(row.storageKey);
  if (!file) {
    deps.logger.error(`storage: ${what} has no file`, { fileId: row.id, driver: deps.storage.driver });
    throw new NotFoundError(notFound);
  }
  const checked = verifiedStream(file.stream, row.sha256, () =>
    deps.logger.error(`storage: ${what} does not match its checksum`, { fileId: row.id }),
  );
  return downloadResponse(Readable.toWeb(checked) as ReadableStream, {
    contentType: row.contentType,
    fileName: safeFileName(row.fileName, row.contentType),
    size: file.size,
  });
}
