// Investor protection (issue 20, docs/decisions/0052-investor-protection.md): what a landing with
// `investorProtection: ecspr` asks of a non-sophisticated investor before interest and acceptance (ECSPR Art. 21:
// the entry knowledge test and the loss-bearing simulation; Art. 21(7): the risk warning and consent above the
// threshold; Art. 22: the four-day reflection period). Shared by the server, the admin CLI and the panel.
import { z } from 'zod';
import { endOfDayAfter } from '../format/time-zone';
import type { Currency, OfferStatus } from './campaign';

export const PROTECTION_MODES = ['off', 'ecspr'] as const;
export type ProtectionMode = (typeof PROTECTION_MODES)[number];

/** ECSPR Art. 21(5): the assessment is reviewed every two years; a result (with its simulation) is valid that long. */
export const ASSESSMENT_VALID_YEARS = 2;
/**
 * ECSPR Art. 22(3): the reflection period "shall expire after four calendar days" (decision 0060): counted as
 * Regulation 1182/71 Art. 3 counts periods in days, without the day of the acceptance, to the end of the fourth day.
 */
const REFLECTION_DAYS = 4;
/** ECSPR Art. 21(7): the warning applies above the higher of EUR 1,000 and 5 % of net worth. */
export const WARNING_FLOOR_EUR_MINOR = 100_000;
export const WARNING_NET_WORTH_PERCENT = 5;
/** ECSPR Art. 21(4): the ability to bear loss is simulated as 10 % of net worth. */
export const LOSS_CAPACITY_PERCENT = 10;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/\p{Cc}/u.test(value.replace(/\n/g, '')), 'control characters');

const bilingual = (max: number) => z.strictObject({ pl: text(max), en: text(max) });

/**
 * The areas of ECSPR Art. 21(2) (decision 0063). Knowledge areas are scored (each question has a right answer): the
 * understanding of investments and of their risks, and experience. Profile areas ask about the investor and have no
 * right answer: past investments (21(2)(a)), investment objectives, financial situation and professional experience
 * in relation to crowdfunding investments (21(2)(b)); their answers are kept with the assessment.
 */
const KNOWLEDGE_AREAS = ['investments', 'risks', 'experience'] as const;
const PROFILE_AREAS = ['past-investments', 'objectives', 'financial-situation', 'profession'] as const;
const QUESTION_AREAS = [...KNOWLEDGE_AREAS, ...PROFILE_AREAS] as const;

/** Whether questions of this area are scored (they have a right answer). */
export const isScoredArea = (area: string): boolean => (KNOWLEDGE_AREAS as readonly string[]).includes(area);

const knowledgeQuestionSchema = z.strictObject({
  /** Stable id of the question: answers refer to it. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  area: z.enum(QUESTION_AREAS),
  text: bilingual(500),
  options: z.array(bilingual(300)).min(2).max(6),
  /** Index into options: required for a knowledge area, absent for a profile area. */
  correct: z.number().int().min(0).max(5).optional(),
});

/** The test file the operator loads with `npm run admin -- protection set --test FILE` (JSON). */
export const knowledgeTestSchema = z
  .strictObject({
    questions: z.array(knowledgeQuestionSchema).min(3).max(30),
    /** How many right answers (of the scored questions) pass. */
    passMark: z.number().int().min(1),
  })
  .superRefine((test, ctx) => {
    const scoredCount = test.questions.filter((question) => isScoredArea(question.area)).length;
    if (test.passMark > scoredCount)
      ctx.addIssue({
        code: 'custom',
        path: ['passMark'],
        message: 'passMark is more than the number of scored questions',
      });
    const ids = new Set<string>();
    test.questions.forEach((question, index) => {
      if (ids.has(question.id))
        ctx.addIssue({ code: 'custom', path: ['questions', index, 'id'], message: `duplicate id ${question.id}` });
      ids.add(question.id);
      const scored = isScoredArea(question.area);
      if (scored && question.correct === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'correct'],
          message: 'a scored question needs correct',
        });
      if (!scored && question.correct !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['questions', index, 'correct'],
          message: `a ${question.area} question has no right answer`,
        });
      if (question.correct !== undefined && question.correct >= question.options.length)
        ctx.addIssue({ code: 'custom', path: ['questions', index, 'correct'], message: 'no such option' });
    });
    for (const area of QUESTION_AREAS)
      if (!test.questions.some((question) => question.area === area))
        ctx.addIssue({ code: 'custom', path: ['questions'], message: `no question on ${area}` });
  });
