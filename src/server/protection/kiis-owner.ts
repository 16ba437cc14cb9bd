// The project owner's own key investment information sheet (ECSPR Art. 23(2): "drawn up by the project owner";
// decision 0069). The operator uploads the owner's PDF per campaign and language (`npm run admin -- kiis upload`)
// with the name of who is responsible for it and their statement of responsibility (Annex I, Part A (b)); each
// upload is a new version of the campaign's sheet. An investor is given the owner's file (in their language where
// there is one, else in the other), the sheet generated from the campaign's data only while the owner has none;
// every first opening of a version is recorded with the offer, and an acceptance needs the current one received.
import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Language } from '../../lib/language';
import { KIIS_FILE_MAX_BYTES, KIIS_MAX_PAGES, type KiisFile } from '../../lib/contracts/kiis';
import type { DbOrTx } from '../db/client';
import { campaignKiis, type CampaignKiisRow, type CampaignRow } from '../db/schema';
import { ValidationError } from '../errors/validation-error';
import type { FileStorage } from '../storage/file-storage';
import { verifiedStream } from '../storage/verified-stream';
import type { Clock } from '../runtime-types';
import { currentKiis } from './kiis';

/** The pages of a PDF, or null when it cannot be read as one (pdf.js, the reader Firefox uses). */
async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  if (bytes.length < 5 || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return null;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const doc = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      useSystemFonts: false,
      isEvalSupported: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
    const pages = doc.numPages;
    await doc.destroy();
    return pages;
  } catch {
    return null;
  }
}

export interface OwnerKiisUpload {
  language: Language;
  bytes: Uint8Array;
  /** Who is responsible for the sheet: names and functions, or a company's name and registered office. */
  ownerName: string;
  /** Their statement of responsibility, in the sheet's language. */
  statement: string;
}

const violation = (propertyPath: string, title: string, message: string) =>
  new ValidationError([{ propertyPath, title, message }]);

/** The file checked: a PDF pdf.js can read, at most KIIS_FILE_MAX_BYTES and six pages (Art. 23(7)). */
async function checkedFile(bytes: Uint8Array): Promise<{ pages: number }> {
  if (bytes.length === 0) throw violation('file', 'kiis.file.empty', 'the file is empty');
  if (bytes.length > KIIS_FILE_MAX_BYTES)
    throw violation('file', 'kiis.file.tooLarge', `${bytes.length} bytes, at most ${KIIS_FILE_MAX_BYTES}`);
  const pages = await pdfPageCount(bytes);
  if (pages === null) throw violation('file', 'kiis.file.notPdf', 'not a PDF that can be read');
  if (pages > KIIS_MAX_PAGES) throw violation('file', 'kiis.tooLong', `${pages} pages, at most ${KIIS_MAX_PAGES}`);
  return { pages };
}

/**
 * A new version of the campaign's sheet holding the owner's file in `language` (the other language's file, the
 * owner's name and statements carried over from the version before). The file is stored first and removed again
 * when the version cannot be recorded, so a refusal leaves nothing behind.
 */
export async function uploadOwnerKiis(
  q: DbOrTx,
  storage: FileStorage,
  clock: Clock,
  campaign: CampaignRow,
  upload: OwnerKiisUpload,
): Promise<CampaignKiisRow> {
  const { pages } = await checkedFile(upload.bytes);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const storageKey = `${randomBytes(16).toString('hex')}.pdf`;
  const staged = join(await storage.stagingDirectory(), `.kiis-${storageKey}`);
  await writeFile(staged, upload.bytes, { mode: 0o600 });
  await storage.putFile(storageKey, staged, { size: upload.bytes.length, contentType: 'application/pdf', sha256 });
  try {
    const current = await currentKiis(q, clock, campaign.id);
    const file: KiisFile = { storageKey, sha256, size: upload.bytes.length, pages };
    const [row] = await q
      .insert(campaignKiis)
      .values({
        campaignId: campaign.id,
        landingId: campaign.landingId,
        version: current.version + 1,
        content: current.content,
        generated: false,
        ownerName: upload.ownerName,
        ownerStatement: { ...current.ownerStatement, [upload.language]: upload.statement },
        files: { ...current.files, [upload.language]: file },
        createdAt: clock.now(),
      })
      .returning();
    return row!;
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
}

/** The owner's file an investor reading `language` is given: theirs, else the other language's; null: none. */
export function ownerFileFor(
  kiis: Pick<CampaignKiisRow, 'files'>,
  language: Language,
): { language: Language; file: KiisFile } | null {
  const files = kiis.files ?? {};
  const other: Language = language === 'pl' ? 'en' : 'pl';
  if (files[language]) return { language, file: files[language] };
  if (files[other]) return { language: other, file: files[other] };
  return null;
}

/** The owner's stored file as a readable stream, its checksum verified as it streams; null when it is gone. */
export async function openOwnerFile(
  storage: FileStorage,
  file: KiisFile,
  onMismatch: () => void,
): Promise<{ stream: Readable; size: number } | null> {
  const stored = await storage.open(file.storageKey);
  if (!stored) return null;
  return { stream: verifiedStream(stored.stream, file.sha256, onMismatch), size: stored.size };
}
