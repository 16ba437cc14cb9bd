// The review of submitted KYC questionnaires (issue 19, docs/decisions/0048-kyc-review.md): the queue's risk flags,
// the decisions of PATCH /api/advisor/kyc/investor-request/{id}/review, what a decision may ask the investor for
// (steps of the form, documents) and the history a request keeps. Shared by the server, the panel and /kyc-form.
import { z } from 'zod';
import { V } from '../validation/keys';
import { percentHundredths } from '../validation/product-rules';
import { multiLine } from '../validation/text-hygiene';
import {
  KYC_DOCUMENT_KINDS,
  KYC_STEPS,
  type KycDocumentKind,
  type KycFormData,
  type KycReviewItem,
  type KycRiskFlag,
} from './kyc';

const KYC_REVIEW_DECISIONS = ['approved', 'rejected', 'more-information'] as const;
export type KycReviewDecision = (typeof KYC_REVIEW_DECISIONS)[number];

/** What a more-information decision may ask for: a step of the form (its answers) or a document. */
export const KYC_REVIEW_ITEMS = [...KYC_STEPS.map((s) => s.id), ...KYC_DOCUMENT_KINDS] as const;

export const isDocumentItem = (item: string): item is KycDocumentKind =>
  (KYC_DOCUMENT_KINDS as readonly string[]).includes(item);

/**
 * Risk flags of the answers (KYC_RISK_FLAGS): pep (the investor, a family member or a close associate is politically exposed),
 * sanctions (any exposure to a sanctioned country), funds-document (an origin of funds a reviewer usually wants
 * a document for: inheritance, gift, property sale, other). pep and sanctions need a coordinator's approval.
 */
const FOUR_EYES_FLAGS: readonly KycRiskFlag[] = ['pep', 'sanctions'];
const FUNDS_NEEDING_DOCUMENT = ['inheritance', 'gift', 'propertySale', 'other'];

export function kycRiskFlags(answers: Pick<KycFormData, 'pep' | 'sanctions' | 'fundsOrigin'>): KycRiskFlag[] {
  const flags: KycRiskFlag[] = [];
  const { pep } = answers;
  if (pep.isPep || pep.familyMember || pep.closeAssociate) flags.push('pep');
  if (Object.values(answers.sanctions ?? {}).some((share) => (percentHundredths(share) ?? 0) > 0))
    flags.push('sanctions');
  if (answers.fundsOrigin.some((origin) => FUNDS_NEEDING_DOCUMENT.includes(origin))) flags.push('funds-document');
  return flags;
}

export const needsFourEyes = (flags: readonly string[]) =>
  flags.some((f) => FOUR_EYES_FLAGS.includes(f as KycRiskFlag));

export const KYC_REVIEW_REASON_MAX = 1000;

/** The body of PATCH .../review: a reason is required to reject, items (at least one) to ask for more. */
export const kycReviewInputSchema = z
  .object({
    decision: z.enum(KYC_REVIEW_DECISIONS, { error: V.required }),
    reason: multiLine(
      z.string({ error: V.invalidValue }).trim().max(KYC_REVIEW_REASON_MAX, { error: V.maxLength }).optional(),
    ),
    items: z
      .array(z.enum(KYC_REVIEW_ITEMS as unknown as [KycReviewItem, ...KycReviewItem[]], { error: V.invalidValue }))
      .max(KYC_REVIEW_ITEMS.length, { error: V.maxValue })
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.decision === 'rejected' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: V.required });
    if (body.decision === 'more-information' && !body.items?.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: V.required });
  });
export type KycReviewInput = z.output<typeof kycReviewInputSchema>;
