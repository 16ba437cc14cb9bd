// The public complaints procedure of a landing (/complaint-procedure; Regulation (EU) 2020/1503 Art. 7(1) and (3),
// Delegated Regulation (EU) 2022/2117 Art. 1(2) and (3); decision 0070): what the page shows besides its fixed texts,
// the landing's complaints unit and its appeal procedure and out-of-court scheme in the page's language.
import type { Language } from '../../lib/language';
import type { AppDeps } from '../app/app-env';
import type { ComplaintAnswerFirm } from '../../lib/contracts/complaint';
import { answerFirm, complaintSettingsOf } from './complaint-settings';

export interface ComplaintProcedure extends ComplaintAnswerFirm {
  unit: { name: string; email: string; phone: string } | null;
}

export async function complaintProcedure(
  deps: Pick<AppDeps, 'database'>,
  landing: { id: string; siteTitle: string },
  language: Language,
): Promise<ComplaintProcedure> {
  const settings = await complaintSettingsOf(deps.database.db, landing.id);
  return {
    unit: settings && { name: settings.unit, email: settings.email, phone: settings.phone },
    ...answerFirm(settings, landing.siteTitle, language),
  };
}
