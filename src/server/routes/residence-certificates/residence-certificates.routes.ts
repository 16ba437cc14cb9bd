// The routes of an investor's certificates of residence (issue 38 item 3; decision 0076), mounted at /api behind the
// advisor-panel bearer guard, declared for the OpenAPI document: residence-certificates.handlers.ts answers them,
// residence-certificates.index.ts registers them.
import {
  certificateRenewalsSchema,
  residenceCertificatesSchema,
  residenceCertificateViewSchema,
} from '../../../lib/contracts/residence-certificate';
import { MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from '../../uploads/upload-limits';
import {
  attachmentFileResponse,
  binarySchema,
  defineRoute,
  errorResponses,
  idParams,
  jsonResponse,
} from '../../openapi/common';

const tags = ['Certificates of residence'];

const path = '/advisor/investors/client/{investorId}/residence-certificates';

/**
 * The certificate as multipart/form-data: its fields and its evidence. Documentation only: the handler reads the
 * form itself (src/server/uploads/multipart-upload.ts) and the service checks the fields.
 */
const certificateBody = {
  required: true,
  description:
    `country (ISO 3166-1 alpha-2, not PL), rateBasisPoints (the treaty's rate on interest, 0..10000), validFrom and ` +
    `validTo (YYYY-MM-DD, inclusive), and \`file\`, the evidence: ${UPLOAD_MEDIA_TYPES.join(', ')} by content, at ` +
    `most ${MAX_UPLOAD_BYTES} bytes`,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['country', 'rateBasisPoints', 'validFrom', 'validTo', 'file'],
        properties: {
          country: { type: 'string' as const, pattern: '^[A-Z]{2}$' },
          rateBasisPoints: { type: 'string' as const, pattern: '^\\d+$' },
          validFrom: { type: 'string' as const, format: 'date' },
          validTo: { type: 'string' as const, format: 'date' },
          file: binarySchema,
        },
      },
    },
  },
};

export const ROUTES = {
  renewals: defineRoute({
    method: 'get',
    path: '/advisor/residence-certificates/renewals',
    tags,
    summary: 'The investors whose certificates of residence end soon or ended lately, with an active investment',
    description:
      'For the money desk: each investor of the landing with an active offer whose last day covered by a ' +
      'certificate not withdrawn is within the next `horizonDays` days or the last 90, soonest first.',
    responses: {
      200: jsonResponse(certificateRenewalsSchema, 'The certificates due for renewal'),
      ...errorResponses(401, 403),
    },
  }),
  list: defineRoute({
    method: 'get',
    path,
    tags,
    summary: "The investor's certificates of residence, newest first, withdrawn ones too",
    request: { params: idParams('investorId') },
    responses: {
      200: jsonResponse(residenceCertificatesSchema, 'The certificates and the countries one may name'),
      ...errorResponses(401, 403, 404),
    },
  }),
  record: defineRoute({
    method: 'post',
    path,
    tags,
    summary:
      "Record a certificate of residence with its evidence: payouts on the days it covers take the treaty's rate",
    request: { params: idParams('investorId'), body: certificateBody },
    responses: {
      201: jsonResponse(residenceCertificateViewSchema, 'The certificate'),
      ...errorResponses(400, 401, 403, 404, 413, 415, 422),
    },
  }),
  file: defineRoute({
    method: 'get',
    path: `${path}/{id}/file`,
    tags,
    summary: 'The evidence file of a certificate of residence',
    request: { params: idParams('investorId', 'id') },
    responses: {
      200: attachmentFileResponse,
      ...errorResponses(401, 403, 404),
    },
  }),
  withdraw: defineRoute({
    method: 'post',
    path: `${path}/{id}/withdraw`,
    tags,
    summary: 'Withdraw a certificate of residence: it no longer counts for payouts built after; it stays kept',
    request: { params: idParams('investorId', 'id') },
    responses: {
      200: jsonResponse(residenceCertificateViewSchema, 'The certificate, withdrawn'),
      ...errorResponses(401, 403, 404, 409),
    },
  }),
};
