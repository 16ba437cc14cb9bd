// The complaint routes (issue 20, decision 0053), declared for the OpenAPI document: complaints.handlers.ts answers
// them, complaints.index.ts registers them on three routers (/public-api, /investor-api, /api). The answers' schemas
// are those of src/lib/contracts/complaint.ts.
import { z } from 'zod';
import {
  COMPLAINT_BODY_MAX,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECT_MAX,
  complaintAnswerSchema,
  complaintExtendSchema,
  complaintSummarySchema,
  coordinatorComplaintRowSchema,
  coordinatorComplaintSchema,
  investorComplaintSchema,
} from '../../../lib/contracts/complaint';
import {
  attachmentFileResponse,
  binarySchema,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
} from '../../openapi/common';
import { MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from '../../uploads/upload-limits';

const tags = ['Complaints'];

/**
 * The complaint form as multipart/form-data: its fields and an optional attachment. Documentation only: the
 * handler reads the form itself (src/server/uploads/multipart-upload.ts) and the service checks the fields.
 */
const complaintBody = {
  required: true,
  description:
    `subject, body (line breaks kept), contactEmail, and optionally \`file\`: ${UPLOAD_MEDIA_TYPES.join(', ')} by ` +
    `content, at most ${MAX_UPLOAD_BYTES} bytes; on the public API also \`token\`, an offer's link token`,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['subject', 'body', 'contactEmail'],
        properties: {
          subject: { type: 'string' as const, maxLength: COMPLAINT_SUBJECT_MAX },
          body: { type: 'string' as const, maxLength: COMPLAINT_BODY_MAX },
          contactEmail: { type: 'string' as const, format: 'email' },
          token: { type: 'string' as const },
          file: binarySchema,
        },
      },
    },
  },
};
const sendResponses = {
  201: jsonResponse(complaintSummarySchema, 'Received; the acknowledgement with the reference number is e-mailed'),
  ...errorResponses(400, 413, 415, 429),
};

/** ?lang=pl|en: the language of the acknowledgement (anything else is a 400). */
const langQuery = z.object({ lang: z.enum(['pl', 'en']).optional() });

/** The answers of a coordinator's change to one complaint: the complaint as it now is. */
const changeResponses = () => ({
  200: jsonResponse(coordinatorComplaintSchema, 'The complaint'),
  ...errorResponses(400, 401, 403, 404, 409, 413, 415),
});

/** A coordinator's change without a body. */
const change = <P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { params: idParams('id') },
    responses: changeResponses(),
  });

/** A coordinator's change with a JSON body. */
const changeWith = <P extends string, S extends z.ZodType>(path: P, summary: string, body: S) =>
  defineRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { params: idParams('id'), body: jsonRequestBody(body) },
    responses: changeResponses(),
  });

export const ROUTES = {
  publicSend: defineRoute({
    method: 'post',
    path: '/complaints',
    tags,
    summary: 'Send a complaint (a visitor; with an offer link token, that offer’s investor)',
    request: { query: langQuery, body: complaintBody },
    responses: sendResponses,
  }),
  investorSend: defineRoute({
    method: 'post',
    path: '/complaints',
    tags,
    summary: 'Send a complaint from the investor panel',
    request: { query: langQuery, body: complaintBody },
    responses: { ...sendResponses, ...errorResponses(401, 403) },
  }),
  investorList: defineRoute({
    method: 'get',
    path: '/complaints',
    tags,
    summary: "The investor's complaints on this landing, newest first, with their answers",
    responses: { 200: jsonResponse(z.array(investorComplaintSchema), 'The complaints'), ...errorResponses(401, 403) },
  }),
  investorAttachment: defineRoute({
    method: 'get',
    path: '/complaints/{id}/attachment',
    tags,
    summary: "The attachment of one of the investor's complaints",
    request: { params: idParams('id') },
    responses: { 200: attachmentFileResponse, ...errorResponses(401, 403, 404) },
  }),
  coordinatorList: defineRoute({
    method: 'get',
    path: '/complaints',
    tags,
    summary: "The landing's complaints, overdue first (coordinators)",
    request: { query: z.object({ status: z.enum(COMPLAINT_STATUSES).optional() }) },
    responses: {
      200: jsonResponse(z.array(coordinatorComplaintRowSchema), 'The complaints'),
      ...errorResponses(400, 401, 403),
    },
  }),
  coordinatorOne: defineRoute({
    method: 'get',
    path: '/complaints/{id}',
    tags,
    summary: 'One complaint with every step (coordinators)',
    request: { params: idParams('id') },
    responses: { 200: jsonResponse(coordinatorComplaintSchema, 'The complaint'), ...errorResponses(401, 403, 404) },
  }),
  takeUp: change('/complaints/{id}/take-up', 'Take the complaint up: new -> in progress'),
  extend: changeWith(
    '/complaints/{id}/extend',
    'Extend the deadline to 60 days from receipt, telling the complainant why (once, within the 30 days)',
    complaintExtendSchema,
  ),
  admissible: change(
    '/complaints/{id}/admissible',
    'Tell the complainant the complaint is admissible (within 10 working days of receipt; 409 a3d41c7e once decided)',
  ),
  answer: changeWith(
    '/complaints/{id}/answer',
    'Answer: the decision, the reasons, who answers and their position, composed with the notices of a refusal ' +
      '(the appeal procedure, the Financial Ombudsman, the courts); e-mailed to the complainant and kept. Outcome ' +
      "'inadmissible' refuses it as inadmissible (409 a3d41c7e once it was found admissible)",
    complaintAnswerSchema,
  ),
  coordinatorAttachment: defineRoute({
    method: 'get',
    path: '/complaints/{id}/attachment',
    tags,
    summary: "The complaint's attachment (coordinators; the read is recorded)",
    request: { params: idParams('id') },
    responses: { 200: attachmentFileResponse, ...errorResponses(401, 403, 404) },
  }),
};
