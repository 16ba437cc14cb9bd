// Certificates of residence of an investor (issue 38 item 3; decision 0076, "Certificates of residence"): the money
// desk records one with its evidence file (a multipart upload, stored as the other uploads are), lists them,
// downloads the evidence and withdraws one recorded by mistake or replaced. Nothing is ever deleted: the payer keeps
// the evidence with its tax records. The payout run reads the ones in force (`certificatesInForce`) and withholds
// the treaty's rate on the days one covers. A coordinator of the landing or its compliance officer; audited.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../app/app-env';
import { COUNTRY_CODES, isCountryCode } from '../advisors/countries';
import { actedBy, recordAudit } from '../auth/audit';
import type { DbOrTx } from '../db/client';
import { residenceCertificates, users, type ResidenceCertificateRow } from '../db/schema';
import { landingInvestor } from '../offers/client/landing-investor';
import { ERROR_CODES } from '../errors/codes';
import { HttpError, NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { assertMoneyDesk, type MoneyCaller } from '../payments/bank-desk';
import { safeFileName } from '../uploads/file-name';
import { readMultipartForm } from '../uploads/multipart-upload';
import { UploadMissingError } from '../uploads/upload-errors';
import { storedFileResponse } from '../uploads/offer-attachments';
import type { Violation } from '../../lib/contracts/error-body';
import type {
  ResidenceCertificateStatus,
  ResidenceCertificateView,
  ResidenceCertificates,
} from '../../lib/contracts/residence-certificate';
import { V } from '../../lib/validation/keys';
import { isUuid } from '../../lib/validation/patterns';
import { retaxDrafts } from './payout-retax';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>;

/** Today (UTC) by the clock, YYYY-MM-DD. */
const dayOf = (clock: Deps['clock']) => clock.now().toISOString().slice(0, 10);

/** The fields of a certificate, checked. */
interface CertificateFields {
  country: string;
  rateBasisPoints: number;
  validFrom: string;
  validTo: string;
}

const FIELDS = ['country', 'rateBasisPoints', 'validFrom', 'validTo'] as const;

const violation = (propertyPath: string, message: string): Violation => ({ propertyPath, title: message, message });

const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * The form's fields as a certificate: 400 (violations) for a field missing or not of its shape (two letters, a whole
 * number, a day YYYY-MM-DD), then 422 `residenceCertificateInvalid` for what they say: a country that is not a known
 * one or is Poland, a rate outside 0..10000 basis points, the last day before the first.
 */
function checkedFields(fields: ReadonlyMap<string, string>): CertificateFields {
  const value = (name: string) => (fields.get(name) ?? '').trim();
  const shape: Violation[] = [];
  for (const name of FIELDS) if (!value(name)) shape.push(violation(name, V.required));
  const country = value('country').toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country)) shape.push(violation('country', V.invalidValue));
  const rate = value('rateBasisPoints');
  if (rate && !/^-?\d{1,9}$/.test(rate)) shape.push(violation('rateBasisPoints', V.number));
  for (const name of ['validFrom', 'validTo'] as const)
    if (value(name) && !isDay(value(name))) shape.push(violation(name, V.invalidDate));
  if (shape.length > 0) throw new ValidationError(shape, 'The certificate form is incomplete');

  const certificate = {
    country,
    rateBasisPoints: Number(rate),
    validFrom: value('validFrom'),
    validTo: value('validTo'),
  };
  const wrong: Violation[] = [];
  if (country === 'PL') wrong.push(violation('country', V.certificateCountryPoland));
  else if (!isCountryCode(country)) wrong.push(violation('country', V.invalidValue));
  if (certificate.rateBasisPoints < 0 || certificate.rateBasisPoints > 10_000)
    wrong.push(violation('rateBasisPoints', V.certificateRate));
  if (certificate.validTo < certificate.validFrom) wrong.push(violation('validTo', V.certificateDates));
  if (wrong.length > 0)
    throw new HttpError(422, 'errors.residenceCertificateInvalid', ERROR_CODES.residenceCertificateInvalid, {}, wrong);
  return certificate;
}