export type KnowledgeTest = z.infer<typeof knowledgeTestSchema>;

/** Units of the campaign currency per euro, times 10,000 (4.3000 PLN per EUR = 43000). */
export interface EurRates {
  PLN: number;
  USD: number;
}
export const DEFAULT_EUR_RATES: EurRates = { PLN: 43_000, USD: 10_800 };

export interface ProtectionSettings {
  mode: ProtectionMode;
  test: KnowledgeTest | null;
  eurRates: EurRates;
}

const money = z.number().int().min(0).max(1e15);

/** POST /investor-api/protection/assessment: the answers and the simulation's figures (minor units of currency). */
export const assessmentInputSchema = z.strictObject({
  answers: z.record(z.string().max(40), z.number().int().min(0).max(5)),
  yearlyIncome: money,
  liquidAssets: money,
  financialCommitments: money,
  currency: z.enum(['PLN', 'EUR', 'USD']),
});
export type AssessmentInput = z.infer<typeof assessmentInputSchema>;

/** The result of an entry test, as the investor and the advisors see it (the OpenAPI document's AssessmentResult). */
export const assessmentResultSchema = z
  .object({
    takenAt: z.string(),
    validUntil: z.string(),
    score: z.number().int(),
    questionCount: z.number().int(),
    passMark: z.number().int(),
    passed: z.boolean(),
    /** Failed: the warning that offers may not be suitable was confirmed then (null: not yet). */
    warningConfirmedAt: z.string().nullable(),
    currency: z.enum(['PLN', 'EUR', 'USD']),
    yearlyIncome: z.number().int(),
    liquidAssets: z.number().int(),
    financialCommitments: z.number().int(),
    /** yearlyIncome + liquidAssets - financialCommitments (may be negative). */
    netWorth: z.number().int(),
    /** 10 % of the net worth, never below zero. */
    lossCapacity: z.number().int(),
  })
  .meta({ id: 'AssessmentResult' });
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/** The parameters of the 409 that asks for consent (docs/decisions/0052). */
export interface RiskConsentParameters {
  /** The threshold in the campaign's currency (minor units): amounts above it need the consent. */
  threshold: number;
  currency: Currency;
}

/**
 * The last instant of the reflection period of an acceptance made at `acceptedAt` (inclusive): the end of the fourth
 * calendar day after the day of the acceptance, both read in the landing's time zone `zone`.
 */
export function reflectionEnd(acceptedAt: Date, zone: string): Date {
  return endOfDayAfter(acceptedAt, REFLECTION_DAYS, zone);
}

/**
 * The last instant the investor may still revoke an offer's acceptance at `now` (ECSPR Art. 22, decision 0060): the
 * offer's recorded period end while it is accepted or active and the period runs; null otherwise.
 */
export function revocableAt(offer: { status: OfferStatus; reflectionEndsAt: Date | null }, now: Date): Date | null {
  if (offer.status !== 'accepted' && offer.status !== 'active') return null;
  const until = offer.reflectionEndsAt;
  return until && now.getTime() <= until.getTime() ? until : null;
}

/**
 * ECSPR Annex II: a natural person meets at least two of these, a legal person at least one (decision 0052).
 * Person: income (gross income of at least EUR 60,000 a year, or a portfolio of cash deposits and financial assets
 * above EUR 100,000), experience (at least a year in the financial sector in a position needing knowledge of such
 * investments, or 12 months as an executive of a legal person meeting Section I), trading (transactions of a
 * significant size on capital markets, 10 a quarter on average over the previous four quarters).
 * Company: ownFunds (at least EUR 100,000), turnover (net, at least EUR 2,000,000), balanceSheet (at least EUR
 * 1,000,000).
 */
export const PERSON_CRITERIA = ['income', 'experience', 'trading'] as const;
export const COMPANY_CRITERIA = ['ownFunds', 'turnover', 'balanceSheet'] as const;
export type ClassificationCriterion = (typeof PERSON_CRITERIA)[number] | (typeof COMPANY_CRITERIA)[number];
const CLASSIFICATION_STATUSES = ['requested', 'approved', 'rejected', 'withdrawn'] as const;
export type ClassificationStatus = (typeof CLASSIFICATION_STATUSES)[number];

const criterionFigure: Partial<
  Record<ClassificationCriterion, 'yearlyIncome' | 'ownFunds' | 'netTurnover' | 'balanceSheet'>
> = {
  ownFunds: 'ownFunds',
  turnover: 'netTurnover',
  balanceSheet: 'balanceSheet',
};

