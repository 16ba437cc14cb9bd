// Documents of a KYC questionnaire sent back for them (issue 19, docs/decisions/0048-kyc-review.md): the investor
// uploads them with the link's token while the form is open again (status returned) and only for a kind the
// reviewer asked for; the advisors who see the request download them. Files go through the same staging, type
// sniffing and storage as offer attachments (src/server/uploads); at most MAX_KYC_DOCUMENTS per request.
import { logKycRead, type KycReader } from './kyc-access-log';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { V } from '../../lib/validation/keys';
import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '../../lib/contracts/kyc';
import type { KycDocumentView } from '../../lib/contracts/kyc-views';
import type { AppDeps } from '../app/app-env';
import type { DbOrTx } from '../db/client';
import { kycDocuments, kycRequests, type KycDocumentRow, type KycRequestRow } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { safeFileName } from '../uploads/file-name';
import { stageMultipartFile } from '../uploads/multipart-upload';
import { storedFileResponse } from '../uploads/offer-attachments';
import { KycFormInactiveError } from './kyc-errors';
import { isUuid } from '../../lib/validation/patterns';

const MAX_KYC_DOCUMENTS = 10;

const documentView = (row: KycDocumentRow): KycDocumentView => ({
  id: row.id,
  kind: row.kind,
  name: row.fileName,
  mediaType: row.contentType,
  size: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
});

/** The documents of a request, oldest first. */
export async function listKycDocuments(q: DbOrTx, requestId: string): Promise<KycDocumentView[]> {
  const rows = await q
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.requestId, requestId))
    .orderBy(asc(kycDocuments.createdAt), asc(kycDocuments.id));
  return rows.map(documentView);
}

/** The kind of `?kind=`: one the reviewer asked for on a questionnaire sent back (400 / 409 otherwise). */
function askedKind(request: KycRequestRow, kind: string | undefined): KycDocumentKind {
  if (request.status === 'submitted') throw new KycFormInactiveError();
  if (request.status !== 'returned') throw new ConflictError('kyc.errors.documentsNotAsked');
  if (!kind || !(KYC_DOCUMENT_KINDS as readonly string[]).includes(kind))
    throw new ValidationError([{ propertyPath: 'kind', title: V.invalidValue, message: V.invalidValue }]);
  if (!(request.reviewItems ?? []).includes(kind)) throw new ConflictError('kyc.errors.documentsNotAsked');
  return kind as KycDocumentKind;
}

/**
 * POST /public-api/kyc/investor-request/{token}/documents?kind=...: stores the multipart `file` for the request
 * (found by the token). The count is checked again under the request's row lock, so parallel uploads cannot pass
 * the cap; a refused or failed upload leaves no file behind.
 */
export async function receiveKycDocument(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'metrics'>,
  c: Context,
  request: KycRequestRow,
): Promise<KycDocumentView> {
  const kind = askedKind(request, c.req.query('kind'));
  const { staged, fileName } = await stageMultipartFile(c, deps.storage);
  try {
    await staged.store();
    const row = await deps.database.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: kycRequests.status })
        .from(kycRequests)
        .where(eq(kycRequests.id, request.id))
        .for('update');
      if (locked?.status !== 'returned') throw new KycFormInactiveError();
      const [held] = await tx.select({ n: count() }).from(kycDocuments).where(eq(kycDocuments.requestId, request.id));
      if ((held?.n ?? 0) >= MAX_KYC_DOCUMENTS)
        throw new ConflictError('kyc.errors.tooManyDocuments', [
          { propertyPath: 'file', title: 'kyc.errors.tooManyDocuments', message: 'kyc.errors.tooManyDocuments' },
        ]);
      const [inserted] = await tx
        .insert(kycDocuments)
        .values({
          requestId: request.id,
          kind,
          fileName: safeFileName(fileName, staged.mediaType),
          contentType: staged.mediaType,
          sizeBytes: staged.sizeBytes,
          sha256: staged.sha256,
          storageKey: staged.storageKey,
          createdAt: deps.clock.now(),
        })
        .returning();
      return inserted!;
    });
    deps.metrics?.uploadStored(deps.storage.driver, staged.sizeBytes);
    return documentView(row);
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** DELETE /public-api/kyc/investor-request/{token}/documents/{documentId}: while the form is open again. */
export async function removeKycDocument(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  request: KycRequestRow,
  documentId: string,
): Promise<void> {
  if (request.status === 'submitted') throw new KycFormInactiveError();
  if (request.status !== 'returned') throw new ConflictError('kyc.errors.documentsNotAsked');
  if (!isUuid(documentId)) throw new NotFoundError();
  const [removed] = await deps.database.db
    .delete(kycDocuments)
    .where(and(eq(kycDocuments.id, documentId.toLowerCase()), eq(kycDocuments.requestId, request.id)))
    .returning();
  if (!removed) throw new NotFoundError();
  await deps.storage.remove(removed.storageKey).catch(() => undefined);
}

/** GET /api/advisor/kyc/investor-request/{id}/documents/{documentId}: the file, as an attachment. */
export async function kycDocumentResponse(
  deps: Pick<AppDeps, 'database' | 'storage' | 'logger' | 'clock'>,
  requestId: string,
  documentId: string,
  reader: KycReader,
): Promise<Response> {
  if (!isUuid(documentId)) throw new NotFoundError();
  const [row] = await deps.database.db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.id, documentId.toLowerCase()), eq(kycDocuments.requestId, requestId)));
  if (!row) throw new NotFoundError();
  await logKycRead(deps.database.db, deps.clock, reader, requestId, { kind: 'document', name: row.fileName });
  return storedFileResponse(deps, row, 'a KYC document');
}