const personName = (person: { firstName: string | null; surname: string | null; email: string } | undefined) =>
  person ? [person.firstName, person.surname].filter(Boolean).join(' ') || person.email : null;

/** Where the certificate stands on `today` (YYYY-MM-DD). */
function statusOn(row: ResidenceCertificateRow, today: string): ResidenceCertificateStatus {
  if (row.withdrawnAt) return 'withdrawn';
  if (today < row.validFrom) return 'upcoming';
  return today > row.validTo ? 'expired' : 'in-force';
}

async function views(q: DbOrTx, rows: ResidenceCertificateRow[], today: string): Promise<ResidenceCertificateView[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.recordedByUserId, row.withdrawnByUserId]).filter((id) => id !== null)),
  ];
  const people =
    ids.length === 0
      ? []
      : await q
          .select({ id: users.id, firstName: users.firstName, surname: users.surname, email: users.email })
          .from(users)
          .where(inArray(users.id, ids));
  const name = (id: string | null) => (id ? personName(people.find((p) => p.id === id)) : null);
  return rows.map((row) => ({
    id: row.id,
    country: row.country,
    rateBasisPoints: row.rateBasisPoints,
    validFrom: row.validFrom,
    validTo: row.validTo,
    fileName: row.fileName,
    mediaType: row.contentType,
    size: row.sizeBytes,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: name(row.recordedByUserId),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: name(row.withdrawnByUserId),
    status: statusOn(row, today),
  }));
}

/** The countries a certificate may name: every known one but Poland. */
const CERTIFICATE_COUNTRIES = COUNTRY_CODES.filter((code) => code !== 'PL');

/** The investor's certificates on the caller's landing, newest first (403 for anyone but the desk, 404 investor). */
export async function listCertificates(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  caller: MoneyCaller,
  investorId: string,
): Promise<ResidenceCertificates> {
  const q = deps.database.db;
  await assertMoneyDesk(q, caller);
  const investor = await landingInvestor(q, caller.landingId, investorId);
  const rows = await q
    .select()
    .from(residenceCertificates)
    .where(
      and(eq(residenceCertificates.landingId, caller.landingId), eq(residenceCertificates.investorUserId, investor.id)),
    )
    .orderBy(desc(residenceCertificates.recordedAt), desc(residenceCertificates.id));
  return { certificates: await views(q, rows, dayOf(deps.clock)), countries: [...CERTIFICATE_COUNTRIES] };
}

/**
 * Records a certificate from a multipart request (fields country, rateBasisPoints, validFrom, validTo; the evidence
 * in part `file`, a PDF, JPEG or PNG of at most 10 MB): 403 / 404 before the body is read, 400 / 413 / 415 for the
 * form or the file, 422 for what the fields say. The file is stored before its row and removed again when the row
 * is not written, so a refusal leaves nothing behind. The drafts holding the investor's lines take the certificate in
 * the same transaction (retaxDrafts).
 */
