// The entry knowledge test and the loss-bearing simulation (ECSPR Art. 21(2)-(5), decision 0052): what the investor
// panel shows, taking them (every attempt kept with its answers and figures), confirming the warning after a
// failed test, and whether the investor may express interest or accept now.
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../lib/language';
import {
  ASSESSMENT_VALID_YEARS,
  isScoredArea,
  LOSS_CAPACITY_PERCENT,
  type AssessmentInput,
  type AssessmentResult,
  type KnowledgeTest,
  type ProtectionView,
} from '../../lib/contracts/protection';
import type { DbOrTx } from '../db/client';
import { investorAssessments, type AssessmentAnswer, type InvestorAssessmentRow } from '../db/schema';
import { ConflictError, HttpError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { V } from '../../lib/validation/keys';
import { ERROR_CODES } from '../errors/codes';
import type { Clock } from '../runtime-types';
import { protectionOf } from './protection-settings';
import { classificationView, latestClassification, validApproval } from './classification';

export interface AssessmentCaller {
  userId: string;
  landingId: string;
}

/** Why interest and acceptance wait for the test: none taken, the last one over two years old, or a failed one unconfirmed. */
export type TestMissing = 'missing' | 'expired' | 'warning-unconfirmed';

export class ProtectionTestRequiredError extends HttpError {
  constructor(reason: TestMissing) {
    super(409, 'errors.protectionTestRequired', ERROR_CODES.protectionTestRequired, { reason });
  }
}

export function validUntil(takenAt: Date): Date {
  const until = new Date(takenAt);
  until.setUTCFullYear(until.getUTCFullYear() + ASSESSMENT_VALID_YEARS);
  return until;
}

/** 10 % of the net worth in minor units, rounded down; nothing when the net worth is not positive. */
export const lossCapacity = (netWorth: number) =>
  netWorth > 0 ? Math.floor((netWorth * LOSS_CAPACITY_PERCENT) / 100) : 0;

function resultOf(row: InvestorAssessmentRow): AssessmentResult {
  return {
    takenAt: row.takenAt.toISOString(),
    validUntil: row.validUntil.toISOString(),
    score: row.score,
    questionCount: row.questionCount,
    passMark: row.passMark,
    passed: row.passed,
    warningConfirmedAt: row.warningConfirmedAt?.toISOString() ?? null,
    currency: row.currency,
    yearlyIncome: row.yearlyIncome,
    liquidAssets: row.liquidAssets,
    financialCommitments: row.financialCommitments,
    netWorth: row.netWorth,
    lossCapacity: lossCapacity(row.netWorth),
  };
}

export async function latestAssessment(q: DbOrTx, caller: AssessmentCaller): Promise<InvestorAssessmentRow | null> {
  const [row] = await q
    .select()
    .from(investorAssessments)
    .where(
      and(eq(investorAssessments.landingId, caller.landingId), eq(investorAssessments.investorUserId, caller.userId)),
    )
    .orderBy(desc(investorAssessments.takenAt), desc(investorAssessments.seq))
    .limit(1);
  return row ?? null;
}

/** Null when the latest assessment lets the investor go on at `now`, else why not. */
export function testMissing(row: InvestorAssessmentRow | null, now: Date): TestMissing | null {
  if (!row) return 'missing';
  if (row.validUntil.getTime() <= now.getTime()) return 'expired';
  if (!row.passed && !row.warningConfirmedAt) return 'warning-unconfirmed';
  return null;
}

export async function protectionView(
  q: DbOrTx,
  clock: Clock,
  caller: AssessmentCaller,
  language: Language,
): Promise<ProtectionView> {
  const settings = await protectionOf(q, caller.landingId);
  const enabled = settings.mode === 'ecspr';
  const latest = enabled ? await latestAssessment(q, caller) : null;
  const classification = enabled ? await latestClassification(q, caller) : null;
  const questions = enabled && settings.test ? settings.test.questions : [];
  return {
    enabled,
    questions: questions.map((question) => ({
      id: question.id,
      area: question.area,
      text: question.text[language],
      options: question.options.map((option) => option[language]),
    })),
    passMark: enabled && settings.test ? settings.test.passMark : 0,
    latest: latest ? resultOf(latest) : null,
    classification: await classificationView(q, classification),
    ready:
      !enabled || (await validApproval(q, caller, clock.now())) !== null || testMissing(latest, clock.now()) === null,
  };
}

function scored(
  test: KnowledgeTest,
  input: AssessmentInput,
  language: Language,
): { answers: AssessmentAnswer[]; score: number } {
  const answers = test.questions.map((question) => {
    const given = input.answers[question.id];
    return {
      questionId: question.id,
      question: question.text[language],
      given: given !== undefined && given < question.options.length ? given : null,
      // A profile question (past investments, objectives, ...) has no right answer and is not scored.
      correct: isScoredArea(question.area) ? (question.correct ?? null) : null,
    };
  });
  return {
    answers,
    score: answers.filter((answer) => answer.correct !== null && answer.given === answer.correct).length,
  };
}

/**
 * Takes the test and the simulation (the schema checked the body). Every question must be answered (a violation
 * per unanswered one, nothing stored); answers to questions the test does not have are refused the same way.
 */
export async function submitAssessment(
  q: DbOrTx,
  clock: Clock,
  caller: AssessmentCaller,
  input: AssessmentInput,
  language: Language,
  impersonatorUserId: string | null,
): Promise<AssessmentResult> {
  const settings = await protectionOf(q, caller.landingId);
  if (settings.mode !== 'ecspr' || !settings.test) throw new ConflictError('errors.protectionOff');
  const test = settings.test;
  const known = new Set(test.questions.map((question) => question.id));
  const missing = test.questions.filter((question) => {
    const given = input.answers[question.id];
    return given === undefined || given >= question.options.length;
  });
  const unknown = Object.keys(input.answers).filter((id) => !known.has(id));
  const violations = [
    ...missing.map((question) => ({ propertyPath: `answers.${question.id}`, title: V.required, message: V.required })),
    ...unknown.map((id) => ({ propertyPath: `answers.${id}`, title: V.invalidValue, message: V.invalidValue })),
  ];
  if (violations.length > 0) throw new ValidationError(violations);
  const { answers, score } = scored(test, input, language);
  const now = clock.now();
  const [row] = await q
    .insert(investorAssessments)
    .values({
      landingId: caller.landingId,
      investorUserId: caller.userId,
      takenAt: now,
      validUntil: validUntil(now),
      answers,
      language,
      score,
      questionCount: test.questions.filter((question) => isScoredArea(question.area)).length,
      passMark: test.passMark,
      passed: score >= test.passMark,
      currency: input.currency,
      yearlyIncome: input.yearlyIncome,
      liquidAssets: input.liquidAssets,
      financialCommitments: input.financialCommitments,
      netWorth: input.yearlyIncome + input.liquidAssets - input.financialCommitments,
      impersonatorUserId,
    })
    .returning();
  return resultOf(row!);
}

/** After a failed test: the investor confirms they read the warning (kept with its time). Once is enough. */
export async function confirmWarning(q: DbOrTx, clock: Clock, caller: AssessmentCaller): Promise<AssessmentResult> {
  const latest = await latestAssessment(q, caller);
  const missing = testMissing(latest, clock.now());
  if (!latest || missing === 'missing' || missing === 'expired')
    throw new ProtectionTestRequiredError(missing ?? 'missing');
  if (latest.passed || latest.warningConfirmedAt) return resultOf(latest);
  const [row] = await q
    .update(investorAssessments)
    .set({ warningConfirmedAt: clock.now() })
    .where(eq(investorAssessments.id, latest.id))
    .returning();
  return resultOf(row!);
}
