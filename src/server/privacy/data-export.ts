// The investor's export of their data (GDPR Art. 15 and 20; issue 20, decision 0054): asked for in the panel, prepared
// by a job of its own queue (export-archive.ts), downloadable by the investor alone for seven days, then deleted by
// the same queue's periodic scan. One export is prepared at a time (409 while one is).
import { and, desc, eq, lte } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { DataExportView, ErasureView, PrivacyView } from '../../lib/contracts/privacy';
import type { AppDeps, AuthContext } from '../app/app-env';
import { recordAudit } from '../auth/audit';
import { enforceRateLimit, rateLimitKey } from '../auth/rate-limit';
import type { DbOrTx } from '../db/client';
import { dataExports, erasureRequests, users, type DataExportRow } from '../db/schema';
import { describeError } from '../errors/describe-error';
import { ERROR_CODES } from '../errors/codes';
import { ForbiddenError, HttpError, NotFoundError } from '../errors/http-error';
import { isFinalFailure, type JobHandler } from '../jobs/job-queue';
import type { Clock } from '../runtime-types';
import { downloadResponse } from '../uploads/offer-attachments';
import { buildExport, type ExportDeps } from './export-archive';
import { isUuid } from '../../lib/validation/patterns';

export const DATA_EXPORT_QUEUE = 'privacy.exports';
/** The periodic scan that deletes expired exports. */
export const DATA_EXPORT_SCAN_EVERY_MS = 60 * 60_000;

class DataExportInProgressError extends HttpError {
  constructor() {
    super(409, 'errors.dataExportInProgress', ERROR_CODES.dataExportInProgress);
  }
}

class DataExportNotReadyError extends HttpError {
  constructor(status: string) {
    super(409, 'errors.dataExportNotReady', ERROR_CODES.dataExportNotReady, { status });
  }
}

class DataExportExpiredError extends HttpError {
  constructor() {
    super(410, 'errors.dataExportExpired', ERROR_CODES.dataExportExpired);
  }
}

/** The data subject's own requests only: a coordinator viewing a panel as someone may not make them. */
export function refuseImpersonation(auth: AuthContext): void {
  if (auth.impersonatorUserId) throw new ForbiddenError('Only the investor makes GDPR requests');
}

const isExpired = (row: DataExportRow, now: Date) =>
  row.status === 'expired' || (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);

function exportView(row: DataExportRow, now: Date): DataExportView {
  return {
    id: row.id,
    status: isExpired(row, now) ? 'expired' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
  };
}

/** GET /investor-api/privacy: the investor's exports and erasure answers, newest first. */
export async function privacyView(q: DbOrTx, clock: Clock, auth: AuthContext): Promise<PrivacyView> {
  const now = clock.now();
  const exports = await q
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.investorUserId, auth.userId), eq(dataExports.landingId, auth.landingId)))
    .orderBy(desc(dataExports.seq))
    .limit(20);
  const erasures = await q
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.investorUserId, auth.userId), eq(erasureRequests.landingId, auth.landingId)))
    .orderBy(desc(erasureRequests.seq))
    .limit(20);
  return {
    exports: exports.map((row) => exportView(row, now)),
    erasures: erasures.map((row): ErasureView => ({
      id: row.id,
      requestedAt: row.requestedAt.toISOString(),
      outcome: row.outcome,
    })),
  };
}

/** Copies one investor may ask for a day: each holds all their files for seven days and sends an e-mail. */
const EXPORTS_PER_DAY = 3;

/**
 * POST /investor-api/privacy/export: a pending export and its job (409 while one is being prepared; 429 after
 * EXPORTS_PER_DAY a day).
 */
