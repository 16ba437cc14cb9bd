// Complaints (issue 20, decision 0053): sent by an investor from the panel (/investor-api/complaints) or by anyone
// through the public API (/public-api/complaints; the public form page /complaint calls the same service without
// JavaScript), and handled by the landing's coordinators (/api/complaints).
import type { Context } from 'hono';
import { z } from 'zod';
import {
  COMPLAINT_EVENT_KINDS,
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  complaintAnswerSchema,
  complaintExtendSchema,
  type CoordinatorComplaint,
  type CoordinatorComplaintRow,
  type InvestorComplaint,
} from '../../../lib/contracts/complaint';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { requestLanding, tokenLanding } from '../../app/request-landing';
import { clientIp } from '../../auth/client-ip';
import { requestLanguage } from '../../campaigns/api-language';
import {
  admitComplaint,
  answerComplaint,
  complaintAttachmentResponse,
  complaintForCoordinator,
  extendComplaint,
  listComplaints,
  takeUpComplaint,
} from '../../complaints/complaint-handling';
import { investorComplaints, submitComplaint } from '../../complaints/complaints';
import { receivePublicComplaint } from '../../complaints/complaint-form-page';
import {
  addRoute,
  createArea,
  defineRoute,
  errorResponses,
  idParams,
  jsonRequestBody,
  jsonResponse,
  attachmentFileResponse,
} from '../../openapi/common';
import { readMultipartForm } from '../../uploads/multipart-upload';
import { MAX_UPLOAD_BYTES, UPLOAD_MEDIA_TYPES } from '../../uploads/upload-limits';

const tags = ['Complaints'];

const summaryShape = {
  id: z.string(),
  reference: z.string(),
  subject: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  receivedAt: z.string(),
  deadlineAt: z.string(),
  extended: z.boolean(),
  answeredAt: z.string().nullable(),
  admissibleAt: z.string().nullable(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
};
const summarySchema = z.object(summaryShape).openapi('ComplaintSummary');
const investorComplaintShape = {
  ...summaryShape,
  body: z.string(),
  contactEmail: z.string(),
  extensionReason: z.string().nullable(),
  answer: z.string().nullable(),
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable(),
};
const investorComplaintSchema = z
  .object(investorComplaintShape)
  .openapi('InvestorComplaint') satisfies z.ZodType<InvestorComplaint>;
const coordinatorRowSchema = z
  .object({
    ...summaryShape,
    contactEmail: z.string(),
    overdue: z.boolean(),
    admissibilityOverdue: z.boolean(),
    investorName: z.string().nullable(),
  })
  .openapi('CoordinatorComplaintRow') satisfies z.ZodType<CoordinatorComplaintRow>;
const coordinatorComplaintSchema = z
  .object({
    ...investorComplaintShape,
    source: z.enum(['panel', 'offer-link', 'public']),
    language: z.enum(['pl', 'en']),
    overdue: z.boolean(),
    investor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
    offerId: z.string().nullable(),
    answeredBy: z.string().nullable(),
    admissibilityDueAt: z.string(),
    admissibilityOverdue: z.boolean(),
    answerFirm: z.object({
      firm: z.string(),
      court: z.string(),
      appeal: z.string().nullable(),
      adr: z.string().nullable(),
    }),
    events: z.array(
      z.object({
        kind: z.enum(COMPLAINT_EVENT_KINDS),
        at: z.string(),
        actor: z.string().nullable(),
        details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      }),
    ),
  })
  .openapi('CoordinatorComplaint') satisfies z.ZodType<CoordinatorComplaint>;

/** The complaint form as multipart/form-data: its fields and an optional attachment. */
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
          subject: { type: 'string' as const, maxLength: 200 },
          body: { type: 'string' as const, maxLength: 10000 },
          contactEmail: { type: 'string' as const, format: 'email' },
          token: { type: 'string' as const },
          file: { type: 'string' as const, format: 'binary' },
        },
      },
    },
  },
};
const sendResponses = {
  201: jsonResponse(summarySchema, 'Received; the acknowledgement with the reference number is e-mailed'),
  ...errorResponses(400, 413, 415, 429),
};