/** POST /investor-api/protection/classification: the request to be treated as sophisticated, with its declarations. */
export const classificationRequestSchema = z
  .strictObject({
    kind: z.enum(['person', 'company']),
    criteria: z
      .array(z.enum([...PERSON_CRITERIA, ...COMPANY_CRITERIA]))
      .min(1)
      .max(3),
    currency: z.enum(['PLN', 'EUR', 'USD']),
    /** Person, income: the yearly gross income, or the portfolio (cash deposits and financial assets). */
    yearlyIncome: money.optional(),
    portfolio: money.optional(),
    ownFunds: money.optional(),
    netTurnover: money.optional(),
    balanceSheet: money.optional(),
    /** Person, experience: where and how long (position, employer, years). */
    experience: z.string().trim().max(2000).optional(),
    /** Person, trading: how many transactions, of what size, over the last four quarters. */
    trading: z.string().trim().max(2000).optional(),
    /** The investor declares the information true and knows the protections they give up. */
    confirmed: z.literal(true),
  })
  .superRefine((input, ctx) => {
    const allowed: readonly string[] = input.kind === 'person' ? PERSON_CRITERIA : COMPANY_CRITERIA;
    const chosen = new Set(input.criteria);
    if ([...chosen].some((criterion) => !allowed.includes(criterion)))
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'validation.invalidValue' });
    else if (chosen.size < (input.kind === 'person' ? 2 : 1))
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'protection.classification.tooFew' });
    if (chosen.has('income') && input.yearlyIncome === undefined && input.portfolio === undefined)
      ctx.addIssue({ code: 'custom', path: ['yearlyIncome'], message: 'validation.required' });
    if (chosen.has('experience') && !input.experience)
      ctx.addIssue({ code: 'custom', path: ['experience'], message: 'validation.required' });
    if (chosen.has('trading') && !input.trading)
      ctx.addIssue({ code: 'custom', path: ['trading'], message: 'validation.required' });
    for (const criterion of chosen) {
      const figure = criterionFigure[criterion];
      if (figure && input[figure] === undefined)
        ctx.addIssue({ code: 'custom', path: [figure], message: 'validation.required' });
    }
  });
export type ClassificationRequest = z.infer<typeof classificationRequestSchema>;

/** A request as the investor and the advisors see it. */
export const classificationViewSchema = z
  .object({
    id: z.string(),
    status: z.enum(CLASSIFICATION_STATUSES),
    declarations: classificationRequestSchema,
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable(),
    /** Why it was rejected. */
    reason: z.string().nullable(),
    /** An approval's end (two years, ECSPR Annex II section II; decision 0066). */
    expiresAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
  })
  .meta({ id: 'ClassificationView' });
export type ClassificationView = z.infer<typeof classificationViewSchema>;

/** GET /investor-api/protection. */
export const protectionViewSchema = z
  .object({
    /** Whether the landing asks for the protections at all. */
    enabled: z.boolean(),
    /** The questions in the investor's language (no right answer); empty when the landing has none or protection is off. */
    questions: z.array(
      z.object({ id: z.string(), area: z.enum(QUESTION_AREAS), text: z.string(), options: z.array(z.string()) }),
    ),
    passMark: z.number().int(),
    /** The latest result, valid or not. */
    latest: assessmentResultSchema.nullable(),
    /** The latest request to be treated as sophisticated (ECSPR Annex II), whatever its status. */
    classification: classificationViewSchema.nullable(),
    /** Interest and acceptance are open: treated as sophisticated, or a valid result, passed or its warning confirmed. */
    ready: z.boolean(),
  })
  .meta({ id: 'ProtectionView' });
export type ProtectionView = z.infer<typeof protectionViewSchema>;

/** The longest evidence and rejection reason a compliance officer may write (decision 0066). */
export const CLASSIFICATION_EVIDENCE_MAX = 2000;
export const CLASSIFICATION_REASON_MAX = 1000;

/**
 * POST /api/compliance/classification/{id}/decision (a compliance officer, decision 0066): approve with what was
 * checked (the evidence of Annex II's "reasonable steps"), or reject with a reason.
 */
export const classificationDecisionSchema = z.discriminatedUnion('approve', [
  z.strictObject({ approve: z.literal(true), evidence: z.string().trim().min(1).max(CLASSIFICATION_EVIDENCE_MAX) }),
  z.strictObject({ approve: z.literal(false), reason: z.string().trim().min(1).max(CLASSIFICATION_REASON_MAX) }),
]);
export type ClassificationDecision = z.input<typeof classificationDecisionSchema>;