export async function requestDataExport(deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>, auth: AuthContext) {
  refuseImpersonation(auth);
  const now = deps.clock.now();
  await enforceRateLimit(deps, {
    key: rateLimitKey('data-exports', auth.userId),
    limit: EXPORTS_PER_DAY,
    windowSeconds: 86_400,
  });
  return deps.database.db.transaction(async (tx) => {
    // The account's row serialises two requests at once: the second sees the first's export.
    const [investor] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, auth.userId), eq(users.landingId, auth.landingId)))
      .for('update');
    if (!investor) throw new NotFoundError();
    const [pending] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.investorUserId, investor.id), eq(dataExports.status, 'pending')))
      .limit(1);
    if (pending) throw new DataExportInProgressError();
    const [row] = await tx
      .insert(dataExports)
      .values({ landingId: auth.landingId, investorUserId: investor.id, status: 'pending', requestedAt: now })
      .returning();
    await deps.jobs.enqueue(tx, { queue: DATA_EXPORT_QUEUE, payload: { exportId: row!.id }, runAt: now });
    await recordAudit(tx, deps.clock, {
      action: 'data-export-requested',
      landingId: auth.landingId,
      actorUserId: investor.id,
      subjectUserId: investor.id,
      details: { exportId: row!.id },
    });
    return exportView(row!, now);
  });
}

/**
 * GET /investor-api/privacy/export/{id}: the ZIP, to its investor only (404 for anyone else's or a malformed id), when
 * ready (409 e8686064 before, or after a failure) and not expired (410 0ddcf23d). Records the download.
 */
export async function dataExportResponse(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>,
  auth: AuthContext,
  id: string,
): Promise<Response> {
  refuseImpersonation(auth);
  if (!isUuid(id)) throw new NotFoundError('Export not found');
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id.toLowerCase()),
        eq(dataExports.investorUserId, auth.userId),
        eq(dataExports.landingId, auth.landingId),
      ),
    );
  if (!row) throw new NotFoundError('Export not found');
  const now = deps.clock.now();
  if (isExpired(row, now)) throw new DataExportExpiredError();
  if (row.status !== 'ready' || !row.storageKey) throw new DataExportNotReadyError(row.status);
  const file = await deps.storage.open(row.storageKey);
  if (!file) {
    deps.logger.error('privacy: a ready export has no file', { exportId: row.id, driver: deps.storage.driver });
    throw new DataExportExpiredError();
  }
  await db.update(dataExports).set({ downloadedAt: now }).where(eq(dataExports.id, row.id));
  await recordAudit(db, deps.clock, {
    action: 'data-export-downloaded',
    landingId: auth.landingId,
    actorUserId: auth.userId,
    subjectUserId: auth.userId,
    details: { exportId: row.id },
  });
  const day = (row.readyAt ?? now).toISOString().slice(0, 10);
  return downloadResponse(Readable.toWeb(file.stream) as ReadableStream, {
    contentType: 'application/zip',
    fileName: `data-export-${day}.zip`,
    size: file.size,
  });
}

/** The scan: ready exports past their seven days lose their file and become expired. Answers how many. */
async function expireDataExports(deps: Pick<AppDeps, 'database' | 'clock' | 'storage'>): Promise<number> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const due = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .limit(1000);
  for (const row of due) {
    if (row.storageKey) await deps.storage.remove(row.storageKey);
    await db
      .update(dataExports)
      .set({ status: 'expired', storageKey: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'ready')));
  }
  return due.length;
}

/**
 * The queue's handler: {exportId} prepares that export (after its last failed attempt it is marked failed; the log
 * names the export, never its contents); {} is the periodic scan.
 */
export const dataExportJob =
  (deps: ExportDeps): JobHandler =>
  async (payload, job) => {
    const exportId = typeof payload.exportId === 'string' ? payload.exportId : null;
    if (!exportId) {
      const expired = await expireDataExports(deps);
      if (expired > 0) deps.logger.info('privacy: expired exports deleted', { count: expired });
      return;
    }
    try {
      await buildExport(deps, exportId);
    } catch (error) {
      const final = isFinalFailure(job, error);
      deps.logger.warn(`privacy: an export ${final ? 'failed' : 'will be retried'}`, {
        exportId,
        attempts: job.attempts,
        error: describeError(error).error,
      });
      if (final)
        await deps.database.db
          .update(dataExports)
          .set({ status: 'failed' })
          .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
      throw error;
    }
  };