const langQuery = z.object({ lang: z.enum(['pl', 'en']).optional() });
const publicSend = defineRoute({
  method: 'post',
  path: '/complaints',
  tags,
  summary: 'Send a complaint (a visitor; with an offer link token, that offer’s investor)',
  request: { query: langQuery, body: complaintBody },
  responses: sendResponses,
});
const investorSend = defineRoute({
  method: 'post',
  path: '/complaints',
  tags,
  summary: 'Send a complaint from the investor panel',
  request: { query: langQuery, body: complaintBody },
  responses: { ...sendResponses, ...errorResponses(401, 403) },
});
const investorList = defineRoute({
  method: 'get',
  path: '/complaints',
  tags,
  summary: "The investor's complaints on this landing, newest first, with their answers",
  responses: { 200: jsonResponse(z.array(investorComplaintSchema), 'The complaints'), ...errorResponses(401, 403) },
});
const investorAttachment = defineRoute({
  method: 'get',
  path: '/complaints/{id}/attachment',
  tags,
  summary: "The attachment of one of the investor's complaints",
  request: { params: idParams('id') },
  responses: { 200: attachmentFileResponse, ...errorResponses(401, 403, 404) },
});

const coordinatorList = defineRoute({
  method: 'get',
  path: '/complaints',
  tags,
  summary: "The landing's complaints, overdue first (coordinators)",
  request: { query: z.object({ status: z.enum(COMPLAINT_STATUSES).optional() }) },
  responses: { 200: jsonResponse(z.array(coordinatorRowSchema), 'The complaints'), ...errorResponses(400, 401, 403) },
});
const coordinatorOne = defineRoute({
  method: 'get',
  path: '/complaints/{id}',
  tags,
  summary: 'One complaint with every step (coordinators)',
  request: { params: idParams('id') },
  responses: { 200: jsonResponse(coordinatorComplaintSchema, 'The complaint'), ...errorResponses(401, 403, 404) },
});
const change = (path: string, summary: string, body?: z.ZodType) =>
  defineRoute({
    method: 'post',
    path,
    tags,
    summary,
    request: { params: idParams('id'), ...(body ? { body: jsonRequestBody(body) } : {}) },
    responses: {
      200: jsonResponse(coordinatorComplaintSchema, 'The complaint'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  });
const takeUpRoute = change('/complaints/{id}/take-up', 'Take the complaint up: new -> in progress');
const extendRoute = change(
  '/complaints/{id}/extend',
  'Extend the deadline to 60 days from receipt, telling the complainant why (once, within the 30 days)',
  complaintExtendSchema,
);
const admissibleRoute = change(
  '/complaints/{id}/admissible',
  'Tell the complainant the complaint is admissible (within 10 working days of receipt; 409 a3d41c7e once decided)',
);
const answerRoute = change(
  '/complaints/{id}/answer',
  'Answer: the decision, the reasons, who answers and their position, composed with the notices of a refusal ' +
    '(the appeal procedure, the Financial Ombudsman, the courts); e-mailed to the complainant and kept. Outcome ' +
    "'inadmissible' refuses it as inadmissible (409 a3d41c7e once it was found admissible)",
  complaintAnswerSchema,
);
const coordinatorAttachment = defineRoute({
  method: 'get',
  path: '/complaints/{id}/attachment',
  tags,
  summary: "The complaint's attachment (coordinators; the read is recorded)",
  request: { params: idParams('id') },
  responses: { 200: attachmentFileResponse, ...errorResponses(401, 403, 404) },
});

const readForm = (c: Context<AppEnv>, deps: AppDeps) =>
  readMultipartForm(c.req.raw, deps.storage, { fileRequired: false, multiLine: (name) => name === 'body' });

/** POST /public-api/complaints (multipart) -> 201 ComplaintSummary. */
export function publicComplaintRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, publicSend, async (c: Context<AppEnv>) => {
    // The landing first: a refused Context-Id costs no upload.
    const landing = await requestLanding(deps, c);
    // A token counts on its own landing's hosts only (decision 0022): elsewhere the complaint is a visitor's.
    const tokenLandingId = await tokenLanding(deps, c, () => new Error('foreign')).then(
      (owner) => (owner.id === landing.id ? owner.id : null),
      () => null,
    );
    const { summary } = await receivePublicComplaint(deps, {
      request: c.req.raw,
      landing,
      tokenLandingId,
      language: requestLanguage(c),
      ip: clientIp(c, deps.env),
    });
    return c.json(summary, 201);
  });
  return area;
}

