// The routes of the compliance desk (issue 35 item 7, decision 0066), mounted at /api behind the advisor-panel bearer
// guard: compliance.handlers.ts answers them, compliance.index.ts registers them. Every route is a compliance
// officer's with two-factor on (403 compliance.errors.officerOnly / twoFactorRequired).
import { z } from 'zod';
import { dayString } from '../../../lib/contracts/common';
import { complianceDeskSchema, hitDecisionSchema } from '../../../lib/contracts/compliance';
import { kycReviewInputSchema } from '../../../lib/contracts/kyc-review';
import { classificationDecisionSchema, classificationViewSchema } from '../../../lib/contracts/protection';
import { REGISTERS } from '../../compliance/registers';
import { defineRoute, errorResponses, idParams, jsonRequestBody, jsonResponse } from '../../openapi/common';
import { legalHoldInputSchema, retentionViewSchema } from '../../../lib/contracts/retention';

const tags = ['Compliance'];

/** The legal hold set from the desk: the investor by e-mail, and the reason. */
const holdByEmailBody = legalHoldInputSchema.extend({ email: z.string().trim().min(3).max(254) });

export const ROUTES = {
  desk: defineRoute({
    method: 'get',
    path: '/compliance/desk',
    tags,
    summary: 'What waits for the compliance officer: sophisticated requests, flagged KYC cases, expiring approvals',
    responses: { 200: jsonResponse(complianceDeskSchema, 'The desk (no-store)'), ...errorResponses(401, 403) },
  }),
  decision: defineRoute({
    method: 'post',
    path: '/compliance/classification/{requestId}/decision',
    tags,
    summary: 'Approve a request to be treated as sophisticated with the evidence checked, or reject it with a reason',
    request: { params: idParams('requestId'), body: jsonRequestBody(classificationDecisionSchema) },
    responses: {
      200: jsonResponse(classificationViewSchema, 'The request, decided'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  kycReview: defineRoute({
    method: 'patch',
    path: '/compliance/kyc/{id}/review',
    tags,
    summary: 'The second approval (or a rejection) of a KYC case flagged PEP or sanctions',
    request: { params: idParams('id'), body: jsonRequestBody(kycReviewInputSchema) },
    responses: { 204: { description: 'Decided' }, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
  }),
  hit: defineRoute({
    method: 'post',
    path: '/compliance/sanctions/{hitId}/decision',
    tags,
    summary: 'Clear a sanctions screening hit as a false positive, or confirm it, with a note',
    request: { params: idParams('hitId'), body: jsonRequestBody(hitDecisionSchema) },
    responses: { 204: { description: 'Decided' }, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
  }),
  register: defineRoute({
    method: 'get',
    path: '/compliance/registers/{register}',
    tags,
    summary: 'A register of the landing for a period, as CSV or XLSX',
    request: {
      params: z.object({ register: z.enum(REGISTERS) }),
      query: z.object({
        from: dayString,
        to: dayString,
        format: z.enum(['csv', 'xlsx']).optional(),
        lang: z.enum(['pl', 'en']).optional(),
      }),
    },
    responses: {
      200: {
        description: 'The register (attachment)',
        content: {
          'text/csv': { schema: z.string() },
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
        },
      },
      ...errorResponses(400, 401, 403),
    },
  }),
  hold: defineRoute({
    method: 'post',
    path: '/compliance/legal-holds',
    tags,
    summary:
      'Set a legal hold on an investor of the landing by e-mail, with a reason (decision 0066): the retention job ' +
      'deletes nothing of theirs while it is active; release it with POST /advisor/investors/client/{id}/legal-hold/release',
    request: { body: jsonRequestBody(holdByEmailBody) },
    responses: {
      200: jsonResponse(retentionViewSchema, "The investor's retention"),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
};
