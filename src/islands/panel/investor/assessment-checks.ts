// The checks of the entry test and simulation form (AssessmentForm.tsx): every question answered, the figures as
// amounts of zero or more, the body sent, and the server's refusals per question.
import { errorBodyOf } from '../../../lib/api/api-error';
import type { Currency } from '../../../lib/contracts/campaign';
import { parseMoney } from '../../../lib/format/money';
import type { Translate } from '../../../lib/i18n-types';
import type { Language } from '../../../lib/language';
import { V } from '../../../lib/validation/keys';
import { passes } from '../../../lib/validation/rule-check';
import type { FieldMessages } from '../form/use-blur-errors';
import type { ProtectionView } from './protection-api';

export const FIGURES = ['yearlyIncome', 'liquidAssets', 'financialCommitments'] as const;
export type Figure = (typeof FIGURES)[number];

/** A figure's message key, through the shared rules: required, then an amount of zero or more. */
function figureFailure(text: string, lang: Parameters<typeof parseMoney>[1]): string | null {
  if (!passes(text, ['required'])) return V.required;
  const value = parseMoney(text, lang);
  return value === null || value < 0 ? 'protection.form.amountInvalid' : null;
}

/** Each figure's message, or none. */
export function figureErrorsOf(figures: Record<Figure, string>, lang: Language, t: Translate) {
  const figureErrors: FieldMessages<Figure> = {};
  for (const figure of FIGURES) {
    const failure = figureFailure(figures[figure], lang);
    if (failure) figureErrors[figure] = t(failure);
  }
  return figureErrors;
}

/** On a send: the message of each question not answered and each figure not an amount, and the amounts. */
export function checkAssessment(
  questions: ProtectionView['questions'],
  answers: Record<string, number>,
  figures: Record<Figure, string>,
  figureErrors: FieldMessages<Figure>,
  lang: Language,
  t: Translate,
) {
  const found: Record<string, string> = {};
  for (const question of questions)
    if (answers[question.id] === undefined) found[question.id] = t('protection.form.answerRequired');
  const money: Partial<Record<Figure, number>> = {};
  for (const figure of FIGURES) {
    if (figureErrors[figure]) found[figure] = figureErrors[figure];
    else money[figure] = parseMoney(figures[figure], lang)!;
  }
  return { found, money };
}

/** The answers and the simulation's figures, as sent once every one was checked. */
export function assessmentBody(
  answers: Record<string, number>,
  currency: Currency,
  money: Partial<Record<Figure, number>>,
) {
  return {
    answers,
    currency,
    yearlyIncome: money.yearlyIncome!,
    liquidAssets: money.liquidAssets!,
    financialCommitments: money.financialCommitments!,
  };
}

/** The server's refusal: each question it names (answers.<id>) is one to answer. */
export function answerViolations(error: unknown, required: string) {
  const fromServer: Record<string, string> = {};
  for (const violation of errorBodyOf(error).violations ?? []) {
    const key = violation.propertyPath.replace(/^answers\./, '');
    fromServer[key] = required;
  }
  return fromServer;
}