/** GET/POST /investor-api/complaints; GET /investor-api/complaints/:id/attachment. */
export function investorComplaintRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, investorList, async (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-store');
    return c.json(await investorComplaints(deps.database.db, authOf(c)));
  });
  addRoute(area, investorSend, async (c: Context<AppEnv>) => {
    const caller = authOf(c);
    const { fields, file } = await readForm(c, deps);
    const landing = await deps.landings.byId(caller.landingId);
    if (!landing) {
      await file?.staged.discard();
      throw new Error('The caller’s landing is gone');
    }
    const { summary } = await submitComplaint(deps, {
      landing,
      language: requestLanguage(c),
      sender: {
        source: 'panel',
        investorUserId: caller.userId,
        offerId: null,
        impersonatorUserId: caller.impersonatorUserId,
      },
      fields: Object.fromEntries(fields),
      file,
      ip: clientIp(c, deps.env),
    });
    return c.json(summary, 201);
  });
  addRoute(area, investorAttachment, async (c: Context<AppEnv>) =>
    complaintAttachmentResponse(deps, authOf(c), c.req.param('id')!, true),
  );
  return area;
}

type JsonContext<S extends z.ZodType> = Context<
  AppEnv,
  string,
  { in: { json: z.input<S> }; out: { json: z.output<S> } }
>;

/** The coordinators' complaint routes under /api. */
export function coordinatorComplaintRoutes(deps: AppDeps) {
  const area = createArea();
  const db = deps.database.db;
  addRoute(area, coordinatorList, async (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-store');
    const status = c.req.query('status') as (typeof COMPLAINT_STATUSES)[number] | undefined;
    return c.json(await listComplaints(db, deps.clock, authOf(c), { status }));
  });
  addRoute(area, coordinatorOne, async (c: Context<AppEnv>) => {
    c.header('cache-control', 'no-store');
    return c.json(await complaintForCoordinator(db, deps.clock, authOf(c), c.req.param('id')!));
  });
  addRoute(area, takeUpRoute, async (c: Context<AppEnv>) =>
    c.json(await takeUpComplaint(deps, authOf(c), c.req.param('id')!)),
  );
  addRoute(area, extendRoute, async (c: JsonContext<typeof complaintExtendSchema>) =>
    c.json(await extendComplaint(deps, authOf(c), c.req.param('id')!, c.req.valid('json').reason)),
  );
  addRoute(area, admissibleRoute, async (c: Context<AppEnv>) =>
    c.json(await admitComplaint(deps, authOf(c), c.req.param('id')!)),
  );
  addRoute(area, answerRoute, async (c: JsonContext<typeof complaintAnswerSchema>) =>
    c.json(await answerComplaint(deps, authOf(c), c.req.param('id')!, c.req.valid('json'))),
  );
  addRoute(area, coordinatorAttachment, async (c: Context<AppEnv>) =>
    complaintAttachmentResponse(deps, authOf(c), c.req.param('id')!),
  );
  return area;
}
