// Preparing an investor's data export (GDPR Art. 15(3) and 20; decision 0054), run by the queue's job: everything of
// theirs on the landing as data.json (structured, machine-readable; amounts in minor units) with README.txt, and the
// stored files under files/, written as one ZIP into a staging file as it is made and then stored under a random
// key. The export becomes ready for seven days and the investor gets an e-mail with a link to the panel's page.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import { formatDate } from '../../lib/format/date';
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import { DATA_EXPORT_DAYS } from '../../lib/contracts/privacy';
import type { AppDeps } from '../app/app-env';
import { dataExports, users } from '../db/schema';
import { sendMail } from '../mail/mailer';
import { landingUrl } from '../mail/public-url';
import { dataExportReadyTemplate } from '../mail/templates/privacy';
import { verifiedStream } from '../storage/verified-stream';
import { exportAccount, exportActivity } from './export-account';
import { exportOffers, type ExportFile, type ExportInvestor } from './export-offers';
import { exportComplaints, exportKyc, exportProtection } from './export-records';
import { createZipFileWriter } from './zip-writer';
import { investorSignInPath } from '../../lib/access/investor-sign-in';

export type ExportDeps = Pick<
  AppDeps,
  'database' | 'env' | 'clock' | 'logger' | 'storage' | 'landings' | 'metrics' | 'jobs'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
const FORMAT = 'invest-platform-data-export';

const README: Record<Language, (site: string, at: string) => string> = {
  pl: (site, at) =>
    [
      `Kopia Twoich danych osobowych z ${site}, przygotowana ${at} (art. 15 i 20 RODO).`,
      '',
      'data.json – wszystkie dane w formacie JSON: konto, dane podstawowe, zgody, oferty z historią kroków,',
      '  harmonogramy wypłat, ankiety KYC z odpowiedziami, testy wiedzy, reklamacje, dziennik logowań,',
      '  wysłane e-maile i wcześniejsze żądania. Kwoty są liczbami całkowitymi w groszach (centach) waluty obok.',
      '  Czasy w UTC (ISO 8601).',
      'files/ – Twoje pliki: potwierdzenia płatności i inne załączniki ofert (files/offers/), dokumenty KYC',
      '  (files/kyc/) i załączniki reklamacji (files/complaints/). Każdy plik jest wymieniony w data.json.',
      '',
      'Kopia nie obejmuje wewnętrznych notatek i zadań pracowników ani ich ocen ryzyka: ustawa o przeciwdziałaniu',
      '  praniu pieniędzy oraz finansowaniu terroryzmu (art. 54) nakazuje zachować je w tajemnicy.',
    ].join('\n'),
  en: (site, at) =>
    [
      `A copy of your personal data at ${site}, prepared on ${at} (Articles 15 and 20 GDPR).`,
      '',
      'data.json - all the data as JSON: the account, primary data, consents, offers with their steps, payment',
      '  schedules, KYC questionnaires with the answers, knowledge tests, complaints, the sign-in log, e-mails sent',
      '  and earlier requests. Amounts are integers in the minor unit (grosze, cents) of the currency beside them.',
      '  Times are UTC (ISO 8601).',
      'files/ - your files: payment confirmations and other offer attachments (files/offers/), KYC documents',
      '  (files/kyc/) and complaint attachments (files/complaints/). Each file is listed in data.json.',
      '',
      "The copy leaves out staff's internal notes and tasks and their risk assessments: the Polish anti-money",
      '  laundering act (art. 54) requires them to be kept confidential.',
    ].join('\n'),
};

/** Everything the export holds besides the files, and the files to add. */
async function collect(deps: ExportDeps, investor: ExportInvestor, landing: Landing, now: Date) {
  const q = deps.database.db;
  const offers = await exportOffers(q, investor, landing);
  const kyc = await exportKyc(deps, q, investor);
  const complaints = await exportComplaints(q, investor);
  const data = {
    format: FORMAT,
    version: 1,
    generatedAt: now.toISOString(),
    controller: { name: landing.siteTitle },
    ...(await exportAccount(q, investor)),
    consents: offers.data.consents,
    offers: offers.data.offers,
    kyc: kyc.data,
    investorProtection: await exportProtection(q, investor),
    complaints: complaints.data,
    ...(await exportActivity(q, investor)),
    missingFiles: [] as string[],
  };
  return { data, files: [...offers.files, ...kyc.files, ...complaints.files] };
}

