// The response bodies of the public KYC questionnaire (public-kyc.routes.ts) as zod schemas, for the OpenAPI
// declaration of the routes and the API tests' check of every answer. They describe src/lib/contracts/kyc.ts
// (each `satisfies` the shared type).
import { z } from '../../openapi/common';
import { KYC_STATUSES, kycDraftSchema, kycFormSchema } from '../../../lib/contracts/kyc';
import { instantString, languageSchema } from '../../../lib/contracts/common';
import {
  kycAnswersSchema,
  kycReturnedSchema,
  type KycPreview,
  type PublicKycForm,
} from '../../../lib/contracts/kyc-views';

/** GET /public-api/kyc/investor-request/{token}: the form to fill in, with the draft saved so far. */
export const publicKycFormSchema = z
  .object({
    status: z.enum(KYC_STATUSES).exclude(['revoked', 'submitted']),
    language: languageSchema,
    investorEmail: z.string(),
    advisorName: z.string().nullable(),
    message: z.string().nullable(),
    expiresAt: instantString,
    draft: kycDraftSchema.nullable(),
    draftSavedAt: instantString.nullable(),
    returned: kycReturnedSchema.nullable(),
  })
  .openapi('PublicKycForm') satisfies z.ZodType<PublicKycForm>;

/** GET /public-api/kyc/investor-request/preview/{token}. */
export const kycPreviewSchema = z
  .object({ status: z.literal('submitted'), submittedAt: instantString, answers: kycAnswersSchema })
  .openapi('KycPreview') satisfies z.ZodType<KycPreview>;

/** PUT .../draft. */
export const draftSavedSchema = z.object({ savedAt: instantString });

/** PUT .../submit. */
export const submittedSchema = z.object({ submittedAt: instantString });

/**
 * The bodies as JSON Schema, documented only: the token is checked first (403, 409), then the service parses the
 * body with the shared schema (kycDraftSchema; kycFormSchema, whose document expiry depends on the server's clock).
 */
const asJsonSchema = (schema: z.ZodType) => {
  const documented = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  delete (documented as { $schema?: string }).$schema;
  return documented as Record<string, unknown>;
};
export const kycDraftBody = asJsonSchema(kycDraftSchema);
export const kycSubmitBody = asJsonSchema(kycFormSchema(() => Date.now()));
