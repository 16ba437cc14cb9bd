// `npm run admin -- storage migrate --to s3` (decision 0038): copies every stored file (offer attachments, KYC
// documents, complaints' attachments, the owners' KIIS files, certificates of residence, the evidence of payout
// accounts set by hand) from the local disk to the bucket, checking the disk file against the recorded SHA-256 first
// and the stored object after. Files already in the bucket with the same checksum are left alone, so the command can
// run again (after a failure, or once more just before switching STORAGE_DRIVER) without copying anything twice.
import { createHash } from 'node:crypto';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { and, asc, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  campaignKiis,
  complaints,
  kycDocuments,
  offerAttachments,
  payoutLines,
  residenceCertificates,
} from '../db/schema';
import type { FileStorage } from './file-storage';

export interface MigrationReport {
  copied: number;
  alreadyThere: number;
  /** Keys whose file is not on the disk. */
  missing: string[];
  /** Keys whose bytes do not match the recorded checksum (on the disk, or in the bucket after the copy). */
  mismatched: string[];
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function copyOne(
  from: FileStorage,
  to: FileStorage,
  row: { storageKey: string; sha256: string; sizeBytes: number; contentType: string },
): Promise<'copied' | 'already' | 'missing' | 'mismatched'> {
  const there = await to.stat(row.storageKey);
  if (there && there.size === row.sizeBytes && there.sha256 === row.sha256) return 'already';
  const source = await from.open(row.storageKey);
  if (!source) return 'missing';
  if ((await sha256Of(source.stream)) !== row.sha256) return 'mismatched';
  // putFile consumes its file: hand it a copy, the disk keeps the original until the operator removes it.
  const staged = join(await to.stagingDirectory(), `.migrate-${row.storageKey}`);
  const sourcePath = join(await from.stagingDirectory(), row.storageKey);
  await copyFile(sourcePath, staged);
  await to.putFile(row.storageKey, staged, { size: row.sizeBytes, contentType: row.contentType, sha256: row.sha256 });
  const stored = await to.open(row.storageKey);
  if (!stored || (await sha256Of(stored.stream)) !== row.sha256) {
    await to.remove(row.storageKey);
    return 'mismatched';
  }
  return 'copied';
}

interface StoredFileRow {
  storageKey: string;
  sha256: string;
  sizeBytes: number;
  contentType: string;
}

/**
 * Every file the database names with its checksum: offer attachments, KYC documents, complaints' attachments, the
 * project owners' KIIS files (decision 0069), the evidence of certificates of residence and of payout accounts set
 * by hand (decision 0076). A data
 * export's archive is left out: it has no recorded checksum and is made again on request.
 */
async function storedFileRows(database: Database): Promise<StoredFileRow[]> {
  const db = database.db;
  const attachments = await db
    .select({
      storageKey: offerAttachments.storageKey,
      sha256: offerAttachments.sha256,
      sizeBytes: offerAttachments.sizeBytes,
      contentType: offerAttachments.contentType,
    })
    .from(offerAttachments)
    .orderBy(asc(offerAttachments.createdAt), asc(offerAttachments.id));
  const documents = await db
    .select({
      storageKey: kycDocuments.storageKey,
      sha256: kycDocuments.sha256,
      sizeBytes: kycDocuments.sizeBytes,
      contentType: kycDocuments.contentType,
    })
    .from(kycDocuments)
    .orderBy(asc(kycDocuments.createdAt), asc(kycDocuments.id));
  const complaintFiles = await db
    .select({
      storageKey: complaints.attachmentKey,
      sha256: complaints.attachmentSha256,
      sizeBytes: complaints.attachmentSize,
      contentType: complaints.attachmentType,
    })
    .from(complaints)
    .where(isNotNull(complaints.attachmentKey))
    .orderBy(asc(complaints.seq));
  const certificates = await db
    .select({
      storageKey: residenceCertificates.storageKey,
      sha256: residenceCertificates.sha256,
      sizeBytes: residenceCertificates.sizeBytes,
      contentType: residenceCertificates.contentType,
    })
    .from(residenceCertificates)
    .orderBy(asc(residenceCertificates.recordedAt), asc(residenceCertificates.id));
  const sheets = await db
    .select({ files: campaignKiis.files })
    .from(campaignKiis)
    .where(isNotNull(campaignKiis.files))
    .orderBy(asc(campaignKiis.createdAt), asc(campaignKiis.id));
  const kiisFiles = sheets.flatMap(({ files }) =>
    Object.values(files ?? {}).map((file) => ({
      storageKey: file.storageKey,
      sha256: file.sha256,
      sizeBytes: file.size,
      contentType: 'application/pdf',
    })),
  );
  const evidence = await db
    .select({
      storageKey: payoutLines.accountEvidenceKey,
      sha256: payoutLines.accountEvidenceSha256,
      sizeBytes: payoutLines.accountEvidenceSize,
      contentType: payoutLines.accountEvidenceType,
    })
    .from(payoutLines)
    .where(and(isNotNull(payoutLines.accountEvidenceKey), isNotNull(payoutLines.accountSetAt)))
    .orderBy(asc(payoutLines.accountSetAt), asc(payoutLines.id));
  const complete = [...complaintFiles, ...evidence].flatMap((row) =>
    row.storageKey && row.sha256 && row.sizeBytes !== null && row.contentType
      ? [{ storageKey: row.storageKey, sha256: row.sha256, sizeBytes: row.sizeBytes, contentType: row.contentType }]
      : [],
  );
  // A KIIS file is carried from one version to the next: each key once.
  const seen = new Set<string>();
  return [...attachments, ...documents, ...complete, ...kiisFiles, ...certificates].filter((row) =>
    seen.has(row.storageKey) ? false : (seen.add(row.storageKey), true),
  );
}

/** Copies every file the database names from `from` (the disk) to `to`; `progress` hears each key's outcome. */
export async function migrateStorage(
  database: Database,
  from: FileStorage,
  to: FileStorage,
  progress: (key: string, outcome: string) => void = () => {},
): Promise<MigrationReport> {
  const rows = await storedFileRows(database);
  const report: MigrationReport = { copied: 0, alreadyThere: 0, missing: [], mismatched: [] };
  for (const row of rows) {
    const outcome = await copyOne(from, to, row);
    progress(row.storageKey, outcome);
    if (outcome === 'copied') report.copied++;
    else if (outcome === 'already') report.alreadyThere++;
    else if (outcome === 'missing') report.missing.push(row.storageKey);
    else report.mismatched.push(row.storageKey);
  }
  return report;
}
