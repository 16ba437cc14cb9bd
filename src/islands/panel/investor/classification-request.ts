// The sophisticated-investor request's data (ClassificationCard.tsx): the figures read as amounts, the body sent, and
// the server's refusals per field.
import { errorBodyOf } from '../../../lib/api/api-error';
import type { Currency } from '../../../lib/contracts/campaign';
import type { ClassificationCriterion, ClassificationRequest } from '../../../lib/contracts/protection';
import { parseMoney } from '../../../lib/format/money';
import { translateIfKnown, type Translate } from '../../../lib/i18n-types';
import type { Language } from '../../../lib/language';
import { passes } from '../../../lib/validation/rule-check';
import type { FieldMessages } from '../form/use-blur-errors';
import type { Figure, Kind, Text } from './ClassificationFields';

/**
 * A figure (optional) is an amount of zero or more, through the shared rules: the amounts given, and the message of
 * each figure that is not one.
 */
export function checkFigures(figures: Partial<Record<Figure, string>>, lang: Language, invalid: string) {
  const money: Partial<Record<Figure, number>> = {};
  const figureErrors: FieldMessages<Figure> = {};
  for (const [figure, text] of Object.entries(figures) as Array<[Figure, string]>) {
    if (!passes(text, ['required'])) continue;
    const value = parseMoney(text, lang);
    if (value === null || value < 0) figureErrors[figure] = invalid;
    else money[figure] = value;
  }
  return { money, figureErrors };
}

/** The request sent: the criteria chosen, the figures given, and the descriptions the chosen criteria need. */
export function requestBody({
  kind,
  chosen,
  currency,
  money,
  texts,
  confirmed,
}: {
  kind: Kind;
  chosen: ClassificationCriterion[];
  currency: Currency;
  money: Partial<Record<Figure, number>>;
  texts: Partial<Record<Text, string>>;
  confirmed: boolean;
}): ClassificationRequest {
  return {
    kind,
    criteria: chosen,
    currency,
    ...money,
    ...(chosen.includes('experience') && texts.experience ? { experience: texts.experience } : {}),
    ...(chosen.includes('trading') && texts.trading ? { trading: texts.trading } : {}),
    confirmed: confirmed as true,
  };
}

/** The server's refusal, one message per field it names. */
export function violationMessages(error: unknown, t: Translate) {
  const fromServer: Record<string, string> = {};
  for (const violation of errorBodyOf(error).violations ?? []) {
    const key = violation.message ?? violation.title ?? '';
    fromServer[violation.propertyPath] = translateIfKnown(t, key) ?? t('protection.form.incomplete');
  }
  return fromServer;
}