export async function recordCertificate(
  deps: Deps,
  caller: MoneyCaller,
  investorId: string,
  request: Request,
): Promise<ResidenceCertificateView> {
  const q = deps.database.db;
  await assertMoneyDesk(q, caller);
  const investor = await landingInvestor(q, caller.landingId, investorId);
  const { fields, file } = await readMultipartForm(request, deps.storage, { fileRequired: true });
  if (!file) throw new UploadMissingError(false);
  const { staged, fileName } = file;
  try {
    const certificate = checkedFields(fields);
    await staged.store();
    const who = actedBy(caller);
    const row = await q.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(residenceCertificates)
        .values({
          landingId: caller.landingId,
          investorUserId: investor.id,
          ...certificate,
          fileName: safeFileName(fileName, staged.mediaType),
          contentType: staged.mediaType,
          sizeBytes: staged.sizeBytes,
          sha256: staged.sha256,
          storageKey: staged.storageKey,
          recordedByUserId: who.actorUserId,
          recordedAt: deps.clock.now(),
        })
        .returning();
      await recordAudit(tx, deps.clock, {
        action: 'residence-certificate-recorded',
        landingId: caller.landingId,
        actorUserId: who.actorUserId,
        subjectUserId: investor.id,
        details: {
          ...who.details,
          certificateId: inserted!.id,
          ...certificate,
          fileName: inserted!.fileName,
          size: inserted!.sizeBytes,
          sha256: inserted!.sha256,
          draftsRetaxed: await retaxDrafts(tx, deps.clock, caller.landingId, investor.id, who, {
            kind: 'certificate-recorded',
            certificateId: inserted!.id,
          }),
        },
      });
      return inserted!;
    });
    const [view] = await views(q, [row], dayOf(deps.clock));
    return view!;
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** The certificate `id` of the investor on the caller's landing; 404 otherwise (a malformed id too). */
async function certificateOf(
  q: DbOrTx,
  landingId: string,
  investorId: string,
  id: string,
  lock = false,
): Promise<ResidenceCertificateRow> {
  const notFound = () => new NotFoundError('errors.residenceCertificateNotFound');
  if (!isUuid(id)) throw notFound();
  const query = q
    .select()
    .from(residenceCertificates)
    .where(
      and(
        eq(residenceCertificates.id, id.toLowerCase()),
        eq(residenceCertificates.landingId, landingId),
        eq(residenceCertificates.investorUserId, investorId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The evidence file of a certificate, as a download (withdrawn ones too: the evidence is kept); audited. */
export async function certificateFile(
  deps: Deps,
  caller: MoneyCaller,
  investorId: string,
  id: string,
): Promise<Response> {
  const q = deps.database.db;
  await assertMoneyDesk(q, caller);
  const investor = await landingInvestor(q, caller.landingId, investorId);
  const row = await certificateOf(q, caller.landingId, investor.id, id);
  const response = await storedFileResponse(
    deps,
    row,
    'a certificate of residence',
    'errors.residenceCertificateNotFound',
  );
  const who = actedBy(caller);
  await recordAudit(q, deps.clock, {
    action: 'residence-certificate-downloaded',
    landingId: caller.landingId,
    actorUserId: who.actorUserId,
    subjectUserId: investor.id,
    details: { ...who.details, certificateId: row.id, fileName: row.fileName },
  });
  return response;
}

/**
 * Withdraws a certificate: it no longer counts for payouts from now on, and stays kept with its evidence. 409 when it
 * is withdrawn already. The drafts holding the investor's lines are brought up to date in the same transaction
 * (retaxDrafts); approved and executed runs keep the rate they were approved with.
 */
export async function withdrawCertificate(
  deps: Deps,
  caller: MoneyCaller,
  investorId: string,
  id: string,
): Promise<ResidenceCertificateView> {
  const q = deps.database.db;
  await assertMoneyDesk(q, caller);
  const investor = await landingInvestor(q, caller.landingId, investorId);
  const who = actedBy(caller);
  const row = await q.transaction(async (tx) => {
    const current = await certificateOf(tx, caller.landingId, investor.id, id, true);
    if (current.withdrawnAt)
      throw new HttpError(409, 'errors.residenceCertificateWithdrawn', ERROR_CODES.residenceCertificateWithdrawn, {
        withdrawnAt: current.withdrawnAt.toISOString(),
      });
    const [updated] = await tx
      .update(residenceCertificates)
      .set({ withdrawnAt: deps.clock.now(), withdrawnByUserId: who.actorUserId })
      .where(eq(residenceCertificates.id, current.id))
      .returning();
    await recordAudit(tx, deps.clock, {
      action: 'residence-certificate-withdrawn',
      landingId: caller.landingId,
      actorUserId: who.actorUserId,
      subjectUserId: investor.id,
      details: {
        ...who.details,
        certificateId: current.id,
        country: current.country,
        rateBasisPoints: current.rateBasisPoints,
        validFrom: current.validFrom,
        validTo: current.validTo,
        draftsRetaxed: await retaxDrafts(tx, deps.clock, caller.landingId, investor.id, who, {
          kind: 'certificate-withdrawn',
          certificateId: current.id,
        }),
      },
    });
    return updated!;
  });
  const [view] = await views(q, [row], dayOf(deps.clock));
  return view!;
}