/** Writes the ZIP (README, data.json, then each file as it streams) into a staging file; answers its path and size. */
async function writeArchive(
  deps: ExportDeps,
  exportId: string,
  investor: ExportInvestor,
  landing: Landing,
): Promise<{ path: string; size: number; sha256: string }> {
  const now = deps.clock.now();
  const { data, files } = await collect(deps, investor, landing, now);
  // A file gone from the storage is named in data.json rather than failing the whole export.
  const present: ExportFile[] = [];
  for (const file of files) {
    if (await deps.storage.stat(file.storageKey)) present.push(file);
    else data.missingFiles.push(file.path);
  }
  if (data.missingFiles.length > 0)
    deps.logger.warn('privacy: files missing from an export', { exportId, count: data.missingFiles.length });
  const path = join(await deps.storage.stagingDirectory(), `.export-${randomBytes(12).toString('hex')}.zip`);
  const zip = createZipFileWriter(path, now);
  try {
    await zip.addBytes('README.txt', strToU8(README[investor.language](landing.siteTitle, formatDate(now))));
    await zip.addBytes('data.json', strToU8(JSON.stringify(data, null, 2)));
    for (const file of present) {
      const stored = await deps.storage.open(file.storageKey);
      if (!stored) throw new Error('A stored file went away while the export was written');
      const stream = file.sha256
        ? verifiedStream(stored.stream, file.sha256, () =>
            deps.logger.error('privacy: a stored file does not match its checksum', { exportId }),
          )
        : stored.stream;
      await zip.addStream(file.path, stream);
    }
    return { path, ...(await zip.finish()) };
  } catch (error) {
    await zip.abort();
    throw error;
  }
}

/** The job's work for one export: prepare it, store it, make it ready and tell the investor. */
export async function buildExport(deps: ExportDeps, exportId: string): Promise<void> {
  const db = deps.database.db;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== 'pending') return;
  const [user] = await db.select().from(users).where(eq(users.id, row.investorUserId));
  const landing = await deps.landings.byId(row.landingId);
  if (!user || !landing) return;
  const investor: ExportInvestor = {
    id: user.id,
    email: user.email,
    landingId: row.landingId,
    language: user.language,
  };
  const archive = await writeArchive(deps, exportId, investor, landing);
  const key = `${randomBytes(16).toString('hex')}.zip`;
  try {
    await deps.storage.putFile(key, archive.path, {
      size: archive.size,
      contentType: 'application/zip',
      sha256: archive.sha256,
    });
  } finally {
    // Gone when stored; left behind by a failed store.
    await rm(archive.path, { force: true });
  }
  const readyAt = deps.clock.now();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_DAYS * DAY_MS);
  // A transaction that fails takes the stored file with it: no copy of the data may stay where nothing finds it.
  const stored = await db
    .transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({ status: 'ready', readyAt, expiresAt, storageKey: key, sizeBytes: archive.size })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
        .returning({ id: dataExports.id });
      if (!ready) return false;
      await sendMail(
        deps,
        {
          landing,
          to: user.email,
          language: user.language,
          template: dataExportReadyTemplate,
          data: {
            requestedOn: formatDate(row.requestedAt),
            availableUntil: formatDate(expiresAt),
            link: landingUrl(deps.env, landing, investorSignInPath('/app/privacy')),
            name: user.firstName,
          },
        },
        tx,
      );
      return true;
    })
    .catch(async (error: unknown) => {
      await deps.storage.remove(key).catch(() => undefined);
      throw error;
    });
  // Erased or answered meanwhile: the file has no row to be found by.
  if (!stored) await deps.storage.remove(key);
  else deps.logger.info('privacy: export ready', { exportId, sizeBytes: archive.size });
}
