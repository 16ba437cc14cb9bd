// The rules of a complaint's admissibility and answer (decision 0070): when the 10 working days to tell whether it is
// admissible have passed, what a refusal's notices name (the firm, its court, its appeal procedure and out-of-court
// scheme, in the complaint's language), and the day an upheld claim is carried out (the act's art. 9 pt 4).
import { eq } from 'drizzle-orm';
import { upholds } from '../../lib/complaints/answer-template';
import { addDays, formatDate, parseDate } from '../../lib/format/date';
import {
  COMPLAINT_FULFILMENT_DAYS,
  type ComplaintAnswerFirm,
  type ComplaintAnswerInput,
} from '../../lib/contracts/complaint';
import { V } from '../../lib/validation/keys';
import type { DbOrTx } from '../db/client';
import { landings, type ComplaintRow } from '../db/schema';
import { ERROR_CODES } from '../errors/codes';
import { HttpError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { answerFirm, complaintSettingsOf } from './complaint-settings';
import { admissibilityDueAt } from './complaints';

/** Not told admissible or not, with the 10 working days over. */
export const admissibilityOverdue = (
  row: Pick<ComplaintRow, 'status' | 'admissibleAt' | 'receivedAt'>,
  zone: string,
  now: Date,
) => row.status !== 'answered' && !row.admissibleAt && admissibilityDueAt(row.receivedAt, zone) < now;

/**
 * What the answer's notices name (art. 10): the firm (the brand while no complaints unit is set), its court, its
 * appeal procedure and out-of-court scheme, in the complaint's language.
 */
export async function answerFirmOf(q: DbOrTx, row: ComplaintRow): Promise<ComplaintAnswerFirm> {
  const settings = await complaintSettingsOf(q, row.landingId);
  if (settings) return answerFirm(settings, '', row.language);
  const [landing] = await q
    .select({ siteTitle: landings.siteTitle })
    .from(landings)
    .where(eq(landings.id, row.landingId));
  return answerFirm(null, landing?.siteTitle ?? '', row.language);
}

/**
 * Art. 9 pt 4: an upheld (or partly upheld) claim needs the day it is carried out, from today to 30 days after the
 * answer, in the landing's zone; any other outcome takes none. 400 with the field otherwise.
 */
export function checkFulfilment(parts: ComplaintAnswerInput, today: string): void {
  if (!upholds(parts.outcome)) {
    if (parts.fulfilmentBy !== undefined)
      throw new ValidationError([
        { propertyPath: 'fulfilmentBy', title: V.invalidValue, message: 'only an upheld claim has a day' },
      ]);
    return;
  }
  const last = formatDate(addDays(parseDate(today, 'YYYY-MM-DD')!, COMPLAINT_FULFILMENT_DAYS), 'YYYY-MM-DD');
  const day = parts.fulfilmentBy;
  if (!day) throw new ValidationError([{ propertyPath: 'fulfilmentBy', title: V.required, message: 'required' }]);
  if (!parseDate(day, 'YYYY-MM-DD') || day < today || day > last)
    throw new ValidationError([
      {
        propertyPath: 'fulfilmentBy',
        title: 'complaints.answer.fulfilmentRange',
        message: `from ${today} to ${last}`,
      },
    ]);
}

export class AdmissibilityDecidedError extends HttpError {
  constructor() {
    super(409, 'errors.complaintAdmissibilityDecided', ERROR_CODES.complaintAdmissibilityDecided);
  }
}
