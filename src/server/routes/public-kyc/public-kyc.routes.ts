// The routes of the public KYC questionnaire (mounted at /public-api, no sign-in: the link's token is the
// credential), declared for the OpenAPI document: public-kyc.handlers.ts answers them, public-kyc.index.ts
// registers them.
import { kycDraftSchema, kycFormSchema } from '../../../lib/contracts/kyc';
import {
  draftSavedSchema,
  kycDocumentSchema,
  kycPreviewSchema,
  publicKycFormSchema,
  submittedSchema,
} from '../../../lib/contracts/kyc-views';
import {
  defineRoute,
  documentedJsonBody,
  errorResponses,
  idParams,
  jsonResponse,
  uploadBody,
  z,
} from '../../openapi/common';

/**
 * The bodies as JSON Schema, documented only: the token is checked first (403, 409), then the service parses the
 * body with the shared schema (kycDraftSchema; kycFormSchema, whose document expiry depends on the server's clock).
 */
const asJsonSchema = (schema: z.ZodType) => {
  const documented = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  delete (documented as { $schema?: string }).$schema;
  return documented as Record<string, unknown>;
};
const kycDraftBody = asJsonSchema(kycDraftSchema);
const kycSubmitBody = asJsonSchema(kycFormSchema(() => Date.now()));

const tags = ['Public KYC'];
const token = idParams('token');

export const ROUTES = {
  preview: defineRoute({
    method: 'get',
    path: '/kyc/investor-request/preview/{token}',
    tags,
    summary: 'What was submitted, read only',
    request: { params: token },
    responses: { 200: jsonResponse(kycPreviewSchema, 'The submitted answers'), ...errorResponses(400, 403, 404) },
  }),
  show: defineRoute({
    method: 'get',
    path: '/kyc/investor-request/{token}',
    tags,
    summary: 'The questionnaire to fill in, with the draft saved so far (the first opening marks it opened)',
    request: { params: token },
    responses: { 200: jsonResponse(publicKycFormSchema, 'The form'), ...errorResponses(400, 403, 409) },
  }),
  draft: defineRoute({
    method: 'put',
    path: '/kyc/investor-request/{token}/draft',
    tags,
    summary: 'Keep what was typed so far (replaces the previous draft)',
    request: { params: token, body: documentedJsonBody(kycDraftBody) },
    responses: {
      200: jsonResponse(draftSavedSchema, 'Saved'),
      ...errorResponses(400, 403, 409, 413, 415),
    },
  }),
  submit: defineRoute({
    method: 'put',
    path: '/kyc/investor-request/{token}/submit',
    tags,
    summary: 'Submit the whole questionnaire',
    request: { params: token, body: documentedJsonBody(kycSubmitBody) },
    responses: {
      200: jsonResponse(submittedSchema, 'Submitted'),
      ...errorResponses(400, 403, 409, 413, 415),
    },
  }),
  upload: defineRoute({
    method: 'post',
    path: '/kyc/investor-request/{token}/documents',
    tags,
    summary: 'Upload a document the reviewer asked for (?kind=identity-document|address-document|funds-document)',
    request: { params: token, body: uploadBody },
    responses: {
      201: jsonResponse(kycDocumentSchema, 'The document stored'),
      ...errorResponses(400, 403, 409, 413, 415),
    },
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/kyc/investor-request/{token}/documents/{documentId}',
    tags,
    summary: 'Remove an uploaded document before resubmitting',
    request: { params: idParams('token', 'documentId') },
    responses: { 204: { description: 'Removed' }, ...errorResponses(400, 403, 404, 409) },
  }),
};
