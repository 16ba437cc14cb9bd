// The words of an erasure answer (decision 0054), the same in the panel and in the e-mail: each kind of data, and
// for a kept one why and until when (DD.MM.YYYY, or what the end waits for).
import { formatDate } from '../format/date';
import type { Translate } from '../i18n-types';
import type { ErasureItem } from '../contracts/privacy';

/** What a kind of data is ("Marketing consents (withdrawn)"). */
export const erasureKindText = (item: ErasureItem, t: Translate): string => t(`privacy.kind.${item.kind}`);

/** Why a kept kind is kept, with the article of the law. */
export const keptReasonText = (item: ErasureItem, t: Translate): string =>
  t(`privacy.reason.${item.reason ?? 'contract'}`);

/** Until when a kept kind is kept: "until 01.02.2031", or what the end waits for ("while our relationship lasts"). */
export function keptUntilText(item: ErasureItem, t: Translate): string {
  if (item.keptUntil) return t('privacy.until.date', { date: formatDate(item.keptUntil) });
  return t(`privacy.until.${item.reason ?? 'contract'}`);
}
